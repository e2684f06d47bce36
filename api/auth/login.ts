// POST /login: JSON only (415 otherwise), body ≤ 64 KiB, a `method` field (spec §7). Bad input is
// a 400 with a clear message, never a 500; failed logins say `badLogin` and nothing more, except
// what the person at the dialog needs to go on: a wrong code's tries left (`badCode`), an expired
// code (`codeExpired`), and how long the password method stays locked (`passwordLocked`).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isValidEmail, normalizeEmail } from '../../core/email.ts';
import { safeNextPath } from '../../core/next-url.ts';
import { AppError } from '../errors.ts';
import { createMailer } from './mail.ts';
import { emailText } from './messages.ts';
import { checkEmailCode, CODE_EXPIRE_MIN, CODE_LENGTH, createEmailCode, recentEmailCode } from './email-codes.ts';
import { passwordRetryAfter, record, reserveSend, tooManyFailures, WAIT_A_MINUTE, withLimitLockOrBusy } from './limits.ts';
import { createSession, RefreshError, revokeSession, rotateRefreshToken, sessionForRefreshToken, SESSION_MAX_DAYS, type SessionUser } from './sessions.ts';
import { signLoginToken } from './tokens.ts';
import { hashPassword, passwordProblem, verifyAgainstNothing, verifyPassword } from './passwords.ts';
import { findOrCreateUser, findUserByEmail } from '../services/accounts.ts';
import { consumeResetToken, createResetToken, RESET_EXPIRE_MIN } from './resets.ts';
import { newId } from '../lib/ids.ts';
import { verifyGoogleCredential } from './google.ts';

export const LOGIN_BODY_LIMIT = 64 * 1024;
const LOGIN_COOKIE = 'loginJWT';
const REFRESH_COOKIE = 'loginRefresh';

const text = (max: number) => z.string().max(max).refine((v) => !v.includes('\u0000'), 'may not contain the NUL character');
const urls = { nextURL: text(2000).optional(), errorURL: text(2000).optional(), lang: text(5).optional() };
const schemas = {
  // forceCode: e-mail a code even to a password account ('Email me a code instead')
  createLoginEmailCode: z.object({ method: z.literal('createLoginEmailCode'), email: text(320), lang: text(5).optional(), forceCode: z.boolean().optional(), resend: z.boolean().optional() }),
  emailCode: z.object({ method: z.literal('login'), type: z.literal('emailCode'), id: text(64), code: text(32), email: text(320), ...urls }),
  password: z.object({ method: z.literal('login'), type: z.literal('password'), email: text(320), password: text(2048), ...urls }),
  mock: z.object({ method: z.literal('login'), type: z.literal('mock'), email: text(320), ...urls }),
  google: z.object({ method: z.literal('login'), type: z.literal('google'), credential: text(8192), ...urls }),
  resetRequest: z.object({ method: z.literal('resetPassword'), email: text(320), lang: text(5).optional() }),
  resetSet: z.object({ method: z.literal('resetPassword'), token: text(200), password: text(2048) }),
};

function parse<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw AppError.badInput(`Invalid ${issue.path.join('.') || 'body'}: ${issue.message}`);
  }
  return result.data;
}

function email(value: string): string {
  const normalized = normalizeEmail(value);
  if (!isValidEmail(normalized)) throw AppError.badInput('Invalid email: expected text@text', { email: 'is not formatted correctly' });
  return normalized;
}

/** nextURL and errorURL must be paths on this site (core/next-url.ts): anything else is a 400. */
function refuseOffSiteURLs(body: Record<string, unknown>, origin: string): void {
  for (const field of ['nextURL', 'errorURL'] as const) {
    const value = body[field];
    if (value !== undefined && safeNextPath(value, origin) === null) {
      throw AppError.badInput(`Invalid ${field}: expected a path on this site, such as /en/home`, { [field]: 'is not a path on this site' });
    }
  }
}

export async function loginRoute(app: FastifyInstance): Promise<void> {
  const { config, knex } = app;
  const mailer = createMailer(config, (line) => app.log.info(line));
  const secure = !config.isLocal;

  async function signIn(reply: FastifyReply, user: SessionUser) {
    const { sessionId, refreshToken } = await createSession(knex, user.id);
    await setCookies(reply, user, sessionId, refreshToken);
    return { success: true };
  }

  async function setCookies(reply: FastifyReply, user: SessionUser, sessionId: string, refreshToken: string) {
    // the browser reads loginJWT (spec §4), so it is not HttpOnly; the refresh token is, and only /login sees it.
    // The token inside lives 15 minutes; the cookie as long as the session, so a visitor back the
    // next day still has it: the page finds it expired and refreshes it (spec §4), rather than
    // finding none and showing a guest who must sign in again
    reply.setCookie(LOGIN_COOKIE, await signLoginToken(config, user, sessionId), { path: '/', sameSite: 'lax', secure, maxAge: SESSION_MAX_DAYS * 86_400 });
    reply.setCookie(REFRESH_COOKIE, refreshToken, { path: '/login', sameSite: 'strict', secure, httpOnly: true, maxAge: SESSION_MAX_DAYS * 86_400 });
  }

  function clearCookies(reply: FastifyReply) {
    reply.clearCookie(LOGIN_COOKIE, { path: '/' });
    reply.clearCookie(REFRESH_COOKIE, { path: '/login' });
  }

  const badLogin = async (reply: FastifyReply, method: string, address: string | null, client: string) => {
    await record(knex, method, 'failure', address, client);
    return reply.code(401).send({ success: false, reason: 'badLogin' });
  };

  const handlers: Record<string, (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>> = {
    async createLoginEmailCode(request, reply) {
      const body = parse(schemas.createLoginEmailCode, request.body);
      const address = email(body.email);
      const user = await findUserByEmail(knex, address);
      const base = { success: true, email: address, codeLength: CODE_LENGTH, expireMin: CODE_EXPIRE_MIN };
      const passwordAccount = !body.forceCode && !!user && !!(await knex('user_passwords').where({ user_id: user.id }).first('id'));
      // the limits first, counted and spent in one step: a network over its limit gets the same
      // answer for every address, so probing a list never tells which ones have a password
      const refusal = await reserveSend(knex, 'createLoginEmailCode', address, request.ip, { toInbox: !passwordAccount });
      if (refusal === WAIT_A_MINUTE && !body.resend) {
        // the address typed again a moment after its code was sent: that code, still good, not a refusal
        const recent = await recentEmailCode(knex, address, 60);
        if (recent) return { ...base, id: recent.id, expireMin: recent.expireMin };
      }
      if (refusal) return reply.code(429).send({ success: false, reason: 'tooManyRequests', message: refusal });
      if (passwordAccount) {
        const retryAfter = await passwordRetryAfter(knex, address);
        return { ...base, id: null, passwordAccount: true, ...(retryAfter ? { passwordRetryAfter: retryAfter } : {}) };
      }
      const { id, code } = await createEmailCode(knex, config.JWT_SECRET, address);
      await mailer.send({
        to: address,
        subject: emailText(body.lang, 'loginCode', 'subject', { code }),
        text: emailText(body.lang, 'loginCode', 'body', { code, minutes: CODE_EXPIRE_MIN }),
      });
      if (config.isLocal) app.log.warn(`sign-in code for ${address}: ${code}`);
      return { ...base, id };
    },

    async login(request, reply) {
      const type = (request.body as { type?: unknown }).type;
      refuseOffSiteURLs(request.body as Record<string, unknown>, config.PUBLIC_URL);
      if (type === 'emailCode') {
        const body = parse(schemas.emailCode, request.body);
        const address = email(body.email);
        if (await tooManyFailures(knex, 'emailCode', address, request.ip)) return reply.code(429).send({ success: false, reason: 'badLogin' });
        const check = await checkEmailCode(knex, config.JWT_SECRET, body.id, address, body.code);
        if (check.result === 'unknown') return badLogin(reply, 'emailCode', address, request.ip);
        if (check.result !== 'ok') {
          await record(knex, 'emailCode', 'failure', address, request.ip);
          const answer = check.result === 'badCode' ? { reason: 'badCode', triesLeft: check.triesLeft } : { reason: 'codeExpired' };
          return reply.code(401).send({ success: false, ...answer });
        }
        const user = await findOrCreateUser(knex, address);
        if (user.disabled_at) return badLogin(reply, 'emailCode', address, request.ip);
        return signIn(reply, user);
      }
      if (type === 'password') {
        const body = parse(schemas.password, request.body);
        const address = email(body.email);
        if (await tooManyFailures(knex, 'password', null, request.ip)) return reply.code(429).send({ success: false, reason: 'badLogin' });
        // one password check at a time per address: a burst of guesses is checked one after
        // another (the lock after the 5th holds), and a guess arriving while another is being
        // checked is refused at once, the same for every address
        const outcome = await withLimitLockOrBusy(knex, `password:email:${address}`, async (trx) => {
          // locked after wrong passwords: the password is not even checked; a code still signs in
          const retryAfter = await passwordRetryAfter(trx, address);
          if (retryAfter) return { retryAfter };
          const user = await findUserByEmail(trx, address);
          const stored = user && (await trx('user_passwords').where({ user_id: user.id }).first('hash'));
          // one scrypt whether or not the address has a password: the answer and its time are the same
          const matches = stored ? await verifyPassword(body.password, stored.hash) : await verifyAgainstNothing(body.password);
          if (!user || !stored || user.disabled_at || !matches) {
            await record(trx, 'password', 'failure', address, request.ip);
            return { bad: true as const };
          }
          return { user };
        });
        if (outcome === 'busy') return reply.code(429).send({ success: false, reason: 'badLogin' });
        if ('retryAfter' in outcome) {
          reply.header('retry-after', String(outcome.retryAfter));
          return reply.code(429).send({ success: false, reason: 'passwordLocked', retryAfter: outcome.retryAfter });
        }
        if ('bad' in outcome) return reply.code(401).send({ success: false, reason: 'badLogin' });
        return signIn(reply, outcome.user);
      }
      if (type === 'google') {
        const body = parse(schemas.google, request.body);
        const identity = await verifyGoogleCredential(config, body.credential);
        if (!identity) {
          // spec §8: a failed Google login is only logged
          request.log.warn('Google sign-in refused: the credential did not verify');
          return badLogin(reply, 'google', null, request.ip);
        }
        const linked = await knex('user_google_ids').where({ google_sub: identity.sub }).first('user_id');
        const user = linked
          ? await knex('users').where({ id: linked.user_id }).first('id', 'email', 'name', 'picture', 'roles', 'disabled_at')
          : await findOrCreateUser(knex, normalizeEmail(identity.email), { name: identity.name, picture: identity.picture });
        if (!user || user.disabled_at) return badLogin(reply, 'google', null, request.ip);
        if (!linked) await knex('user_google_ids').insert({ id: newId('UserGoogleId'), user_id: user.id, google_sub: identity.sub }).onConflict('google_sub').ignore();
        return signIn(reply, user);
      }
      if (type === 'mock') {
        // the mock login exists only in local runs (spec §2): anywhere else it is not there at all
        if (!config.isLocal) return reply.code(404).send({ error: 'Not found', code: 'NOT_FOUND' });
        const body = parse(schemas.mock, request.body);
        const user = await findOrCreateUser(knex, email(body.email));
        if (user.disabled_at) return reply.code(401).send({ success: false, reason: 'badLogin' });
        return signIn(reply, user);
      }
      throw AppError.badInput(`Unknown login type: ${JSON.stringify(type ?? null)} (expected emailCode, password, google or mock)`);
    },

    async resetPassword(request, reply) {
      const body = request.body as { token?: unknown };
      if (body.token !== undefined) {
        const { token, password } = parse(schemas.resetSet, request.body);
        if (passwordProblem(password)) return reply.code(400).send({ success: false, reason: 'resetPasswordInvalid', message: passwordProblem(password) });
        const userId = await consumeResetToken(knex, token);
        if (!userId) return reply.code(400).send({ success: false, reason: 'resetExpired' });
        const hash = await hashPassword(password);
        await knex('user_passwords').insert({ id: newId('UserEmailPasswordUuid'), user_id: userId, hash })
          .onConflict('user_id').merge({ hash });
        // a new password ends every session signed in with the old one
        await knex('user_sessions').where({ user_id: userId }).whereNull('revoked_at').update({ revoked_at: knex.fn.now(), revoked_reason: 'password reset' });
        return { success: true };
      }
      const { email: raw, lang } = parse(schemas.resetRequest, request.body);
      const address = email(raw);
      const refusal = await reserveSend(knex, 'resetPassword', address, request.ip);
      if (refusal) return reply.code(429).send({ success: false, reason: 'tooManyRequests', message: refusal });
      const user = await findUserByEmail(knex, address);
      // the same answer whether or not the address has an account
      if (user && !user.disabled_at) {
        const token = await createResetToken(knex, user.id);
        const link = `${config.PUBLIC_URL}/${lang ?? 'en'}/login/reset?token=${token}`;
        await mailer.send({
          to: address,
          subject: emailText(lang, 'passwordReset', 'subject', {}),
          text: emailText(lang, 'passwordReset', 'body', { link, minutes: RESET_EXPIRE_MIN }),
        });
      }
      return { success: true };
    },

    async logout(request, reply) {
      const refresh = request.cookies[REFRESH_COOKIE];
      const sessionId = request.sessionId ?? (refresh ? await sessionForRefreshToken(knex, refresh) : undefined);
      if (sessionId) await revokeSession(knex, sessionId, 'logout');
      clearCookies(reply);
      return { success: true };
    },

    async refreshToken(request, reply) {
      const refresh = request.cookies[REFRESH_COOKIE];
      if (!refresh) return reply.code(401).send({ errors: [{ message: 'No refresh token' }] });
      try {
        const { user, sessionId, refreshToken } = await rotateRefreshToken(knex, refresh);
        await setCookies(reply, user, sessionId, refreshToken);
        return { success: true };
      } catch (err) {
        if (!(err instanceof RefreshError)) throw err;
        clearCookies(reply);
        return reply.code(401).send({ errors: [{ message: err.message }] });
      }
    },
  };

  app.post('/login', { bodyLimit: LOGIN_BODY_LIMIT }, async (request, reply) => {
    const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'application/json') throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type: send application/json');
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw AppError.badInput('The body must be a JSON object with a method field');
    const method = (body as { method?: unknown }).method;
    const handler = typeof method === 'string' && Object.hasOwn(handlers, method) ? handlers[method] : undefined;
    if (!handler) throw AppError.badInput(`Unknown method: ${JSON.stringify(method ?? null)} (expected createLoginEmailCode, login, resetPassword, logout or refreshToken)`);
    return handler(request, reply);
  });
}
