// Credits: what a generation costs and who can pay for it, on the double-entry ledger of
// db/migrations/20261122_0003_credits.ts. Every movement is a transaction with two entries,
// the user's account and a system account ('grants' for grants, 'spent' for debits and
// refunds), so the entries of a transaction always sum to zero.
//
// Money safety, in layers:
// - each movement locks the user's account row (SELECT … FOR UPDATE) before reading its
//   balance, so concurrent starts for one user run one after another and see each other;
// - the database refuses a negative user balance (check constraint) whatever the code does;
// - every debit and refund carries an idempotency key (unique in the ledger): the same key
//   again returns the first transaction (`replayed: true`) and moves nothing.
//
// Every function accepts a transaction as `knex` (and debit/refund also as `trx`): the movement
// then commits or rolls back with the caller's rows, e.g. the book a generation creates. Each
// runs in a savepoint of it, so a refused debit leaves the caller's transaction usable.
// Note: while a caller's transaction holds a debit, the 'spent' row stays locked, so other
// users' movements wait for that commit: keep slow work (the generation itself) out of it.
import type { Knex } from 'knex';
import { parseId } from '../../core/ids.ts';
import { AppError } from '../errors.ts';
import { newId } from '../lib/ids.ts';
import { claimSignupGrant } from './signup-grants.ts';

export type CreditKind = 'grant' | 'debit' | 'refund' | 'adjustment';
type SystemKey = 'grants' | 'spent';

export const CONFIG_KEYS = {
  signupGrant: 'credits.signupGrant',
  outlineCost: 'credits.outlineCost',
  chapterCost: 'credits.chapterCost',
} as const;
/** used when a config is missing or is not a whole number >= 0 */
export const DEFAULTS = { signupGrant: 50, outline: 1, chapter: 1 } as const;
export const IDEMPOTENCY_KEY_MAX = 200;
export const MEMO_MAX = 500;
export const HISTORY_LIMIT_MAX = 100;

export interface CreditAccount {
  id: string;
  userId: string;
  balance: number;
}

export interface CreditCosts {
  outline: number;
  chapter: number;
}

export interface CreditMovement {
  userId: string;
  /** a whole number of credits > 0 */
  amount: number;
  /** the same key twice moves credits once; e.g. `start:{requestId}`, `refund:{chapterId}` */
  idempotencyKey: string;
  /** what it was for, e.g. {bookId, chapterId, purpose: 'chapter'} */
  reference?: Record<string, unknown>;
  memo?: string;
  /** run inside this transaction (the same as passing it as `knex`) */
  trx?: Knex.Transaction;
}

export interface CreditResult {
  transactionId: string;
  /** the balance now (for a replay: now, not when the first call ran) */
  balance: number;
  /** true when the idempotency key was already used: nothing moved this time */
  replayed: boolean;
}

export interface CreditHistoryItem {
  transactionId: string;
  kind: CreditKind;
  /** for the user: positive = received, negative = spent */
  amount: number;
  reference: Record<string, unknown>;
  memo: string;
  createdAt: Date;
}

interface AccountRow {
  id: string;
  user_id: string;
  balance: string | number; // bigint: the pg driver returns text
}

const toAccount = (row: AccountRow): CreditAccount => ({ id: row.id, userId: row.user_id, balance: Number(row.balance) });

// ---------------------------------------------------------------------------------------------
// configs

/** A config value usable as a number of credits: a whole number >= 0, else the fallback. */
function creditsFrom(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : fallback;
}

async function readConfigs(knex: Knex, keys: string[]): Promise<Map<string, unknown>> {
  const rows: { key: string; value: unknown }[] = await knex('global_configs').whereIn('key', keys).select('key', 'value');
  return new Map(rows.map((r) => [r.key, r.value]));
}

/** A kind's prices (issue 16): per plan, per part and per redrawn picture, from global configs
 * `credits.<kind>.planCost` / `.partCost` / `.redrawCost`, with the kind's defaults. */
export interface KindCosts { plan: number; part: number; redraw: number }

export async function kindCosts(knex: Knex, kind: string, defaults: KindCosts): Promise<KindCosts> {
  const keys = { plan: `credits.${kind}.planCost`, part: `credits.${kind}.partCost`, redraw: `credits.${kind}.redrawCost` };
  const configs = await readConfigs(knex, Object.values(keys));
  return {
    plan: creditsFrom(configs.get(keys.plan), defaults.plan),
    part: creditsFrom(configs.get(keys.part), defaults.part),
    redraw: creditsFrom(configs.get(keys.redraw), defaults.redraw),
  };
}

/** What the wizard shows before a start: credits per outline and per chapter. */
export async function costs(knex: Knex): Promise<CreditCosts> {
  const configs = await readConfigs(knex, [CONFIG_KEYS.outlineCost, CONFIG_KEYS.chapterCost]);
  return {
    outline: creditsFrom(configs.get(CONFIG_KEYS.outlineCost), DEFAULTS.outline),
    chapter: creditsFrom(configs.get(CONFIG_KEYS.chapterCost), DEFAULTS.chapter),
  };
}

// ---------------------------------------------------------------------------------------------
// input checks

function checkAmount(amount: unknown): number {
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
    throw AppError.badInput('The amount of credits must be a whole number greater than 0');
  }
  return amount;
}

function checkIdempotencyKey(key: unknown): string {
  if (typeof key !== 'string' || key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX) {
    throw AppError.badInput(`An idempotency key of 1 to ${IDEMPOTENCY_KEY_MAX} characters is required`);
  }
  return key;
}

function checkReference(reference: unknown): Record<string, unknown> {
  if (reference === undefined) return {};
  if (typeof reference !== 'object' || reference === null || Array.isArray(reference)) {
    throw AppError.badInput('The reference must be an object');
  }
  return reference as Record<string, unknown>;
}

function checkMemo(memo: unknown): string {
  if (memo === undefined) return '';
  if (typeof memo !== 'string' || memo.length > MEMO_MAX) throw AppError.badInput(`The memo must be text of at most ${MEMO_MAX} characters`);
  return memo;
}

// ---------------------------------------------------------------------------------------------
// the ledger

async function findAccount(knex: Knex, userId: string): Promise<CreditAccount | undefined> {
  const row: AccountRow | undefined = await knex('credit_accounts').where({ user_id: userId }).first('id', 'user_id', 'balance');
  return row && toAccount(row);
}

export async function systemAccountId(knex: Knex, key: SystemKey): Promise<string> {
  const row: { id: string } | undefined = await knex('credit_accounts').where({ system_key: key }).first('id');
  if (!row) throw new Error(`The system credit account '${key}' is missing: are the migrations current?`);
  return row.id;
}

interface Posting {
  kind: CreditKind;
  idempotencyKey: string;
  reference: Record<string, unknown>;
  memo: string;
  /** the user's account receives `amount` (negative: gives it) and `counterpart` the opposite */
  account: string;
  counterpart: string;
  amount: number;
}

/** Writes one balanced transaction; the entry trigger moves both cached balances. */
export async function post(trx: Knex.Transaction, p: Posting): Promise<string> {
  const transactionId = newId('CreditTransaction');
  await trx('credit_transactions').insert({
    id: transactionId,
    kind: p.kind,
    idempotency_key: p.idempotencyKey,
    reference: JSON.stringify(p.reference), // jsonb parameters go as text (see global-configs.ts)
    memo: p.memo,
  });
  await trx('credit_entries').insert([
    { id: newId('CreditEntry'), transaction_id: transactionId, account_id: p.account, amount: p.amount },
    { id: newId('CreditEntry'), transaction_id: transactionId, account_id: p.counterpart, amount: -p.amount },
  ]);
  return transactionId;
}

/**
 * The user's account, opened on first use with the signup grant (global config
 * `credits.signupGrant`, a 'grant' from the system 'grants' account, idempotency key
 * `signup:{userId}`). Safe to call any number of times, concurrently too.
 */
export async function ensureAccount(knex: Knex, userId: string): Promise<CreditAccount> {
  const id = parseId('User', userId);
  const existing = await findAccount(knex, id);
  if (existing) return existing;
  return knex.transaction(async (trx) => {
    // a concurrent call waits here for the first one's commit, then inserts nothing
    const [created] = await trx('credit_accounts').insert({ id: newId('CreditAccount'), user_id: id })
      .onConflict('user_id').ignore().returning('id');
    if (created) {
      const configs = await readConfigs(trx, [CONFIG_KEYS.signupGrant]);
      const grant = creditsFrom(configs.get(CONFIG_KEYS.signupGrant), DEFAULTS.signupGrant);
      if (grant > 0 && (await claimSignupGrant(trx, id))) {
        await post(trx, {
          kind: 'grant', idempotencyKey: `signup:${id}`, reference: { purpose: 'signup' }, memo: 'Welcome credits',
          account: created.id as string, counterpart: await systemAccountId(trx, 'grants'), amount: grant,
        });
      }
    }
    return (await findAccount(trx, id))!;
  });
}

/** The user's balance (opening the account, with its grant, if it has none yet). */
export async function balance(knex: Knex, userId: string): Promise<number> {
  return (await ensureAccount(knex, userId)).balance;
}

/** The user's most recent movements, newest first (limit 1 to 100, default 20). */
export async function history(knex: Knex, userId: string, limit = 20): Promise<CreditHistoryItem[]> {
  const account = await ensureAccount(knex, userId);
  const n = Number.isInteger(limit) ? Math.min(Math.max(limit, 1), HISTORY_LIMIT_MAX) : 20;
  const rows: { id: string; kind: CreditKind; amount: string; reference: Record<string, unknown>; memo: string; created_at: Date }[] =
    await knex('credit_entries as e')
      .join('credit_transactions as t', 't.id', 'e.transaction_id')
      .where('e.account_id', account.id)
      .orderBy([{ column: 't.created_at', order: 'desc' }, { column: 't.id', order: 'desc' }])
      .limit(n)
      .select('t.id', 't.kind', 'e.amount', 't.reference', 't.memo', 't.created_at');
  return rows.map((r) => ({
    transactionId: r.id, kind: r.kind, amount: Number(r.amount), reference: r.reference, memo: r.memo, createdAt: r.created_at,
  }));
}

/**
 * The transaction already recorded under this key, if any. It must be the same movement
 * (kind, user, amount): a key reused for something else is a 409, never a silent success.
 */
async function replay(knex: Knex, key: string, kind: CreditKind, account: CreditAccount, signedAmount: number): Promise<CreditResult | undefined> {
  const row: { id: string; kind: string; amount: string | null } | undefined = await knex('credit_transactions as t')
    .leftJoin('credit_entries as e', function () {
      this.on('e.transaction_id', '=', 't.id').andOnVal('e.account_id', '=', account.id);
    })
    .where('t.idempotency_key', key)
    .first('t.id', 't.kind', 'e.amount');
  if (!row) return undefined;
  if (row.kind !== kind || row.amount === null || Number(row.amount) !== signedAmount) {
    throw new AppError(409, 'CONFLICT', 'That idempotency key was already used for a different credit operation');
  }
  const now = await findAccount(knex, account.userId);
  return { transactionId: row.id, balance: now!.balance, replayed: true };
}

/**
 * Credits debited and not yet refunded for the same book (reference.bookId; movements without a
 * bookId form one pool). By book, not by purpose: a batch debit ('chapters') is refunded chapter
 * by chapter ('chapter'), and both must count against each other.
 */
async function refundable(trx: Knex, accountId: string, reference: Record<string, unknown>): Promise<number> {
  const bookId = reference.bookId === undefined ? null : JSON.stringify(reference.bookId);
  const row: { total: string } = await trx('credit_entries as e')
    .join('credit_transactions as t', 't.id', 'e.transaction_id')
    .where('e.account_id', accountId)
    .whereIn('t.kind', ['debit', 'refund'])
    .whereRaw(`(t.reference -> 'bookId') is not distinct from ?::jsonb`, [bookId])
    .first(trx.raw('coalesce(sum(e.amount), 0) as total'));
  return -Number(row.total);
}

function isIdempotencyClash(err: unknown): boolean {
  return !!err && typeof err === 'object' && (err as { code?: string }).code === '23505'
    && (err as { constraint?: string }).constraint === 'credit_transactions_idempotency_key_unique';
}

async function move(knex: Knex, kind: 'debit' | 'refund', input: CreditMovement): Promise<CreditResult> {
  const userId = parseId('User', input.userId);
  const amount = checkAmount(input.amount);
  const key = checkIdempotencyKey(input.idempotencyKey);
  const reference = checkReference(input.reference);
  const memo = checkMemo(input.memo);
  const signed = kind === 'debit' ? -amount : amount;
  const db = input.trx ?? knex;
  try {
    return await db.transaction(async (trx) => {
      await ensureAccount(trx, userId);
      const row: AccountRow = await trx('credit_accounts').where({ user_id: userId }).forUpdate().first('id', 'user_id', 'balance');
      const account = toAccount(row);
      // read after the lock: a concurrent call with this key has committed by now
      const previous = await replay(trx, key, kind, account, signed);
      if (previous) return previous;
      if (kind === 'debit' && account.balance < amount) {
        throw new AppError(402, 'BAD_USER_INPUT', `Not enough credits: this needs ${amount}, you have ${account.balance}`);
      }
      if (kind === 'refund') {
        const left = await refundable(trx, account.id, reference);
        if (amount > left) throw AppError.badInput(`Cannot refund ${amount} credits: ${left} were debited for this and not yet refunded`);
      }
      const transactionId = await post(trx, {
        kind, idempotencyKey: key, reference, memo, account: account.id, counterpart: await systemAccountId(trx, 'spent'), amount: signed,
      });
      return { transactionId, balance: account.balance + signed, replayed: false };
    });
  } catch (err) {
    // the key was taken meanwhile by a movement of another user (whose row we did not lock)
    if (isIdempotencyClash(err)) {
      const account = await findAccount(db, userId);
      const previous = account && (await replay(db, key, kind, account, signed));
      if (previous) return previous;
    }
    throw err;
  }
}

/**
 * Takes credits from the user (a generation starts). Not enough credits: AppError 402 and
 * nothing written. The same idempotency key again: the first transaction, `replayed: true`.
 */
export async function debit(knex: Knex, input: CreditMovement): Promise<CreditResult> {
  return move(knex, 'debit', input);
}

/**
 * Gives credits back (a generation failed), at most what was debited and not yet refunded for
 * the same reference.bookId (400 otherwise). Idempotent like debit.
 */
export async function refund(knex: Knex, input: CreditMovement): Promise<CreditResult> {
  return move(knex, 'refund', input);
}
