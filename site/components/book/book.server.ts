// Server-only helpers for the textbook reader and My Books (SSR frontmatter; never bundled for the
// browser): the database, who may read a book (api/services/textbooks/books.ts readableBook),
// the canonical slug redirect, the 404 answer and the URLs of a book.
import type { TFunction } from 'i18next';
import { publicOrigin } from '../../lib/public-url.ts';
import type { AstroGlobal } from 'astro';
import type { Knex } from 'knex';
import { Model } from 'objection';
import { isLangCode, LANGUAGE_INFO, type LangCode } from '../../../core/languages.ts';
import { bookHref, kindOfBookId } from '../../../core/kinds.ts';
import { bookSlug, chapterSlug, userSlugForId } from '../../../core/slug.ts';
import { AppError } from '../../../api/errors.ts';
import { myBooks, readableBook, MY_BOOKS_MODES, type MyBooksMode } from '../../../api/services/textbooks/books.ts';
import { attachCovers, isSaved } from '../../../api/services/library.ts';
import { shareImagePath, shareImageVersion } from '../../../api/share-image/path.ts';
import type { SaveButtonProps } from '../library/SaveButton.tsx';
import type { ExportFilesProps } from './ExportFiles.tsx';
import { bookExports, exportFormatsOf, exportView } from '../../../api/exports/service.ts';
import { islandResources } from '../../lib/i18n.ts';

export type Viewer = { id: string; roles: string[] } | null;

export interface ChapterView {
  id: string;
  position: number;
  title: string;
  slug: string;
  markdown: string;
  /** queued, writing, done, failed or cancelled */
  status: string;
  errorMessage: string | null;
}

export interface BookView {
  id: string;
  title: string;
  slug: string;
  topic: string;
  subject: string;
  /** the subject from the fixed list (core/subjects.ts), shown in the page's language */
  subjectCode: string | null;
  audience: string;
  readingLevel: string;
  language: LangCode;
  chapterCount: number;
  dedication: string;
  copyright: string;
  status: string;
  wizardStep: string;
  visibility: 'private' | 'unlisted' | 'public';
  offlineDraft: boolean;
  hidden: boolean;
  createdAt: Date;
  updatedAt: Date;
  userId: string;
  authorName: string;
  /** the author's current page address (@slug), for the share URL */
  authorSlug: string;
  isOwner: boolean;
  readCount: number;
  saveCount: number;
  publishedAt: Date | null;
  chapters: ChapterView[];
}

/** The app's Knex, which the server's db plugin bound to Objection before any page renders. */
export function database(): Knex {
  const knex = Model.knex() as Knex | undefined;
  if (!knex) throw new Error('No database: book pages render inside the Bookloom server (api/plugins/site.ts)');
  return knex;
}

/** The page language from the URL, or undefined when it is not one of ours. */
export function pageLang(astro: AstroGlobal): LangCode | undefined {
  const code = astro.params.langCode;
  return isLangCode(code) ? code : undefined;
}

/**
 * The not-found answer: an empty 404 makes Astro render the site's 404 page with status 404
 * (the node adapter reads the pre-rendered page from disk).
 */
export function notFound(): Response {
  return new Response(null, { status: 404 });
}

export function viewer(astro: AstroGlobal): Viewer {
  const user = astro.locals.user ?? null;
  return user ? { id: user.id, roles: user.roles } : null;
}

/** A path parameter as text: decoded once when the router left it encoded. */
export function decodedParam(value: string | undefined): string {
  if (value === undefined) return '';
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export const bookPath = (lang: string, slug: string, id: string, part = '') => bookHref('', lang, slug, id, part);

/** The site's public origin for absolute share URLs (site/lib/public-url.ts): never the request's Host. */
export function siteOrigin(astro: AstroGlobal): string {
  return publicOrigin(astro);
}

/** The public share URL's path (spec §2): /{userSlug}/v/{bookSlug}/{id}. */
export const sharePath = (userSlug: string, slug: string, id: string) =>
  (kindOfBookId(id) === 'worksheet' ? `/${userSlug}/worksheets/${id}` : kindOfBookId(id) === 'cookbook' ? `/${userSlug}/cookbooks/${id}` : `/${userSlug}/v/${encodeURIComponent(slug)}/${id}`);

/** The book with its chapters and author, or null when this viewer may not read it (or it does not exist). */
export async function loadBook(knex: Knex, who: Viewer, id: string | undefined): Promise<BookView | null> {
  let row: Record<string, any>;
  try {
    row = await readableBook(knex, who, id);
  } catch (error) {
    if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'BAD_USER_INPUT')) return null;
    throw error;
  }
  const [chapters, author, slug] = await Promise.all([
    knex('book_parts').where({ book_id: row.id, kind: 'textbook' }).orderBy('position')
      .select('id', 'position', 'title', knex.raw("coalesce(content->>'markdown', '') as markdown"), 'status', 'error_message'),
    knex('users').where({ id: row.user_id }).first('name'),
    knex('user_slugs').where({ user_id: row.user_id, is_current: true }).first('slug'),
  ]);
  return {
    id: row.id,
    title: row.title,
    slug: bookSlug(row.title),
    topic: row.topic,
    subject: row.subject,
    subjectCode: row.subject_code ?? null,
    audience: row.audience,
    readingLevel: row.reading_level,
    language: isLangCode(row.language) ? row.language : 'en',
    chapterCount: row.chapter_count,
    dedication: row.dedication,
    copyright: row.copyright,
    status: row.status,
    wizardStep: row.wizard_step,
    visibility: row.visibility,
    offlineDraft: row.writer === 'offline',
    hidden: row.hidden_at !== null && row.hidden_at !== undefined,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    userId: row.user_id,
    authorName: author?.name ?? '',
    authorSlug: slug?.slug ?? userSlugForId(row.user_id),
    isOwner: who?.id === row.user_id,
    readCount: row.read_count ?? 0,
    saveCount: row.save_count ?? 0,
    publishedAt: row.published_at ? new Date(row.published_at) : null,
    chapters: chapters.map((c: Record<string, any>) => ({
      id: c.id, position: c.position, title: c.title, slug: chapterSlug(c.title, c.position), markdown: c.markdown,
      status: c.status, errorMessage: c.error_message ?? null,
    })),
  };
}

/** 301 to the right slug when the URL's {name} is not the book's slug; the part and query are kept. */
export function canonicalRedirect(astro: AstroGlobal, lang: LangCode, book: BookView, part = ''): Response | undefined {
  if (decodedParam(astro.params.name) === book.slug) return undefined;
  return astro.redirect(`${bookPath(lang, book.slug, book.id, part)}${astro.url.search}`, 301);
}

/** The lang/dir attributes of the book's own text, and of interface text inside it. */
export function textAttrs(lang: LangCode) {
  const info = LANGUAGE_INFO[lang];
  return { lang: info.bcp47, dir: info.dir };
}

/** Public books are indexable; unlisted (and private, which only the owner sees) are not. */
export const robotsFor = (book: BookView) => (book.visibility === 'public' && !book.hidden ? undefined : 'noindex');

export const doneChapters = (book: Pick<BookView, 'chapters'>) => book.chapters.filter((c) => c.status === 'done').length;

export interface MyBookRow {
  id: string;
  /** textbook or storybook */
  kind: string;
  /** a storybook's first picture (library cover), null otherwise */
  cover: import('../../../api/services/library.ts').LibraryCover | null;
  title: string;
  slug: string;
  status: string;
  wizardStep: string;
  visibility: string;
  language: LangCode;
  offlineDraft: boolean;
  updatedAt: Date;
  done: number;
  total: number;
}

export function isMyBooksMode(value: unknown): value is MyBooksMode {
  return typeof value === 'string' && (MY_BOOKS_MODES as readonly string[]).includes(value);
}

export { MY_BOOKS_MODES, type MyBooksMode };

/** The signed-in user's books in a My Books mode, with chapter progress (two queries). */
export async function loadMyBooks(knex: Knex, who: NonNullable<Viewer>, mode: MyBooksMode): Promise<MyBookRow[]> {
  const rows: Record<string, any>[] = await myBooks(knex, who, mode);
  if (rows.length === 0) return [];
  const parts: { book_id: string; total: number; done: number }[] = await knex('book_parts')
    .whereIn('book_id', rows.map((r) => r.id)).groupBy('book_id')
    .select('book_id', knex.raw('count(*)::int as total'), knex.raw("(count(*) filter (where status = 'done'))::int as done"));
  const byBook = new Map<string, { total: number; done: number }>(parts.map((c) => [c.book_id, c] as const));
  const out = rows.map((r) => {
    const count = byBook.get(r.id);
    return {
      id: r.id,
      kind: String(r.kind ?? 'textbook'),
      type: String(r.kind ?? 'textbook'),
      cover: null,
      title: r.title,
      slug: bookSlug(r.title),
      status: r.status,
      wizardStep: r.wizard_step,
      visibility: r.visibility,
      language: isLangCode(r.language) ? r.language : 'en',
      offlineDraft: r.writer === 'offline',
      updatedAt: new Date(r.updated_at),
      done: count?.done ?? 0,
      total: count?.total ?? r.chapter_count,
    };
  });
  return attachCovers(knex, out);
}

export function formatDay(value: Date, lang: LangCode): string {
  return new Intl.DateTimeFormat(LANGUAGE_INFO[lang].bcp47, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(value);
}

/** Anyone with the link may read it: public or unlisted, finished, not hidden. */
export const isShared = (book: BookView) => book.visibility !== 'private' && book.status === 'done' && !book.hidden;

/** The book's share card (api/plugins/share-image.ts); the version changes with the book. */
export const bookShareImagePath = (book: Pick<BookView, 'id' | 'updatedAt' | 'authorName'>) =>
  shareImagePath(book.id, shareImageVersion(book.updatedAt, book.authorName));

/**
 * The head of a book's pages: its share card as the Open Graph and Twitter image, og:type book,
 * and schema.org Book JSON-LD — for books anyone may read. Private ones keep the site's card.
 */
export function bookSeo(astro: AstroGlobal, lang: LangCode, book: BookView) {
  if (!isShared(book)) return {};
  const origin = siteOrigin(astro);
  const url = new URL(bookPath(lang, book.slug, book.id), origin).href;
  return {
    image: new URL(bookShareImagePath(book), origin).href,
    imageAlt: book.title,
    ogType: 'book',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Book',
      '@id': url,
      url,
      name: book.title,
      description: book.topic,
      inLanguage: LANGUAGE_INFO[book.language].bcp47,
      author: { '@type': 'Person', name: book.authorName, url: new URL(`/${lang}/${book.authorSlug}`, origin).href },
      ...(book.subject ? { about: book.subject, genre: book.subject } : {}),
      ...(book.audience ? { audience: { '@type': 'Audience', audienceType: book.audience } } : {}),
      ...(book.readingLevel ? { educationalLevel: book.readingLevel } : {}),
      ...(book.publishedAt ? { datePublished: book.publishedAt.toISOString().slice(0, 10) } : {}),
      dateModified: book.updatedAt.toISOString(),
      bookFormat: 'https://schema.org/EBook',
      isAccessibleForFree: true,
      image: new URL(bookShareImagePath(book), origin).href,
      interactionStatistic: [
        { '@type': 'InteractionCounter', interactionType: 'https://schema.org/ReadAction', userInteractionCount: book.readCount },
        { '@type': 'InteractionCounter', interactionType: 'https://schema.org/BookmarkAction', userInteractionCount: book.saveCount },
      ],
    },
  };
}

/** Save to My Collection for a book anyone may read; null for the others. */
export async function saveButtonProps(astro: AstroGlobal, lang: LangCode, book: BookView): Promise<SaveButtonProps | null> {
  if (!isShared(book)) return null;
  const user = astro.locals.user ?? null;
  return {
    lang,
    resources: islandResources(lang, { common: ['ui', 'errors'], library: ['save'] }),
    bookId: book.id,
    saved: await isSaved(database(), user?.id, book.id),
    saveCount: book.saveCount,
    signedIn: user !== null,
  };
}

/** Counts this visit as a read (once per reader per day; see recordRead) for a shared book. */
export async function countRead(astro: AstroGlobal, book: BookView): Promise<void> {
  if (!isShared(book) || !astro.locals.countRead) return;
  await astro.locals.countRead({ id: book.id, userId: book.userId });
}

/**
 * The subject as a reader of this page reads it: the fixed list's name in the page language, and
 * the author's own wording beside it when it says something else ("Biologia" · "Cell biology").
 */
export function subjectParts(common: TFunction, book: Pick<BookView, 'subject' | 'subjectCode'>): { label: string; own: string | null } | null {
  const own = book.subject.trim();
  if (!book.subjectCode || book.subjectCode === 'other') return own ? { label: own, own: null } : null;
  const label = String(common(`subjects.${book.subjectCode}`, { defaultValue: book.subjectCode }));
  return { label, own: own && own.toLocaleLowerCase() !== label.toLocaleLowerCase() ? own : null };
}

/** The export panel's props (issue 17): the formats the book is made in and its last files; null
 * when this viewer may not export it (a book not public and not theirs) or nothing is written yet.
 * A worksheet group's panel (kind 'worksheet') offers its student sheets, its key and its DOCX. */
export async function exportFilesProps(astro: AstroGlobal, lang: LangCode, kind: string, book: { id: string; written: boolean }): Promise<ExportFilesProps | null> {
  const formats = exportFormatsOf(kind);
  if (formats.length === 0 || !book.written) return null;
  const config = astro.locals.config;
  if (!config) return null;
  let rows: Record<string, any>[];
  try {
    rows = await bookExports(database(), viewer(astro), book.id);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
  const files = await Promise.all(rows.map((row) => exportView(config, row)));
  return {
    lang, resources: islandResources(lang, { common: ['ui', 'errors'], books: ['exportFiles', 'owner'] }), bookId: book.id, kind, formats: [...formats], files,
  };
}
