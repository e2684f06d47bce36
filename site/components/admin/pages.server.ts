// Server-only helpers for the admin and moderator pages (SSR frontmatter; never bundled for the
// browser): the role check, the language, the database, and the strings islands get.
import type { AstroGlobal } from 'astro';
import type { Knex } from 'knex';
import { Model } from 'objection';
import { DEFAULT_LANG, isLangCode, LANGUAGE_INFO, LANG_STORAGE_KEY, type LangCode } from '../../../core/languages.ts';
import { hasRole, refusalRedirect, type Role } from '../../../core/roles.ts';
import { islandResources } from '../../lib/i18n.ts';

/**
 * The role check of spec §6, made again by the page itself: the middleware already redirects
 * unauthorised visitors, but a page that reads the database must not depend on a file elsewhere
 * staying right. Returns the redirect to send, or undefined when the user may see the page.
 */
export function guard(astro: AstroGlobal, ...roles: [Role, ...Role[]]): Response | undefined {
  const user = astro.locals.user ?? null;
  if (user && hasRole(user.roles, ...roles)) return undefined;
  const target = refusalRedirect(user ? user.roles : null, astro.url.pathname, astro.url.search, adminLang(astro));
  return astro.redirect(target ?? `/${DEFAULT_LANG}/home?redirectTo=${encodeURIComponent(astro.url.pathname + astro.url.search)}`, 302);
}

/** These URLs carry no language: the visitor's stored choice (the cookie mirror), else English. */
export function adminLang(astro: AstroGlobal): LangCode {
  const stored = astro.cookies.get(LANG_STORAGE_KEY)?.value;
  return isLangCode(stored) ? stored : DEFAULT_LANG;
}

/** The app's Knex, which the server's db plugin bound to Objection before any page renders. */
export function database(): Knex {
  const knex = Model.knex() as Knex | undefined;
  if (!knex) throw new Error('No database: admin pages render inside the Bookloom server (api/plugins/site.ts)');
  return knex;
}

/** Strings for an admin island: the UI kit's, plus the listed subtrees of the admin namespace. */
export function adminResources(lang: LangCode, ...adminPaths: string[]) {
  return islandResources(lang, { common: ['ui', 'errors'], admin: ['actions', 'server', ...adminPaths] });
}

export function formatDate(value: Date | string | null | undefined, lang: LangCode): string {
  if (value === null || value === undefined) return '';
  return new Intl.DateTimeFormat(LANGUAGE_INFO[lang].bcp47, {
    year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short',
  }).format(new Date(value));
}

export function prettyJson(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

/** A page number from the query string: a whole number from 1, else 1. */
export function pageParam(url: URL): number {
  const page = Number(url.searchParams.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
