// Guards for on-demand pages (spec §6): /admin admin only, /moderator admin or contentMod,
// the signed-in pages (my-references, my-books, my-page, user-collection) any signed-in user
// (a guest gets the login dialog with the page as the way back), decided from the user the server's auth plugin put in
// locals. The Fastify site plugin applies the same rule (core/roles.ts) before any page or file
// is looked up; this keeps Astro's own server (astro dev) just as strict. A deleted book's pages
// are rendered as the 410 page (site/lib/deleted-books.ts).
import { defineMiddleware } from 'astro:middleware';
import type { APIContext, MiddlewareNext } from 'astro';
import { LANG_STORAGE_KEY } from '../core/languages.ts';
import { refusalRedirect } from '../core/roles.ts';
import { deletedBookPage } from './lib/deleted-books.ts';

export const onRequest = defineMiddleware(async (context, next) => {
  if (context.isPrerendered) return next();
  const response = await route(context, next);
  // a signed-in visitor's page carries them (the header's user menu): never one for a shared cache
  const redirect = response.status >= 300 && response.status < 400;
  if (context.locals.user && !redirect && !/\b(?:private|no-store)\b/.test(response.headers.get('cache-control') ?? '')) {
    response.headers.set('cache-control', 'private, no-cache');
  }
  return response;
});

async function route(context: APIContext, next: MiddlewareNext): Promise<Response> {
  const user = context.locals.user ?? null;
  const target = refusalRedirect(user ? user.roles : null, context.url.pathname, context.url.search, context.cookies.get(LANG_STORAGE_KEY)?.value);
  if (target) return context.redirect(target, 302);
  const goneLang = await deletedBookPage(context.url.pathname);
  if (goneLang) {
    context.locals.bookDeleted = true;
    return context.rewrite(`/${goneLang}/book-deleted`);
  }
  // a storybook's pages share the book address scheme (/{lang}/v/{name}/{id}[/{part}], spec §2):
  // its reader, about and printable pages live in their own routes (v-storybook/…), which decide
  // what a part is (a page number, about, export) and answer 404 for anything else
  const story = STORYBOOK_PATH.exec(context.url.pathname);
  if (story) {
    const [, lang, name, id, part] = story;
    context.locals.storybookRewrite = true;
    return context.rewrite(`/${lang}/v-storybook/${name}/${id}${part === undefined ? '' : `/${part}`}${context.url.search}`);
  }
  return next();
}

const STORYBOOK_PATH = /^\/([a-z]{2})\/v\/([^/]+)\/(a3[0-9a-f]{6}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\/([^/]+))?$/i;
