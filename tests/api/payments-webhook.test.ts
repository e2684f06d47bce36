// Buying credits end to end at the API: Checkout Sessions made through the official SDK against
// the local Stripe stand-in, and webhook events signed as Stripe signs them, posted over HTTP to
// POST /api/stripe/webhook. A purchase credits once however often and in whatever order its event
// comes; bad or old signatures change nothing; refunds and disputes take credits back without
// ever making a balance negative.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { startStripeStandin, type StripeStandin } from '../support/stripe-standin.ts';

let t: TestApp;
let stripe: StripeStandin;
let base: string;

beforeAll(async () => {
  stripe = await startStripeStandin();
  t = await createTestApp({ env: stripe.env });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  stripe.setWebhookURL(`${base}/api/stripe/webhook`);
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

let people = 0;
async function signIn(roles: string[] = []): Promise<{ cookie: string; id: string }> {
  const email = `buyer-${++people}@example.com`;
  const res = await t.app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email } });
  expect(res.json()).toEqual({ success: true });
  const jwt = res.cookies.find((c) => c.name === 'loginJWT')!.value;
  const [user] = await t.db.knex('users').where({ email }).update({ roles }).returning('id');
  return { cookie: `loginJWT=${jwt}`, id: user.id };
}

async function gql(cookie: string | null, query: string, variables: object = {}) {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', payload: { query, variables }, headers: cookie ? { cookie } : {} });
  return res.json() as { data: any; errors?: { message: string; extensions: { code: string } }[] };
}

const BALANCE = 'query { creditBalance }';
const balanceOf = async (cookie: string) => (await gql(cookie, BALANCE)).data.creditBalance as number;
const CHECKOUT = 'mutation ($packId: ID!, $currency: String, $returnTo: String, $lang: String!) { startCheckout(packId: $packId, currency: $currency, returnTo: $returnTo, lang: $lang) }';

/** A paid Checkout Session of the buyer's: its events (not delivered yet). */
async function paidSession(cookie: string, packId = 'pack-100', returnTo?: string) {
  const res = await gql(cookie, CHECKOUT, { packId, currency: 'usd', lang: 'pt', returnTo });
  expect(res.errors).toBeUndefined();
  const url = new URL(res.data.startCheckout);
  const sessionId = url.pathname.split('/').pop()!;
  return { sessionId, session: stripe.sessions.get(sessionId)!, events: stripe.pay(sessionId) };
}

async function post(body: string, signature: string | undefined) {
  return fetch(`${base}/api/stripe/webhook`, {
    method: 'POST', body, headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
  });
}

const ledgerSize = async () => Number((await t.db.knex('credit_transactions').count<{ n: string }[]>('* as n'))[0]!.n);

describe('Checkout Sessions', () => {
  it('opens a session through the SDK: payment mode, the user, the pack, success and cancel in the user language, promotion codes allowed', async () => {
    const buyer = await signIn();
    const { session } = await paidSession(buyer.cookie, 'pack-300', '/pt/create/textbook/start?book=x');
    expect(session.mode).toBe('payment');
    expect(session.client_reference_id).toBe(buyer.id);
    expect(session.metadata).toMatchObject({ pack: 'pack-300', credits: '300', returnTo: '/pt/create/textbook/start?book=x' });
    expect(session.amount_total).toBe(1200);
    expect(session.currency).toBe('usd');
    expect(session.success_url).toBe(`${t.config.PUBLIC_URL}/pt/credits/success?session_id={CHECKOUT_SESSION_ID}`);
    expect(session.cancel_url).toMatch(new RegExp(`^${t.config.PUBLIC_URL}/pt/credits/cancel`));
    expect(session.allow_promotion_codes).toBe(true);
    expect(stripe.requests.some((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions')).toBe(true);
  });

  it('refuses an off-site returnTo, an unknown pack and a currency the pack has no price in (400, no session)', async () => {
    const buyer = await signIn();
    const before = stripe.sessions.size;
    for (const vars of [
      { packId: 'pack-100', currency: 'usd', returnTo: 'https://evil.example/x', lang: 'en' },
      { packId: 'pack-100', currency: 'usd', returnTo: '//evil.example/x', lang: 'en' },
      { packId: 'nope', currency: 'usd', lang: 'en' },
      { packId: 'pack-100', currency: 'jpy', lang: 'en' },
    ]) {
      const res = await gql(buyer.cookie, CHECKOUT, vars);
      expect(res.errors?.[0]?.extensions.code, JSON.stringify(vars)).toBe('BAD_USER_INPUT');
    }
    expect(stripe.sessions.size).toBe(before);
    expect((await gql(null, CHECKOUT, { packId: 'pack-100', lang: 'en' })).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('tells the buyer on the success page what the session brought and where to return', async () => {
    const buyer = await signIn();
    const { sessionId, events } = await paidSession(buyer.cookie, 'pack-100', '/pt/create/textbook/start');
    for (const e of events) expect(await stripe.deliver(e)).toBe(200);
    const res = await gql(buyer.cookie, 'query ($s: String!) { checkoutResult(sessionId: $s) { paid credits returnTo balance } }', { s: sessionId });
    expect(res.data.checkoutResult).toEqual({ paid: true, credits: 100, returnTo: '/pt/create/textbook/start', balance: 150 });
    const other = await signIn();
    const stranger = await gql(other.cookie, 'query ($s: String!) { checkoutResult(sessionId: $s) { paid } }', { s: sessionId });
    expect(stranger.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });
});

describe('POST /api/stripe/webhook', () => {
  it('credits a purchase once when its event is delivered 10 times, mixed in any order with other events', async () => {
    const a = await signIn();
    const b = await signIn();
    const one = await paidSession(a.cookie, 'pack-100');
    const two = await paidSession(b.cookie, 'pack-300');
    const completed = one.events.find((e) => e.type === 'checkout.session.completed')!;
    const deliveries = [
      ...Array.from({ length: 10 }, () => completed),
      ...two.events, ...two.events,
      stripe.event('customer.created', { id: 'cus_1', object: 'customer' }),
      stripe.event('invoice.paid', { id: 'in_1', object: 'invoice' }),
      one.events[0]!,
    ];
    // shuffled, a fixed seed so a failure repeats
    let seed = 15;
    for (let i = deliveries.length - 1; i > 0; i--) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      const j = seed % (i + 1);
      [deliveries[i], deliveries[j]] = [deliveries[j]!, deliveries[i]!];
    }
    for (const e of deliveries) expect(await stripe.deliver(e)).toBe(200);
    expect(await balanceOf(a.cookie)).toBe(50 + 100);
    expect(await balanceOf(b.cookie)).toBe(50 + 300);
    const purchases = await t.db.knex('credit_transactions').where({ idempotency_key: `purchase:${one.sessionId}` });
    expect(purchases).toHaveLength(1);
  });

  it('answers 200 and ignores an event type it does not handle', async () => {
    const before = await ledgerSize();
    const e = stripe.event('payment_method.attached', { id: 'pm_1', object: 'payment_method' });
    const body = JSON.stringify(e);
    const res = await post(body, stripe.sign(body));
    expect(res.status).toBe(200);
    expect(await ledgerSize()).toBe(before);
  });

  it('refuses a bad signature, a signature with another secret, a missing one and an event signed more than 300 s ago: 400, nothing changes', async () => {
    const buyer = await signIn();
    const { events } = await paidSession(buyer.cookie);
    const completed = events.find((e) => e.type === 'checkout.session.completed')!;
    const body = JSON.stringify(completed);
    const good = stripe.sign(body);
    const before = { ledger: await ledgerSize(), events: await t.db.knex('stripe_events').count('* as n') };
    const tampered = body.replace('"credits":"100"', '"credits":"100000"');
    expect(tampered).not.toBe(body);
    const cases: [string, string | undefined][] = [
      [tampered, good],
      [body, good.replace(/v1=([0-9a-f])/, (_m, c: string) => `v1=${c === '0' ? '1' : '0'}`)],
      [body, stripe.sign(body, { secret: 'whsec_another' })],
      [body, undefined],
      [body, stripe.sign(body, { timestamp: Math.floor(Date.now() / 1000) - 301 })],
      [body, stripe.sign(body, { timestamp: Math.floor(Date.now() / 1000) - 3600 })],
    ];
    for (const [payload, signature] of cases) {
      const res = await post(payload, signature);
      expect(res.status).toBe(400);
    }
    expect(await ledgerSize()).toBe(before.ledger);
    expect(await t.db.knex('stripe_events').count('* as n')).toEqual(before.events);
    expect(await balanceOf(buyer.cookie)).toBe(50);
    // the same event, signed now, is fine
    expect((await post(body, stripe.sign(body))).status).toBe(200);
    expect(await balanceOf(buyer.cookie)).toBe(150);
  });

  it('never double-credits under concurrent deliveries of the same event', async () => {
    const buyer = await signIn();
    const { sessionId, events } = await paidSession(buyer.cookie, 'pack-1000');
    const completed = events.find((e) => e.type === 'checkout.session.completed')!;
    // the same session in a second event id too (Stripe may send completed and async_payment_succeeded)
    const again = stripe.event('checkout.session.async_payment_succeeded', completed.data.object);
    const statuses = await Promise.all([...Array.from({ length: 20 }, () => stripe.deliver(completed)), ...Array.from({ length: 5 }, () => stripe.deliver(again))]);
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(await balanceOf(buyer.cookie)).toBe(50 + 1000);
    expect(await t.db.knex('stripe_purchases').where({ session_id: sessionId })).toHaveLength(1);
  });

  it('takes the credits back on a refund (once, however often the refund comes), partly for a partial refund', async () => {
    const buyer = await signIn();
    const { sessionId, events } = await paidSession(buyer.cookie, 'pack-100');
    for (const e of events) await stripe.deliver(e);
    expect(await balanceOf(buyer.cookie)).toBe(150);
    const half = stripe.refundEvent(sessionId, 250);
    for (let i = 0; i < 3; i++) expect(await stripe.deliver(half)).toBe(200);
    expect(await balanceOf(buyer.cookie)).toBe(100);
    const full = stripe.refundEvent(sessionId);
    expect(await stripe.deliver(full)).toBe(200);
    expect(await balanceOf(buyer.cookie)).toBe(50);
    expect(await stripe.deliver(stripe.disputeEvent(sessionId))).toBe(200); // nothing left to take
    expect(await balanceOf(buyer.cookie)).toBe(50);
    const ledger = await gql(buyer.cookie, 'query { creditLedger { amount purpose credits receiptUrl } }');
    expect(ledger.data.creditLedger.slice(0, 3)).toEqual([
      { amount: -50, purpose: 'refund', credits: 50, receiptUrl: null },
      { amount: -50, purpose: 'refund', credits: 50, receiptUrl: null },
      expect.objectContaining({ amount: 100, purpose: 'purchase', credits: 100, receiptUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/receipts\/ch_/) }),
    ]);
  });

  it('takes back only what the balance holds after a dispute: the rest is recorded and the account flagged for moderators', async () => {
    const buyer = await signIn();
    const { sessionId, events } = await paidSession(buyer.cookie, 'pack-100');
    for (const e of events) await stripe.deliver(e);
    // spent 120 of 150 meanwhile
    await t.db.knex.transaction(async (trx) => {
      const { debit } = await import('../../api/services/credits.ts');
      await debit(trx, { userId: buyer.id, amount: 120, idempotencyKey: `spend:${buyer.id}`, reference: { purpose: 'outline' } });
    });
    expect(await balanceOf(buyer.cookie)).toBe(30);
    expect(await stripe.deliver(stripe.disputeEvent(sessionId))).toBe(200);
    expect(await balanceOf(buyer.cookie)).toBe(0);
    const purchase = await t.db.knex('stripe_purchases').where({ session_id: sessionId }).first();
    expect(purchase).toMatchObject({ credits_taken_back: 30, credits_unrecovered: 70 });
    const mod = await signIn(['contentMod']);
    const users = await gql(mod.cookie, 'query ($q: String) { moderatorUsers(search: $q) { items { id creditsUnrecovered } } }', { q: `buyer-${people - 1}@` });
    expect(users.data.moderatorUsers.items).toContainEqual({ id: buyer.id, creditsUnrecovered: 70 });
  });

  it('asks Stripe to retry (409) a refund whose purchase it has not seen yet, and applies it once it has', async () => {
    const buyer = await signIn();
    const { sessionId, events } = await paidSession(buyer.cookie, 'pack-100');
    const refund = stripe.refundEvent(sessionId);
    expect(await stripe.deliver(refund)).toBe(409);
    for (const e of events) await stripe.deliver(e);
    expect(await balanceOf(buyer.cookie)).toBe(150);
    expect(await stripe.deliver(refund)).toBe(200);
    expect(await balanceOf(buyer.cookie)).toBe(50);
  });
});
