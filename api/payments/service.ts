// Buying credits (issue 15): Checkout Sessions, the webhook's events, admin grants and
// promotion codes, and the ledger in a form the account page can put into words.
//
// Money safety:
// - an event is recorded (stripe_events, by Stripe's event id) in the SAME transaction that moves
//   its credits: a replayed or concurrent duplicate either finds the row or waits on its unique
//   key and then finds it, so it credits nothing;
// - a purchase is also unique by session (stripe_purchases) and its ledger transaction by
//   idempotency key `purchase:{sessionId}`, so two different events for one session credit once;
// - taking credits back locks the user's account row and takes at most the balance; the rest is
//   recorded on the purchase and in payment_flags for a moderator.
import type { Knex } from 'knex';
import { parseId } from '../../core/ids.ts';
import { BOOK_KINDS, KINDS, kindOfBookId } from '../../core/kinds.ts';
import { safeNextPath } from '../../core/next-url.ts';
import { isLangCode as isLanguage } from '../../core/languages.ts';
import type { Config } from '../config.ts';
import { AppError } from '../errors.ts';
import { newId } from '../lib/ids.ts';
import { ensureAccount, post, systemAccountId } from '../services/credits.ts';
import { readPacks, type CreditPack } from './packs.ts';
import { fromStripeError, stripeClient, type Stripe } from './stripe-client.ts';

export const REASON_MAX = 500;
export const GRANT_MAX = 100_000;

interface Actor {
  id: string;
  email?: string;
}

// ---------------------------------------------------------------------------------------------
// Checkout

export interface CheckoutInput {
  packId: string;
  currency?: string | null;
  /** a path on this site to come back to after paying (e.g. the wizard's step) */
  returnTo?: string | null;
  lang: string;
}

export async function findPack(knex: Knex, packId: string): Promise<CreditPack> {
  const pack = (await readPacks(knex)).find((p) => p.id === packId);
  if (!pack) throw AppError.badInput('There is no credit pack with that id', { packId: 'is not a pack on sale' });
  return pack;
}

/** Opens a Stripe Checkout Session for a pack and returns the address to send the buyer to. */
export async function startCheckout(knex: Knex, config: Config, user: Actor, input: CheckoutInput): Promise<string> {
  const stripe = stripeClient(config);
  if (!isLanguage(input.lang)) throw AppError.badInput('Unknown language', { lang: 'is not a site language' });
  const pack = await findPack(knex, input.packId);
  const currency = (input.currency ?? Object.keys(pack.prices)[0]!).toLowerCase();
  const price = pack.prices[currency];
  if (price === undefined) throw AppError.badInput(`This pack has no price in ${currency.toUpperCase()}`, { currency: 'is not offered for this pack' });
  let returnTo = '';
  if (input.returnTo) {
    const safe = safeNextPath(input.returnTo, config.PUBLIC_URL);
    if (!safe) throw AppError.badInput('The return address must be a page of this site', { returnTo: 'must be a path on this site' });
    returnTo = safe;
  }
  const base = config.PUBLIC_URL;
  try {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      client_reference_id: user.id,
      ...(user.email ? { customer_email: user.email } : {}),
      line_items: [{ quantity: 1, price_data: { currency, unit_amount: price, product_data: { name: `${pack.credits} Bookloom credits` } } }],
      metadata: { pack: pack.id, credits: String(pack.credits), userId: user.id, lang: input.lang, ...(returnTo ? { returnTo } : {}) },
      payment_intent_data: { metadata: { pack: pack.id, credits: String(pack.credits), userId: user.id } },
      allow_promotion_codes: true,
      success_url: `${base}/${input.lang}/credits/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${base}/${input.lang}/credits/cancel${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ''}`,
    });
    if (!session.url) throw new Error('Stripe returned a session without a URL');
    return session.url;
  } catch (err) {
    throw fromStripeError(err);
  }
}

export interface CheckoutResult {
  paid: boolean;
  /** credits recorded for this session (0 while the webhook has not arrived) */
  credits: number;
  returnTo: string | null;
  balance: number;
}

/** What the success page shows: the buyer's own session only. */
export async function checkoutResult(knex: Knex, config: Config, user: Actor, sessionId: string): Promise<CheckoutResult> {
  if (!/^cs_[A-Za-z0-9_]{1,250}$/.test(sessionId)) throw AppError.badInput('Not a checkout session id', { sessionId: 'is not valid' });
  const purchase: { credits: number } | undefined = await knex('stripe_purchases').where({ session_id: sessionId, user_id: user.id }).first('credits');
  let session: Stripe.Checkout.Session;
  try {
    session = await stripeClient(config).checkout.sessions.retrieve(sessionId);
  } catch (err) {
    throw fromStripeError(err);
  }
  if (session.client_reference_id !== user.id) throw AppError.notFound('No such checkout session');
  const returnTo = session.metadata?.returnTo ? safeNextPath(session.metadata.returnTo, config.PUBLIC_URL) : null;
  const { balance } = await ensureAccount(knex, user.id);
  return { paid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required', credits: purchase?.credits ?? 0, returnTo, balance };
}

// ---------------------------------------------------------------------------------------------
// admin grants

/** An admin gives a user credits, with a reason the user sees in the ledger. */
export async function grantCredits(knex: Knex, admin: Actor, input: { userId: string; amount: number; reason: string }): Promise<number> {
  const userId = parseId('User', input.userId);
  if (!Number.isSafeInteger(input.amount) || input.amount < 1 || input.amount > GRANT_MAX) {
    throw AppError.badInput(`The amount must be a whole number from 1 to ${GRANT_MAX}`, { amount: `must be 1 to ${GRANT_MAX}` });
  }
  const reason = (input.reason ?? '').trim();
  if (!reason || reason.length > REASON_MAX) throw AppError.badInput(`A reason of 1 to ${REASON_MAX} characters is required`, { reason: 'is required' });
  const user = await knex('users').where({ id: userId }).first('id');
  if (!user) throw AppError.notFound('No user with that id');
  return knex.transaction(async (trx) => {
    const account = await ensureAccount(trx, userId);
    await trx('credit_accounts').where({ id: account.id }).forUpdate().first('id');
    await post(trx, {
      kind: 'grant', idempotencyKey: `admin:${newId('CreditTransaction')}`, reference: { purpose: 'admin', by: admin.id, reason },
      memo: reason, account: account.id, counterpart: await systemAccountId(trx, 'grants'), amount: input.amount,
    });
    const now: { balance: string } = await trx('credit_accounts').where({ id: account.id }).first('balance');
    return Number(now.balance);
  });
}

// ---------------------------------------------------------------------------------------------
// promotion codes

export interface PromotionInput {
  code: string;
  percentOff?: number | null;
  amountOff?: number | null;
  currency?: string | null;
  maxRedemptions?: number | null;
}

export interface PromotionRow {
  id: string;
  code: string;
  promotionCodeId: string;
  couponId: string;
  percentOff: number | null;
  amountOff: number | null;
  currency: string | null;
  maxRedemptions: number | null;
  createdAt: Date;
}

const PROMO_COLUMNS = ['id', 'code', 'promotion_code_id as promotionCodeId', 'coupon_id as couponId', 'percent_off as percentOff',
  'amount_off as amountOff', 'currency', 'max_redemptions as maxRedemptions', 'created_at as createdAt'];

export async function createPromotionCode(knex: Knex, config: Config, admin: Actor, input: PromotionInput): Promise<PromotionRow> {
  const stripe = stripeClient(config);
  const code = (input.code ?? '').trim();
  if (!/^[A-Za-z0-9-]{3,40}$/.test(code)) throw AppError.badInput('The code must be 3 to 40 letters, digits or -', { code: 'must be 3 to 40 letters, digits or -' });
  const percent = input.percentOff ?? null;
  const amount = input.amountOff ?? null;
  if ((percent === null) === (amount === null)) throw AppError.badInput('Give either a percentage or an amount off', { percentOff: 'give a percentage or an amount' });
  if (percent !== null && (!Number.isInteger(percent) || percent < 1 || percent > 100)) throw AppError.badInput('The percentage must be 1 to 100', { percentOff: 'must be 1 to 100' });
  const currency = input.currency ? input.currency.toLowerCase() : null;
  if (amount !== null && (!Number.isInteger(amount) || amount < 1 || !currency || !/^[a-z]{3}$/.test(currency))) {
    throw AppError.badInput('An amount off is a whole number of the smallest unit, with its currency', { amountOff: 'needs a currency' });
  }
  const max = input.maxRedemptions ?? null;
  if (max !== null && (!Number.isInteger(max) || max < 1)) throw AppError.badInput('The most uses must be 1 or more', { maxRedemptions: 'must be 1 or more' });
  try {
    const coupon = await stripe.coupons.create({
      duration: 'once', name: code,
      ...(percent !== null ? { percent_off: percent } : { amount_off: amount!, currency: currency! }),
    });
    const promo = await stripe.promotionCodes.create({
      code, promotion: { type: 'coupon', coupon: coupon.id }, ...(max !== null ? { max_redemptions: max } : {}),
      metadata: { createdBy: admin.id },
    });
    const [row] = await knex('stripe_discounts').insert({
      id: newId('StripeDiscountCreated'), created_by: admin.id, code: promo.code, promotion_code_id: promo.id, coupon_id: coupon.id,
      percent_off: percent, amount_off: amount, currency: amount !== null ? currency : null, max_redemptions: max,
    }).returning(PROMO_COLUMNS);
    return row as PromotionRow;
  } catch (err) {
    throw fromStripeError(err);
  }
}

export async function listPromotionCodes(knex: Knex): Promise<PromotionRow[]> {
  return knex('stripe_discounts').select(PROMO_COLUMNS).orderBy('created_at', 'desc').limit(200);
}

// ---------------------------------------------------------------------------------------------
// webhook events

export type EventOutcome = 'processed' | 'duplicate' | 'ignored';

/** A webhook's event whose data cannot be applied yet (a refund before its purchase): Stripe retries. */
export class NotYetKnown extends Error {}

const HANDLED = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded', 'charge.succeeded', 'charge.refunded', 'charge.dispute.created']);

/** Applies one verified event, at most once (by event id), in one transaction. */
export async function applyEvent(knex: Knex, event: Stripe.Event): Promise<EventOutcome> {
  if (!HANDLED.has(event.type)) return 'ignored';
  return knex.transaction(async (trx) => {
    const recorded = await trx('stripe_events').insert({ id: event.id, type: event.type }).onConflict('id').ignore().returning('id');
    if (recorded.length === 0) return 'duplicate';
    const object = event.data.object as unknown as Record<string, any>;
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        await purchased(trx, object);
        break;
      case 'charge.succeeded':
        await rememberCharge(trx, object);
        break;
      case 'charge.refunded': {
        await rememberCharge(trx, object);
        const amount = Number(object.amount);
        const refunded = Number(object.amount_refunded);
        await takeBack(trx, event.id, String(object.payment_intent ?? ''), 'refund', (credits) =>
          object.refunded || refunded >= amount ? credits : Math.floor(credits * refunded / Math.max(amount, 1)));
        break;
      }
      case 'charge.dispute.created':
        await takeBack(trx, event.id, String(object.payment_intent ?? ''), 'dispute', (credits) => credits);
        break;
    }
    return 'processed';
  });
}

async function rememberCharge(trx: Knex.Transaction, charge: Record<string, any>): Promise<void> {
  if (typeof charge.id !== 'string' || typeof charge.payment_intent !== 'string') return;
  await trx('stripe_charges').insert({ charge_id: charge.id, payment_intent: charge.payment_intent, receipt_url: charge.receipt_url ?? null })
    .onConflict('charge_id').merge(['receipt_url']);
}

async function lockedAccount(trx: Knex.Transaction, userId: string): Promise<{ id: string; balance: number }> {
  await ensureAccount(trx, userId);
  const row: { id: string; balance: string } = await trx('credit_accounts').where({ user_id: userId }).forUpdate().first('id', 'balance');
  return { id: row.id, balance: Number(row.balance) };
}

async function purchased(trx: Knex.Transaction, session: Record<string, any>): Promise<void> {
  if (session.mode !== 'payment' || session.payment_status !== 'paid') return; // an async payment completes later
  const userId = String(session.client_reference_id ?? '');
  const credits = Number(session.metadata?.credits);
  if (!/^70[0-9a-f]{6}-/.test(userId) || !Number.isSafeInteger(credits) || credits <= 0) return; // not one of ours
  const user = await trx('users').where({ id: userId }).first('id');
  if (!user) return;
  const already = await trx('stripe_purchases').where({ session_id: session.id }).first('session_id');
  if (already) return;
  const account = await lockedAccount(trx, userId);
  const transactionId = await post(trx, {
    kind: 'grant', idempotencyKey: `purchase:${session.id}`,
    reference: { purpose: 'purchase', sessionId: session.id, packId: session.metadata?.pack ?? null, credits },
    memo: `Bought ${credits} credits`, account: account.id, counterpart: await systemAccountId(trx, 'grants'), amount: credits,
  });
  await trx('stripe_purchases').insert({
    session_id: session.id, user_id: userId, pack_id: String(session.metadata?.pack ?? ''), credits,
    amount_total: Number(session.amount_total ?? 0), currency: String(session.currency ?? ''),
    payment_intent: typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id ?? null,
    transaction_id: transactionId,
  });
}

async function takeBack(trx: Knex.Transaction, eventId: string, paymentIntent: string, reason: 'refund' | 'dispute', target: (credits: number) => number): Promise<void> {
  if (!paymentIntent) return;
  const purchase: { session_id: string; user_id: string; credits: number; credits_taken_back: number; credits_unrecovered: number } | undefined =
    await trx('stripe_purchases').where({ payment_intent: paymentIntent }).forUpdate().first();
  if (!purchase) throw new NotYetKnown(`No purchase with payment intent ${paymentIntent} yet`);
  const due = Math.min(target(purchase.credits), purchase.credits) - purchase.credits_taken_back - purchase.credits_unrecovered;
  if (due <= 0) return;
  const account = await lockedAccount(trx, purchase.user_id);
  const take = Math.min(due, account.balance);
  if (take > 0) {
    await post(trx, {
      kind: 'adjustment', idempotencyKey: `${reason}:${eventId}`, reference: { purpose: reason, sessionId: purchase.session_id, credits: take },
      memo: reason === 'refund' ? 'Payment refunded' : 'Payment disputed', account: account.id,
      counterpart: await systemAccountId(trx, 'grants'), amount: -take,
    });
  }
  const unrecovered = due - take;
  await trx('stripe_purchases').where({ session_id: purchase.session_id }).update({
    credits_taken_back: purchase.credits_taken_back + take, credits_unrecovered: purchase.credits_unrecovered + unrecovered,
  });
  if (unrecovered > 0) {
    await trx('payment_flags').insert({ user_id: purchase.user_id, session_id: purchase.session_id, event_id: eventId, reason, credits_unrecovered: unrecovered });
  }
}

/** Credits refunds and disputes could not take back, per user (for the moderators' list). */
export async function unrecoveredByUser(knex: Knex, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows: { user_id: string; total: string }[] = await knex('payment_flags').whereIn('user_id', userIds)
    .groupBy('user_id').select('user_id', knex.raw('sum(credits_unrecovered) as total'));
  return new Map(rows.map((r) => [r.user_id, Number(r.total)]));
}

// ---------------------------------------------------------------------------------------------
// the ledger, for people

export interface LedgerItem {
  transactionId: string;
  kind: string;
  /** for the user: + received, − spent */
  amount: number;
  /** a generation's (its kind's ledger words: outline | plan, chapters | parts | segments, chapter | part | recipe | segment, redraw) or signup | purchase | admin | refund | dispute | other */
  purpose: string;
  /** for refunds of generation: failed | cancelled */
  cause: string | null;
  bookId: string | null;
  bookTitle: string | null;
  /** the book's kind (textbook, storybook, worksheet, cookbook, gamebook, worldstory) */
  bookKind: string | null;
  /** the position of the part (chapter, page, worksheet, recipe, segment) */
  chapterPosition: number | null;
  credits: number | null;
  reason: string | null;
  receiptUrl: string | null;
  createdAt: Date;
}

export const LEDGER_LIMIT = 200;

/** The reference keys naming a part, one per kind's word (chapterId, partId, recipeId…). */
const PART_REFS = [...new Set(BOOK_KINDS.map((kind) => KINDS[kind].ledger.partRef))];

export async function ledger(knex: Knex, userId: string, options: { bookId?: string | null } = {}): Promise<LedgerItem[]> {
  const account = await ensureAccount(knex, userId);
  const q = knex('credit_entries as e')
    .join('credit_transactions as t', 't.id', 'e.transaction_id')
    .leftJoin('books as b', knex.raw(`b.id::text = t.reference->>'bookId'`))
    .leftJoin('book_parts as c', knex.raw(`c.id::text = coalesce(${PART_REFS.map(() => 't.reference->>?').join(', ')})`, PART_REFS))
    .leftJoin('stripe_purchases as p', knex.raw(`p.session_id = t.reference->>'sessionId' and t.reference->>'purpose' = 'purchase'`))
    .where('e.account_id', account.id)
    .orderBy([{ column: 't.created_at', order: 'desc' }, { column: 't.id', order: 'desc' }])
    .limit(LEDGER_LIMIT)
    .select('t.id', 't.kind', 'e.amount', 't.reference', 't.idempotency_key', 't.created_at', 'b.title as book_title', 'b.kind as book_kind', 'c.position',
      knex.raw(`(select receipt_url from stripe_charges s where s.payment_intent = p.payment_intent and s.receipt_url is not null order by s.created_at limit 1) as receipt_url`));
  if (options.bookId) {
    const kind = kindOfBookId(options.bookId);
    q.whereRaw(`t.reference->>'bookId' = ?`, [parseId(kind ? KINDS[kind].book : 'Textbook', options.bookId)]);
  }
  const rows: Record<string, any>[] = await q;
  return rows.map((r) => {
    const ref = (r.reference ?? {}) as Record<string, unknown>;
    const key = String(r.idempotency_key ?? '');
    return {
      transactionId: r.id, kind: r.kind, amount: Number(r.amount),
      purpose: typeof ref.purpose === 'string' ? ref.purpose : 'other',
      cause: r.kind === 'refund' ? (key.startsWith('cancel:') ? 'cancelled' : 'failed') : null,
      bookId: typeof ref.bookId === 'string' ? ref.bookId : null,
      bookTitle: r.book_title ?? null,
      bookKind: r.book_kind ?? null,
      chapterPosition: r.position ?? null,
      credits: typeof ref.credits === 'number' ? ref.credits : null,
      reason: typeof ref.reason === 'string' ? ref.reason : null,
      receiptUrl: r.receipt_url ?? null,
      createdAt: r.created_at,
    };
  });
}
