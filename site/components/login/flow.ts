// The login dialog's steps and rules (spec §4, §5), free of React so they are easy to test.
import { isValidEmail } from '../../../core/email.ts';
import { safeNextPath } from '../../../core/next-url.ts';
import { withoutLoginFlag } from './urls.ts';

export type LoginMode = 'login' | 'signUp';

export type Step =
  | { name: 'start' }
  | { name: 'code'; id: string; email: string; codeLength: number; expireMin: number; forced?: boolean | undefined }
  | { name: 'password'; email: string; lockedUntil?: number | undefined }
  | { name: 'mock' };

/** Failures shown in the dialog (the UI kit's form error); every other reason goes to the error URL. */
export const INLINE_REASONS: ReadonlySet<string> = new Set(['invalidEmail', 'tooManyRequests']);

/**
 * Failures the screen that asked handles itself (issue 10): a wrong or used-up code keeps the
 * code screen, a locked password keeps the password screen; the error URL would lose both.
 */
export const SCREEN_REASONS: ReadonlySet<string> = new Set(['badCode', 'codeExpired', 'passwordLocked']);

/** A login failure the screen handles, with what the server said about it. */
export class ScreenFailure extends Error {
  readonly reason: string;
  readonly triesLeft: number | undefined;
  readonly retryAfter: number | undefined;
  constructor(message: string, reason: string, triesLeft?: number, retryAfter?: number) {
    super(message);
    this.name = 'ScreenFailure';
    this.reason = reason;
    this.triesLeft = triesLeft;
    this.retryAfter = retryAfter;
  }
}

/** The words for a wrong code: the tries left, or that the code is used up or expired. */
export function codeFailureKey(reason: string, triesLeft: number | undefined): { key: string; values: Record<string, unknown> } {
  if (reason === 'codeExpired') return { key: 'errors.codeExpired', values: {} };
  if (!triesLeft) return { key: 'errors.codeUsedUp', values: {} };
  return { key: 'errors.badCode', values: { triesLeft } };
}

/** The login reasons with a banner (spec §8) and its tone; an unknown reason shows nothing. */
export const REASON_TONES = {
  internal: 'error', badLogin: 'error', resetPasswordInvalid: 'error', resetExpired: 'error',
  resetSuccess: 'success', loggedOut: 'info',
} as const;
export type KnownReason = keyof typeof REASON_TONES;

export function isKnownReason(value: unknown): value is KnownReason {
  return typeof value === 'string' && Object.hasOwn(REASON_TONES, value);
}

/** Step 1 submits only a valid e-mail: text, @, text (spec §5). */
export function canSubmitEmail(email: string): boolean {
  return isValidEmail(email);
}

// The zero of each digit set our languages' keyboards type: Arabic-Indic (ar), Extended
// Arabic-Indic (ur), Devanagari (hi), Bengali (bn) and full-width (ja, ch, ko input methods).
const DIGIT_ZEROS = [0x0660, 0x06f0, 0x0966, 0x09e6, 0xff10];

function asciiDigit(char: string): string {
  const point = char.codePointAt(0) ?? 0;
  const zero = DIGIT_ZEROS.find((start) => point >= start && point < start + 10);
  return zero === undefined ? char : String(point - zero);
}

/**
 * The code field keeps digits only, at most `length` of them (spec §5); digits typed in
 * another script count as the same ASCII digits.
 */
export function codeDigits(value: string, length: number): string {
  return value.replace(/\p{Nd}/gu, asciiDigit).replace(/\D+/g, '').slice(0, Math.max(0, length));
}

/** The code submit is enabled once the digit count reaches the server's code length (spec §5). */
export function canSubmitCode(code: string, length: number): boolean {
  return length > 0 && /^\d*$/.test(code) && code.length === length;
}

/**
 * Where a successful login goes (spec §2): the page's next URL, the navigation's, or this page,
 * as a path on this site. A next that is not one (core/next-url.ts) is passed over.
 */
export function nextDestination(nextURL: string | null | undefined, storeNext: string | null | undefined, href: string): string {
  const here = sitePath(withoutLoginFlag(href));
  // the login page is the home page with the dialog open: signed in, the home page itself
  const loginPage = /^\/([a-z]{2})\/login(?:[?#]|$)/.exec(here);
  return safeNextPath(nextURL) ?? safeNextPath(storeNext) ?? (loginPage ? `/${loginPage[1]}/home` : here);
}

/** This page's href as a path (the login route takes paths only). */
export function sitePath(href: string): string {
  const origin = typeof location === 'undefined' ? undefined : location.origin;
  return safeNextPath(href, origin ?? (URL.canParse(href) ? href : undefined)) ?? '/';
}
