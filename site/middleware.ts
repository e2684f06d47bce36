// Guards for on-demand pages (spec §6): /admin admin only, /moderator admin or contentMod,
// /{lang}/my-references any signed-in user. The server decides, from the user the auth plugin
// put in locals; hiding links in the UI is only a courtesy. Unauthorised visitors go home, with
// redirectTo so a login can bring them back.
import { defineMiddleware } from 'astro:middleware';
import { canAccessPath } from '../core/roles.ts';
import { DEFAULT_LANG, isLangCode } from '../core/languages.ts';

export const onRequest = defineMiddleware((context, next) => {
  if (context.isPrerendered) return next();
  const path = context.url.pathname;
  const user = context.locals.user ?? null;
  if (canAccessPath(user ? user.roles : null, path)) return next();
  const first = path.split('/')[1];
  const lang = isLangCode(first) ? first : DEFAULT_LANG;
  const target = `/${lang}/home?redirectTo=${encodeURIComponent(path + context.url.search)}`;
  return context.redirect(target, 302);
});
