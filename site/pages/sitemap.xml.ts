// sitemap.xml: every public pre-rendered page in all 17 languages, each with its hreflang
// alternates (and x-default); Discover in every language; then every listed book (at its own
// language's URL) and the pages of the authors who have one. Unlisted and private books are
// never in it. Rendered on demand, so a book appears as soon as it is public.
import type { APIRoute } from 'astro';
import { DEFAULT_LANG, LANGUAGES, LANGUAGE_INFO } from '../../core/languages.ts';
import { sitemapEntries } from '../../api/services/library.ts';
import { database } from '../components/book/book.server.ts';
import { publicOrigin } from '../lib/public-url.ts';
import { bookHref } from '../../core/kinds.ts';

export const prerender = false;

export const PUBLIC_PAGES = ['home', 'ai-for-teachers', 'create-a-homeschool-curriculum', 'clube-de-autores', 'faq', 'terms-of-service', 'privacy-policy', 'create', 'discover'];

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

export const GET: APIRoute = async ({ site, locals }) => {
  const base = new URL(publicOrigin({ site, locals }));
  const url = (path: string) => escape(new URL(path, base).href);
  const pages = PUBLIC_PAGES.flatMap((page) => LANGUAGES.map((lang) => {
    const alternates = LANGUAGES.map((alt) => `    <xhtml:link rel="alternate" hreflang="${LANGUAGE_INFO[alt].bcp47}" href="${url(`/${alt}/${page}`)}"/>`).join('\n');
    return `  <url>\n    <loc>${url(`/${lang}/${page}`)}</loc>\n${alternates}\n    <xhtml:link rel="alternate" hreflang="x-default" href="${url(`/${DEFAULT_LANG}/${page}`)}"/>\n  </url>`;
  }));
  const { books, authors } = await sitemapEntries(database());
  const bookEntries = books.map((b) => `  <url>\n    <loc>${url(bookHref('', b.language, b.slug, b.id))}</loc>\n    <lastmod>${b.updatedAt.slice(0, 10)}</lastmod>\n  </url>`);
  const authorEntries = authors.map((a) => `  <url>\n    <loc>${url(`/${a.language}/${a.slug}`)}</loc>\n  </url>`);
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${[...pages, ...bookEntries, ...authorEntries].join('\n')}\n</urlset>\n`;
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=300' } });
};
