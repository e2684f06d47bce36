// Where the login dialog sends the browser (spec §2, §4): after success to the next URL (by
// default the current page), after a failure back to the current page with the login flag and
// the reason, so the dialog opens again above the reason's banner. Pure: hrefs in, hrefs out;
// a relative href stays relative, an absolute one absolute.

/** The query parameter that opens the login dialog on page load (spec §2). */
export const LOGIN_FLAG = 'login';
/** The query parameter naming why the last login failed (spec §8). */
export const REASON_PARAM = 'reason';

const BASE = 'http://relative.invalid';

function edit(href: string, change: (params: URLSearchParams) => void): string {
  const absolute = URL.canParse(href);
  const url = new URL(href, BASE);
  change(url.searchParams);
  return absolute ? url.href : `${url.pathname}${url.search}${url.hash}`;
}

/** The page with the login flag set to 1 and, when given, the reason (replacing older ones). */
export function withLoginFlag(href: string, reason?: string): string {
  return edit(href, (params) => {
    params.set(LOGIN_FLAG, '1');
    if (reason === undefined || reason === '') params.delete(REASON_PARAM);
    else params.set(REASON_PARAM, reason);
  });
}

/** Where a failed login goes: the current page with ?login=1&reason=<reason>. */
export function loginErrorURL(href: string, reason: string): string {
  return withLoginFlag(href, reason);
}

/** The page without the login flag and reason, so arriving there does not reopen the dialog. */
export function withoutLoginFlag(href: string): string {
  return edit(href, (params) => {
    params.delete(LOGIN_FLAG);
    params.delete(REASON_PARAM);
  });
}

/** Whether the page was opened with the login flag (?login=1). */
export function hasLoginFlag(search: string): boolean {
  return new URLSearchParams(search).get(LOGIN_FLAG) === '1';
}
