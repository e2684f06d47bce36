// The site announcement (global config `site.announcement`, edited at /admin/global-configs): a
// banner on every page. Its value is null (no banner), a string (every language), or texts per
// language ({"en": "…", "pt": "…"}; a language without its own text shows the English one, and
// none when there is no English either). The value is checked when an admin saves it.
//
// Every page reads it, so it is cached in memory; saving, creating or deleting the config in this
// process ends the cache at once, and another process catches up within CACHE_MS. The server puts
// the banner into pre-rendered pages as it sends them (api/plugins/site.ts) and on-demand pages
// render it through Astro.locals (site/layouts/Base.astro): no rebuild when it changes. The text
// is escaped; a small inline script lets a reader dismiss it, remembered per announcement.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import { DEFAULT_LANG, isLangCode, LANGUAGES } from '../../core/languages.ts';
import { ROOT_DIR } from '../config.ts';
import { AppError } from '../errors.ts';
import { DISMISS_SCRIPT } from '../../core/inline-scripts.ts';

export const ANNOUNCEMENT_KEY = 'site.announcement';
export const ANNOUNCEMENT_MAX = 500;
/** How long another process may show an announcement after it changed. */
export const CACHE_MS = 30_000;
export { DISMISSED_KEY } from '../../core/inline-scripts.ts';

export type Announcement = null | string | Partial<Record<string, string>>;

const FORM_INVALID = 'Errors prevented this form from being saved';
const SHAPE = `must be null, a text, or texts per language like {"en": "…", "pt": "…"} (at most ${ANNOUNCEMENT_MAX} characters each)`;

/** Checks a value for `site.announcement`; a bad one is a field error on `value`. Blank texts count as none. */
export function parseAnnouncement(value: unknown): Announcement {
  const bad = (message = SHAPE) => AppError.badInput(FORM_INVALID, { value: message });
  const text = (item: unknown): string => {
    if (typeof item !== 'string') throw bad();
    const trimmed = item.trim();
    if (trimmed.length > ANNOUNCEMENT_MAX) throw bad(`is too long (at most ${ANNOUNCEMENT_MAX} characters)`);
    return trimmed;
  };
  if (value === null) return null;
  if (typeof value === 'string') return text(value) || null;
  if (typeof value !== 'object' || Array.isArray(value)) throw bad();
  const texts: Record<string, string> = {};
  for (const [lang, item] of Object.entries(value)) {
    if (!isLangCode(lang)) throw bad(`has an unknown language "${lang}": use ${LANGUAGES.join(', ')}`);
    const t = text(item);
    if (t) texts[lang] = t;
  }
  return Object.keys(texts).length ? texts : null;
}

/** The text for a page language: its own, else English, else none. */
export function announcementText(announcement: Announcement, lang: string): string | null {
  if (!announcement) return null;
  if (typeof announcement === 'string') return announcement;
  return announcement[lang] ?? announcement[DEFAULT_LANG] ?? null;
}

/** Changes whenever the announcement does, so a dismissed one stays dismissed and a new one shows. */
export function announcementId(announcement: Announcement): string {
  return createHash('sha256').update(JSON.stringify(announcement)).digest('hex').slice(0, 12);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const labels = new Map<string, { label: string; dismiss: string }>();
function labelsFor(lang: string): { label: string; dismiss: string } {
  const code = isLangCode(lang) ? lang : DEFAULT_LANG;
  let found = labels.get(code);
  if (!found) {
    const common = JSON.parse(readFileSync(path.join(ROOT_DIR, 'content', 'locales', code, 'common.json'), 'utf8'));
    found = { label: common.announcement.label, dismiss: common.announcement.dismiss };
    labels.set(code, found);
  }
  return found;
}

// runs right after the banner is parsed, so a dismissed banner never shows; without JavaScript the
// banner stays (and its close button stays hidden). Its hash is in every page's CSP (site/lib/csp.ts).

/** The banner for a page language as HTML, or '' when there is nothing to announce. */
export function announcementHtml(announcement: Announcement, lang: string): string {
  const text = announcementText(announcement, lang);
  if (!text) return '';
  const { label, dismiss } = labelsFor(lang);
  return `<div class="site-announcement" id="site-announcement" role="region" aria-label="${escapeHtml(label)}" data-announcement="${announcementId(announcement)}">`
    + `<p class="site-announcement-text">${escapeHtml(text)}</p>`
    + `<button type="button" class="site-announcement-close" aria-label="${escapeHtml(dismiss)}" title="${escapeHtml(dismiss)}" hidden>×</button>`
    + `</div><script>${DISMISS_SCRIPT}</script>`;
}

/** A page's HTML with the banner after the opening <body> (and its skip link). */
export function injectAnnouncement(html: string, banner: string): string {
  if (!banner) return html;
  const body = /<body[^>]*>\s*(?:<a class="skip-link"[^>]*>[^<]*<\/a>)?/.exec(html);
  if (!body) return html;
  const at = body.index + body[0].length;
  return html.slice(0, at) + banner + html.slice(at);
}

let cache = new WeakMap<Knex, { value: Announcement; expires: number }>();

/** The current announcement (cached; see CACHE_MS). A malformed stored value shows nothing. */
export async function currentAnnouncement(knex: Knex, now = Date.now()): Promise<Announcement> {
  const hit = cache.get(knex);
  if (hit && hit.expires > now) return hit.value;
  const row = await knex('global_configs').where({ key: ANNOUNCEMENT_KEY }).first('value');
  let value: Announcement = null;
  try {
    value = row ? parseAnnouncement(row.value) : null;
  } catch {
    value = null;
  }
  cache.set(knex, { value, expires: now + CACHE_MS });
  return value;
}

/** Ends the cache (an admin saved or deleted the config). */
export function forgetAnnouncement(): void {
  cache = new WeakMap();
}
