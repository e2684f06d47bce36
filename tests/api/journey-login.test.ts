// Issue 10, sign-in that does not lock people out: a wrong code says how many tries are left,
// wrong passwords lock the password method only (briefly, growing), the e-mailed code still
// signs the owner in, and the login route takes only paths on this site as nextURL/errorURL.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { hashPassword } from '../../api/auth/passwords.ts';
import { newId } from '../../api/lib/ids.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const login = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/login', payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

function lastCode(email: string): string {
  const outbox = path.join(t.config.DATA_DIR, 'outbox');
  const file = readdirSync(outbox).filter((f) => f.endsWith(`${email}.eml`)).sort().at(-1)!;
  return /sign-in code is (\d{6})/.exec(readFileSync(path.join(outbox, file), 'utf8'))![1]!;
}

async function passwordAccount(email: string, password: string) {
  await login({ method: 'login', type: 'mock', email });
  const user = await t.db.knex('users').where({ email }).first('id');
  await t.db.knex('user_passwords').insert({ id: newId('UserEmailPasswordUuid'), user_id: user.id, hash: await hashPassword(password) });
  // the mock sign-in above is the account's last sign-in; the failures below come after it
  await t.db.knex('user_sessions').where({ user_id: user.id }).update({ created_at: t.db.knex.raw("now() - interval '1 hour'") });
}

/** Moves the address's logged attempts and sign-ins back in time, as if `seconds` had passed. */
async function timePasses(email: string, seconds: number) {
  const earlier = t.db.knex.raw(`created_at - interval '${seconds} seconds'`);
  await t.db.knex('login_attempts').where({ email }).update({ created_at: earlier });
  await t.db.knex('user_sessions').whereIn('user_id', t.db.knex('users').where({ email }).select('id')).update({ created_at: earlier });
}

describe('a wrong e-mail code', () => {
  it('answers badCode with the tries left, and the right code still signs in', async () => {
    const email = 'typo@example.com';
    const { id } = (await login({ method: 'createLoginEmailCode', email })).json();
    const code = lastCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await login({ method: 'login', type: 'emailCode', id, code: wrong, email });
    expect(first.statusCode).toBe(401);
    expect(first.json()).toEqual({ success: false, reason: 'badCode', triesLeft: 4 });
    expect((await login({ method: 'login', type: 'emailCode', id, code: wrong, email })).json()).toEqual({ success: false, reason: 'badCode', triesLeft: 3 });
    const right = await login({ method: 'login', type: 'emailCode', id, code, email });
    expect(right.json()).toEqual({ success: true });
    expect(right.cookies.map((c) => c.name).sort()).toEqual(['loginJWT', 'loginRefresh']);
  });

  it('counts down to 0; a used-up code stays at 0 and an expired one says so', async () => {
    const email = 'used.up@example.com';
    const { id } = (await login({ method: 'createLoginEmailCode', email })).json();
    const code = lastCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const left: number[] = [];
    for (let i = 0; i < 5; i++) left.push((await login({ method: 'login', type: 'emailCode', id, code: wrong, email })).json().triesLeft);
    expect(left).toEqual([4, 3, 2, 1, 0]);
    const dead = await login({ method: 'login', type: 'emailCode', id, code, email });
    expect(dead.statusCode).toBe(401);
    expect(dead.json()).toEqual({ success: false, reason: 'badCode', triesLeft: 0 });

    await timePasses(email, 120);
    const again = (await login({ method: 'createLoginEmailCode', email })).json();
    await t.db.knex('user_email_codes').where({ id: again.id }).update({ expires_at: t.db.knex.raw("now() - interval '1 second'") });
    expect((await login({ method: 'login', type: 'emailCode', id: again.id, code: lastCode(email), email })).json()).toEqual({ success: false, reason: 'codeExpired' });
  });
});

describe('wrong passwords lock the password only', () => {
  it('after 20 wrong passwords the e-mailed code (forceCode) still signs the owner in', async () => {
    const email = 'locked.owner@example.com';
    await passwordAccount(email, 'correct horse battery');
    const reasons: string[] = [];
    for (let i = 0; i < 20; i++) reasons.push((await login({ method: 'login', type: 'password', email, password: `wrong ${i}` })).json().reason);
    expect(reasons.slice(0, 5)).toEqual(Array(5).fill('badLogin'));
    expect(new Set(reasons.slice(5))).toEqual(new Set(['passwordLocked']));
    // the right password waits for the lock too
    const locked = await login({ method: 'login', type: 'password', email, password: 'correct horse battery' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ success: false, reason: 'passwordLocked' });
    expect(locked.json().retryAfter).toBeGreaterThan(0);
    expect(locked.json().retryAfter).toBeLessThanOrEqual(60);

    // the e-mail step says it is a password account and how long the password waits
    const start = (await login({ method: 'createLoginEmailCode', email })).json();
    expect(start).toMatchObject({ success: true, passwordAccount: true, id: null });
    expect(start.passwordRetryAfter).toBeGreaterThan(0);
    // 'Email me a code instead'
    const forced = await login({ method: 'createLoginEmailCode', email, forceCode: true });
    expect(forced.statusCode).toBe(200);
    const { id } = forced.json();
    expect(forced.json().passwordAccount).toBeUndefined();
    expect(id).toMatch(/^74/);
    const signedIn = await login({ method: 'login', type: 'emailCode', id, code: lastCode(email), email });
    expect(signedIn.json()).toEqual({ success: true });
    // the owner's sign-in starts the count afresh: the next wrong password is a plain badLogin
    const after = await login({ method: 'login', type: 'password', email, password: 'wrong again' });
    expect(after.json()).toEqual({ success: false, reason: 'badLogin' });
  });

  it('the lock starts at a minute after 5 failures and doubles with each further one, up to an hour', async () => {
    const email = 'growing.lock@example.com';
    await passwordAccount(email, 'correct horse battery');
    const wrong = () => login({ method: 'login', type: 'password', email, password: 'not it at all' });
    for (let i = 0; i < 4; i++) expect((await wrong()).json()).toEqual({ success: false, reason: 'badLogin' });
    expect((await login({ method: 'createLoginEmailCode', email })).json().passwordRetryAfter).toBeUndefined();
    expect((await wrong()).statusCode).toBe(401);
    const lock = async () => (await login({ method: 'login', type: 'password', email, password: 'correct horse battery' })).json().retryAfter as number;
    const seen: number[] = [await lock()];
    for (const waited of [60, 120, 240]) {
      await timePasses(email, waited);
      expect((await wrong()).json()).toEqual({ success: false, reason: 'badLogin' });
      seen.push(await lock());
    }
    expect(seen[0]).toBeGreaterThan(55);
    expect(seen[0]).toBeLessThanOrEqual(60);
    expect(seen[1]).toBeGreaterThan(115);
    expect(seen[1]).toBeLessThanOrEqual(120);
    expect(seen[2]).toBeGreaterThan(235);
    expect(seen[2]).toBeLessThanOrEqual(240);
    expect(seen[3]).toBeGreaterThan(475);
    expect(seen[3]).toBeLessThanOrEqual(480);
    // capped at an hour however many failures
    await timePasses(email, 480);
    for (let i = 0; i < 6; i++) {
      await wrong();
      await timePasses(email, 3600);
    }
    await wrong();
    const capped = await lock();
    expect(capped).toBeGreaterThan(3500);
    expect(capped).toBeLessThanOrEqual(3600);
    // once the lock ends the right password signs in
    await timePasses(email, 3600);
    expect((await login({ method: 'login', type: 'password', email, password: 'correct horse battery' })).json()).toEqual({ success: true });
  });
});

describe('nextURL and errorURL', () => {
  it.each(['/\\evil.example', '/%09/evil.example', '/%5Cevil.example', '//evil.example', 'https://evil.example', 'javascript:alert(1)', '/\tx/\n/evil.example'])(
    'refuses %j with a 400 and signs nobody in',
    async (value) => {
      for (const field of ['nextURL', 'errorURL']) {
        const res = await login({ method: 'login', type: 'mock', email: 'next@example.com', [field]: value });
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toBe(`Invalid ${field}: expected a path on this site, such as /en/home`);
        expect(res.cookies).toEqual([]);
      }
    },
  );

  it('accepts paths on this site and a URL at its own origin', async () => {
    expect((await login({ method: 'login', type: 'mock', email: 'next@example.com', nextURL: '/en/my-books?x=1#top', errorURL: '/en/home?login=1' })).json()).toEqual({ success: true });
    expect((await login({ method: 'login', type: 'mock', email: 'next@example.com', nextURL: `${t.config.PUBLIC_URL}/en/create` })).json()).toEqual({ success: true });
  });
});
