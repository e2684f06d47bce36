// E-mail checks (spec §5).

/** RFC 5321 caps a forward path at 256 octets including angle brackets, leaving 254. */
export const EMAIL_MAX = 254;

/**
 * The spec's deliberately loose rule: some text, @, more text (no spaces in either). The
 * real proof an address works is the login code sent to it, so nothing stricter is checked.
 */
export function isValidEmail(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const email = value.trim();
  return email.length <= EMAIL_MAX && /^\S+@\S+$/.test(email);
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The "two product-owned domains" of spec §5. The spec does not name them; these are the
 * product's own .app and .org domains, so nobody outside the company can register a demo address.
 */
export const DEMO_DOMAINS = ['bookloom.app', 'bookloom.org'] as const;

const DEMO_ACCOUNT = new RegExp(`^demo[1-9]@(${DEMO_DOMAINS.map((d) => d.replaceAll('.', '\\.')).join('|')})$`);

/** True exactly for demo1 … demo9 at the demo domains, in any letter case. */
export function isDemoAccount(email: unknown): boolean {
  return typeof email === 'string' && DEMO_ACCOUNT.test(normalizeEmail(email));
}
