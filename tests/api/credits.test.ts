// Credits: the double-entry ledger and its service on a real Postgres. Grants, debits, refunds,
// idempotency, no negative balance under concurrency, and the ledger invariants.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../api/lib/ids.ts';
import { AppError, toAppError } from '../../api/errors.ts';
import { findOrCreateUser } from '../../api/services/accounts.ts';
import { balance, costs, debit, ensureAccount, history, refund } from '../../api/services/credits.ts';
import { createKnex, type Knex } from '../../db/knex.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';

let db: TestDatabase;
let pool: Knex; // 20 connections, so concurrent calls really run side by side
beforeAll(async () => {
  db = await createTestDatabase();
  pool = createKnex(db.url, { max: 20 });
});
afterAll(async () => {
  await pool?.destroy();
  await db?.drop();
});

let users = 0;
async function newUser(): Promise<string> {
  const id = newId('User');
  await db.knex('users').insert({ id, email: `credits-${++users}@example.com`, name: `Writer ${users}` });
  return id;
}

async function setConfig(key: string, value: unknown): Promise<void> {
  if (value === undefined) {
    await db.knex('global_configs').where({ key }).delete();
    return;
  }
  await db.knex('global_configs').insert({ key, value: JSON.stringify(value) }).onConflict('key').merge();
}

/** A fresh user whose account holds exactly `credits` (the signup grant set to that for once). */
async function userWith(credits: number): Promise<string> {
  await setConfig('credits.signupGrant', credits);
  try {
    const id = await newUser();
    await ensureAccount(db.knex, id);
    return id;
  } finally {
    await setConfig('credits.signupGrant', undefined);
  }
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (err) {
    return toAppError(err);
  }
  throw new Error('expected the call to fail');
}

async function rawFailure(promise: PromiseLike<unknown>): Promise<Error & { code?: string; constraint?: string }> {
  try {
    await promise;
  } catch (err) {
    return err as Error;
  }
  throw new Error('expected the database to refuse');
}

async function ledgerSize(): Promise<{ transactions: number; entries: number }> {
  const [t] = await db.knex('credit_transactions').count<{ n: string }[]>('* as n');
  const [e] = await db.knex('credit_entries').count<{ n: string }[]>('* as n');
  return { transactions: Number(t!.n), entries: Number(e!.n) };
}

const accountOf = (userId: string) => db.knex('credit_accounts').where({ user_id: userId }).first();
const transactionsWithKey = async (key: string) => Number((await db.knex('credit_transactions').where({ idempotency_key: key }).count<{ n: string }[]>('* as n'))[0]!.n);

describe('accounts and the signup grant', () => {
  it('opens a new account with the grant (50 when unset), in balance and history', async () => {
    const user = await newUser();
    const account = await ensureAccount(db.knex, user);
    expect(account.id).toMatch(/^50[0-9a-f]{6}-/);
    expect(account).toMatchObject({ userId: user, balance: 50 });
    expect(await balance(db.knex, user)).toBe(50);
    const items = await history(db.knex, user);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: 'grant', amount: 50, memo: 'Welcome credits', reference: { purpose: 'signup' } });
    expect(items[0]!.transactionId).toMatch(/^51[0-9a-f]{6}-/);
    // the other side of the grant is the system 'grants' account
    const entries = await db.knex('credit_entries as e').join('credit_accounts as a', 'a.id', 'e.account_id')
      .where('e.transaction_id', items[0]!.transactionId).orderBy('e.amount').select('a.system_key', 'a.user_id', 'e.amount');
    expect(entries).toEqual([
      { system_key: 'grants', user_id: null, amount: '-50' },
      { system_key: null, user_id: user, amount: '50' },
    ]);
    const signup = await db.knex('credit_transactions').where({ id: items[0]!.transactionId }).first();
    expect(signup.idempotency_key).toBe(`signup:${user}`);
  });

  it('grants what global config credits.signupGrant says, and nothing when it is 0', async () => {
    expect(await balance(db.knex, await userWith(7))).toBe(7);
    const broke = await userWith(0);
    expect(await balance(db.knex, broke)).toBe(0);
    expect(await history(db.knex, broke)).toEqual([]);
    expect(await accountOf(broke)).toBeDefined();
  });

  it('opens one account with one grant however often and concurrently it is asked', async () => {
    const user = await newUser();
    const accounts = await Promise.all(Array.from({ length: 20 }, () => ensureAccount(pool, user)));
    expect(new Set(accounts.map((a) => a.id)).size).toBe(1);
    expect(accounts.every((a) => a.balance === 50)).toBe(true);
    expect(await db.knex('credit_accounts').where({ user_id: user }).count<{ n: string }[]>('* as n')).toEqual([{ n: '1' }]);
    expect(await transactionsWithKey(`signup:${user}`)).toBe(1);
    expect(await balance(db.knex, user)).toBe(50);
  });

  it('signing up (findOrCreateUser) opens the account with the grant, once', async () => {
    const created = await findOrCreateUser(db.knex, 'new-writer@example.com');
    expect(created.created).toBe(true);
    const account = await accountOf(created.id); // read directly: balance() would open it lazily
    expect(account).toBeDefined();
    expect(Number(account.balance)).toBe(50);
    const again = await findOrCreateUser(db.knex, 'new-writer@example.com');
    expect(again).toMatchObject({ id: created.id, created: false });
    expect(await balance(db.knex, created.id)).toBe(50);
    expect(await history(db.knex, created.id)).toHaveLength(1);
  });

  it('a user from before credits gets the account and grant on the first balance read', async () => {
    const user = await newUser();
    expect(await accountOf(user)).toBeUndefined();
    expect(await balance(db.knex, user)).toBe(50);
    expect(await accountOf(user)).toBeDefined();
  });

  it('refuses an id that is not a user id', async () => {
    const err = await failure(ensureAccount(db.knex, newId('Task')));
    expect(err.status).toBe(400);
    expect(err.message).toBe('Invalid User uuid');
  });
});

describe('costs', () => {
  it('are 1 per outline and 1 per chapter when unset', async () => {
    expect(await costs(db.knex)).toEqual({ outline: 1, chapter: 1 });
  });

  it('follow global configs, and fall back to the default for an unusable value', async () => {
    try {
      await setConfig('credits.outlineCost', 2);
      await setConfig('credits.chapterCost', 3);
      expect(await costs(db.knex)).toEqual({ outline: 2, chapter: 3 });
      await setConfig('credits.outlineCost', 0);
      await setConfig('credits.chapterCost', 'three');
      expect(await costs(db.knex)).toEqual({ outline: 0, chapter: 1 });
      await setConfig('credits.outlineCost', -1);
      await setConfig('credits.chapterCost', 1.5);
      expect(await costs(db.knex)).toEqual({ outline: 1, chapter: 1 });
    } finally {
      await setConfig('credits.outlineCost', undefined);
      await setConfig('credits.chapterCost', undefined);
    }
  });
});

describe('debit and refund', () => {
  it('move the balance and show in the history, newest first', async () => {
    const user = await newUser();
    const bookId = newId('Textbook');
    const first = await debit(db.knex, { userId: user, amount: 3, idempotencyKey: `t1:${user}`, reference: { bookId, purpose: 'outline' }, memo: 'Outline' });
    expect(first).toEqual({ transactionId: expect.stringMatching(/^51/), balance: 47, replayed: false });
    const second = await debit(db.knex, { userId: user, amount: 10, idempotencyKey: `t2:${user}`, reference: { bookId, purpose: 'chapters' } });
    expect(second.balance).toBe(37);
    const back = await refund(db.knex, { userId: user, amount: 2, idempotencyKey: `t3:${user}`, reference: { bookId, chapterId: 'c1', purpose: 'chapter' }, memo: 'Chapter failed' });
    expect(back).toMatchObject({ balance: 39, replayed: false });
    expect(await balance(db.knex, user)).toBe(39);
    const items = await history(db.knex, user);
    expect(items.map((i) => [i.kind, i.amount])).toEqual([['refund', 2], ['debit', -10], ['debit', -3], ['grant', 50]]);
    expect(items[0]).toMatchObject({ transactionId: back.transactionId, memo: 'Chapter failed', reference: { bookId, chapterId: 'c1', purpose: 'chapter' } });
    expect(items[2]).toMatchObject({ transactionId: first.transactionId, memo: 'Outline' });
    expect((await history(db.knex, user, 2)).map((i) => i.kind)).toEqual(['refund', 'debit']);
  });

  it('the same idempotency key twice: one transaction, one debit', async () => {
    const user = await newUser();
    const key = `start:${user}`;
    const once = await debit(db.knex, { userId: user, amount: 4, idempotencyKey: key });
    const twice = await debit(db.knex, { userId: user, amount: 4, idempotencyKey: key });
    expect(once).toMatchObject({ balance: 46, replayed: false });
    expect(twice).toEqual({ transactionId: once.transactionId, balance: 46, replayed: true });
    expect(await transactionsWithKey(key)).toBe(1);
    expect(await balance(db.knex, user)).toBe(46);
  });

  it('the same idempotency key from 20 concurrent starts: one debit', async () => {
    const user = await userWith(50);
    const key = `race:${user}`;
    const results = await Promise.all(Array.from({ length: 20 }, () => debit(pool, { userId: user, amount: 5, idempotencyKey: key })));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.transactionId)).size).toBe(1);
    expect(await transactionsWithKey(key)).toBe(1);
    expect(await balance(db.knex, user)).toBe(45);
  });

  it('refuses an idempotency key already used for something else (409), moving nothing', async () => {
    const user = await newUser();
    const other = await newUser();
    const bookId = newId('Textbook');
    const key = `used:${user}`;
    await debit(db.knex, { userId: user, amount: 2, idempotencyKey: key, reference: { bookId } });
    const before = await ledgerSize();
    for (const attempt of [
      () => debit(db.knex, { userId: user, amount: 3, idempotencyKey: key, reference: { bookId } }),
      () => refund(db.knex, { userId: user, amount: 2, idempotencyKey: key, reference: { bookId } }),
      () => debit(db.knex, { userId: other, amount: 2, idempotencyKey: key, reference: { bookId } }),
      () => debit(db.knex, { userId: user, amount: 2, idempotencyKey: `signup:${user}` }),
    ]) {
      const err = await failure(attempt());
      expect(err.status).toBe(409);
      expect(err.code).toBe('CONFLICT');
      expect(err.message).toBe('That idempotency key was already used for a different credit operation');
    }
    expect(await ledgerSize()).toEqual(before);
    expect(await balance(db.knex, user)).toBe(48);
    expect(await balance(db.knex, other)).toBe(50);
  });

  it('one key raced by two users: one moves credits, the other gets 409', async () => {
    for (let round = 0; round < 5; round++) {
      const [a, b] = [await newUser(), await newUser()];
      await Promise.all([ensureAccount(db.knex, a), ensureAccount(db.knex, b)]);
      const key = `shared:${a}`;
      const results = await Promise.allSettled([a, b].map((userId) => debit(pool, { userId, amount: 1, idempotencyKey: key })));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const rejected = results.find((r) => r.status === 'rejected');
      expect(toAppError(rejected?.reason).status).toBe(409);
      expect((await balance(db.knex, a)) + (await balance(db.knex, b))).toBe(99);
    }
  });

  it('not enough credits: 402 with the numbers, and nothing written', async () => {
    const user = await newUser();
    await ensureAccount(db.knex, user);
    const before = await ledgerSize();
    const err = await failure(debit(db.knex, { userId: user, amount: 51, idempotencyKey: `big:${user}` }));
    expect(err).toBeInstanceOf(AppError);
    expect(err.status).toBe(402);
    expect(err.code).toBe('BAD_USER_INPUT');
    expect(err.message).toBe('Not enough credits: this needs 51, you have 50');
    expect(await ledgerSize()).toEqual(before);
    expect(await transactionsWithKey(`big:${user}`)).toBe(0);
    expect(await balance(db.knex, user)).toBe(50);
    // exactly the balance is enough
    expect((await debit(db.knex, { userId: user, amount: 50, idempotencyKey: `all:${user}` })).balance).toBe(0);
    expect((await failure(debit(db.knex, { userId: user, amount: 1, idempotencyKey: `more:${user}` }))).message)
      .toBe('Not enough credits: this needs 1, you have 0');
  });

  it('refunds at most what was debited for the book and not yet refunded', async () => {
    const user = await newUser();
    const book = newId('Textbook');
    const otherBook = newId('Textbook');
    // a batch of 4 chapters debited at once, refunded chapter by chapter
    await debit(db.knex, { userId: user, amount: 4, idempotencyKey: `batch:${book}`, reference: { bookId: book, purpose: 'chapters' } });
    for (let i = 1; i <= 3; i++) {
      await refund(db.knex, { userId: user, amount: 1, idempotencyKey: `fail:${book}:${i}`, reference: { bookId: book, chapterId: `c${i}`, purpose: 'chapter' } });
    }
    const tooMuch = await failure(refund(db.knex, { userId: user, amount: 2, idempotencyKey: `fail:${book}:4`, reference: { bookId: book, purpose: 'chapter' } }));
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.message).toBe('Cannot refund 2 credits: 1 were debited for this and not yet refunded');
    const elsewhere = await failure(refund(db.knex, { userId: user, amount: 1, idempotencyKey: `fail:${otherBook}`, reference: { bookId: otherBook } }));
    expect(elsewhere.message).toBe('Cannot refund 1 credits: 0 were debited for this and not yet refunded');
    const last = await refund(db.knex, { userId: user, amount: 1, idempotencyKey: `fail:${book}:4`, reference: { bookId: book, purpose: 'chapter' } });
    expect(last.balance).toBe(50);
    // a replayed refund is not refused by the cap (nothing moves)
    expect(await refund(db.knex, { userId: user, amount: 1, idempotencyKey: `fail:${book}:4`, reference: { bookId: book, purpose: 'chapter' } }))
      .toEqual({ transactionId: last.transactionId, balance: 50, replayed: true });
    expect(await balance(db.knex, user)).toBe(50);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const user = await newUser();
    await ensureAccount(db.knex, user);
    const before = await ledgerSize();
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 0 }, 'The amount of credits must be a whole number greater than 0'],
      [{ amount: -5 }, 'The amount of credits must be a whole number greater than 0'],
      [{ amount: 1.5 }, 'The amount of credits must be a whole number greater than 0'],
      [{ amount: '3' }, 'The amount of credits must be a whole number greater than 0'],
      [{ idempotencyKey: '' }, 'An idempotency key of 1 to 200 characters is required'],
      [{ idempotencyKey: 'k'.repeat(201) }, 'An idempotency key of 1 to 200 characters is required'],
      [{ reference: ['book'] }, 'The reference must be an object'],
      [{ memo: 'm'.repeat(501) }, 'The memo must be text of at most 500 characters'],
      [{ userId: newId('Textbook') }, 'Invalid User uuid'],
    ];
    for (const [change, message] of cases) {
      const err = await failure(debit(db.knex, { userId: user, amount: 1, idempotencyKey: `bad:${user}`, ...change } as never));
      expect(err.status).toBe(400);
      expect(err.message).toBe(message);
    }
    expect(await ledgerSize()).toEqual(before);
  });
});

describe('inside a caller transaction', () => {
  it('commits and rolls back with the caller', async () => {
    const user = await newUser();
    await ensureAccount(db.knex, user);
    await expect(db.knex.transaction(async (trx) => {
      await debit(trx, { userId: user, amount: 5, idempotencyKey: `rolled:${user}` });
      throw new Error('the book could not be created');
    })).rejects.toThrow('the book could not be created');
    expect(await balance(db.knex, user)).toBe(50);
    expect(await transactionsWithKey(`rolled:${user}`)).toBe(0);

    await db.knex.transaction(async (trx) => {
      // as the first argument or as `trx`
      await debit(trx, { userId: user, amount: 5, idempotencyKey: `kept1:${user}` });
      await debit(db.knex, { userId: user, amount: 5, idempotencyKey: `kept2:${user}`, trx });
    });
    expect(await balance(db.knex, user)).toBe(40);
  });

  it('a refused debit leaves the caller transaction usable', async () => {
    const user = await userWith(3);
    await db.knex.transaction(async (trx) => {
      const err = await failure(debit(trx, { userId: user, amount: 4, idempotencyKey: `big:${user}` }));
      expect(err.status).toBe(402);
      const ok = await debit(trx, { userId: user, amount: 3, idempotencyKey: `fits:${user}` });
      expect(ok.balance).toBe(0);
    });
    expect(await balance(db.knex, user)).toBe(0);
    expect(await transactionsWithKey(`big:${user}`)).toBe(0);
  });
});

describe('concurrency', () => {
  it('balance 10, cost 1, 100 concurrent starts: exactly 10 succeed, never below 0', async () => {
    const user = await userWith(10);
    expect(await balance(db.knex, user)).toBe(10);
    const { chapter } = await costs(db.knex);
    expect(chapter).toBe(1);
    const results = await Promise.allSettled(Array.from({ length: 100 }, (_, i) =>
      debit(pool, { userId: user, amount: chapter, idempotencyKey: `burst:${user}:${i}`, reference: { purpose: 'chapter' } })));
    const won = results.filter((r) => r.status === 'fulfilled').map((r) => r.value);
    const lost = results.filter((r) => r.status === 'rejected').map((r) => toAppError(r.reason));
    expect(won).toHaveLength(10);
    expect(lost).toHaveLength(90);
    expect(lost.filter((e) => e.status !== 402 || e.message !== 'Not enough credits: this needs 1, you have 0').map((e) => `${e.status} ${e.message}`)).toEqual([]);
    // each winner saw the balance the previous one left: 9, 8, … 0, none twice, none below 0
    expect(won.map((r) => r.balance).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(await balance(db.knex, user)).toBe(0);
    const debits = await db.knex('credit_entries as e').join('credit_accounts as a', 'a.id', 'e.account_id')
      .join('credit_transactions as t', 't.id', 'e.transaction_id').where({ 'a.user_id': user, 't.kind': 'debit' }).count<{ n: string }[]>('* as n');
    expect(debits).toEqual([{ n: '10' }]);
  });

  it('concurrent starts of many users keep every balance exact', async () => {
    const people = await Promise.all(Array.from({ length: 5 }, () => newUser())); // accounts open on the first debit
    const results = await Promise.allSettled(people.flatMap((user) => Array.from({ length: 12 }, (_, i) =>
      debit(pool, { userId: user, amount: 5, idempotencyKey: `many:${user}:${i}` }))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(50); // 50 / 5 = 10 each
    for (const user of people) expect(await balance(db.knex, user)).toBe(0);
  });
});

describe('ledger invariants (over everything the tests above wrote)', () => {
  it('every transaction has two entries that sum to zero', async () => {
    const { rows } = await db.knex.raw(`
      select t.id, count(e.id)::int as entries, coalesce(sum(e.amount), 0)::text as total
      from credit_transactions t left join credit_entries e on e.transaction_id = t.id
      group by t.id`);
    expect(rows.length).toBeGreaterThan(50);
    expect(rows.filter((r: { entries: number; total: string }) => r.entries !== 2 || r.total !== '0')).toEqual([]);
  });

  it('the cached balance equals the sum of entries for every account, and no user is below 0', async () => {
    const { rows } = await db.knex.raw(`
      select a.id, a.system_key, a.balance::text as cached, coalesce(sum(e.amount), 0)::text as computed
      from credit_accounts a left join credit_entries e on e.account_id = a.id
      group by a.id`);
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.filter((r: { cached: string; computed: string }) => r.cached !== r.computed)).toEqual([]);
    expect(rows.filter((r: { system_key: string | null; cached: string }) => r.system_key === null && Number(r.cached) < 0)).toEqual([]);
    // the system accounts: 'grants' gave out everything, 'spent' holds what is spent
    const system = Object.fromEntries(rows.filter((r: { system_key: string | null }) => r.system_key)
      .map((r: { system_key: string; cached: string }) => [r.system_key, Number(r.cached)]));
    expect(system.grants).toBeLessThan(0);
    expect(system.spent).toBeGreaterThan(0);
  });
});

describe('the database refuses what the service never does', () => {
  const spentId = async () => (await db.knex('credit_accounts').where({ system_key: 'spent' }).first('id')).id as string;

  it('a transaction whose entries do not sum to zero (at commit)', async () => {
    const user = await newUser();
    const account = await ensureAccount(db.knex, user);
    const err = await rawFailure(db.knex.transaction(async (trx) => {
      const id = newId('CreditTransaction');
      await trx('credit_transactions').insert({ id, kind: 'adjustment' });
      await trx('credit_entries').insert({ id: newId('CreditEntry'), transaction_id: id, account_id: account.id, amount: 5 });
    }));
    expect(err.message).toMatch(/is unbalanced: its entries sum to 5/);
    expect(await balance(db.knex, user)).toBe(50);
  });

  it('a transaction without entries (at commit)', async () => {
    const err = await rawFailure(db.knex('credit_transactions').insert({ id: newId('CreditTransaction'), kind: 'adjustment' }));
    expect(err.message).toMatch(/has no entries/);
  });

  it('a user balance below zero, even from a balanced transaction', async () => {
    const user = await newUser();
    const account = await ensureAccount(db.knex, user);
    const spent = await spentId();
    const err = await rawFailure(db.knex.transaction(async (trx) => {
      const id = newId('CreditTransaction');
      await trx('credit_transactions').insert({ id, kind: 'debit' });
      await trx('credit_entries').insert([
        { id: newId('CreditEntry'), transaction_id: id, account_id: account.id, amount: -51 },
        { id: newId('CreditEntry'), transaction_id: id, account_id: spent, amount: 51 },
      ]);
    }));
    expect(err.code).toBe('23514');
    expect(err.constraint).toBe('credit_accounts_balance_non_negative');
    expect(await balance(db.knex, user)).toBe(50);
  });

  it('a balance set by hand, or an account opened with one', async () => {
    const user = await newUser();
    await ensureAccount(db.knex, user);
    const edit = await rawFailure(db.knex('credit_accounts').where({ user_id: user }).update({ balance: 1000 }));
    expect(edit.message).toMatch(/changes only through ledger entries/);
    const open = await rawFailure(db.knex('credit_accounts').insert({ id: newId('CreditAccount'), user_id: await newUser(), balance: 10 }));
    expect(open.message).toMatch(/starts with balance 0/);
    expect(await balance(db.knex, user)).toBe(50);
  });

  it('editing or deleting the ledger', async () => {
    const user = await newUser();
    const [item] = await history(db.knex, user);
    for (const attempt of [
      db.knex('credit_entries').where({ transaction_id: item!.transactionId }).update({ amount: 500 }),
      db.knex('credit_entries').where({ transaction_id: item!.transactionId }).delete(),
      db.knex('credit_transactions').where({ id: item!.transactionId }).update({ memo: 'edited' }),
      db.knex('credit_transactions').where({ id: item!.transactionId }).delete(),
    ]) {
      expect((await rawFailure(attempt)).message).toMatch(/append-only/);
    }
    expect(await history(db.knex, user)).toEqual([item]);
  });

  it('an account with two owners or none, a wrong id prefix, a zero entry', async () => {
    expect((await rawFailure(db.knex('credit_accounts').insert({ id: newId('CreditAccount'), user_id: await newUser(), system_key: 'spent' }))).code).toBe('23514');
    expect((await rawFailure(db.knex('credit_accounts').insert({ id: newId('CreditAccount') }))).code).toBe('23514');
    expect((await rawFailure(db.knex('credit_accounts').insert({ id: newId('CreditEntry'), user_id: await newUser() }))).code).toBe('23514');
    const err = await rawFailure(db.knex.transaction(async (trx) => {
      const id = newId('CreditTransaction');
      await trx('credit_transactions').insert({ id, kind: 'adjustment' });
      await trx('credit_entries').insert({ id: newId('CreditEntry'), transaction_id: id, account_id: await spentId(), amount: 0 });
    }));
    expect(err.code).toBe('23514');
  });
});
