// Where a sign-in may send the browser afterwards (`next`, `nextURL`, `redirectTo`): only a path
// on this site. The one place that knows the rule; the login route (api/auth/login.ts) and the
// browser (the login dialog, the header reading ?next=) both call it. Pure, no DOM.
//
// The value is resolved with the URL parser against the site's origin, so the parser decides what
// a browser would do with it (`/\evil.example` is `//evil.example` to a browser, so to the
// parser too); the result must keep that origin, and only its path, query and fragment are
// returned. On top, anything a later decoding step could turn into another site is refused:
// control characters or backslashes (raw anywhere; percent-encoded, at any depth, in the path),
// and a path that starts with two slashes after decoding.

/** Longer values are refused (the login route's nextURL field allows 2000 characters). */
export const NEXT_URL_MAX = 2000;

const BASE = 'https://same-origin.invalid';
// C0 controls, DEL, C1 controls and backslash; tabs and newlines are stripped silently by the
// URL parser, which is exactly how `/%09/evil.example` style tricks start
// eslint-disable-next-line no-control-regex
const UNSAFE_CHAR = /[\u0000-\u001f\u007f-\u009f\\]/;

/** Every form the value takes when decoded again and again (a few rounds, then it must be stable). */
function decodings(value: string): string[] | null {
  const forms = [value];
  let current = value;
  for (let round = 0; round < 4; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      // a stray % that is not an escape: nothing more can be decoded from it
      return forms;
    }
    if (decoded === current) return forms;
    forms.push(decoded);
    current = decoded;
  }
  // still changing after four rounds: nobody links like that
  return null;
}

/**
 * The same-origin path (pathname + search + hash) `value` stands for, or null when it is not
 * one. `origin` is this site's origin (or any URL on it); without it, only relative paths pass.
 */
export function safeNextPath(value: unknown, origin: string = BASE): string | null {
  if (typeof value !== 'string' || value === '' || value.length > NEXT_URL_MAX) return null;
  if (UNSAFE_CHAR.test(value)) return null;
  let site: URL;
  let url: URL;
  try {
    site = new URL(origin);
    url = new URL(value, site.origin);
  } catch {
    return null;
  }
  if (url.origin !== site.origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  if (url.username || url.password) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // the path, decoded as often as something might: no control characters or backslashes, and
  // not two slashes first (`/.//evil.example` parses to the path `//evil.example`, another host
  // as a link). The query and fragment only carry data, so an encoded `%5C` there is fine.
  const paths = decodings(url.pathname);
  if (!paths || paths.some((form) => UNSAFE_CHAR.test(form) || /^[/\\]{2}/.test(form))) return null;
  return path.startsWith('/') ? path : null;
}

/** `value` as a same-origin path, else `fallback` (itself checked; '/' when it fails too). */
export function nextPathOr(value: unknown, fallback: string, origin?: string): string {
  return safeNextPath(value, origin) ?? safeNextPath(fallback, origin) ?? '/';
}
