// The login dialog's calls to POST /login (spec §7, §8): typed results for the expected
// replies, 'Unknown createLoginEmailCode response' for anything else.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createLoginEmailCode, loginWith, requestPasswordReset, UNKNOWN_EMAIL_CODE_RESPONSE,
} from '../../site/components/login/api.ts';
import { CODE_SENT, PASSWORD_ACCOUNT, reply, sentBodies, stubFetch } from './login-helpers.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createLoginEmailCode', () => {
  it('posts JSON with credentials and returns the code details', async () => {
    const fetch = stubFetch(reply(200, CODE_SENT));
    await expect(createLoginEmailCode('  ada@example.com ', 'fr')).resolves.toEqual({
      status: 'codeSent', id: CODE_SENT.id, email: 'ada@example.com', codeLength: 6, expireMin: 15,
    });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/login');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(sentBodies(fetch)[0]).toEqual({ method: 'createLoginEmailCode', email: 'ada@example.com', lang: 'fr' });
  });

  it('reports a password account (no code was sent)', async () => {
    stubFetch(reply(200, PASSWORD_ACCOUNT));
    await expect(createLoginEmailCode('ada@example.com', 'en')).resolves.toEqual({ status: 'passwordAccount', email: 'ada@example.com' });
  });

  it('reports 429 tooManyRequests and a 400 about the e-mail as refusals', async () => {
    stubFetch(reply(429, { success: false, reason: 'tooManyRequests', message: 'Please wait a minute' }));
    await expect(createLoginEmailCode('ada@example.com', 'en')).resolves.toEqual({ status: 'refused', reason: 'tooManyRequests', message: 'Please wait a minute' });
    stubFetch(reply(400, { error: 'Invalid email: expected text@text', code: 'BAD_USER_INPUT', fields: { email: 'is not formatted correctly' } }));
    await expect(createLoginEmailCode('a@b', 'en')).resolves.toMatchObject({ status: 'refused', reason: 'invalidEmail' });
  });

  it.each([
    ['a code length that is not a positive integer', reply(200, { ...CODE_SENT, codeLength: '6' })],
    ['no expiry', reply(200, { ...CODE_SENT, expireMin: undefined })],
    ['no id', reply(200, { ...CODE_SENT, id: null })],
    ['success false with status 200', reply(200, { success: false })],
    ['a server error', reply(500, { error: 'Something went wrong', code: 'INTERNAL_SERVER_ERROR' })],
    ['a body that is not JSON', reply(200, 'OK')],
  ])('throws the unknown-response error for %s', async (_name, answer) => {
    stubFetch(answer);
    await expect(createLoginEmailCode('ada@example.com', 'en')).rejects.toThrow(UNKNOWN_EMAIL_CODE_RESPONSE);
  });

  it('lets a network failure through as it is', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }));
    await expect(createLoginEmailCode('ada@example.com', 'en')).rejects.toThrow('Failed to fetch');
  });
});

describe('loginWith', () => {
  const where = { nextURL: '/en/create', errorURL: '/en/home?login=1' };

  it('sends the credentials with nextURL and errorURL', async () => {
    const fetch = stubFetch(reply(200, { success: true }));
    await expect(loginWith({ type: 'password', email: 'ada@example.com', password: 'pw' }, where)).resolves.toEqual({ success: true });
    expect(sentBodies(fetch)[0]).toEqual({ method: 'login', type: 'password', email: 'ada@example.com', password: 'pw', ...where });
  });

  it("passes the server's reason on (401 and 429)", async () => {
    stubFetch(reply(401, { success: false, reason: 'badLogin' }));
    await expect(loginWith({ type: 'mock', email: 'a@b' }, where)).resolves.toEqual({ success: false, reason: 'badLogin' });
    stubFetch(reply(429, { success: false, reason: 'tooManyRequests', message: 'slow down' }));
    await expect(loginWith({ type: 'mock', email: 'a@b' }, where)).resolves.toEqual({ success: false, reason: 'tooManyRequests', message: 'slow down' });
  });

  it('calls a 400 about the e-mail invalidEmail and any other reply without a reason internal', async () => {
    stubFetch(reply(400, { error: 'Invalid email: expected text@text', code: 'BAD_USER_INPUT', fields: { email: 'is not formatted correctly' } }));
    await expect(loginWith({ type: 'mock', email: 'nope' }, where)).resolves.toMatchObject({ success: false, reason: 'invalidEmail' });
    stubFetch(reply(404, { error: 'Not found', code: 'NOT_FOUND' }));
    await expect(loginWith({ type: 'mock', email: 'a@b' }, where)).resolves.toMatchObject({ success: false, reason: 'internal' });
    stubFetch(reply(200, { success: 'yes' }));
    await expect(loginWith({ type: 'google', credential: 'x' }, where)).resolves.toMatchObject({ success: false, reason: 'internal' });
  });
});

describe('requestPasswordReset', () => {
  it('posts resetPassword with the language and reads success', async () => {
    const fetch = stubFetch(reply(200, { success: true }));
    await expect(requestPasswordReset('ada@example.com', 'de')).resolves.toEqual({ success: true });
    expect(sentBodies(fetch)[0]).toEqual({ method: 'resetPassword', email: 'ada@example.com', lang: 'de' });
  });

  it('returns the reason of a refusal', async () => {
    stubFetch(reply(429, { success: false, reason: 'tooManyRequests', message: 'wait' }));
    await expect(requestPasswordReset('ada@example.com', 'en')).resolves.toEqual({ success: false, reason: 'tooManyRequests', message: 'wait' });
  });
});
