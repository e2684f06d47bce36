// Client-side session rules (spec §3, §4, §5, §9). The browser only reads its token to know
// who is signed in and when to refresh; the server alone verifies signatures.
import { isIdOf } from './ids.ts';

/** A token expiring within this many seconds is treated as already expired. */
export const TOKEN_EXPIRY_MARGIN_S = 60;
export const REFRESH_ATTEMPTS = 5;
export const REFRESH_DELAY_MS = 2000;
export const HEARTBEAT_MS = 60_000;
/** A cross-tab client lock without a heartbeat for this long is considered abandoned. */
export const CLIENT_LOCK_DEAD_MS = 3100;
/** Name of the cookie carrying the token (spec §4). */
export const LOGIN_COOKIE = 'loginJWT';

export type AuthClaims = {
  /** User id, lowercase. */
  sub: string;
  iss: string;
  /** Seconds since the epoch, like iat and nbf. */
  exp: number;
  iat: number;
  nbf: number;
  custom: { fhash: string; roles: string[] };
  email?: string | null;
  name?: string | null;
  picture?: string | null;
};

export type LoginTokenPayload = { id: string; expires: number };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isTime(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

const OPTIONAL_STRINGS = ['email', 'name', 'picture'] as const;

/**
 * The claims when the payload has the spec §3 shape and sub is a User id, else undefined.
 * Returns a fresh object with only the known claims, so nothing unchecked flows onward.
 */
export function parseClaims(payload: unknown): AuthClaims | undefined {
  if (!isRecord(payload)) return undefined;
  const { sub, iss, iat, nbf, exp, custom } = payload;
  if (typeof sub !== 'string' || !isIdOf('User', sub)) return undefined;
  if (typeof iss !== 'string' || !isTime(iat) || !isTime(nbf) || !isTime(exp)) return undefined;
  if (!isRecord(custom) || typeof custom.fhash !== 'string') return undefined;
  const roles = custom.roles;
  if (!Array.isArray(roles) || !roles.every((role) => typeof role === 'string')) return undefined;

  const claims: AuthClaims = {
    sub: sub.toLowerCase(),
    iss,
    iat,
    nbf,
    exp,
    custom: { fhash: custom.fhash, roles: [...(roles as string[])] },
  };
  for (const key of OPTIONAL_STRINGS) {
    const value = payload[key];
    if (value === undefined) continue;
    if (value !== null && typeof value !== 'string') return undefined;
    claims[key] = value;
  }
  return claims;
}

/** base64url → UTF-8 text, or undefined. atob and TextDecoder exist in browsers and Node alike. */
function decodeBase64Url(part: string): string | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(part) || part.length % 4 === 1) return undefined;
  const base64 = part.replaceAll('-', '+').replaceAll('_', '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
  try {
    const binary = atob(base64);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * The JSON payload of a JWT, without verifying it (the client never holds the key).
 * Undefined when the token is not three dot-separated parts or the payload does not decode.
 */
export function decodeJwtPayload(token: unknown): unknown {
  if (typeof token !== 'string') return undefined;
  const parts = token.split('.');
  if (parts.length !== 3 || parts[1] === '') return undefined;
  const json = decodeBase64Url(parts[1] ?? '');
  if (json === undefined) return undefined;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
}

/** Claims of a cookie token; undefined means "logged out, clear the cookie" (spec §4). */
export function claimsFromToken(token: unknown): AuthClaims | undefined {
  return parseClaims(decodeJwtPayload(token));
}

export function loginTokenPayload(claims: AuthClaims): LoginTokenPayload {
  return { id: claims.sub, expires: claims.exp * 1000 };
}

/** True when the token expires within the margin (or already has): time to refresh. */
export function isExpiring(claims: Pick<AuthClaims, 'exp'>, nowMs: number): boolean {
  return claims.exp * 1000 - nowMs <= TOKEN_EXPIRY_MARGIN_S * 1000;
}
