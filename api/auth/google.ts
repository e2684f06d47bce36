// Google sign-in: the ID token (a credential from Google's implicit flow) verified with jose
// against Google's published keys: issuer, audience = GOOGLE_CLIENT_ID, expiry. The keys' URL is
// a setting (GOOGLE_JWKS_URL), so tests use a local key set.
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Config } from '../config.ts';

const ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export interface GoogleIdentity {
  sub: string;
  email: string;
  name?: string;
  picture?: string;
}

let keySet: { url: string; get: JWTVerifyGetKey } | undefined;

export async function verifyGoogleCredential(config: Config, credential: string): Promise<GoogleIdentity | undefined> {
  if (!config.GOOGLE_CLIENT_ID) return undefined;
  if (keySet?.url !== config.GOOGLE_JWKS_URL) keySet = { url: config.GOOGLE_JWKS_URL, get: createRemoteJWKSet(new URL(config.GOOGLE_JWKS_URL)) };
  try {
    const { payload } = await jwtVerify(credential, keySet.get, { issuer: ISSUERS, audience: config.GOOGLE_CLIENT_ID, algorithms: ['RS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string' || payload.email_verified !== true) return undefined;
    return {
      sub: payload.sub,
      email: payload.email,
      name: typeof payload.name === 'string' ? payload.name : undefined,
      picture: typeof payload.picture === 'string' ? payload.picture : undefined,
    };
  } catch {
    return undefined;
  }
}
