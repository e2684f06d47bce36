// Who is asking: the loginJWT (cookie or bearer header) verified and its session checked on
// every request, so logout and disabling take effect at once. And POST /login, the sign-in
// methods of spec §7 (api/auth/login.ts).
import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import { verifyLoginToken } from '../auth/tokens.ts';
import { activeSessionUser } from '../auth/sessions.ts';
import { loginRoute } from '../auth/login.ts';

export const LOGIN_COOKIE = 'loginJWT';
export const REFRESH_COOKIE = 'loginRefresh';

export const authPlugin = fp(async (app) => {
  await app.register(cookie);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  app.addHook('onRequest', async (request) => {
    // built files (hashed bundles, fonts, images) are the same for everyone: no token, no query
    if (request.url.startsWith('/_astro/')) return;
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7) : request.cookies[LOGIN_COOKIE];
    if (!token) return;
    const claims = await verifyLoginToken(app.config, token);
    if (!claims) return;
    const user = await activeSessionUser(app.knex, claims.sid, claims.sub);
    if (!user) return;
    request.user = user;
    request.sessionId = claims.sid;
  });

  await app.register(loginRoute);
}, { name: 'auth', dependencies: ['db'] });

declare module 'fastify' {
  interface FastifyRequest {
    sessionId: string | null;
  }
}
