// One-time sign-in codes sent by e-mail: 6 digits from a secure generator, stored as an HMAC,
// valid 10 minutes, single use, bound to the id and e-mail that created them, dead after 5
// wrong tries.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Knex } from 'knex';
import { isIdOf } from '../../core/ids.ts';
import { newId } from '../lib/ids.ts';

export const CODE_LENGTH = 6;
export const CODE_EXPIRE_MIN = 10;
export const CODE_MAX_FAILURES = 5;

const digest = (secret: string, id: string, code: string) => createHmac('sha256', secret).update(`${id}:${code}`).digest();

export async function createEmailCode(knex: Knex, secret: string, email: string): Promise<{ id: string; code: string }> {
  const id = newId('UserEmailCode');
  const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
  await knex('user_email_codes').insert({
    id, email, code_hash: digest(secret, id, code).toString('hex'),
    expires_at: knex.raw(`now() + interval '${CODE_EXPIRE_MIN} minutes'`),
  });
  return { id, code };
}

/**
 * The code sent to `email` within the last `seconds`, while it can still sign in (unused, unexpired,
 * tries left): its id and the whole minutes it has left. Asked for again at once (the dialog closed
 * and opened, the address typed again), the visitor is sent to that code rather than refused: the
 * e-mail is in their inbox, and nothing new is sent.
 */
export async function recentEmailCode(knex: Knex, email: string, seconds: number): Promise<{ id: string; expireMin: number } | undefined> {
  const row = await knex('user_email_codes').where({ email }).whereNull('used_at').where('failed_attempts', '<', CODE_MAX_FAILURES)
    .where('expires_at', '>', knex.fn.now()).where('created_at', '>', knex.raw(`now() - make_interval(secs => ?)`, [seconds]))
    .orderBy('created_at', 'desc').first('id', knex.raw('ceil(extract(epoch from (expires_at - now())) / 60)::int as minutes'));
  return row ? { id: row.id, expireMin: Math.max(1, Number(row.minutes)) } : undefined;
}

/**
 * What a try with a code comes to: `ok` exactly once for the right code; `badCode` with the
 * tries the code has left for a wrong one (every wrong try counts toward its death, 0 once dead);
 * `expired` for a live code past its time; `unknown` for an id that is not a code for this
 * e-mail or was used already (nothing more is said about those).
 */
export type CodeCheck = { result: 'ok' } | { result: 'badCode'; triesLeft: number } | { result: 'expired' } | { result: 'unknown' };

export async function checkEmailCode(knex: Knex, secret: string, id: unknown, email: string, code: unknown): Promise<CodeCheck> {
  if (!isIdOf('UserEmailCode', id)) return { result: 'unknown' };
  return knex.transaction(async (trx): Promise<CodeCheck> => {
    const row = await trx('user_email_codes').where({ id }).forUpdate().first();
    if (!row || row.used_at || String(row.email).toLowerCase() !== email.toLowerCase()) return { result: 'unknown' };
    const failures = Number(row.failed_attempts);
    if (failures >= CODE_MAX_FAILURES) return { result: 'badCode', triesLeft: 0 };
    if (new Date(row.expires_at) <= new Date()) return { result: 'expired' };
    const wellFormed = typeof code === 'string' && /^\d{6}$/.test(code);
    if (!wellFormed || !timingSafeEqual(Buffer.from(row.code_hash, 'hex'), digest(secret, row.id, code))) {
      await trx('user_email_codes').where({ id }).increment('failed_attempts', 1);
      return { result: 'badCode', triesLeft: CODE_MAX_FAILURES - failures - 1 };
    }
    await trx('user_email_codes').where({ id }).update({ used_at: trx.fn.now() });
    return { result: 'ok' };
  });
}
