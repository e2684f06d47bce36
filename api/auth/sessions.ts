// Sessions and their refresh tokens. A refresh token is used once: each refresh rotates it.
// Presenting a used one again means it was copied, so the whole session (its family) is revoked.
// Sessions end after 30 days at most, or after 7 days without use.
import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { newId } from '../lib/ids.ts';

export const SESSION_MAX_DAYS = 30;
export const SESSION_IDLE_DAYS = 7;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  picture: string | null;
  roles: string[];
}

export class RefreshError extends Error {}

async function issueRefreshToken(knex: Knex, sessionId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await knex('user_refresh_tokens').insert({ id: newId('UserRefreshTokenUuid'), session_id: sessionId, token_hash: hash(token) });
  return token;
}

export async function createSession(knex: Knex, userId: string): Promise<{ sessionId: string; refreshToken: string }> {
  return knex.transaction(async (trx) => {
    const sessionId = newId('UserRefreshTokenUuid');
    await trx('user_sessions').insert({
      id: sessionId, user_id: userId, expires_at: trx.raw(`now() + interval '${SESSION_MAX_DAYS} days'`),
    });
    return { sessionId, refreshToken: await issueRefreshToken(trx, sessionId) };
  });
}

/** Trades a refresh token for a new one and the user as they are now (roles, disabled). */
export async function rotateRefreshToken(knex: Knex, token: string): Promise<{ user: SessionUser; sessionId: string; refreshToken: string }> {
  // a refusal that must end the session is committed outside the rotation's transaction
  let revoke: { sessionId: string; reason: string; message: string } | undefined;
  const rotated = await knex.transaction(async (trx) => {
    const row = await trx('user_refresh_tokens').where({ token_hash: hash(token) }).forUpdate().first();
    if (!row) throw new RefreshError('Unknown refresh token');
    if (row.used_at) {
      revoke = { sessionId: row.session_id, reason: 'refresh token reused', message: 'Refresh token reused; the session was ended' };
      return undefined;
    }
    const session = await trx('user_sessions').where({ id: row.session_id }).forUpdate().first();
    const stale = !session || session.revoked_at || new Date(session.expires_at) <= new Date()
      || new Date(session.last_used_at).getTime() + SESSION_IDLE_DAYS * 86_400_000 <= Date.now();
    if (stale) throw new RefreshError('The session has ended');
    const user = await trx('users').where({ id: session.user_id }).whereNull('disabled_at').first();
    if (!user) {
      revoke = { sessionId: session.id, reason: 'user disabled', message: 'The account is disabled' };
      return undefined;
    }
    await trx('user_refresh_tokens').where({ id: row.id }).update({ used_at: trx.fn.now() });
    await trx('user_sessions').where({ id: session.id }).update({ last_used_at: trx.fn.now() });
    const refreshToken = await issueRefreshToken(trx, session.id);
    return {
      sessionId: session.id,
      refreshToken,
      user: { id: user.id, email: user.email, name: user.name, picture: user.picture, roles: user.roles } as SessionUser,
    };
  });
  if (!rotated) {
    await revokeSession(knex, revoke!.sessionId, revoke!.reason);
    throw new RefreshError(revoke!.message);
  }
  return rotated;
}

export async function revokeSession(knex: Knex, sessionId: string, reason: string): Promise<void> {
  await knex('user_sessions').where({ id: sessionId }).whereNull('revoked_at').update({ revoked_at: knex.fn.now(), revoked_reason: reason });
}

export async function sessionForRefreshToken(knex: Knex, token: string): Promise<string | undefined> {
  const row = await knex('user_refresh_tokens').where({ token_hash: hash(token) }).first('session_id');
  return row?.session_id;
}

/** The signed-in user for a verified token, when its session is alive and the user enabled. */
export async function activeSessionUser(knex: Knex, sessionId: string, userId: string): Promise<SessionUser | undefined> {
  const row = await knex('user_sessions as s')
    .join('users as u', 'u.id', 's.user_id')
    .where({ 's.id': sessionId, 's.user_id': userId })
    .whereNull('s.revoked_at').whereNull('u.disabled_at')
    .where('s.expires_at', '>', knex.fn.now())
    .first('u.id', 'u.email', 'u.name', 'u.picture', 'u.roles');
  return row;
}
