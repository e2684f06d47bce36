// The loginJWT: a short-lived (15 min) token the browser reads (spec §3 claims) and the server
// verifies on every request. Verification pins the algorithm, issuer, audience and type.
import { createHash } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { parseId } from '../../core/ids.ts';
import type { Config } from '../config.ts';

export const LOGIN_TOKEN_TTL_S = 15 * 60;
const ALG = 'HS256';
const TYPE = 'bookloom-login+jwt';
export const AUDIENCE = 'bookloom';

export interface TokenUser {
  id: string;
  email: string;
  name: string;
  picture: string | null;
  roles: string[];
}

export interface LoginClaims {
  sub: string;
  sid: string;
  iss: string;
  aud: string;
  iat: number;
  nbf: number;
  exp: number;
  custom: { fhash: string; roles: string[] };
  email: string | null;
  name: string | null;
  picture: string | null;
}

const key = (config: Config) => new TextEncoder().encode(config.JWT_SECRET);

/** A stable, non-reversible id hash the client may use for feature-flag bucketing and logs. */
export function featureHash(userId: string): string {
  return createHash('sha256').update(`bookloom-flags:${userId}`).digest('hex').slice(0, 16);
}

export async function signLoginToken(config: Config, user: TokenUser, sessionId: string, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  return new SignJWT({
    sid: sessionId,
    custom: { fhash: featureHash(user.id), roles: user.roles },
    email: user.email,
    name: user.name || null,
    picture: user.picture,
  })
    .setProtectedHeader({ alg: ALG, typ: TYPE })
    .setSubject(user.id)
    .setIssuer(config.PUBLIC_URL)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setNotBefore(iat)
    .setExpirationTime(iat + LOGIN_TOKEN_TTL_S)
    .sign(key(config));
}

/** The claims of a valid token, or undefined: any doubt means not signed in. */
export async function verifyLoginToken(config: Config, token: string): Promise<LoginClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, key(config), {
      algorithms: [ALG], issuer: config.PUBLIC_URL, audience: AUDIENCE, typ: TYPE, requiredClaims: ['sub', 'sid', 'exp', 'nbf', 'iat'],
    });
    parseId('User', payload.sub);
    parseId('UserRefreshTokenUuid', payload.sid);
    const custom = payload.custom as LoginClaims['custom'] | undefined;
    if (!custom || typeof custom.fhash !== 'string' || !Array.isArray(custom.roles)) return undefined;
    return payload as unknown as LoginClaims;
  } catch {
    return undefined;
  }
}
