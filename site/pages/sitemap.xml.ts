// sitemap.xml: every public pre-rendered page in all 17 languages, each with its hreflang
// alternates (and x-default). Public books and author pages join it with the library.
import type { APIRoute } from 'astro';
import { DEFAULT_LANG, LANGUAGES, LANGUAGE_INFO } from '../../core/languages.ts';

export const PUBLIC_PAGES = ['home', 'ai-for-teachers', 'create-a-homeschool-curriculum', 'clube-de-autores', 'faq', 'terms-of-service', 'privacy-policy', 'create'];

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export const GET: APIRoute = ({ site }) => {
  const base = site ?? new URL('http://localhost:4321');
  const url = (lang: string, page: string) => escape(new URL(`/${lang}/${page}`, base).href);
  const entries = PUBLIC_PAGES.flatMap((page) => LANGUAGES.map((lang) => {
    const alternates = LANGUAGES.map((alt) => `    <xhtml:link rel="alternate" hreflang="${LANGUAGE_INFO[alt].bcp47}" href="${url(alt, page)}"/>`).join('\n');
    return `  <url>\n    <loc>${url(lang, page)}</loc>\n${alternates}\n    <xhtml:link rel="alternate" hreflang="x-default" href="${url(DEFAULT_LANG, page)}"/>\n  </url>`;
  }));
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
