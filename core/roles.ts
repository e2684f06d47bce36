// Roles and path permissions (spec §6).
import { isLangCode } from './languages.ts';

export const ROLES = ['admin', 'contentMod', 'freeDemo', 'interactDemo'] as const;

export type Role = (typeof ROLES)[number];

export const ROLE_LABELS = {
  admin: 'Admin',
  contentMod: 'Moderator',
  freeDemo: 'Free Demo',
  interactDemo: 'IF Demo',
} as const satisfies Record<Role, string>;

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/**
 * True when any of the user's roles is one of the required roles. Asking with no required
 * roles is false: "has one of nothing" never holds, so a forgotten argument cannot grant access.
 */
export function hasRole(userRoles: readonly string[] | null | undefined, ...required: Role[]): boolean {
  if (!Array.isArray(userRoles)) return false;
  return userRoles.some((role) => (required as readonly string[]).includes(role));
}

/**
 * Path segments as the router will resolve them: query and hash removed, empty and `.`
 * segments dropped, `..` applied, percent-escapes decoded and case folded. Checking this
 * form means `/Admin`, `//admin` or `/en/../admin` cannot slip past the check.
 */
function segmentsOf(path: string): string[] {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  const out: string[] = [];
  for (const raw of pathname.split('/')) {
    let segment = raw;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      // A malformed escape is kept as written; it cannot equal a protected name anyway.
    }
    segment = segment.toLowerCase();
    if (segment === '' || segment === '.') continue;
    if (segment === '..') out.pop();
    else out.push(segment);
  }
  return out;
}

/**
 * Whether someone may open a path (spec §6). `roles` is null for a signed-out visitor and
 * a (possibly empty) list for a signed-in user.
 */
export function canAccessPath(roles: readonly string[] | null | undefined, path: string): boolean {
  const [first, second] = segmentsOf(path);
  if (first === 'admin') return hasRole(roles, 'admin');
  if (first === 'moderator') return hasRole(roles, 'admin', 'contentMod');
  // The language-less form is only a legacy redirect, but guarding it costs nothing.
  const referencesArea = first === 'my-references' || (isLangCode(first) && second === 'my-references');
  if (referencesArea) return Array.isArray(roles);
  return true;
}

/**
 * Where a visitor who may not open `pathname` is sent instead (spec §6: home, with redirectTo so
 * a login can bring them back), or undefined when they may open it.
 */
export function refusalRedirect(roles: readonly string[] | null | undefined, pathname: string, search = ''): string | undefined {
  if (canAccessPath(roles, pathname)) return undefined;
  const first = pathname.split('/')[1];
  const lang = isLangCode(first) ? first : 'en';
  return `/${lang}/home?redirectTo=${encodeURIComponent(pathname + search)}`;
}
