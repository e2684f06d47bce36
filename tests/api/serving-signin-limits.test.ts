// Sign-in limits under concurrency, and no account enumeration by answer or by work done.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, scryptDerivations } from '../../api/auth/passwords.ts';
import { newId } from '../../api/lib/ids.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const login = (body: object, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/login', remoteAddress, payload: body, headers: { 'content-type': 'application/json' } });

/** An account that has a password (set up directly: the reset flow is tested elsewhere). */
async function passwordAccount(email: string, password: string) {
  await login({ method: 'login', type: 'mock', email }, '10.200.0.1');
  const user = await t.db.knex('users').where({ email }).first('id');
  await t.db.knex('user_passwords').insert({ id: newId('UserEmailPasswordUuid'), user_id: user.id, hash: await hashPassword(password) });
}

describe('send limits hold under concurrency', () => {
  it('20 concurrent code requests for one address from 20 networks: exactly one code is sent', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login({ method: 'createLoginEmailCode', email: 'burst@limits.example', resend: true }, `10.1.0.${i + 1}`)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(19);
    expect(await t.db.knex('user_email_codes').where({ email: 'burst@limits.example' }).count<{ n: string }[]>('* as n')).toEqual([{ n: '1' }]);
  });

  it('20 concurrent first requests (no resend) send one code: the others are that code or refused', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login({ method: 'createLoginEmailCode', email: 'burst2@limits.example' }, `10.5.0.${i + 1}`)));
    const codes = await t.db.knex('user_email_codes').where({ email: 'burst2@limits.example' }).select('id');
    expect(codes).toHaveLength(1);
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((a) => a.json().id))).toEqual(new Set([codes[0].id]));
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 429)).toBe(true);
  });

  it('40 concurrent code requests for 40 addresses from one network: exactly 30 are answered', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login({ method: 'createLoginEmailCode', email: `person${i}@limits.example` }, '10.2.0.1')));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(30);
    expect(answers.filter((a) => a.statusCode === 429).map((a) => a.json().reason)).toEqual(Array(10).fill('tooManyRequests'));
  });
});

describe('no enumeration by the answer', () => {
  it('a limited network gets the same answer for an address with a password and one without', async () => {
    await passwordAccount('has-password@limits.example', 'quiet river lantern');
    // a fresh network: a password account's lookup answers passwordAccount while there is room
    expect((await login({ method: 'createLoginEmailCode', email: 'has-password@limits.example' }, '10.3.0.1')).json()).toMatchObject({ passwordAccount: true });
    // the network probes a list of addresses until the limit ends its answers
    for (let i = 0; i < 40; i += 1) await login({ method: 'createLoginEmailCode', email: `probe${i}@limits.example` }, '10.3.0.1');
    const withPassword = await login({ method: 'createLoginEmailCode', email: 'has-password@limits.example' }, '10.3.0.1');
    const without = await login({ method: 'createLoginEmailCode', email: 'nobody-here@limits.example' }, '10.3.0.1');
    expect(withPassword.statusCode).toBe(429);
    expect(without.statusCode).toBe(429);
    expect(withPassword.json()).toEqual(without.json());
    expect(withPassword.json()).not.toHaveProperty('passwordAccount');
  });
});

describe('no enumeration by the work a wrong password costs', () => {
  it('a wrong password costs one scrypt for a real account, a code-only account and no account, with one answer', async () => {
    await passwordAccount('real@limits.example', 'quiet river lantern');
    await login({ method: 'login', type: 'mock', email: 'code-only@limits.example' }, '10.200.0.1');
    const tries: { email: string; status: number; body: unknown; scrypts: number }[] = [];
    for (const email of ['real@limits.example', 'code-only@limits.example', 'nobody@limits.example']) {
      const before = scryptDerivations();
      const res = await login({ method: 'login', type: 'password', email, password: 'not the password' }, '10.4.0.1');
      tries.push({ email, status: res.statusCode, body: res.json(), scrypts: scryptDerivations() - before });
    }
    for (const attempt of tries) expect(attempt, attempt.email).toMatchObject({ status: 401, body: { success: false, reason: 'badLogin' }, scrypts: 1 });
  });

  it('a burst of wrong passwords for one address meets the lock after the free ones', async () => {
    await passwordAccount('guessed@limits.example', 'quiet river lantern');
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => login({ method: 'login', type: 'password', email: 'guessed@limits.example', password: `guess number ${i}` }, `10.5.0.${i + 1}`)));
    const reasons = answers.map((a) => a.json().reason);
    // checked one at a time: at most the 4 free wrong passwords and the 5th that locks are checked
    expect(reasons.filter((r) => r === 'badLogin' || r === 'passwordLocked')).toHaveLength(10);
    const checked = answers.filter((a) => a.statusCode === 401);
    expect(checked.length).toBeGreaterThan(0);
    expect(checked.length).toBeLessThanOrEqual(5);
    // and then the lock holds for the next one
    for (let i = 0; i < 5; i += 1) await login({ method: 'login', type: 'password', email: 'guessed@limits.example', password: `later guess ${i}` }, '10.5.1.1');
    expect((await login({ method: 'login', type: 'password', email: 'guessed@limits.example', password: 'quiet river lantern' }, '10.5.1.2')).json()).toMatchObject({ reason: 'passwordLocked' });
  });
});

describe('bad input', () => {
  it('a NUL character in any sign-in field is a 400 naming the field', async () => {
    for (const [body, field] of [
      [{ method: 'createLoginEmailCode', email: 'a\u0000b@limits.example' }, 'email'],
      [{ method: 'login', type: 'password', email: 'ab@limits.example', password: 'pass\u0000word12' }, 'password'],
      [{ method: 'login', type: 'emailCode', id: '74000000-0000-4000-8000-000000000000', code: '12\u00003456', email: 'ab@limits.example' }, 'code'],
      [{ method: 'resetPassword', email: 'a\u0000b@limits.example' }, 'email'],
    ] as const) {
      const res = await login(body, '10.6.0.1');
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(`Invalid ${field}: may not contain the NUL character`);
    }
  });
});
