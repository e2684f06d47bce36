// Password reset links: a random token e-mailed as a link, stored hashed, valid one hour, single use.
import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { newId } from '../lib/ids.ts';

export const RESET_EXPIRE_MIN = 60;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createResetToken(knex: Knex, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await knex('password_resets').insert({
    id: newId('UserEmailPasswordUuid'), user_id: userId, token_hash: hash(token),
    expires_at: knex.raw(`now() + interval '${RESET_EXPIRE_MIN} minutes'`),
  });
  return token;
}

/** The user id for a live token, which is used up; undefined for an unknown, used or expired one. */
export async function consumeResetToken(knex: Knex, token: string): Promise<string | undefined> {
  const [row] = await knex('password_resets').where({ token_hash: hash(token) }).whereNull('used_at')
    .where('expires_at', '>', knex.fn.now()).update({ used_at: knex.fn.now() }).returning('user_id');
  return row?.user_id;
}
