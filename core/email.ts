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

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * One address per person for the signup grant (issue 15): lower case, the `+tag` dropped, and
 * for Gmail the dots too (googlemail.com is gmail.com), since those all reach the same inbox.
 * db/migrations/20261123_0015_payments.ts applies the same rule in SQL to existing accounts.
 */
export function canonicalEmail(email: string): string {
  const address = normalizeEmail(email);
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at).split('+')[0]!;
  let domain = address.slice(at + 1);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replace(/\./g, '');
    domain = 'gmail.com';
  }
  return `${local || address.slice(0, at)}@${domain}`;
}
