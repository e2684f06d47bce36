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
 * Pages for any signed-in user (spec §2's private route, and the my-* pages that show the user's
 * own things), by their segment after the language. A guest is asked to sign in first.
 */
export const SIGNED_IN_PAGES = ['my-references', 'my-books', 'my-page', 'user-collection'] as const;

/** Which guard a path is behind: an area of spec §6, or none. */
export function pathArea(path: string): 'admin' | 'moderator' | 'signedIn' | 'public' {
  const [first, second] = segmentsOf(path);
  if (first === 'admin') return 'admin';
  if (first === 'moderator') return 'moderator';
  // the language-less forms are only legacy redirects, but guarding them costs nothing
  const page = isLangCode(first) ? second : first;
  if ((SIGNED_IN_PAGES as readonly (string | undefined)[]).includes(page)) return 'signedIn';
  return 'public';
}

/**
 * Whether someone may open a path (spec §6). `roles` is null for a signed-out visitor and
 * a (possibly empty) list for a signed-in user.
 */
export function canAccessPath(roles: readonly string[] | null | undefined, path: string): boolean {
  switch (pathArea(path)) {
    case 'admin': return hasRole(roles, 'admin');
    case 'moderator': return hasRole(roles, 'admin', 'contentMod');
    case 'signedIn': return Array.isArray(roles);
    default: return true;
  }
}

/** The query parameter that tells a refused signed-in user which area was closed to them. */
export const DENIED_PARAM = 'denied';
export type DeniedArea = 'admin' | 'moderator';

export function isDeniedArea(value: unknown): value is DeniedArea {
  return value === 'admin' || value === 'moderator';
}

/** The login page (the home page with the login dialog open) that brings the visitor to `next`. */
export function loginPath(lang: string, next: string): string {
  // one leading slash: `//host` or `/\\host` would name another site
  const path = `/${next.replace(/^[/\\]+/, '')}`;
  return `/${lang}/login?next=${encodeURIComponent(path)}`;
}

/**
 * Where a visitor who may not open `pathname` is sent instead, or undefined when they may open
 * it. A guest on a signed-in page gets the login dialog with the page as the way back; a guest on
 * an admin or moderator page goes home with redirectTo (spec §2, §6); a signed-in user without
 * the role goes home with ?denied=admin|moderator, which the header turns into a banner saying
 * why. The language is the path's, else `fallbackLang` (the visitor's stored choice), else en.
 */
export function refusalRedirect(roles: readonly string[] | null | undefined, pathname: string, search = '', fallbackLang?: string): string | undefined {
  if (canAccessPath(roles, pathname)) return undefined;
  const first = pathname.split('/')[1];
  const lang = isLangCode(first) ? first : isLangCode(fallbackLang) ? fallbackLang : 'en';
  const area = pathArea(pathname);
  if (Array.isArray(roles) && isDeniedArea(area)) return `/${lang}/home?${DENIED_PARAM}=${area}`;
  if (area === 'signedIn') return loginPath(lang, pathname + search);
  return `/${lang}/home?redirectTo=${encodeURIComponent(pathname + search)}`;
}
