// Property tests: whatever a client sends to /login, the answer is a 4xx without cookies; and no
// tampered loginJWT is ever accepted.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
let local: TestApp;
// production settings: the mock login (a real sign-in by e-mail alone in local runs) is absent
beforeAll(async () => {
  t = await createTestApp({ env: { APP_ENV: 'production', PUBLIC_URL: 'https://bookloom.app' } });
  local = await createTestApp();
});
afterAll(async () => { await local.close(); });
afterAll(async () => { await t.close(); });

const field = fc.oneof(fc.string({ maxLength: 40 }), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }), fc.object({ maxDepth: 1 }));
const body = fc.oneof(
  fc.record({
    method: fc.oneof(fc.constantFrom('createLoginEmailCode', 'login', 'resetPassword', 'logout', 'refreshToken', 'LOGIN', ''), fc.string({ maxLength: 12 }), field),
    type: fc.oneof(fc.constantFrom('emailCode', 'password', 'google', 'mock'), field),
    email: fc.oneof(fc.constantFrom('a@b', '@', 'x@y.z', ''), fc.string({ maxLength: 30 }), field),
    id: fc.oneof(fc.uuid(), field), code: fc.oneof(fc.stringMatching(/^\d{6}$/), field),
    password: field, token: field, credential: field,
  }, { requiredKeys: [] }),
  field.map((v) => v as unknown),
);

describe('POST /login under random input', () => {
  it('answers 10 000 generated bodies with a 4xx (or a refusal), never a 5xx, and sets no cookie', async () => {
    const statuses = new Map<number, number>();
    let cookies = 0;
    await fc.assert(fc.asyncProperty(body, async (payload) => {
      const res = await t.app.inject({ method: 'POST', url: '/login', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      const loggedIn = res.cookies.some((c) => c.name === 'loginJWT' && c.value !== '');
      if (loggedIn) cookies++;
      // logout and a password reset request are allowed to say success without signing anyone in
      return res.statusCode < 500 && !loggedIn;
    }), { numRuns: 10_000 });
    expect([...statuses.keys()].filter((s) => s >= 500)).toEqual([]);
    expect(cookies).toBe(0);
  }, 300_000);
});

describe('loginJWT tampering', () => {
  it('accepts none of 10 000 mutated tokens', async () => {
    const res = await local.app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email: 'victim@example.com' } });
    const token = res.cookies.find((c) => c.name === 'loginJWT')!.value;
    const ok = await local.app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ userHeartbeat }' }, headers: { authorization: `Bearer ${token}` } });
    expect(ok.json().data.userHeartbeat).toBe(true);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const decode = (s: string) => JSON.parse(Buffer.from(s, 'base64url').toString());
    const encode = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const mutation = fc.oneof(
      // flip one character anywhere
      fc.tuple(fc.nat(token.length - 1), fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.')).map(([i, ch]) => token.slice(0, i) + ch + token.slice(i + 1)),
      // change a claim and keep the old signature
      fc.record({ sub: fc.uuid(), roles: fc.constantFrom(['admin'], ['contentMod']), exp: fc.integer({ min: 0, max: 2 ** 31 }) }, { requiredKeys: [] })
        .map((change) => `${header}.${encode({ ...decode(payload), ...change, custom: { ...decode(payload).custom, ...(change.roles ? { roles: change.roles } : {}) } })}.${signature}`),
      // the 'none' algorithm and other headers
      fc.constantFrom('none', 'HS512', 'RS256').map((alg) => `${encode({ ...decode(header), alg })}.${payload}.${alg === 'none' ? '' : signature}`),
    );
    let accepted = 0;
    await fc.assert(fc.asyncProperty(mutation, async (forged) => {
      // base64url's last character carries spare bits: a different string may be the same bytes
      const bytes = (jwt: string) => jwt.split('.').map((part) => Buffer.from(part, 'base64url').toString('hex')).join('.');
      if (forged === token || bytes(forged) === bytes(token)) return true;
      const res = await local.app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ userHeartbeat }' }, headers: { authorization: `Bearer ${forged}` } });
      if (res.json().data?.userHeartbeat === true) accepted++;
      return res.statusCode < 500;
    }), { numRuns: 10_000 });
    expect(accepted).toBe(0);
  }, 300_000);
});
