// Serves the Astro site from one process: pre-rendered pages and hashed island bundles as files
// (dist/client), everything else through Astro's SSR handler (@astrojs/node, middleware mode),
// which renders on-demand routes and the not-found page with status 404.
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEFAULT_LANG, isLangCode, parseAcceptLanguage, pickLanguage } from '../../core/languages.ts';
import { refusalRedirect } from '../../core/roles.ts';
import { recordRead } from '../services/library.ts';
import { announcementHtml, currentAnnouncement, injectAnnouncement } from '../services/announcement.ts';
import { ROOT_DIR } from '../config.ts';
import { compressResponse } from '../lib/compression.ts';
import { pageCache, sendCachedPage } from '../lib/page-cache.ts';
import { NON_PAGE_CSP, prerenderedPolicies, securityHeaders } from './security.ts';

type AstroHandler = (req: IncomingMessage, res: ServerResponse, next?: (err?: unknown) => void, locals?: object) => Promise<void>;

export const DIST_DIR = path.join(ROOT_DIR, 'dist');
/** Cookie mirror of the language the visitor chose (local storage is not sent to the server). */
export const LANG_COOKIE = 'bookloom.lang';

/**
 * Language-less paths of spec §2 that redirect to the visitor's language. `/` goes to the home
 * page; the others keep their path under the language prefix.
 */
const LEGACY_PATHS = [
  /^\/$/,
  /^\/(ai-for-teachers|create-a-homeschool-curriculum|clube-de-autores|terms-of-service|privacy-policy|faq|discover|my-page|create|my-references)$/,
  /^\/(search|my-books)(\/[^/]+)?$/,
  /^\/login(\/(success|reset))?$/,
  /^\/v\/[^/]+\/[^/]+(\/[^/]+)?$/,
  /^\/@[A-Za-z0-9.-]+$/,
];

/** Public share URLs (spec §2): /{userSlug}/v/{bookSlug}/{id} (and a worksheet's w/, a recipe's r/,
 * a worksheet group's and a cookbook's pages) → the reader's language version. */
const SHARE_PATH = /^\/@[A-Za-z0-9.-]+(\/(?:v|w|r)\/[^/]+\/[^/]+)$|^\/@[A-Za-z0-9.-]+(\/(?:worksheets|cookbooks)\/[^/]+)$/;

/** The language the visitor chose (the cookie mirror), if any. */
export function storedLanguage(cookieHeader: string | undefined) {
  const stored = /(?:^|;\s*)bookloom\.lang=([a-z]{2})/.exec(cookieHeader ?? '')?.[1];
  return stored && isLangCode(stored) ? stored : undefined;
}

export function visitorLanguage(cookieHeader: string | undefined, acceptLanguage: string | undefined) {
  return storedLanguage(cookieHeader) ?? pickLanguage(...parseAcceptLanguage(acceptLanguage ?? ''));
}

export const sitePlugin = fp(async (app) => {
  const entry = path.join(DIST_DIR, 'server', 'entry.mjs');
  if (!existsSync(entry)) {
    throw new Error(`The site is not built (${path.relative(ROOT_DIR, entry)} is missing): run npm run build`);
  }
  const { handler } = (await import(pathToFileURL(entry).href)) as { handler: AstroHandler };

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const [pathname, query] = request.url.split('?', 2) as [string, string | undefined];
    const share = SHARE_PATH.exec(pathname);
    if (share) {
      const lang = visitorLanguage(request.headers.cookie, request.headers['accept-language']);
      reply.header('vary', 'accept-language, cookie');
      return reply.redirect(`/${lang}${share[1] ?? share[2]}${query ? `?${query}` : ''}`, 302);
    }
    const langRoot = /^\/([a-z]{2})$/.exec(pathname)?.[1];
    if (langRoot && isLangCode(langRoot)) return reply.redirect(`/${langRoot}/home${query ? `?${query}` : ''}`, 302);
    if (!LEGACY_PATHS.some((re) => re.test(pathname))) return;
    const lang = visitorLanguage(request.headers.cookie, request.headers['accept-language']);
    const target = `/${lang}${pathname === '/' ? '/home' : pathname}${query ? `?${query}` : ''}`;
    reply.header('vary', 'accept-language, cookie');
    return reply.redirect(target, 302);
  });

  // the same guard as site/middleware.ts, before any file or page is looked up, so a guarded
  // path is refused even where no page exists (yet) to run Astro's middleware
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const [pathname, query] = request.url.split('?', 2) as [string, string | undefined];
    const target = refusalRedirect(request.user ? request.user.roles : null, pathname, query ? `?${query}` : '', storedLanguage(request.headers.cookie));
    if (target) return reply.redirect(target, 302);
  });

  await app.register(fastifyStatic, {
    root: path.join(DIST_DIR, 'client'),
    prefix: '/',
    wildcard: true,
    index: false,
    redirect: false,
    extensions: ['html'],
    cacheControl: false,
    // the build's .br/.gz copies (site/integrations/precompress.ts), chosen by Accept-Encoding
    preCompressed: true,
    // @fastify/static 10 passes the Fastify reply here
    setHeaders: (reply: { header: (name: string, value: string) => unknown }, filePath: string) => {
      const hashed = filePath.includes(`${path.sep}_astro${path.sep}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
    },
  });

  // pre-rendered pages by their public path (/en/login → en/login.html), found once at start:
  // a folder of the same name (en/login/) would otherwise shadow the page
  const pages = prerenderedPages(path.join(DIST_DIR, 'client'));
  const cache = pageCache();
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const pathname = request.url.split('?', 1)[0]!;
    if (!pages.has(pathname)) return;
    // the site announcement goes into the page as it is sent (no rebuild); such a page has no
    // validator, so a copy cached before the announcement is never revalidated as current
    const banner = announcementHtml(await currentAnnouncement(app.knex), pathname.split('/')[1] ?? '');
    // from memory with its compressed copies and an ETag; a range request goes to the file
    if (!banner && request.headers.range) return reply.sendFile(`${pathname.slice(1)}.html`);
    if (!banner) return sendCachedPage(request, reply, await cache.get(path.join(DIST_DIR, 'client', `${pathname.slice(1)}.html`)), 'public, max-age=0, must-revalidate');
    const html = await readFile(path.join(DIST_DIR, 'client', `${pathname.slice(1)}.html`), 'utf8');
    return reply.header('cache-control', 'public, max-age=0, must-revalidate').type('text/html; charset=utf-8').send(injectAnnouncement(html, banner));
  });

  // the pre-rendered 404/500 pages are Astro's; never serve them as if they were found
  app.addHook('onRequest', async (request, reply) => {
    if (/^\/(404|500)(\.html)?$/.test(request.url.split('?')[0]!)) return reply.callNotFound();
  });

  // the pre-rendered 404 page goes out through Astro without its CSP: add it (on-demand pages set their own)
  const headers = { ...securityHeaders(app.config.isProduction), 'content-security-policy': prerenderedPolicies().get('/404') ?? NON_PAGE_CSP };
  app.setNotFoundHandler(async (request, reply) => {
    reply.hijack();
    for (const [name, value] of Object.entries(headers)) reply.raw.setHeader(name, value);
    const announcement = await currentAnnouncement(app.knex);
    const locals = {
      user: request.user,
      lang: DEFAULT_LANG,
      production: app.config.isProduction,
      config: app.config,
      publicUrl: app.config.PUBLIC_URL,
      announcement: (lang: string) => announcementHtml(announcement, lang),
      countRead: (book: { id: string; userId: string }) => recordRead(app.knex, app.config.JWT_SECRET, book, {
        userId: request.user?.id, ip: request.ip, userAgent: request.headers['user-agent'],
      }),
    };
    // Astro writes to the raw response, past @fastify/compress: compress it here
    compressResponse(request.raw, reply.raw);
    await handler(request.raw, reply.raw, undefined, locals);
  });
}, { name: 'site' });

function prerenderedPages(clientDir: string): Set<string> {
  const found = new Set<string>();
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (entry.name !== '_astro') walk(path.join(dir, entry.name), `${prefix}/${entry.name}`);
      } else if (entry.name.endsWith('.html') && !/^(404|500)\.html$/.test(entry.name)) {
        found.add(`${prefix}/${entry.name.slice(0, -'.html'.length)}`);
      }
    }
  };
  walk(clientDir, '');
  return found;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** the signed-in user, set by the auth plugin; null for guests */
    user: { id: string; email: string; name: string; picture: string | null; roles: string[] } | null;
  }
}
