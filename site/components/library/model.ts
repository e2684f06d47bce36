// What the library's islands and pages share: the book as the browser sees it, the URL
// parameters of a search (q, type, lang, level, subject, sort) and the links of the library.
import type { LibraryPageView } from './api.ts';
import { bookHref as kindHref } from '../../../core/kinds.ts';

/** A book as the library lists it: the schema's LibraryBook as the search query asks for it
 * (site/components/library/api.ts). The server's rows (api/services/library.ts) fit it, so pages
 * rendered on the server and pages fetched by the island hold one shape. */
export type LibraryBookView = LibraryPageView['books'][number];

/** The shareable form of a search: what the URL holds. Empty means "any". */
export interface LibraryParams {
  q: string;
  type: string;
  lang: string;
  level: string;
  subject: string;
  sort: string;
}

export const PARAM_NAMES = ['q', 'type', 'lang', 'level', 'subject', 'sort'] as const;

export function paramsFromSearch(search: URLSearchParams): LibraryParams {
  const get = (name: string) => (search.get(name) ?? '').trim();
  return { q: get('q'), type: get('type'), lang: get('lang'), level: get('level'), subject: get('subject'), sort: get('sort') };
}

export function searchFromParams(params: LibraryParams, offset = 0): string {
  const search = new URLSearchParams();
  for (const name of PARAM_NAMES) if (params[name]) search.set(name, params[name]);
  if (offset) search.set('offset', String(offset));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const hasFilters = (p: LibraryParams) => Boolean(p.type || p.lang || p.level || p.subject);

export const bookHref = (lang: string, book: Pick<LibraryBookView, 'slug' | 'id'>) => kindHref('', lang, book.slug, book.id);
export const authorHref = (lang: string, slug: string) => `/${lang}/${slug}`;
export const collectionHref = (lang: string, slug: string) => `/${lang}/collection-${slug}`;

/** Reading levels as stored → their key in create.readingLevels (one definition: site/lib/enum-labels.ts). */
export { readingLevelKey } from '../../lib/enum-labels.ts';

/** Splits a snippet at its match marks (U+0002 … U+0003) into plain and marked parts. */
export function snippetParts(snippet: string): { text: string; mark: boolean }[] {
  const parts: { text: string; mark: boolean }[] = [];
  const re = /\u0002([^\u0003]*)\u0003/g;
  let last = 0;
  for (const match of snippet.matchAll(re)) {
    if (match.index > last) parts.push({ text: snippet.slice(last, match.index), mark: false });
    parts.push({ text: match[1]!, mark: true });
    last = match.index + match[0].length;
  }
  if (last < snippet.length) parts.push({ text: snippet.slice(last).replace(/[\u0002\u0003]/g, ''), mark: false });
  return parts;
}

/** How many soft colours a cover still waiting for its picture may take (library.css .cover-pending). */
export const COVER_TONES = 6;

/** A book's cover colour while its picture is not drawn yet: the same for a book everywhere. */
export function coverTone(id: string): number {
  let hash = 0;
  for (const ch of id) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return hash % COVER_TONES;
}

/** How a card at this index in a grid that opens the page loads its cover: the first row is at
 * most three cards wide (library.css); the first cover is the page's largest paint. */
export const firstRow = (index: number): 'lead' | 'row' | undefined => (index === 0 ? 'lead' : index < 3 ? 'row' : undefined);
