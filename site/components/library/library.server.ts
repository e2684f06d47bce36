// Server-only helpers of the library pages (Discover, search, author pages, collections): the
// island strings, the filter options, a search read from the URL, and JSON-LD.
import type { AstroGlobal } from 'astro';
import { LANGUAGES, LANGUAGE_INFO, type LangCode } from '../../../core/languages.ts';
import { AppError } from '../../../api/errors.ts';
import {
  BOOK_TYPES, cachedSearch, cachedSubjectCounts, libraryQueryFromParams, parseLibraryQuery, type LibraryBook, type LibraryQuery,
} from '../../../api/services/library.ts';
import { DEFAULT_READING_LEVELS } from '../../../api/services/textbooks/configs.ts';
import { islandResources } from '../../lib/i18n.ts';
import { database } from '../book/book.server.ts';
import type { LibraryBrowserProps } from './LibraryBrowser.tsx';
import { bookHref, paramsFromSearch, type LibraryParams } from './model.ts';

/** The strings of the library islands and grids. */
export const libraryResources = (lang: LangCode) => islandResources(lang, {
  common: ['ui', 'errors', 'subjects', 'languageNames'],
  library: [],
  create: ['readingLevels'],
});

export const languageOptions = () => LANGUAGES.map((code) => ({ code, name: LANGUAGE_INFO[code].nativeName }));

export interface LibrarySearchResult {
  props: Omit<LibraryBrowserProps, 'heading'>;
  /** the first page's books: rendered as the island's static children (ResultsGrid), not props */
  books: LibraryBook[];
  query: LibraryQuery;
  /** the message of a malformed URL (the page then answers 400 and shows the whole library) */
  error: string | null;
}

/**
 * The search in the page's URL, run: the browser island's props. A malformed parameter is not a
 * server error: the page shows what was wrong, with status 400, and the unfiltered library.
 */
export async function librarySearch(astro: AstroGlobal, lang: LangCode, basePath: string): Promise<LibrarySearchResult> {
  let query: LibraryQuery;
  let error: string | null = null;
  let params: LibraryParams = paramsFromSearch(astro.url.searchParams);
  try {
    query = libraryQueryFromParams(astro.url.searchParams);
  } catch (failure) {
    if (!(failure instanceof AppError)) throw failure;
    error = failure.message;
    query = parseLibraryQuery({});
    params = paramsFromSearch(new URLSearchParams());
    astro.response.status = 400;
  }
  const knex = database();
  // an older link's wording (subject=Biologie) stands for its code from here on
  params = { ...params, subject: query.subject ?? '' };
  const [page, subjects] = await Promise.all([cachedSearch(knex, query), cachedSubjectCounts(knex, query.language)]);
  const { books, ...rest } = page;
  return {
    query,
    error,
    books,
    props: {
      lang,
      resources: libraryResources(lang),
      basePath,
      params,
      offset: query.offset,
      page: { ...rest, correctedQuery: rest.correctedQuery ?? null, count: books.length },
      subjects,
      levels: DEFAULT_READING_LEVELS,
      types: [...BOOK_TYPES],
      languages: languageOptions(),
    },
  };
}


/** schema.org ItemList of the books on a listing page. */
export function itemListJsonLd(origin: string, lang: string, books: Pick<LibraryBook, 'id' | 'slug' | 'title'>[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: books.map((book, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: new URL(bookHref(lang, book), origin).href,
      name: book.title,
    })),
  };
}
