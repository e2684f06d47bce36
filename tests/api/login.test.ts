// POST /login, the wire contract of the sign-in issue, against a real Postgres.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createTestDatabase } from '../support/db.ts';
import { buildApp } from '../../api/app.ts';
import { testConfig } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const login = (body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/login', payload: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });
const cookieOf = (res: Awaited<ReturnType<typeof login>>, name: string) => res.cookies.find((c) => c.name === name);

/** The last code e-mailed to an address, read from the local outbox like a person would. */
function lastCode(email: string): string {
  const outbox = path.join(t.config.DATA_DIR, 'outbox');
  const file = readdirSync(outbox).filter((f) => f.includes(email.replace('@', '@'))).sort().at(-1)!;
  const text = readFileSync(path.join(outbox, file), 'utf8');
  return /sign-in code is (\d{6})/.exec(text)![1]!;
}

const gql = (query: string, cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/graphql', payload: { query }, headers: cookie ? { cookie } : {} });

async function signUpWithCode(email: string) {
  const start = await login({ method: 'createLoginEmailCode', email });
  const { id } = start.json();
  const res = await login({ method: 'login', type: 'emailCode', id, code: lastCode(email), email, nextURL: '/en/home' });
  return res;
}

describe('createLoginEmailCode', () => {
  it('answers the documented shape and e-mails a 6-digit code valid 10 minutes', async () => {
    const res = await login({ method: 'createLoginEmailCode', email: 'Reader@Example.com' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, email: 'reader@example.com', codeLength: 6, expireMin: 10 });
    expect(body.id).toMatch(/^74[0-9a-f]{6}-/);
    expect(body.passwordAccount).toBeUndefined();
    expect(lastCode('reader@example.com')).toMatch(/^\d{6}$/);
  });

  it('sends at most one code per minute to an address: a new code asked for is refused', async () => {
    await login({ method: 'createLoginEmailCode', email: 'limit@example.com' });
    const again = await login({ method: 'createLoginEmailCode', email: 'limit@example.com', resend: true });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ success: false, reason: 'tooManyRequests' });
  });

  it('the address typed again within the minute answers the code already sent, which signs in, and sends nothing', async () => {
    const outbox = path.join(t.config.DATA_DIR, 'outbox');
    const mails = () => readdirSync(outbox).filter((f) => f.includes('again@example.com')).length;
    const first = (await login({ method: 'createLoginEmailCode', email: 'again@example.com' })).json();
    const sent = mails();
    const again = await login({ method: 'createLoginEmailCode', email: 'Again@Example.com' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true, id: first.id, email: 'again@example.com', codeLength: 6, expireMin: 10 });
    expect(mails()).toBe(sent);
    const res = await login({ method: 'login', type: 'emailCode', id: again.json().id, code: lastCode('again@example.com'), email: 'again@example.com', nextURL: '/en/home' });
    expect(res.statusCode).toBe(200);
    // used: typed again, a used code is not answered (and no second code within the minute)
    const after = await login({ method: 'createLoginEmailCode', email: 'again@example.com' });
    expect(after.statusCode).toBe(429);
  });

  it('a code killed by wrong tries is not answered again', async () => {
    const { id } = (await login({ method: 'createLoginEmailCode', email: 'fumble@example.com' })).json();
    const right = lastCode('fumble@example.com');
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) await login({ method: 'login', type: 'emailCode', id, code: wrong, email: 'fumble@example.com', nextURL: '/en/home' });
    const again = await login({ method: 'createLoginEmailCode', email: 'fumble@example.com' });
    expect(again.statusCode).toBe(429);
  });

  it('refuses an invalid address with 400', async () => {
    const res = await login({ method: 'createLoginEmailCode', email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Invalid email: expected text@text');
  });
});

describe('login with an e-mail code', () => {
  it('creates the account on first use, sets the cookies, and /graphql knows the user', async () => {
    const res = await signUpWithCode('new.author@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const jwt = cookieOf(res, 'loginJWT')!;
    expect(jwt.httpOnly).toBeFalsy();
    expect(jwt.sameSite).toBe('Lax');
    expect(jwt.path).toBe('/');
    const refresh = cookieOf(res, 'loginRefresh')!;
    expect(refresh.httpOnly).toBe(true);
    const me = await gql('{ redwood { currentUser } userHeartbeat }', `loginJWT=${jwt.value}`);
    expect(me.json().data).toEqual({ redwood: { currentUser: { id: expect.stringMatching(/^70/), email: 'new.author@example.com', name: 'New Author', picture: null, roles: [] } }, userHeartbeat: true });
    const slug = await t.db.knex('user_slugs').join('users', 'users.id', 'user_slugs.user_id').where('users.email', 'new.author@example.com').first('slug');
    expect(slug.slug).toBe('@new-author');
  });

  it('is single use, bound to its e-mail, and dies after 5 wrong tries', async () => {
    const email = 'brute@example.com';
    const { id } = (await login({ method: 'createLoginEmailCode', email })).json();
    const code = lastCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await login({ method: 'login', type: 'emailCode', id, code, email: 'other@example.com' })).json()).toEqual({ success: false, reason: 'badLogin' });
    for (let i = 0; i < 4; i++) expect((await login({ method: 'login', type: 'emailCode', id, code: wrong, email })).statusCode).toBe(401);
    // five wrong tries in all (the other e-mail did not count against the code): the right code no longer works
    expect((await login({ method: 'login', type: 'emailCode', id, code: wrong, email })).statusCode).toBe(401);
    // issue 10: the dialog is told the code is used up (no tries left), so it can offer a new one
    expect((await login({ method: 'login', type: 'emailCode', id, code, email })).json()).toEqual({ success: false, reason: 'badCode', triesLeft: 0 });
  });

  it('refuses a used code', async () => {
    const email = 'once@example.com';
    const { id } = (await login({ method: 'createLoginEmailCode', email })).json();
    const code = lastCode(email);
    expect((await login({ method: 'login', type: 'emailCode', id, code, email })).json()).toEqual({ success: true });
    expect((await login({ method: 'login', type: 'emailCode', id, code, email })).json()).toEqual({ success: false, reason: 'badLogin' });
  });
});

describe('sessions', () => {
  it('refreshToken rotates the refresh token; reusing an old one ends the session', async () => {
    const res = await signUpWithCode('rotate@example.com');
    const first = cookieOf(res, 'loginRefresh')!.value;
    const r1 = await login({ method: 'refreshToken' }, { cookie: `loginRefresh=${first}` });
    expect(r1.json()).toEqual({ success: true });
    const second = cookieOf(r1, 'loginRefresh')!.value;
    const jwt = cookieOf(r1, 'loginJWT')!.value;
    expect(second).not.toBe(first);
    // the stolen first token comes back: the family is revoked, the live token too
    const reuse = await login({ method: 'refreshToken' }, { cookie: `loginRefresh=${first}` });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().errors[0].message).toMatch(/reused/);
    expect((await login({ method: 'refreshToken' }, { cookie: `loginRefresh=${second}` })).statusCode).toBe(401);
    expect((await gql('{ userHeartbeat }', `loginJWT=${jwt}`)).json().data.userHeartbeat).toBe(false);
  });

  it('logout revokes the session: a captured loginJWT is refused at once', async () => {
    const res = await signUpWithCode('leaving@example.com');
    const jwt = cookieOf(res, 'loginJWT')!.value;
    expect((await gql('{ userHeartbeat }', `loginJWT=${jwt}`)).json().data.userHeartbeat).toBe(true);
    const out = await login({ method: 'logout' }, { cookie: `loginJWT=${jwt}` });
    expect(out.json()).toEqual({ success: true });
    expect(cookieOf(out, 'loginJWT')!.value).toBe('');
    expect((await gql('{ userHeartbeat }', `loginJWT=${jwt}`)).json().data.userHeartbeat).toBe(false);
    expect((await login({ method: 'refreshToken' }, { cookie: `loginRefresh=${cookieOf(res, 'loginRefresh')!.value}` })).statusCode).toBe(401);
  });

  it('a role removed takes effect at the next refresh; a disabled user cannot refresh', async () => {
    const res = await signUpWithCode('roles@example.com');
    await t.db.knex('users').where({ email: 'roles@example.com' }).update({ roles: ['contentMod'] });
    const r1 = await login({ method: 'refreshToken' }, { cookie: `loginRefresh=${cookieOf(res, 'loginRefresh')!.value}` });
    const payload = JSON.parse(Buffer.from(cookieOf(r1, 'loginJWT')!.value.split('.')[1]!, 'base64url').toString());
    expect(payload.custom.roles).toEqual(['contentMod']);
    await t.db.knex('users').where({ email: 'roles@example.com' }).update({ disabled_at: new Date() });
    expect((await login({ method: 'refreshToken' }, { cookie: `loginRefresh=${cookieOf(r1, 'loginRefresh')!.value}` })).statusCode).toBe(401);
  });
});

describe('mock login', () => {
  it('signs in by e-mail alone in a local run', async () => {
    const res = await login({ method: 'login', type: 'mock', email: 'admin@bookloom.app' });
    expect(res.json()).toEqual({ success: true });
  });

  it('does not exist in production', async () => {
    const db = await createTestDatabase();
    const app = await buildApp({ config: testConfig(db, { APP_ENV: 'production', PUBLIC_URL: 'https://bookloom.app' }), knex: db.knex, site: false });
    try {
      const res = await app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email: 'a@b.c' } });
      expect(res.statusCode).toBe(404);
      expect(res.cookies).toEqual([]);
    } finally {
      await app.close();
      await db.drop();
    }
  });
});

describe('password reset and password login', () => {
  it('e-mails a link, sets a password, then the password logs in and the e-mail reports a password account', async () => {
    const email = 'writer@example.com';
    await signUpWithCode(email);
    expect((await login({ method: 'resetPassword', email })).json()).toEqual({ success: true });
    const outbox = path.join(t.config.DATA_DIR, 'outbox');
    const mail = readFileSync(path.join(outbox, readdirSync(outbox).filter((f) => f.includes(email)).sort().at(-1)!), 'utf8');
    const decoded = mail.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    const token = /token=([\w-]+)/.exec(decoded)![1]!;
    expect((await login({ method: 'resetPassword', token, password: 'password' })).json()).toMatchObject({ success: false, reason: 'resetPasswordInvalid' });
    expect((await login({ method: 'resetPassword', token, password: 'short' })).json()).toMatchObject({ success: false, reason: 'resetPasswordInvalid' });
    expect((await login({ method: 'resetPassword', token, password: 'quiet river lantern' })).json()).toEqual({ success: true });
    expect((await login({ method: 'resetPassword', token, password: 'another good one' })).json()).toMatchObject({ success: false, reason: 'resetExpired' });
    expect((await login({ method: 'login', type: 'password', email, password: 'wrong password!' })).json()).toEqual({ success: false, reason: 'badLogin' });
    expect((await login({ method: 'login', type: 'password', email, password: 'quiet river lantern' })).json()).toEqual({ success: true });
    expect((await login({ method: 'createLoginEmailCode', email })).json()).toMatchObject({ success: true, passwordAccount: true });
  });

  it('answers the same for an unknown address', async () => {
    expect((await login({ method: 'resetPassword', email: 'nobody@example.com' })).json()).toEqual({ success: true });
  });
});

describe('bad input', () => {
  it.each([
    ['a non-JSON content type', 'method=logout', { 'content-type': 'application/x-www-form-urlencoded' }, 415],
    ['malformed JSON', '{"method":', {}, 400],
    ['an array', '[]', {}, 400],
    ['an unknown method', { method: 'hack' }, {}, 400],
    ['no method', {}, {}, 400],
    ['an unknown login type', { method: 'login', type: 'magic' }, {}, 400],
    ['a missing field', { method: 'login', type: 'emailCode', email: 'a@b.c' }, {}, 400],
    ['a body over 64 KiB', { method: 'createLoginEmailCode', email: `${'a'.repeat(70_000)}@x.y` }, {}, 413],
  ])('%s is a 4xx with a message and no cookie', async (_name, body, headers, status) => {
    const res = await login(body, headers as Record<string, string>);
    expect(res.statusCode).toBe(status);
    expect(res.cookies).toEqual([]);
    expect(JSON.stringify(res.json())).toMatch(/"(error|message)":"[^"]+"/);
  });
});

describe('Google sign-in against a local key set', () => {
  it('accepts a valid ID token, links the Google id, and refuses wrong audience, issuer, expiry or key', async () => {
    const http = await import('node:http');
    const { exportJWK, generateKeyPair, SignJWT } = await import('jose');
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const other = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
    const server = http.createServer((_req, res) => { res.setHeader('content-type', 'application/json'); res.end(JSON.stringify({ keys: [jwk] })); });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const port = (server.address() as { port: number }).port;
    const db = await createTestDatabase();
    const app = await buildApp({ config: testConfig(db, { GOOGLE_CLIENT_ID: 'client-123.apps.googleusercontent.com', GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs` }), knex: db.knex, site: false });
    const token = (claims: Record<string, unknown>, key = privateKey, exp = '5m') => new SignJWT({ email: 'g.user@example.com', email_verified: true, name: 'G User', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' }).setIssuer((claims.iss as string) ?? 'https://accounts.google.com')
      .setAudience((claims.aud as string) ?? 'client-123.apps.googleusercontent.com').setSubject('google-sub-1').setIssuedAt().setExpirationTime(exp).sign(key);
    const google = (credential: string) => app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'google', credential } });
    try {
      expect((await google(await token({ aud: 'someone-else' }))).json()).toEqual({ success: false, reason: 'badLogin' });
      expect((await google(await token({ iss: 'https://evil.example' }))).json()).toEqual({ success: false, reason: 'badLogin' });
      expect((await google(await token({}, privateKey, '-1m'))).json()).toEqual({ success: false, reason: 'badLogin' });
      expect((await google(await token({}, other.privateKey))).json()).toEqual({ success: false, reason: 'badLogin' });
      expect((await google(await token({ email_verified: false }))).json()).toEqual({ success: false, reason: 'badLogin' });
      const ok = await google(await token({}));
      expect(ok.json()).toEqual({ success: true });
      expect(ok.cookies.map((c) => c.name).sort()).toEqual(['loginJWT', 'loginRefresh']);
      const linked = await db.knex('user_google_ids').join('users', 'users.id', 'user_google_ids.user_id').first('users.email', 'users.name', 'google_sub');
      expect(linked).toEqual({ email: 'g.user@example.com', name: 'G User', google_sub: 'google-sub-1' });
    } finally {
      await app.close();
      await db.drop();
      server.close();
    }
  });
});

describe('limits across client addresses', () => {
  it('stops an e-mail after 20 failed logins a day, even from 100 different addresses', async () => {
    const email = 'target@example.com';
    const { id } = (await login({ method: 'createLoginEmailCode', email })).json();
    const code = lastCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) {
      // a fresh code id each time would need a send per minute; wrong codes against unknown ids count too
      const res = await t.app.inject({
        method: 'POST', url: '/login', remoteAddress: `10.9.${Math.floor(i / 250)}.${(i % 250) + 1}`,
        payload: { method: 'login', type: 'emailCode', id: i === 0 ? id : `74000000-0000-4000-8000-${String(i).padStart(12, '0')}`, code: wrong, email },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
    // the right code is refused too while the limit holds
    const real = await t.app.inject({ method: 'POST', url: '/login', remoteAddress: '10.9.9.9', payload: { method: 'login', type: 'emailCode', id, code, email } });
    expect(real.statusCode).toBe(429);
    expect(real.json()).toEqual({ success: false, reason: 'badLogin' });
    expect(real.cookies).toEqual([]);
  });
});
