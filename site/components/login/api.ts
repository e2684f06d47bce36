// The login dialog's calls to POST /login (spec §7): JSON with a `method` field, credentials
// 'include' so the session cookies are set. Expected outcomes come back as typed results;
// a reply of an unexpected shape throws 'Unknown createLoginEmailCode response' (spec §8) and a
// network failure rejects with the fetch error, both for the form to show.

export const LOGIN_ENDPOINT = '/login';
export const UNKNOWN_EMAIL_CODE_RESPONSE = 'Unknown createLoginEmailCode response';

/** A code was e-mailed: the code screen asks for `codeLength` digits, valid `expireMin` minutes. */
export interface EmailCodeSent {
  status: 'codeSent';
  id: string;
  email: string;
  codeLength: number;
  expireMin: number;
}

/** The address belongs to a password account: no code was sent, the password screen follows. */
export interface PasswordAccount {
  status: 'passwordAccount';
  email: string;
  /** seconds until the password may be tried again, when wrong passwords locked it */
  retryAfter?: number | undefined;
}

/** Refused before anything was sent: a malformed e-mail (400) or too many requests (429). */
export interface Refused {
  status: 'refused';
  reason: 'invalidEmail' | 'tooManyRequests';
  /** the server's own words (English), for logs */
  message?: string | undefined;
}

export type CreateLoginEmailCodeResult = EmailCodeSent | PasswordAccount | Refused;

export type LoginCredentials =
  | { type: 'emailCode'; id: string; code: string; email: string }
  | { type: 'password'; email: string; password: string }
  | { type: 'google'; credential: string }
  | { type: 'mock'; email: string };

export interface LoginDestinations {
  nextURL: string;
  errorURL: string;
}

/**
 * `reason` is the server's (badLogin, internal, …) or one of the dialog's own: invalidEmail
 * for a 400 about the e-mail, internal for any other reply without a reason.
 */
export type LoginResult = { success: true } | LoginFailure;

/** A failed login; `triesLeft` comes with badCode, `retryAfter` (seconds) with passwordLocked. */
export interface LoginFailure {
  success: false;
  reason: string;
  message?: string | undefined;
  triesLeft?: number | undefined;
  retryAfter?: number | undefined;
}

export type PasswordResetResult = { success: true } | { success: false; reason: string; message?: string | undefined };

interface Reply {
  status: number;
  body: Record<string, unknown> | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function post(body: Record<string, unknown>): Promise<Reply> {
  const response = await fetch(LOGIN_ENDPOINT, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  let parsed: unknown = null;
  try {
    parsed = await response.json();
  } catch {
    parsed = null;
  }
  return { status: response.status, body: isRecord(parsed) ? parsed : null };
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const positiveInteger = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;
const count = (value: unknown): number | undefined => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined);

/** A 400 whose message or field errors are about the e-mail. */
function isEmailProblem(reply: Reply): boolean {
  if (reply.status !== 400 || !reply.body) return false;
  const fields = reply.body.fields;
  return (isRecord(fields) && 'email' in fields) || /e-?mail/i.test(text(reply.body.error) ?? '');
}

/**
 * Step 1 (spec §4): ask for a code for `email`, or learn that it is a password account.
 * `forceCode` e-mails a code to a password account too ('Email me a code instead').
 */
/**
 * Asks for a sign-in code. `resend`: the visitor asked for a new one (a second within a minute is
 * refused); without it, a code sent to the address a moment ago is answered again (the address
 * typed once more after the dialog closed).
 */
export async function createLoginEmailCode(email: string, lang: string, options: { forceCode?: boolean; resend?: boolean } = {}): Promise<CreateLoginEmailCodeResult> {
  const reply = await post({ method: 'createLoginEmailCode', email: email.trim(), lang, ...(options.forceCode ? { forceCode: true } : {}), ...(options.resend ? { resend: true } : {}) });
  const body = reply.body;
  if (reply.status === 429 && body?.success === false && body.reason === 'tooManyRequests') {
    return { status: 'refused', reason: 'tooManyRequests', message: text(body.message) };
  }
  if (isEmailProblem(reply)) return { status: 'refused', reason: 'invalidEmail', message: text(body?.error) };
  if (reply.status >= 200 && reply.status < 300 && body?.success === true) {
    const address = text(body.email);
    if (body.passwordAccount === true && address) {
      const retryAfter = positiveInteger(body.passwordRetryAfter) ? body.passwordRetryAfter : undefined;
      return retryAfter ? { status: 'passwordAccount', email: address, retryAfter } : { status: 'passwordAccount', email: address };
    }
    const id = text(body.id);
    if (id && address && positiveInteger(body.codeLength) && positiveInteger(body.expireMin)) {
      return { status: 'codeSent', id, email: address, codeLength: body.codeLength, expireMin: body.expireMin };
    }
  }
  throw new Error(UNKNOWN_EMAIL_CODE_RESPONSE);
}

/** Signs in: on success the server has set the session cookies. */
export async function loginWith(credentials: LoginCredentials, destinations: LoginDestinations): Promise<LoginResult> {
  const reply = await post({ method: 'login', ...credentials, ...destinations });
  const body = reply.body;
  if (reply.status >= 200 && reply.status < 300 && body?.success === true) return { success: true };
  const reason = text(body?.reason);
  if (reason) {
    const failure: LoginFailure = { success: false, reason, message: text(body?.message) };
    const triesLeft = count(body?.triesLeft);
    const retryAfter = count(body?.retryAfter);
    if (triesLeft !== undefined) failure.triesLeft = triesLeft;
    if (retryAfter !== undefined) failure.retryAfter = retryAfter;
    return failure;
  }
  if (isEmailProblem(reply)) return { success: false, reason: 'invalidEmail', message: text(body?.error) };
  return { success: false, reason: 'internal', message: text(body?.error) };
}

/** Asks for a password-reset link for `email`, e-mailed in `lang`. */
export async function requestPasswordReset(email: string, lang: string): Promise<PasswordResetResult> {
  const reply = await post({ method: 'resetPassword', email: email.trim(), lang });
  const body = reply.body;
  if (reply.status >= 200 && reply.status < 300 && body?.success === true) return { success: true };
  const reason = text(body?.reason) ?? (isEmailProblem(reply) ? 'invalidEmail' : 'internal');
  return { success: false, reason, message: text(body?.message) ?? text(body?.error) };
}

export type SetPasswordResult = { success: true } | { success: false; reason: string };

/** Sets a new password with the token from the e-mailed reset link. */
export async function setNewPassword(token: string, password: string): Promise<SetPasswordResult> {
  const reply = await post({ method: 'resetPassword', token, password });
  const body = reply.body as { success?: unknown; reason?: unknown } | null;
  if (body?.success === true) return { success: true };
  return { success: false, reason: typeof body?.reason === 'string' ? body.reason : 'internal' };
}
