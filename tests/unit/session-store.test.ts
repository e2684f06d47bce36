// @vitest-environment happy-dom
// The session store against a mocked fetch and fake timers. The mocked /login sets the cookie
// the way the server's Set-Cookie would. Each test imports a fresh copy of the store.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_LOCK_DEAD_MS, HEARTBEAT_MS, REFRESH_ATTEMPTS, REFRESH_DELAY_MS } from '../../core/session.ts';
import { LOCK_KEY, LOCK_SETTLE_MS, createCrossTabLock } from '../../site/lib/cross-tab-lock.ts';

type Store = typeof import('../../site/stores/session.ts');

const USER_ID = '70a1b2c3-d4e5-4f60-8a7b-9c0d1e2f3a4b';
const USER = { id: USER_ID, name: 'Ada', email: 'ada@example.com', picture: null, roles: ['admin'] };
const NOW_MS = 1_750_000_000_000;
const RELOADING = 'The RedwoodJS API server is not available or is currently reloading. Please refresh.';

const b64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/** An unsigned token of the spec §3 shape whose exp is `expiresInS` after the (fake) now. */
function makeToken(expiresInS: number, extra: Record<string, unknown> = {}): string {
  const nowS = Math.floor(Date.now() / 1000);
  const payload = {
    sub: USER_ID,
    iss: 'http://localhost:8910',
    iat: nowS,
    nbf: nowS,
    exp: nowS + expiresInS,
    custom: { fhash: 'f1a2', roles: ['admin'] },
    ...extra,
  };
  return `${b64url('{"alg":"HS256","typ":"bookloom-login+jwt"}')}.${b64url(JSON.stringify(payload))}.c2ln`;
}

const setCookie = (value: string) => {
  document.cookie = `loginJWT=${value}; path=/`;
};
/** The cookie's value; '' or undefined once cleared. */
const cookie = () => document.cookie.split('; ').find((part) => part.startsWith('loginJWT='))?.slice('loginJWT='.length);

function jsonResponse(status: number, body: unknown): Response {
  return { ok: status >= 200 && status <= 299, status, json: async () => body } as unknown as Response;
}

type Call = { url: string; init: RequestInit; body: Record<string, unknown> };
type Handler = (call: Call) => Response | Promise<Response>;

let loginHandler: Handler;
let graphqlHandler: Handler;
let calls: Call[];

const loginCalls = () => calls.filter((call) => call.url === '/login');
const refreshCalls = () => loginCalls().filter((call) => call.body.method === 'refreshToken');
const graphqlCalls = (operationName: string) =>
  calls.filter((call) => call.url === '/graphql' && call.body.operationName === operationName);

/** /login answers: a successful refresh sets a new cookie, like the server's Set-Cookie. */
const refreshOk = (token: string): Handler => () => {
  setCookie(token);
  return jsonResponse(200, { success: true });
};
const networkError: Handler = () => Promise.reject(new TypeError('Failed to fetch'));

let store: Store;

beforeEach(async () => {
  vi.useFakeTimers({ now: NOW_MS });
  localStorage.clear();
  document.cookie = 'loginJWT=; path=/; max-age=0';
  calls = [];
  loginHandler = () => jsonResponse(500, {});
  graphqlHandler = (call) =>
    jsonResponse(200, call.body.operationName === '__REDWOOD__AUTH_GET_CURRENT_USER' ? { data: { redwood: { currentUser: USER } } } : { data: { userHeartbeat: true } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const call: Call = { url: String(input), init, body: JSON.parse(String(init.body)) as Record<string, unknown> };
      calls.push(call);
      return call.url === '/login' ? loginHandler(call) : graphqlHandler(call);
    }),
  );
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.resetModules();
  store = await import('../../site/stores/session.ts');
});

afterEach(() => {
  store.disposeSession();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

/** Starts with an active session on a token valid for an hour. */
async function activeSession(): Promise<string> {
  const token = makeToken(3600);
  setCookie(token);
  await store.initSession();
  expect(store.$session.get().status).toBe('active');
  return token;
}

describe('initSession', () => {
  it('makes a session active from a valid cookie, with the login token payload', async () => {
    const token = makeToken(3600);
    setCookie(token);
    await store.initSession();
    const session = store.$session.get();
    expect(session.status).toBe('active');
    expect(session.token).toBe(token);
    expect(session.claims?.sub).toBe(USER_ID);
    expect(session.payload).toEqual({ id: USER_ID, expires: (Math.floor(NOW_MS / 1000) + 3600) * 1000 });
    expect(refreshCalls()).toHaveLength(0);
    expect(store.currentToken()).toBe(token);
  });

  it('is logged out and clears the cookie when the cookie is missing', async () => {
    await activeSession();
    document.cookie = 'loginJWT=; path=/; max-age=0'; // the browser dropped it
    const writes = vi.spyOn(document, 'cookie', 'set');
    await store.initSession();
    expect(store.$session.get()).toEqual({ status: 'loggedOut' });
    expect(writes).toHaveBeenCalledWith('loginJWT=; path=/; max-age=0');
    expect(store.$currentUser.get()).toBeNull();
    expect(store.currentToken()).toBeUndefined();
    expect(calls).toHaveLength(1); // only the first activation's CurrentUser query
  });

  it.each([
    ['garbage', 'not-a-token'],
    ['a token whose sub is not a User id', makeToken(3600, { sub: '8a000000-0000-4000-8000-000000000000' })],
    ['a token without custom claims', makeToken(3600, { custom: undefined })],
  ])('is logged out and clears the cookie for %s', async (_label, value) => {
    await activeSession();
    setCookie(value);
    await store.initSession();
    expect(store.$session.get()).toEqual({ status: 'loggedOut' });
    expect(cookie() ?? '').toBe('');
    expect(store.readLoginCookie()).toBeUndefined();
    expect(refreshCalls()).toHaveLength(0);
  });

  it('fetches the current user with the bearer token after activation', async () => {
    const token = await activeSession();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.$currentUser.get()).toEqual(USER);
    const [query] = graphqlCalls('__REDWOOD__AUTH_GET_CURRENT_USER');
    const headers = query?.init.headers as Record<string, string>;
    expect(headers.authorization).toBe(`Bearer ${token}`);
    expect(headers['auth-provider']).toBe('bookloom');
  });

  it('treats a token expiring in 30 s as expired and refreshes it', async () => {
    setCookie(makeToken(30));
    const fresh = makeToken(900, { iat: Math.floor(NOW_MS / 1000) + 1 });
    loginHandler = refreshOk(fresh);
    const done = store.initSession();
    expect(store.$session.get().status).toBe('refreshing');
    await vi.advanceTimersByTimeAsync(LOCK_SETTLE_MS);
    await done;
    expect(refreshCalls()).toHaveLength(1);
    const [call] = refreshCalls();
    expect(call?.init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(call?.body).toEqual({ method: 'refreshToken' });
    expect(store.$session.get()).toMatchObject({ status: 'active', token: fresh });
  });

  it('does not refresh a token expiring in 90 s yet', async () => {
    setCookie(makeToken(90));
    loginHandler = refreshOk(makeToken(900, { iat: 1 }));
    await store.initSession();
    await vi.advanceTimersByTimeAsync(LOCK_SETTLE_MS);
    expect(refreshCalls()).toHaveLength(0);
    expect(store.$session.get().status).toBe('active');
  });
});

describe('refresh', () => {
  it('retries network errors 5 times, 2 s apart, then gives up', async () => {
    const stale = makeToken(30);
    setCookie(stale);
    loginHandler = networkError;
    const done = store.initSession();

    await vi.advanceTimersByTimeAsync(LOCK_SETTLE_MS);
    expect(refreshCalls()).toHaveLength(1);
    for (let attempt = 2; attempt <= REFRESH_ATTEMPTS; attempt += 1) {
      await vi.advanceTimersByTimeAsync(REFRESH_DELAY_MS - 1);
      expect(refreshCalls()).toHaveLength(attempt - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(refreshCalls()).toHaveLength(attempt);
    }
    await done;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refreshCalls()).toHaveLength(5);
    expect(REFRESH_ATTEMPTS).toBe(5);
    expect(REFRESH_DELAY_MS).toBe(2000);
    expect(store.$session.get()).toEqual({ status: 'loggedOut' });
    // not a logout by the server: no reason, and the cookie stays for the next page load
    expect(store.$sessionEnd.get()).toBeNull();
    expect(cookie()).toBe(stale);
    expect(localStorage.getItem(LOCK_KEY)).toBeNull();
  });

  it('ends the session at once on an errors reply, without retrying', async () => {
    setCookie(makeToken(30));
    loginHandler = () => jsonResponse(401, { errors: [{ message: 'Refresh token reused' }] });
    const ends: unknown[] = [];
    store.$sessionEnd.listen((value) => ends.push(value));
    const done = store.initSession();
    await vi.advanceTimersByTimeAsync(LOCK_SETTLE_MS);
    await done;
    expect(store.$session.get()).toEqual({ status: 'loggedOut' });
    expect(ends).toEqual([{ reason: 'loggedOut' }]);
    expect(store.loginUrlForReason('loggedOut')).toBe('/login?reason=loggedOut');
    expect(cookie() ?? '').toBe('');
    await vi.advanceTimersByTimeAsync(REFRESH_DELAY_MS * REFRESH_ATTEMPTS);
    expect(refreshCalls()).toHaveLength(1);
  });

  it('retries while the server is reloading, then succeeds', async () => {
    setCookie(makeToken(30));
    const fresh = makeToken(900, { iat: 2 });
    loginHandler = () => jsonResponse(503, { errors: [{ message: RELOADING }] });
    const done = store.initSession();
    await vi.advanceTimersByTimeAsync(LOCK_SETTLE_MS);
    expect(refreshCalls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(REFRESH_DELAY_MS);
    expect(refreshCalls()).toHaveLength(2);
    expect(store.$session.get().status).toBe('refreshing');
    loginHandler = refreshOk(fresh);
    await vi.advanceTimersByTimeAsync(REFRESH_DELAY_MS);
    await done;
    expect(refreshCalls()).toHaveLength(3);
    expect(store.$session.get()).toMatchObject({ status: 'active', token: fresh });
    expect(store.$sessionEnd.get()).toBeNull();
  });

  it('retries a success reply that brought no new token', async () => {
    setCookie(makeToken(30));
    const fresh = makeToken(900, { iat: 3 });
    loginHandler = () => jsonResponse(200, { success: true }); // cookie unchanged
    const done = store.initSession();
    await vi.advanceTimersByTimeAsync(LOCK_SETTLE_MS);
    expect(refreshCalls()).toHaveLength(1);
    expect(store.$session.get().status).toBe('refreshing');
    loginHandler = refreshOk(fresh);
    await vi.advanceTimersByTimeAsync(REFRESH_DELAY_MS);
    await done;
    expect(refreshCalls()).toHaveLength(2);
    expect(store.$session.get()).toMatchObject({ status: 'active', token: fresh });
  });

  it('refreshes on its own 60 s before exp', async () => {
    await activeSession(); // exp in 3600 s
    const fresh = makeToken(7200, { iat: 4 });
    loginHandler = refreshOk(fresh);
    await vi.advanceTimersByTimeAsync(3540_000 - 1);
    expect(refreshCalls()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1 + LOCK_SETTLE_MS);
    expect(refreshCalls()).toHaveLength(1);
    expect(store.$session.get()).toMatchObject({ status: 'active', token: fresh });
  });

  it('shares one refresh between concurrent callers', async () => {
    setCookie(makeToken(30));
    loginHandler = refreshOk(makeToken(900, { iat: 5 }));
    const both = Promise.all([store.initSession(), store.refresh(), store.refresh()]);
    await vi.advanceTimersByTimeAsync(LOCK_SETTLE_MS);
    await both;
    expect(refreshCalls()).toHaveLength(1);
  });

  it('waits for another tab holding the lock and reads its cookie instead of refreshing', async () => {
    setCookie(makeToken(30));
    loginHandler = refreshOk(makeToken(900, { iat: 6 }));
    const otherTab = createCrossTabLock({ owner: 'other-tab' });
    let finishOther: () => void = () => undefined;
    const otherFresh = makeToken(900, { iat: 7 });
    const other = otherTab.withLock(
      () =>
        new Promise<void>((resolve) => {
          finishOther = () => {
            setCookie(otherFresh);
            resolve();
          };
        }),
    );
    await vi.advanceTimersByTimeAsync(LOCK_SETTLE_MS);

    const done = store.initSession();
    await vi.advanceTimersByTimeAsync(CLIENT_LOCK_DEAD_MS + 1000); // the other tab keeps beating
    expect(store.$session.get().status).toBe('refreshing');
    finishOther();
    await other;
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(refreshCalls()).toHaveLength(0);
    expect(store.$session.get()).toMatchObject({ status: 'active', token: otherFresh });
  });

  it('ends the session when the other tab was logged out (cookie gone)', async () => {
    setCookie(makeToken(30));
    const otherTab = createCrossTabLock({ owner: 'other-tab' });
    const other = otherTab.withLock(async () => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      document.cookie = 'loginJWT=; path=/; max-age=0';
    });
    await vi.advanceTimersByTimeAsync(LOCK_SETTLE_MS);
    const done = store.initSession();
    await vi.advanceTimersByTimeAsync(1000);
    await Promise.all([other, done]);
    expect(refreshCalls()).toHaveLength(0);
    expect(store.$session.get()).toEqual({ status: 'loggedOut' });
    expect(store.$sessionEnd.get()).toEqual({ reason: 'loggedOut' });
  });
});

describe('heartbeat', () => {
  it('asks UserHeartbeat every 60 s and ends the session on false', async () => {
    const token = await activeSession();
    store.startHeartbeat();
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS - 1);
    expect(graphqlCalls('UserHeartbeat')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(graphqlCalls('UserHeartbeat')).toHaveLength(1);
    expect((graphqlCalls('UserHeartbeat')[0]?.init.headers as Record<string, string>).authorization).toBe(`Bearer ${token}`);
    expect(store.$session.get().status).toBe('active');

    graphqlHandler = () => jsonResponse(200, { data: { userHeartbeat: false } });
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    expect(graphqlCalls('UserHeartbeat')).toHaveLength(2);
    expect(store.$session.get()).toEqual({ status: 'loggedOut' });
    expect(store.$sessionEnd.get()).toEqual({ reason: 'loggedOut' });
    expect(cookie() ?? '').toBe('');
  });

  it('keeps the session when the heartbeat cannot be reached', async () => {
    await activeSession();
    store.startHeartbeat();
    graphqlHandler = networkError;
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    expect(graphqlCalls('UserHeartbeat')).toHaveLength(1);
    expect(store.$session.get().status).toBe('active');
  });

  it('does not poll while logged out, and starting twice polls once', async () => {
    store.startHeartbeat();
    store.startHeartbeat();
    await store.initSession();
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    expect(graphqlCalls('UserHeartbeat')).toHaveLength(0);
    await activeSession();
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    expect(graphqlCalls('UserHeartbeat')).toHaveLength(1);
  });
});

describe('logout', () => {
  it('POSTs logout, clears the session and goes to the next URL', async () => {
    await activeSession();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await store.logout('/en/faq');
    expect(loginCalls().map((call) => call.body)).toEqual([{ method: 'logout' }]);
    expect(loginCalls()[0]?.init.credentials).toBe('include');
    expect(store.$session.get()).toEqual({ status: 'loggedOut' });
    expect(store.$currentUser.get()).toBeNull();
    expect(cookie() ?? '').toBe('');
    expect(assign).toHaveBeenCalledWith('/en/faq');
  });

  it('goes to / by default, even when the server cannot be reached', async () => {
    await activeSession();
    loginHandler = networkError;
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await store.logout();
    expect(assign).toHaveBeenCalledWith('/');
    expect(store.$session.get()).toEqual({ status: 'loggedOut' });
  });
});
