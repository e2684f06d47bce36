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

/** True exactly once for the right code; every wrong try counts toward the code's death. */
export async function consumeEmailCode(knex: Knex, secret: string, id: unknown, email: string, code: unknown): Promise<boolean> {
  if (!isIdOf('UserEmailCode', id) || typeof code !== 'string' || !/^\d{6}$/.test(code)) return false;
  return knex.transaction(async (trx) => {
    const row = await trx('user_email_codes').where({ id }).forUpdate().first();
    if (!row || row.used_at || new Date(row.expires_at) <= new Date() || row.failed_attempts >= CODE_MAX_FAILURES) return false;
    if (String(row.email).toLowerCase() !== email.toLowerCase()) return false;
    const expected = Buffer.from(row.code_hash, 'hex');
    if (!timingSafeEqual(expected, digest(secret, row.id, code))) {
      await trx('user_email_codes').where({ id }).increment('failed_attempts', 1);
      return false;
    }
    await trx('user_email_codes').where({ id }).update({ used_at: trx.fn.now() });
    return true;
  });
}
