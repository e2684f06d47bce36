// Passwords: node's scrypt with N = 2^17 (r 8, p 1: 128 MiB, about a tenth of a second), salted
// per password; 8 to 256 characters; the 1000 most common passwords refused.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { dictionary } from '@zxcvbn-ts/language-common';

const PARAMS: ScryptOptions = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 };
const KEY_LENGTH = 32;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;

/** The list is ordered by frequency; its head is the most common passwords. */
const COMMON = new Set((dictionary['passwords-common'] as string[]).slice(0, 1000).map((p) => p.toLowerCase()));

let derivations = 0;
/** How many scrypt derivations this process ran (a sign-in answers in the same work either way). */
export const scryptDerivations = () => derivations;

const derive = (password: string, salt: Buffer) => {
  derivations += 1;
  return new Promise<Buffer>((resolve, reject) => scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, PARAMS, (err, key) => (err ? reject(err) : resolve(key))));
};

/** Why a new password is refused, or undefined when it is acceptable. */
export function passwordProblem(password: unknown): string | undefined {
  if (typeof password !== 'string') return 'A password is required';
  const length = [...password].length;
  if (length < PASSWORD_MIN) return `The password must have at least ${PASSWORD_MIN} characters`;
  if (length > PASSWORD_MAX) return `The password must have at most ${PASSWORD_MAX} characters`;
  if (COMMON.has(password.toLowerCase())) return 'This password is too common';
  return undefined;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, , , , salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key || password.length > PASSWORD_MAX * 4) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * A wrong password for an address without one (no account, a code-only account) costs the same
 * scrypt as for a real one: the answer's time says nothing about which addresses exist.
 */
const DUMMY_SALT = randomBytes(16);
export async function verifyAgainstNothing(password: string): Promise<false> {
  if (password.length <= PASSWORD_MAX * 4) await derive(password, DUMMY_SALT);
  return false;
}
