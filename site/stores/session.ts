// The browser's session (spec §4, §7, §9): who is signed in, read from the loginJWT cookie, kept
// fresh by refreshing ~60 s before the token expires, and checked by a heartbeat every minute.
// State lives in these stores and changes only through the actions below, so islands subscribe
// (useStore) instead of passing the session around as props.
//
// Refresh: one tab at a time (site/lib/cross-tab-lock.ts) POSTs {method:'refreshToken'}; up to
// REFRESH_ATTEMPTS tries REFRESH_DELAY_MS apart. An errors reply means the server ended the
// session: it ends here at once, the cookie is cleared and $sessionEnd says 'loggedOut' (the UI
// then goes to loginUrlForReason). Network errors, a reply without a new token, and the
// server-reloading message are retried; after the last try the tab shows itself logged out but
// keeps the cookie, so the next page load tries again. Tabs that waited for another tab's refresh
// read the cookie it left instead of refreshing again.
//
// Browser-only at call time; importing it during server rendering touches nothing.
import { atom } from 'nanostores';
import {
  HEARTBEAT_MS,
  LOGIN_COOKIE,
  REFRESH_ATTEMPTS,
  REFRESH_DELAY_MS,
  TOKEN_EXPIRY_MARGIN_S,
  claimsFromToken,
  isExpiring,
  loginTokenPayload,
  type AuthClaims,
  type LoginTokenPayload,
} from '../../core/session.ts';
import { createCrossTabLock, type CrossTabLock } from '../lib/cross-tab-lock.ts';
import { fetchCurrentUser, fetchUserHeartbeat, setTokenSource, type CurrentUser } from '../lib/graphql-client.ts';

/** Spec §8: the refresh error that means "server reloading, try again". */
export const SERVER_RELOADING_MESSAGE = 'The RedwoodJS API server is not available or is currently reloading. Please refresh.';
export const LOGIN_ENDPOINT = '/login';
/** A refresh request that hangs this long counts as a network error (and is retried). */
export const REFRESH_REQUEST_TIMEOUT_MS = 15_000;
/** Floor for the automatic refresh, so a skewed clock cannot turn it into a busy loop. */
export const MIN_REFRESH_INTERVAL_MS = 30_000;
const MAX_TIMEOUT_MS = 2_147_483_647;

export type SessionStatus = 'loggedOut' | 'active' | 'refreshing';
export type SessionState = {
  status: SessionStatus;
  token?: string;
  claims?: AuthClaims;
  payload?: LoginTokenPayload;
};
/** Why the server ended the session; also the /login?reason= value (spec §8 banner). */
export type SessionEndReason = 'loggedOut';

export const $session = atom<SessionState>({ status: 'loggedOut' });
/** The signed-in user's metadata, fetched after each activation; null for guests. */
export const $currentUser = atom<CurrentUser | null>(null);
/** Set (a fresh object each time) when the session was ended by the server; null otherwise. */
export const $sessionEnd = atom<{ reason: SessionEndReason } | null>(null);

let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let heartbeatTimer: ReturnType<typeof setInterval> | undefined;
let refreshing: Promise<SessionState> | undefined;
let lock: CrossTabLock | undefined;
/** Bumped whenever the user changes, so a late currentUser reply cannot overwrite a newer one. */
let userGeneration = 0;

// ---- cookie -------------------------------------------------------------------------------

/** The loginJWT cookie's value, or undefined when absent or empty. */
export function readLoginCookie(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== LOGIN_COOKIE) continue;
    const raw = part.slice(separator + 1).trim();
    if (raw === '') return undefined;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

export function clearLoginCookie(): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LOGIN_COOKIE}=; path=/; max-age=0`;
}

// ---- state changes ------------------------------------------------------------------------

/** The token for API calls while signed in and not past its expiry; else undefined. */
export function currentToken(): string | undefined {
  const { status, token, claims } = $session.get();
  if (status === 'loggedOut' || !token || !claims) return undefined;
  return claims.exp * 1000 > Date.now() ? token : undefined;
}

setTokenSource(currentToken);

function clearRefreshTimer(): void {
  if (refreshTimer !== undefined) clearTimeout(refreshTimer);
  refreshTimer = undefined;
}

function scheduleRefresh(claims: AuthClaims): void {
  clearRefreshTimer();
  const due = claims.exp * 1000 - TOKEN_EXPIRY_MARGIN_S * 1000 - Date.now();
  const delay = Math.min(Math.max(due, MIN_REFRESH_INTERVAL_MS), MAX_TIMEOUT_MS);
  refreshTimer = setTimeout(() => {
    refreshTimer = undefined;
    void refresh();
  }, delay);
}

/** Fetches $currentUser for the current session; errors are logged and leave it unchanged. */
export async function reloadCurrentUser(): Promise<void> {
  const generation = ++userGeneration;
  try {
    const user = await fetchCurrentUser();
    if (generation === userGeneration && $session.get().status !== 'loggedOut') $currentUser.set(user);
  } catch (error) {
    console.error(error);
  }
}

function activate(token: string, claims: AuthClaims): SessionState {
  $session.set({ status: 'active', token, claims, payload: loginTokenPayload(claims) });
  $sessionEnd.set(null);
  scheduleRefresh(claims);
  // every activation: a refresh is when new roles reach the token (and so the user's metadata)
  void reloadCurrentUser();
  return $session.get();
}

function becomeGuest(): void {
  clearRefreshTimer();
  userGeneration += 1;
  $session.set({ status: 'loggedOut' });
  $currentUser.set(null);
}

/** Ends the session in this tab: logged out, cookie cleared, $sessionEnd set to `reason`. */
export function endSession(reason: SessionEndReason = 'loggedOut'): void {
  becomeGuest();
  clearLoginCookie();
  $sessionEnd.set({ reason });
}

/** Where the UI sends the user after the session ended (spec §8 login reason banner). */
export function loginUrlForReason(reason: SessionEndReason): string {
  return `/login?reason=${encodeURIComponent(reason)}`;
}

// ---- start --------------------------------------------------------------------------------

/**
 * Reads the cookie: missing or unparsable → logged out and the cookie cleared; expiring within
 * TOKEN_EXPIRY_MARGIN_S → refreshed; otherwise active. Resolves once the state is settled.
 */
export function initSession(): Promise<SessionState> {
  if (refreshing) return refreshing;
  const token = readLoginCookie();
  const claims = claimsFromToken(token);
  if (token === undefined || claims === undefined) {
    becomeGuest();
    clearLoginCookie();
    return Promise.resolve($session.get());
  }
  if (isExpiring(claims, Date.now())) {
    $session.set({ status: 'refreshing', token, claims, payload: loginTokenPayload(claims) });
    return refresh();
  }
  return Promise.resolve(activate(token, claims));
}

// ---- refresh ------------------------------------------------------------------------------

type Outcome = { kind: 'active'; token: string; claims: AuthClaims } | { kind: 'ended' } | { kind: 'failed' };
type Attempt = Outcome | { kind: 'retry'; why: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The cookie's token when it is a new one (not `stale`); `fresh` also requires it not expiring. */
function newCookieToken(stale: string | undefined, fresh: boolean): Outcome | undefined {
  const token = readLoginCookie();
  if (token === undefined || token === stale) return undefined;
  const claims = claimsFromToken(token);
  if (!claims || (fresh && isExpiring(claims, Date.now()))) return undefined;
  return { kind: 'active', token, claims };
}

async function attemptRefresh(stale: string | undefined): Promise<Attempt> {
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), REFRESH_REQUEST_TIMEOUT_MS);
  let status: number;
  let body: unknown;
  try {
    const response = await globalThis.fetch(LOGIN_ENDPOINT, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'refreshToken' }),
      signal: controller.signal,
    });
    status = response.status;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
  } catch {
    return { kind: 'retry', why: 'network error' };
  } finally {
    clearTimeout(timeout);
  }

  if (isRecord(body) && Array.isArray(body.errors)) {
    const messages = body.errors.map((error: unknown) => (isRecord(error) ? error.message : undefined));
    if (messages.includes(SERVER_RELOADING_MESSAGE)) return { kind: 'retry', why: 'server reloading' };
    return { kind: 'ended' };
  }
  if (status < 200 || status > 299) return { kind: 'retry', why: `HTTP ${status}` };
  if (!isRecord(body) || body.success !== true) return { kind: 'retry', why: 'unexpected reply' };
  // the server just issued it, so it counts even if this clock calls it expiring
  return newCookieToken(stale, false) ?? { kind: 'retry', why: 'missing token' };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function refreshWithRetries(stale: string | undefined): Promise<Outcome> {
  for (let attempt = 1; attempt <= REFRESH_ATTEMPTS; attempt += 1) {
    const result = await attemptRefresh(stale);
    if (result.kind !== 'retry') return result;
    console.warn(`Token refresh attempt ${attempt} of ${REFRESH_ATTEMPTS} failed: ${result.why}`);
    if (attempt < REFRESH_ATTEMPTS) await sleep(REFRESH_DELAY_MS);
  }
  return { kind: 'failed' };
}

async function runRefresh(): Promise<SessionState> {
  clearRefreshTimer();
  const before = $session.get();
  const stale = before.token ?? readLoginCookie();
  $session.set({ ...before, status: 'refreshing' });
  lock ??= createCrossTabLock();

  let outcome: Outcome;
  try {
    const result = await lock.withLock(async () => newCookieToken(stale, true) ?? (await refreshWithRetries(stale)));
    if (result.ran) {
      outcome = result.value;
    } else {
      // another tab refreshed: its cookie is the answer (gone means the server ended the session)
      outcome = newCookieToken(stale, false) ?? (readLoginCookie() === undefined ? { kind: 'ended' } : { kind: 'failed' });
    }
  } catch (error) {
    console.error(error);
    outcome = { kind: 'failed' };
  }

  if (outcome.kind === 'active') return activate(outcome.token, outcome.claims);
  if (outcome.kind === 'ended') endSession('loggedOut');
  else becomeGuest();
  return $session.get();
}

/** Gets a new token (deduplicated: concurrent calls share one refresh). */
export function refresh(): Promise<SessionState> {
  refreshing ??= runRefresh().finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

// ---- logout and heartbeat -----------------------------------------------------------------

/** Logs out on the server (failures only logged), clears this tab, then goes to nextURL or /. */
export async function logout(nextURL?: string): Promise<void> {
  try {
    await globalThis.fetch(LOGIN_ENDPOINT, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'logout' }),
    });
  } catch (error) {
    console.error(error);
  }
  becomeGuest();
  clearLoginCookie();
  window.location.assign(nextURL ?? '/');
}

async function heartbeat(): Promise<void> {
  const session = $session.get();
  if (session.status !== 'active' || !session.claims) return;
  // a sleeping tab may wake after its refresh was due: refresh first, or the server says no
  if (isExpiring(session.claims, Date.now())) {
    await refresh();
    return;
  }
  let alive: boolean;
  try {
    alive = await fetchUserHeartbeat();
  } catch {
    return; // no answer is not a "no"
  }
  const now = $session.get();
  if (!alive && now.status === 'active' && now.token === session.token) endSession('loggedOut');
}

function stopHeartbeat(): void {
  if (heartbeatTimer !== undefined) clearInterval(heartbeatTimer);
  heartbeatTimer = undefined;
}

/** Polls UserHeartbeat every HEARTBEAT_MS while active; idempotent. Returns a stop function. */
export function startHeartbeat(): () => void {
  heartbeatTimer ??= setInterval(() => void heartbeat(), HEARTBEAT_MS);
  return stopHeartbeat;
}

/** Stops every timer of this module (page teardown, hot reload, tests). */
export function disposeSession(): void {
  clearRefreshTimer();
  stopHeartbeat();
  userGeneration += 1;
}
