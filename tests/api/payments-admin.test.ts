// The admins' side of buying credits, and the rules around it: packs in global configs (checked
// when saved), grants with a reason, promotion codes made in Stripe (through the stand-in) and
// recorded as StripeDiscountCreated (92) rows, a site without Stripe settings, the Stripe settings
// themselves, and the signup grant given once per person (address variants fold together).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../api/config.ts';
import { canonicalEmail } from '../../core/email.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { startStripeStandin, type StripeStandin } from '../support/stripe-standin.ts';

let t: TestApp;
let bare: TestApp; // no Stripe settings
let stripe: StripeStandin;

beforeAll(async () => {
  stripe = await startStripeStandin();
  t = await createTestApp({ env: stripe.env });
  bare = await createTestApp({ site: true }); // renders the account page (needs `astro build`)
});
afterAll(async () => {
  await t?.close();
  await bare?.close();
  await stripe?.close();
});

async function signIn(app: TestApp, email: string, roles: string[] = []): Promise<{ cookie: string; id: string }> {
  const res = await app.app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email } });
  expect(res.json()).toEqual({ success: true });
  const jwt = res.cookies.find((c) => c.name === 'loginJWT')!.value;
  const [user] = await app.db.knex('users').where({ email }).update({ roles }).returning('id');
  return { cookie: `loginJWT=${jwt}`, id: user.id };
}

async function gql(app: TestApp, cookie: string | null, query: string, variables: object = {}) {
  const res = await app.app.inject({ method: 'POST', url: '/graphql', payload: { query, variables }, headers: cookie ? { cookie } : {} });
  return res.json() as { data: any; errors?: { message: string; extensions: { code: string; fields?: Record<string, string> } }[] };
}

const GRANT = 'mutation ($u: ID!, $n: Int!, $r: String!) { grantCredits(userId: $u, amount: $n, reason: $r) }';
const PROMO = 'mutation ($input: PromotionCodeInput!) { createPromotionCode(input: $input) { id code promotionCodeId couponId percentOff amountOff currency } }';
const SAVE_CONFIG = 'mutation ($input: CreateGlobalConfigInput!) { createGlobalConfig(input: $input) { key } }';

describe('credit packs in global configs', () => {
  it('are read with defaults, and an admin saves new ones that the packs query then offers', async () => {
    const res = await gql(t, null, '{ creditPayments { enabled publishableKey packs { id credits prices { currency amount } } } }');
    expect(res.data.creditPayments.enabled).toBe(true);
    expect(res.data.creditPayments.publishableKey).toBe(stripe.env.STRIPE_PUBLISHABLE_KEY);
    expect(res.data.creditPayments.packs[0]).toEqual({ id: 'pack-100', credits: 100, prices: expect.arrayContaining([{ currency: 'usd', amount: 500 }]) });
    const admin = await signIn(t, 'packs-admin@example.com', ['admin']);
    const saved = await gql(t, admin.cookie, SAVE_CONFIG, { input: { key: 'credits.packs', value: '[{"id":"starter","credits":40,"prices":{"eur":300,"jpy":600}}]' } });
    expect(saved.errors).toBeUndefined();
    const after = await gql(t, null, '{ creditPayments { packs { id credits prices { currency amount } } } }');
    expect(after.data.creditPayments.packs).toEqual([{ id: 'starter', credits: 40, prices: [{ currency: 'eur', amount: 300 }, { currency: 'jpy', amount: 600 }] }]);
    await t.db.knex('global_configs').where({ key: 'credits.packs' }).delete();
  });

  it('refuses malformed packs with a field error on value, and saves nothing', async () => {
    const admin = await signIn(t, 'packs-admin2@example.com', ['admin']);
    for (const value of ['[]', '{"id":"x"}', '[{"id":"A B","credits":1,"prices":{"usd":500}}]', '[{"id":"a","credits":0,"prices":{"usd":500}}]',
      '[{"id":"a","credits":5,"prices":{}}]', '[{"id":"a","credits":5,"prices":{"USD":500}}]', '[{"id":"a","credits":5,"prices":{"usd":1}}]',
      '[{"id":"a","credits":5,"prices":{"usd":500}},{"id":"a","credits":6,"prices":{"usd":600}}]']) {
      const res = await gql(t, admin.cookie, SAVE_CONFIG, { input: { key: 'credits.packs', value } });
      expect(res.errors?.[0]?.extensions.code, value).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.extensions.fields?.value, value).toBeTruthy();
    }
    expect(await t.db.knex('global_configs').where({ key: 'credits.packs' }).first()).toBeUndefined();
  });
});

describe('admin grants', () => {
  it('an admin grants credits with a reason; the user reads it in the ledger; others are refused', async () => {
    const admin = await signIn(t, 'grant-admin@example.com', ['admin']);
    const user = await signIn(t, 'grantee@example.com');
    const mod = await signIn(t, 'grant-mod@example.com', ['contentMod']);
    const res = await gql(t, admin.cookie, GRANT, { u: user.id, n: 25, r: 'Classroom pilot' });
    expect(res.data.grantCredits).toBe(75);
    const ledger = await gql(t, user.cookie, '{ creditLedger { amount purpose reason } creditBalance }');
    expect(ledger.data.creditBalance).toBe(75);
    expect(ledger.data.creditLedger[0]).toEqual({ amount: 25, purpose: 'admin', reason: 'Classroom pilot' });
    expect((await gql(t, mod.cookie, GRANT, { u: user.id, n: 5, r: 'x' })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await gql(t, user.cookie, GRANT, { u: user.id, n: 5, r: 'x' })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await gql(t, null, GRANT, { u: user.id, n: 5, r: 'x' })).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    for (const [n, r] of [[0, 'x'], [-3, 'x'], [5, '  '], [5, 'x'.repeat(501)]] as const) {
      expect((await gql(t, admin.cookie, GRANT, { u: user.id, n, r })).errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
    }
    expect((await gql(t, user.cookie, '{ creditBalance }')).data.creditBalance).toBe(75);
  });

  it('works on a site without Stripe settings, which says buying is not set up', async () => {
    const admin = await signIn(bare, 'bare-admin@example.com', ['admin']);
    const user = await signIn(bare, 'bare-user@example.com');
    expect((await gql(bare, null, '{ creditPayments { enabled publishableKey } }')).data.creditPayments).toEqual({ enabled: false, publishableKey: null });
    const buy = await gql(bare, user.cookie, 'mutation { startCheckout(packId: "pack-100", lang: "en") }');
    expect(buy.errors?.[0]).toMatchObject({ message: 'Buying credits is not set up on this site', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await gql(bare, admin.cookie, GRANT, { u: user.id, n: 10, r: 'Local testing' })).data.grantCredits).toBe(60);
    const hook = await bare.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload: '{}', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' } });
    expect(hook.statusCode).toBe(404);
    // the account page says so, shows the granted credits and no payment key
    const page = await bare.app.inject({ method: 'GET', url: '/en/account', headers: { cookie: user.cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Buying credits is not set up on this site. An admin can grant you credits.');
    expect(page.body).toContain('Granted: \u2068Local testing\u2069'); // the admin's reason, bidi-isolated
    expect(page.body).not.toContain('data-stripe-publishable-key');
    expect(page.body).not.toContain('pk_test_');
    const guest = await bare.app.inject({ method: 'GET', url: '/en/account' });
    expect(guest.statusCode).toBe(302);
  });
});

describe('promotion codes', () => {
  it('an admin creates one in Stripe (coupon + promotion code), recorded as a 92 row; a buyer uses it in Checkout', async () => {
    const admin = await signIn(t, 'promo-admin@example.com', ['admin']);
    const res = await gql(t, admin.cookie, PROMO, { input: { code: 'SCHOOL20', percentOff: 20, maxRedemptions: 100 } });
    expect(res.errors).toBeUndefined();
    const promo = res.data.createPromotionCode;
    expect(promo).toMatchObject({ code: 'SCHOOL20', percentOff: 20, amountOff: null, promotionCodeId: expect.stringMatching(/^promo_/), couponId: expect.stringMatching(/^co_/) });
    expect(promo.id).toMatch(/^92[0-9a-f]{6}-/);
    expect(stripe.coupons.get(promo.couponId)).toMatchObject({ percent_off: 20, duration: 'once' });
    expect(stripe.promotionCodes.get(promo.promotionCodeId)).toMatchObject({ code: 'SCHOOL20', promotion: { coupon: promo.couponId }, max_redemptions: 100 });
    expect(stripe.requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(expect.arrayContaining(['/v1/coupons', '/v1/promotion_codes']));
    const listed = await gql(t, admin.cookie, '{ promotionCodes { code } }');
    expect(listed.data.promotionCodes).toEqual([{ code: 'SCHOOL20' }]);

    const buyer = await signIn(t, 'promo-buyer@example.com');
    const url = (await gql(t, buyer.cookie, 'mutation { startCheckout(packId: "pack-100", currency: "usd", lang: "en") }')).data.startCheckout;
    const sessionId = url.split('/').pop();
    const [, completed] = stripe.pay(sessionId, 'school20');
    expect(completed!.data.object.amount_total).toBe(400);
    expect(completed!.data.object.discounts).toEqual([{ coupon: promo.couponId, promotion_code: promo.promotionCodeId }]);
  });

  it('refuses bad input before calling Stripe, and a code Stripe refuses as a clear 400; only admins', async () => {
    const admin = await signIn(t, 'promo-admin2@example.com', ['admin']);
    const before = stripe.requests.length;
    for (const input of [{ code: 'x' }, { code: 'OK-CODE' }, { code: 'OK-CODE', percentOff: 150 }, { code: 'OK-CODE', percentOff: 10, amountOff: 100, currency: 'usd' },
      { code: 'OK-CODE', amountOff: 100 }, { code: 'has space', percentOff: 5 }]) {
      expect((await gql(t, admin.cookie, PROMO, { input })).errors?.[0]?.extensions.code, JSON.stringify(input)).toBe('BAD_USER_INPUT');
    }
    expect(stripe.requests.length).toBe(before);
    const dup = await gql(t, admin.cookie, PROMO, { input: { code: 'SCHOOL20', amountOff: 100, currency: 'usd' } });
    expect(dup.errors?.[0]).toMatchObject({ message: expect.stringContaining('already exists'), extensions: { code: 'BAD_USER_INPUT' } });
    const user = await signIn(t, 'promo-user@example.com', ['contentMod']);
    expect((await gql(t, user.cookie, PROMO, { input: { code: 'MINE', percentOff: 50 } })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect((await gql(t, user.cookie, '{ promotionCodes { code } }')).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
  });
});

describe('Stripe settings', () => {
  const base = { APP_ENV: 'local', DATA_DIR: '/tmp/bookloom-config-test', JWT_SECRET: 'x'.repeat(40) };
  it('are all three or none, each in its own shape', () => {
    expect(loadConfig(base).paymentsEnabled).toBe(false);
    expect(loadConfig({ ...base, ...stripe.env }).paymentsEnabled).toBe(true);
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ ...base, ...stripe.env, STRIPE_PUBLISHABLE_KEY: 'sk_test_oops' })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
    expect(() => loadConfig({ ...base, ...stripe.env, STRIPE_API_BASE: 'ftp://x' })).toThrow(/STRIPE_API_BASE/);
  });
});

describe('the signup grant, once per person', () => {
  it('folds +tags and Gmail dots to one canonical address', () => {
    expect(canonicalEmail('A.Lice+1@Gmail.com')).toBe('alice@gmail.com');
    expect(canonicalEmail('a.lice@googlemail.com')).toBe('alice@gmail.com');
    expect(canonicalEmail('bob+news@example.org')).toBe('bob@example.org');
    expect(canonicalEmail('b.o.b@example.org')).toBe('b.o.b@example.org');
  });

  it('gives no grant to a second account whose address folds to one that already got it', async () => {
    const first = await signIn(t, 'jane.doe@gmail.com');
    const second = await signIn(t, 'janedoe+2@gmail.com');
    const third = await signIn(t, 'j.a.n.e.doe+books@googlemail.com');
    const other = await signIn(t, 'jane+x@example.com');
    const otherToo = await signIn(t, 'jane@example.com');
    const balance = async (c: string) => (await gql(t, c, '{ creditBalance }')).data.creditBalance;
    expect(await balance(first.cookie)).toBe(50);
    expect(await balance(second.cookie)).toBe(0);
    expect(await balance(third.cookie)).toBe(0);
    expect(await balance(other.cookie)).toBe(50);
    expect(await balance(otherToo.cookie)).toBe(0);
  });
});
