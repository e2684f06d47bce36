// Sign-in rate limits, counted from the attempt log so they hold across processes and
// restarts: per (method, e-mail) and per (method, client address). Wrong passwords lock the
// password method only, briefly and growing (PASSWORD_LOCK): the e-mailed code, which goes to the
// owner's inbox, still signs the owner in, so nobody can lock someone else out.
import type { Knex } from 'knex';

export const LIMITS = {
  sendsPerEmailPerMinute: 1,
  sendsPerEmailPerHour: 5,
  sendsPerClientPerHour: 30,
  /** wrong e-mail codes per address per day (each code also dies after 5 wrong tries) */
  failuresPerEmailPerDay: 20,
  failuresPerClientPerHour: 100,
} as const;

type Kind = 'send' | 'failure';

/** The refusal of a second code to one address within a minute. */
export const WAIT_A_MINUTE = 'Please wait a minute before asking for another code';

async function count(knex: Knex, where: Record<string, string>, kind: Kind, interval: string): Promise<number> {
  const row = await knex('login_attempts').where({ ...where, kind })
    .where('created_at', '>', knex.raw(`now() - interval '${interval}'`)).count<{ n: string }[]>('* as n').first();
  return Number(row?.n ?? 0);
}

export async function record(knex: Knex, method: string, kind: Kind, email: string | null, client: string | null): Promise<void> {
  await knex('login_attempts').insert({ method, kind, email, client });
}

/** Why a code may not be sent now, or undefined when it may. */
export async function sendRefusal(knex: Knex, method: string, email: string | null, client: string | null): Promise<string | undefined> {
  if (email && await count(knex, { method, email }, 'send', '60 seconds') >= LIMITS.sendsPerEmailPerMinute) return WAIT_A_MINUTE;
  if (email && await count(knex, { method, email }, 'send', '1 hour') >= LIMITS.sendsPerEmailPerHour) return 'Too many codes were sent to this address; try again in an hour';
  if (client && await count(knex, { method, client }, 'send', '1 hour') >= LIMITS.sendsPerClientPerHour) return 'Too many codes were requested from your network; try again later';
  return undefined;
}

/**
 * Runs `fn` in a transaction holding one advisory lock per key (transaction-scoped, taken in
 * sorted order so two requests never wait on each other crosswise): a limit's count and the
 * attempt that uses it up are one step, so concurrent requests cannot all see room for one more.
 */
export async function withLimitLocks<T>(knex: Knex, keys: string[], fn: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  return knex.transaction(async (trx) => {
    for (const key of [...new Set(keys)].sort()) await trx.raw('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`login-limit:${key}`]);
    return fn(trx);
  });
}

/**
 * Runs `fn` in a transaction holding the advisory lock of `key` when no other request holds it,
 * else answers `busy` at once: for work that is slow under the lock (a password's scrypt), so a
 * burst at one key waits on nothing and holds no pooled connection while it waits.
 */
export async function withLimitLockOrBusy<T>(knex: Knex, key: string, fn: (trx: Knex.Transaction) => Promise<T>): Promise<T | 'busy'> {
  return knex.transaction(async (trx) => {
    const { rows } = await trx.raw('select pg_try_advisory_xact_lock(hashtextextended(?, 0)) as locked', [`login-limit:${key}`]);
    return rows[0].locked ? fn(trx) : 'busy';
  });
}

/**
 * Checks the send limits of (method, e-mail) and (method, client) and, when there is room, records
 * the attempt, atomically (withLimitLocks). `toInbox: false` is a password account's lookup: it
 * sends nothing, so only the client's limit applies and is spent (an address list probed from one
 * network runs out of answers, for addresses with and without a password alike), not the owner's.
 */
export async function reserveSend(knex: Knex, method: string, email: string, client: string | null, { toInbox = true } = {}): Promise<string | undefined> {
  const keys = [`${method}:email:${email}`, ...(client ? [`${method}:client:${client}`] : [])];
  return withLimitLocks(knex, keys, async (trx) => {
    const refusal = await sendRefusal(trx, method, toInbox ? email : null, client);
    if (!refusal) await record(trx, method, 'send', toInbox ? email : null, client);
    return refusal;
  });
}

/**
 * True when `method` has failed too often for an e-mail (whatever the client address), or the
 * client has failed too often with any method.
 */
export async function tooManyFailures(knex: Knex, method: string, email: string | null, client: string | null): Promise<boolean> {
  if (email && await count(knex, { method, email }, 'failure', '1 day') >= LIMITS.failuresPerEmailPerDay) return true;
  if (client && await count(knex, { client }, 'failure', '1 hour') >= LIMITS.failuresPerClientPerHour) return true;
  return false;
}

/**
 * The password lock: the first 4 wrong passwords cost nothing; the 5th locks the password method
 * for 1 minute, and each further one (tried after the lock ended) doubles it, up to 1 hour.
 * Counted per e-mail over the last day, from the account's last sign-in on (any method: the
 * owner signing in with a code starts the count afresh).
 */
export const PASSWORD_LOCK = { freeFailures: 4, firstSeconds: 60, maxSeconds: 3600, windowHours: 24 } as const;

/** How long the lock lasts after `failures` wrong passwords in a row (0: no lock). */
export function passwordLockSeconds(failures: number): number {
  if (failures <= PASSWORD_LOCK.freeFailures) return 0;
  const doublings = Math.min(failures - PASSWORD_LOCK.freeFailures - 1, 12);
  return Math.min(PASSWORD_LOCK.maxSeconds, PASSWORD_LOCK.firstSeconds * 2 ** doublings);
}

/** Seconds until the password method opens again for `email`, or 0 when it is open. */
export async function passwordRetryAfter(knex: Knex, email: string): Promise<number> {
  const row = await knex('login_attempts')
    .where({ method: 'password', kind: 'failure', email })
    .where('created_at', '>', knex.raw(`now() - interval '${PASSWORD_LOCK.windowHours} hours'`))
    .where('created_at', '>', knex.raw(
      `coalesce((select max(s.created_at) from user_sessions s join users u on u.id = s.user_id where u.email = ?), '-infinity')`, [email]))
    .first(knex.raw('count(*)::int as n'), knex.raw('extract(epoch from (now() - max(created_at)))::float as ago'));
  const seconds = passwordLockSeconds(Number(row?.n ?? 0));
  if (!seconds || row?.ago == null) return 0;
  return Math.max(0, Math.ceil(seconds - Number(row.ago)));
}
