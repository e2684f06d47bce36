// The public library (spec §1 Discover, §2 library, user pages and collections): listing and
// full-text search over listed books, featured picks, authors, saves (My Collection) and read
// counts. Pages (SSR) and GraphQL call the same functions, so the first page of HTML and the
// island's "load more" can never disagree.
//
// A book is *listed* when it is finished, public, not hidden by a moderator, and its author's
// account is not disabled. Unlisted books are readable by link only: never listed, searched or
// put in the sitemap. Private books are reachable by their owner (and moderators) only.
import { cleanBidi } from '../../core/bidi.ts';
import { createHmac } from 'node:crypto';
import type { Knex } from 'knex';
import { z } from 'zod';
import { isIdOf, parseId } from '../../core/ids.ts';
import { isBookId } from '../../core/kinds.ts';
import { isLangCode, type LangCode } from '../../core/languages.ts';
import { bookSlug, isUserSlug, stripAccents, USER_SLUG_PATTERN } from '../../core/slug.ts';
import { isSubjectCode, subjectFromText, type SubjectCode } from '../../core/subjects.ts';
import { CJK_RUN, SEARCH_CONFIGS, STEMMED } from '../../db/search.ts';
import { AppError } from '../errors.ts';
import { newId } from '../lib/ids.ts';
import { DEFAULT_READING_LEVELS } from './textbooks/configs.ts';
import { libraryCache } from './library-cache.ts';

export const LIBRARY_SORTS = ['relevance', 'newest', 'mostRead', 'mostSaved'] as const;
export type LibrarySort = (typeof LIBRARY_SORTS)[number];
/** Book types in the library; each new type joins this list (and the listing's union). */
export const BOOK_TYPES = ['textbook', 'storybook', 'worksheet', 'cookbook'] as const;
export type BookType = (typeof BOOK_TYPES)[number];
const isBookType = (value: unknown): value is BookType => (BOOK_TYPES as readonly unknown[]).includes(value);
/** /search/{mode}: books, or the authors who publish them. */
export const SEARCH_MODES = ['books', 'authors'] as const;
export type SearchMode = (typeof SEARCH_MODES)[number];
export const DEFAULT_SEARCH_MODE: SearchMode = 'books';
export const PAGE_SIZE = 24;
/** Deeper than this, narrow the search instead (keeps every page an index walk). */
export const MAX_OFFSET = 2000;
export const QUERY_MAX = 200;
export const FEATURED_MAX = 12;

/** Where a book is listed: the SQL condition the partial indexes of migration 0005 share. */
// gamebooks are found through their worlds (Discover's featured worlds, a world's page), not as books
const LISTED = `t.visibility = 'public' and t.hidden_at is null and t.status = 'done' and t.kind in (${BOOK_TYPES.map((k) => `'${k}'`).join(', ')})`;

const optionalText = (max: number) => z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string().max(max, 'is too long').optional())
  .transform((v) => (v ? v : undefined));

const libraryQuerySchema = z.object({
  query: optionalText(QUERY_MAX),
  type: z.preprocess((v) => (v === '' ? undefined : v), z.enum(BOOK_TYPES, { message: 'is not valid' }).optional()),
  language: z.preprocess((v) => (v === '' ? undefined : v), z.string().refine(isLangCode, 'is not valid').optional()),
  readingLevel: z.preprocess((v) => (v === '' ? undefined : v), z.enum(DEFAULT_READING_LEVELS as [string, ...string[]], { message: 'is not valid' }).optional()),
  // a code of the fixed list (core/subjects.ts); a wording ("Biologie", from an older link) is
  // taken as the subject it names ('other' when it names none we know)
  subject: optionalText(100).transform((v): SubjectCode | undefined => (v === undefined ? undefined : isSubjectCode(v) ? v : subjectFromText(v) ?? undefined)),
  sort: z.preprocess((v) => (v === '' ? undefined : v), z.enum(LIBRARY_SORTS, { message: 'is not valid' }).optional()),
  offset: z.coerce.number({ message: 'is not valid' }).int('is not valid').min(0, 'is too low').max(MAX_OFFSET, 'is too high').default(0),
  limit: z.coerce.number({ message: 'is not valid' }).int('is not valid').min(1, 'is too low').max(60, 'is too high').default(PAGE_SIZE),
});

export interface LibraryQuery {
  query?: string;
  type?: BookType;
  language?: LangCode;
  readingLevel?: string;
  /** a subject code (core/subjects.ts) */
  subject?: SubjectCode;
  /** relevance when there is a query, else newest, unless chosen */
  sort: LibrarySort;
  offset: number;
  limit: number;
}

/** Checks a library query (GraphQL arguments or URL parameters); bad input → 400 naming the fields. */
export function parseLibraryQuery(raw: Record<string, unknown>): LibraryQuery {
  // GraphQL clients send null for "not given"
  const given = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== null && v !== undefined));
  const result = libraryQuerySchema.safeParse(given);
  if (!result.success) {
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) fields[String(issue.path[0] ?? 'query')] ??= issue.message;
    const [field, message] = Object.entries(fields)[0]!;
    throw AppError.badInput(`${field} ${message}`, fields);
  }
  const q = result.data;
  const sort = q.sort ?? (q.query ? 'relevance' : 'newest');
  return { ...q, language: q.language as LangCode | undefined, sort: sort === 'relevance' && !q.query ? 'newest' : sort };
}

/** A library query as URL parameters (q, type, lang, level, subject, sort): the shareable form. */
export function libraryQueryFromParams(params: URLSearchParams): LibraryQuery {
  return parseLibraryQuery({
    query: params.get('q') ?? undefined,
    type: params.get('type') ?? undefined,
    language: params.get('lang') ?? undefined,
    readingLevel: params.get('level') ?? undefined,
    subject: params.get('subject') ?? undefined,
    sort: params.get('sort') ?? undefined,
    offset: params.get('offset') ?? undefined,
  });
}

export interface LibraryAuthor {
  id: string;
  name: string;
  slug: string;
  picture: string | null;
}

export interface LibraryBook {
  id: string;
  type: BookType;
  title: string;
  slug: string;
  /** the author's own wording */
  subject: string;
  /** the subject in the fixed list (core/subjects.ts); null when the book names none */
  subjectCode: SubjectCode | null;
  topic: string;
  language: LangCode;
  readingLevel: string;
  chapterCount: number;
  readCount: number;
  saveCount: number;
  publishedAt: string | null;
  featured: boolean;
  author: LibraryAuthor;
  /** a passage around the match, with matches between SNIPPET_START and SNIPPET_END */
  snippet: string | null;
  /** a storybook's cover (its first page's picture), at stable /api/images addresses; null for others and until it is drawn */
  cover: LibraryCover | null;
  /** a storybook's reader age (2–12); null for other kinds */
  age: number | null;
  /** a worksheet group's items, across its worksheets; null for other kinds */
  itemCount: number | null;
}

export interface LibraryCover { src: string; srcset: string; width: number; height: number; placeholder: string; alt: string }

type Variant = { type: string; width: number; key: string };

/** What the storybooks among the books show besides the words: their cover (the first page's
 * picture, once drawn) and their reader's age; two queries, none when there is no storybook. */
export async function attachCovers<T extends { id: string; type: string; cover: LibraryCover | null; age?: number | null; itemCount?: number | null }>(knex: Knex, books: T[]): Promise<T[]> {
  const groups = books.filter((b) => b.type === 'worksheet').map((b) => b.id);
  if (groups.length) {
    // a worksheet group's card counts its items (Discover: "grade and item count")
    const counts: { book_id: string; n: number }[] = await knex('book_parts').whereIn('book_id', groups).where({ status: 'done' })
      .groupBy('book_id').select('book_id', knex.raw("sum(jsonb_array_length(coalesce(content->'items', '[]'::jsonb)))::int as n"));
    const byGroup = new Map(counts.map((c) => [c.book_id, c.n]));
    for (const book of books) if (book.type === 'worksheet') book.itemCount = byGroup.get(book.id) ?? 0;
  }
  const ids = books.filter((b) => b.type === 'storybook').map((b) => b.id);
  if (!ids.length) return books;
  const ages: { id: string; age: number | null }[] = await knex('books').whereIn('id', ids).select('id', knex.raw("(details->>'age')::int as age"));
  const ageOf = new Map(ages.map((r) => [r.id, r.age]));
  for (const book of books) if (ageOf.has(book.id) && 'age' in book) book.age = ageOf.get(book.id) ?? null;
  const rows: { book_id: string; id: string; width: number; height: number; placeholder: string; alt: string; variants: Variant[] }[] = await knex('book_parts as p')
    .join('web_images as w', knex.raw("w.id::text = p.content->'image'->>'id'"))
    .whereIn('p.book_id', ids).where('p.position', 1)
    .select('p.book_id', 'w.id', 'w.width', 'w.height', 'w.placeholder', 'w.alt', 'w.variants');
  const byBook = new Map(rows.map((r) => [r.book_id, r]));
  for (const book of books) {
    const row = byBook.get(book.id);
    if (!row) continue;
    const webp = row.variants.filter((v) => v.type === 'image/webp').sort((a, b) => a.width - b.width);
    const file = (v: Variant) => `/api/images/${row.id}/${v.key.split('/').pop()}`;
    book.cover = {
      src: webp[0] ? file(webp[0]) : `/api/images/${row.id}/original.svg`, srcset: webp.map((v) => `${file(v)} ${v.width}w`).join(', '),
      width: row.width, height: row.height, placeholder: row.placeholder, alt: row.alt,
    };
  }
  return books;
}

export interface LibraryPage {
  books: LibraryBook[];
  /** the offset of the next page, or null at the end */
  nextOffset: number | null;
  /** when nothing matched: titles and subjects worth searching instead */
  suggestions: string[];
  /** the query as corrected when its own words matched nothing ("mathmatics" → "mathematics") */
  correctedQuery?: string | null;
}

/** Marks around matched words in snippets (never in book text; the UI turns them into <mark>). */
export const SNIPPET_START = '\u0002';
export const SNIPPET_END = '\u0003';

const BOOK_COLUMNS = [
  't.id', 't.kind', 't.title', 't.subject', 't.subject_code', 't.topic', 't.language', 't.reading_level', 't.chapter_count', 't.read_count',
  't.save_count', 't.published_at', 't.featured_at', 't.user_id', 'u.name as author_name', 'u.picture as author_picture',
  's.slug as author_slug',
];

/** Listed books joined with their (enabled) author and the author's current slug. */
function listedBooks(knex: Knex) {
  return knex('books as t')
    .join('users as u', 'u.id', 't.user_id')
    .leftJoin('user_slugs as s', function () { this.on('s.user_id', '=', 't.user_id').andOn('s.is_current', '=', knex.raw('true')); })
    .whereRaw(LISTED)
    .whereNull('u.disabled_at');
}

function toBook(row: Record<string, any>): LibraryBook {
  return {
    id: row.id,
    type: isBookType(row.kind) ? row.kind : 'textbook',
    cover: null,
    age: null,
    itemCount: null,
    title: row.title,
    slug: bookSlug(row.title),
    subject: row.subject,
    subjectCode: isSubjectCode(row.subject_code) ? row.subject_code : null,
    topic: row.topic,
    language: isLangCode(row.language) ? row.language : 'en',
    readingLevel: row.reading_level,
    chapterCount: row.chapter_count,
    readCount: row.read_count,
    saveCount: row.save_count,
    publishedAt: row.published_at ? new Date(row.published_at).toISOString() : null,
    featured: row.featured_at !== null && row.featured_at !== undefined,
    author: { id: row.user_id, name: row.author_name, slug: row.author_slug ?? `@${row.user_id}`, picture: row.author_picture ?? null },
    snippet: row.snippet ? cleanSnippet(row.snippet) : null,
  };
}

/** Markdown syntax out of a headline, whitespace folded. */
function cleanSnippet(text: string): string {
  return text.replace(/^#+\s*/gm, '').replace(/[*_`>]+/g, '').replace(/\s+/g, ' ').trim();
}

/** Scripts written without spaces between words: matched by substring (and trigrams), not words. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const CONFIGS = SEARCH_CONFIGS.map((c) => `library_${c}`);

/** The text-search configurations a query is parsed with: the filtered language's (and simple), or all. */
function queryConfigs(language: LangCode | undefined): string[] {
  if (!language) return CONFIGS;
  return [...new Set([STEMMED[language] ? `library_${STEMMED[language]}` : 'library_simple', 'library_simple'])];
}

interface PreparedQuery {
  /** lower-cased and unaccented, as the *_fold columns are */
  folded: string;
  /** the query in every configuration, duplicates removed, OR-ed: tsquery text, or null when no words */
  tsquery: string | null;
  /** written in a script without word breaks (ja, ch, ko): also matched as a substring */
  substring: boolean;
  /** the character pairs of the query's CJK runs, AND-ed: tsquery text over cjk_bigrams, or null */
  bigrams: string | null;
}

const CJK_RUNS = new RegExp(CJK_RUN, 'gu');

/** The query's CJK character pairs (a lone character stands for itself), as migration 0006 indexes them. */
export function cjkBigrams(query: string): string[] {
  const pairs = new Set<string>();
  for (const [run] of query.toLowerCase().matchAll(CJK_RUNS)) {
    const chars = Array.from(run);
    if (chars.length === 1) pairs.add(chars[0]!);
    for (let i = 0; i + 1 < chars.length; i++) pairs.add(chars[i]! + chars[i + 1]!);
  }
  return [...pairs];
}

/**
 * One round trip: the folded query and its tsquery per configuration. Most configurations parse
 * a query alike, so the distinct ones are OR-ed (11 copies of 'history' made ranking 2× slower).
 */
async function prepareQuery(knex: Knex, query: string, language: LangCode | undefined): Promise<PreparedQuery> {
  const { rows } = await knex.raw(
    `select library_fold(?) as folded,
       array(select distinct q from (select websearch_to_tsquery(c::regconfig, ?)::text as q from unnest(?::text[]) c) parsed where q <> '') as queries`,
    [query, query, queryConfigs(language)],
  );
  const queries: string[] = rows[0].queries;
  const folded = String(rows[0].folded).trim();
  const bigrams = cjkBigrams(query);
  return {
    folded,
    tsquery: queries.length ? queries.map((text) => `(${text})`).join(' | ') : null,
    substring: bigrams.length > 0 && folded.length > 0,
    // lexemes quoted as tsquery text wants them (a CJK pair has no quote or backslash to escape)
    bigrams: bigrams.length ? bigrams.map((pair) => `'${pair}'`).join(' & ') : null,
  };
}

/** The filters as SQL on `t`, with their bindings. */
function filterSql(q: LibraryQuery): { sql: string; bindings: Knex.RawBinding[] } {
  const parts: string[] = [LISTED];
  const bindings: Knex.RawBinding[] = [];
  if (q.type) { parts.push('t.kind = ?'); bindings.push(q.type); }
  if (q.language) { parts.push('t.language = ?'); bindings.push(q.language); }
  if (q.readingLevel) { parts.push('t.reading_level = ?'); bindings.push(q.readingLevel); }
  if (q.subject) { parts.push('t.subject_code = ?'); bindings.push(q.subject); }
  return { sql: parts.join(' and '), bindings };
}

function applyFilters(builder: Knex.QueryBuilder, q: LibraryQuery): void {
  const { sql, bindings } = filterSql(q);
  builder.whereRaw(sql, bindings);
}

const SORT_ORDER: Record<Exclude<LibrarySort, 'relevance'>, string> = {
  // the partial indexes' order (migration 0006), so a page is an index walk
  newest: 't.published_at desc, t.id',
  mostRead: 't.read_count desc, t.id',
  mostSaved: 't.save_count desc, t.id',
};

/** How many books of each kind of match are ranked at most (bench/library.ts: common words). */
export const CANDIDATES = { head: 200, body: 60, title: 30, cjk: 150 } as const;

/** One page of listed books for a query, filters and sort (spec §2 library). */
export async function searchLibrary(knex: Knex, q: LibraryQuery): Promise<LibraryPage> {
  if (!q.query) {
    const builder = listedBooks(knex).select(BOOK_COLUMNS);
    applyFilters(builder, q);
    builder.orderByRaw(SORT_ORDER[q.sort === 'relevance' ? 'newest' : q.sort]);
    const rows: Record<string, any>[] = await builder.offset(q.offset).limit(q.limit + 1);
    return { books: await attachCovers(knex, rows.slice(0, q.limit).map(toBook)), nextOffset: rows.length > q.limit ? q.offset + q.limit : null, suggestions: [] };
  }
  let prepared = await prepareQuery(knex, q.query, q.language);
  let correctedQuery: string | null = null;
  let rows = await rankedMatches(knex, q, prepared, q.offset);
  // no word matched anywhere: correct the words against the library's vocabulary and search
  // again; failing that, the books spelled closest
  if (rows.length === 0 && (q.offset === 0 || (await rankedMatches(knex, { ...q, limit: 1 }, prepared, 0)).length === 0)) {
    const corrected = await correctSpelling(knex, prepared.folded);
    if (corrected) {
      prepared = await prepareQuery(knex, corrected, q.language);
      rows = await rankedMatches(knex, q, prepared, q.offset);
      if (rows.length) correctedQuery = corrected;
    }
    if (rows.length === 0) rows = await closeSpellings(knex, q, prepared);
  }
  const more = rows.length > q.limit;
  const page = rows.slice(0, q.limit);
  if (page.length) await addSnippets(knex, q, prepared, page);
  const suggestions = page.length === 0 && q.offset === 0 ? await suggest(knex, q, prepared) : [];
  return { books: await attachCovers(knex, page.map(toBook)), nextOffset: more ? q.offset + q.limit : null, suggestions, correctedQuery };
}

/**
 * Books matching the words: candidates first (each kind of match capped, see CANDIDATES), then
 * ranked — words matched (title > subject > topic > chapters), a title containing the whole
 * query, a little popularity.
 */
async function rankedMatches(knex: Knex, q: LibraryQuery, p: PreparedQuery, offset: number): Promise<Record<string, any>[]> {
  const filters = filterSql(q);
  const ctes: string[] = [];
  const branches: string[] = [];
  const bindings: Knex.RawBinding[] = [];
  // head: the match is in the title, subject or topic (ranked on that small vector)
  const branch = (name: string, head: boolean, condition: string, conditionBindings: Knex.RawBinding[], limit: number, guard = '') => {
    ctes.push(`${name} as (select t.id from books t where ${guard}${filters.sql} and ${condition} limit ${limit})`);
    branches.push(`select id, ${head} as head from ${name}`);
    bindings.push(...filters.bindings, ...conditionBindings);
  };
  if (p.tsquery) {
    branch('in_head', true, 't.search_head @@ ?::tsquery', [p.tsquery], CANDIDATES.head);
    // by relevance a head match always outranks a chapters-only one, so when the head matches
    // fill the page already the chapters' (big) index is not read at all
    const needed = q.sort === 'relevance' ? offset + q.limit + 1 : Number.MAX_SAFE_INTEGER;
    branch('in_body', false, 't.search_vector @@ ?::tsquery', [p.tsquery], CANDIDATES.body, `(select count(*) from in_head) < ${needed} and `);
  }
  // the title contains the query: 3 characters or more (what a trigram index can serve)
  if (p.folded.length >= 3) branch('in_title', true, "t.title_fold like ? escape '\\'", [`%${likeEscape(p.folded)}%`], CANDIDATES.title);
  if (p.bigrams) branch('in_cjk', true, 't.cjk_bigrams @@ ?::tsquery', [p.bigrams], CANDIDATES.cjk);
  if (branches.length === 0) return [];

  const tsq = p.tsquery ? '?::tsquery' : "''::tsquery";
  const tsqBindings = p.tsquery ? [p.tsquery] : [];
  // a head match outranks a match in the chapters only; the chapters' big vector is read only
  // for books matched there alone
  const score = `(case when c.head then 1 + ts_rank_cd('{0.1, 0.2, 0.6, 1.0}', t.search_head, ${tsq}, 1) * 4`
    + ` else least(ts_rank_cd('{0.1, 0.2, 0.6, 1.0}', t.search_vector, ${tsq}, 1) * 4, 0.9) end`
    + ' + case when strpos(t.title_fold, ?) > 0 then 1 else 0 end'
    + (p.substring ? ' + case when strpos(t.search_fold, ?) > 0 then 0.5 else 0 end' : '')
    + ' + ln(1 + t.read_count + 3 * t.save_count) * 0.02)';
  const scoreBindings = [...tsqBindings, ...tsqBindings, p.folded, ...(p.substring ? [p.folded] : [])];
  const order = q.sort === 'relevance' ? 'score desc, t.id' : SORT_ORDER[q.sort];
  const { rows } = await knex.raw(
    `with ${ctes.join(',\n          ')},
          matched as (${branches.join(' union all ')}),
          candidates as (select id, bool_or(head) as head from matched group by id)
     select ${BOOK_COLUMNS.join(', ')}, c.head as head_match, ${score} as score
       from candidates c
       join books t on t.id = c.id
       join users u on u.id = t.user_id
       left join user_slugs s on s.user_id = t.user_id and s.is_current
      where u.disabled_at is null
      order by ${order}
      offset ? limit ?`,
    [...bindings, ...scoreBindings, offset, q.limit + 1],
  );
  return rows;
}

async function foldQuery(knex: Knex, query: string): Promise<string> {
  const { rows } = await knex.raw('select library_fold(?) as folded', [query]);
  return String(rows[0].folded).trim();
}

/**
 * The query with each word of 4+ letters the vocabulary lacks replaced by its closest vocabulary
 * word (of the 5 most similar by trigrams, ≥ 0.4, the fewest edits away), or null when nothing
 * changed. One statement, each word a constant, so every lookup is a trigram index scan.
 */
async function correctSpelling(knex: Knex, folded: string): Promise<string | null> {
  const words = folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, 8);
  const checked = words.filter((w) => w.length >= 4 && !/[0-9]/.test(w));
  if (checked.length === 0) return null;
  const found = await knex.transaction(async (trx) => {
    await trx.raw("select set_config('pg_trgm.similarity_threshold', '0.4', true)");
    const { rows } = await trx.raw(
      checked.map(() => `(select ?::text as word, exists(select 1 from library_words where word = ?) as known,
          array(select v.word from library_words v where v.word % ? order by similarity(v.word, ?) desc, v.word limit 5) as close)`).join(' union all '),
      checked.flatMap((w) => [w, w, w, w]),
    );
    return rows as { word: string; known: boolean; close: string[] }[];
  });
  const replacement = new Map(found.filter((r) => !r.known && r.close.length)
    .map((r) => [r.word, [...r.close].sort((a, b) => editDistance(a, r.word) - editDistance(b, r.word))[0]!]));
  if (replacement.size === 0) return null;
  return words.map((w) => replacement.get(w) ?? w).join(' ');
}

/** Levenshtein distance (insertions, deletions, substitutions), by code point. */
export function editDistance(a: string, b: string): number {
  const x = Array.from(a);
  const y = Array.from(b);
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[y.length]!;
}

/** Nothing matched the words: titles, subjects and topics spelled closest to the query. */
async function closeSpellings(knex: Knex, q: LibraryQuery, p: PreparedQuery): Promise<Record<string, any>[]> {
  if (p.folded.length < 3) return [];
  const order = q.sort === 'relevance' ? 'score desc, t.id' : SORT_ORDER[q.sort];
  // titles first (a short column, a small index); then subjects and topics
  for (const column of ['t.title_fold', 't.search_fold']) {
    const builder = listedBooks(knex).select(BOOK_COLUMNS)
      .select(knex.raw(`word_similarity(?, ${column}) as score`, [p.folded]))
      .whereRaw(`? <% ${column}`, [p.folded]);
    applyFilters(builder, q);
    const rows = await builder.orderByRaw(order).offset(q.offset).limit(q.limit + 1);
    if (rows.length || q.offset > 0) return rows;
  }
  return [];
}

/**
 * Snippets for the page's books only: when the words are in the title, subject or topic, the
 * topic with the query's words marked (here, by word beginnings, so "histories" marks for
 * "history"); when only the chapters match, a passage of them from ts_headline.
 */
async function addSnippets(knex: Knex, q: LibraryQuery, p: PreparedQuery, page: Record<string, any>[]): Promise<void> {
  const byId = new Map<string, string>();
  const inChapters = page.filter((row) => row.head_match === false).map((row) => row.id);
  if (p.tsquery && inChapters.length) {
    const options = `StartSel=${SNIPPET_START}, StopSel=${SNIPPET_END}, MaxWords=28, MinWords=12, MaxFragments=1, FragmentDelimiter=" … "`;
    const { rows } = await knex.raw(
      `select t.id, ts_headline(library_config(t.language), left(t.chapter_text, 8000), ?::tsquery, ?) as snippet
         from books t where t.id = any(?::uuid[])`,
      [p.tsquery, options, inChapters],
    );
    for (const r of rows as { id: string; snippet: string }[]) byId.set(r.id, r.snippet);
  }
  const needle = q.query!.trim();
  for (const row of page) {
    let snippet = byId.get(row.id) ?? null;
    if (!snippet || !snippet.includes(SNIPPET_START)) {
      // a script without word breaks: the query as a substring of the topic
      const at = p.substring ? row.topic.indexOf(needle) : -1;
      snippet = at >= 0
        ? `${row.topic.slice(0, at)}${SNIPPET_START}${needle}${SNIPPET_END}${row.topic.slice(at + needle.length)}`
        : markWords(row.topic, p.folded) ?? row.topic;
    }
    row.snippet = snippet;
  }
}

/** The text with the words that begin like a query word marked, or null when none does. */
export function markWords(text: string, foldedQuery: string): string | null {
  const stems = foldedQuery.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3)
    .map((w) => (w.length > 5 ? w.slice(0, w.length - 2) : w));
  if (stems.length === 0) return null;
  let marked = false;
  const out = text.replace(/[\p{L}\p{N}\p{M}]+/gu, (word) => {
    const folded = stripAccents(word).toLowerCase();
    if (!stems.some((stem) => folded.startsWith(stem))) return word;
    marked = true;
    return `${SNIPPET_START}${word}${SNIPPET_END}`;
  });
  return marked ? out : null;
}

/** Nothing matched at all: the closest titles (trigram similarity), else the commonest subjects. */
async function suggest(knex: Knex, q: LibraryQuery, p: PreparedQuery): Promise<string[]> {
  if (p.folded.length >= 3) {
    const close = await knex.transaction(async (trx) => {
      // looser than the default 0.3, for the index-served `%` operator
      await trx.raw("select set_config('pg_trgm.similarity_threshold', '0.15', true)");
      return listedBooks(trx).select('t.title').whereRaw('t.title_fold % ?', [p.folded])
        .orderByRaw('similarity(t.title_fold, ?) desc, t.id', [p.folded]).limit(3);
    });
    if (close.length) return close.map((r: { title: string }) => r.title);
  }
  return (await cachedSubjects(knex, q.language)).slice(0, 5);
}

/** The most common subjects of listed books (in a language), for the subject filter. */
export async function librarySubjects(knex: Knex, language?: LangCode): Promise<string[]> {
  // counted over the newest 2 000 books (an index walk), not the whole library: the subjects people
  // write about now, at a cost that does not grow with the library
  const recent = knex('books as t').whereRaw(LISTED).whereNot('t.subject', '').select('t.subject')
    .orderByRaw(SORT_ORDER.newest).limit(SUBJECT_SAMPLE);
  if (language) recent.where('t.language', language);
  const rows = await knex.from(recent.as('r')).select('r.subject').count('* as books').groupBy('r.subject')
    .orderBy([{ column: 'books', order: 'desc' }, { column: 'r.subject' }]).limit(40);
  return rows.map((r: any) => r.subject);
}

export const SUBJECT_SAMPLE = 2000;

export interface SubjectCount {
  code: SubjectCode;
  books: number;
}

/** The subjects (codes) that have listed books (in a language), with how many: the Subject filter's options. */
export async function librarySubjectCounts(knex: Knex, language?: LangCode): Promise<SubjectCount[]> {
  const builder = knex('books as t').whereRaw(LISTED).whereNotNull('t.subject_code')
    .select('t.subject_code as code').count('* as books').groupBy('t.subject_code');
  if (language) builder.where('t.language', language);
  const rows = (await builder) as unknown as { code: string; books: string | number }[];
  return rows.filter((r) => isSubjectCode(r.code)).map((r) => ({ code: r.code as SubjectCode, books: Number(r.books) }))
    .sort((a, b) => b.books - a.books || a.code.localeCompare(b.code));
}

/** Featured picks (moderators choose them), newest pick first; in a language when given. */
export async function featuredBooks(knex: Knex, language?: LangCode, limit = FEATURED_MAX): Promise<LibraryBook[]> {
  const builder = listedBooks(knex).select(BOOK_COLUMNS).whereNotNull('t.featured_at').orderBy('t.featured_at', 'desc').limit(limit);
  if (language) builder.where('t.language', language);
  return attachCovers(knex, (await builder).map(toBook));
}

export async function setFeatured(knex: Knex, id: unknown, featured: boolean): Promise<{ id: string; featured: boolean }> {
  if (!isBookId(id)) throw AppError.badInput('Invalid Textbook uuid');
  const book = await knex('books').where({ id }).first('id', 'visibility', 'status', 'hidden_at');
  if (!book) throw AppError.notFound('No such book');
  if (featured && (book.visibility !== 'public' || book.status !== 'done' || book.hidden_at)) {
    throw new AppError(409, 'CONFLICT', 'Only a finished, public, visible book can be featured');
  }
  await knex('books').where({ id }).update({ featured_at: featured ? knex.fn.now() : null });
  return { id: book.id, featured };
}

// ── authors ──────────────────────────────────────────────────────────────────────────────────

export interface AuthorSummary extends LibraryAuthor {
  bio: string;
  books: number;
}

/** Authors with listed books, matching a name or page address; most published first. */
export async function searchAuthors(knex: Knex, query: string | undefined, offset = 0, limit = PAGE_SIZE): Promise<{ authors: AuthorSummary[]; nextOffset: number | null }> {
  const builder = knex('users as u')
    .join('user_slugs as s', function () { this.on('s.user_id', '=', 'u.id').andOn('s.is_current', '=', knex.raw('true')); })
    .join('books as t', 't.user_id', 'u.id')
    .leftJoin('user_profiles as p', 'p.user_id', 'u.id')
    .whereRaw(LISTED).whereNull('u.disabled_at')
    .groupBy('u.id', 's.slug', 'p.bio')
    .select('u.id', 'u.name', 'u.picture', 's.slug', knex.raw("coalesce(p.bio, '') as bio"), knex.raw('count(t.id)::int as books'));
  const text = query?.trim();
  if (text) {
    const folded = await foldQuery(knex, text);
    builder.where(function () {
      this.whereRaw("library_fold(u.name) like ? escape '\\'", [`%${likeEscape(folded)}%`])
        .orWhereRaw("s.slug::text ilike ? escape '\\'", [`%${likeEscape(text.replace(/^@/, ''))}%`]);
      if (folded.length >= 3) this.orWhereRaw('word_similarity(?, library_fold(u.name)) > 0.5', [folded]);
    });
  }
  const rows: any[] = await builder.orderBy([{ column: 'books', order: 'desc' }, { column: 'u.name' }]).offset(offset).limit(limit + 1);
  return {
    authors: rows.slice(0, limit).map((r) => ({ id: r.id, name: r.name, slug: r.slug, picture: r.picture ?? null, bio: r.bio, books: r.books })),
    nextOffset: rows.length > limit ? offset + limit : null,
  };
}

export interface AuthorPage {
  /** set when the address is an old slug or the @id form: go to the current one */
  redirectTo: string | null;
  author: AuthorSummary;
}

/**
 * The author behind a page address: their current slug, an old one (→ redirect), or `@` plus
 * their user id (the userCollection named route; → redirect). Null when nobody has it.
 */
export async function findAuthor(knex: Knex, slug: string): Promise<AuthorPage | null> {
  if (!isUserSlug(slug)) return null;
  const body = slug.slice(1);
  let userId: string | undefined;
  let current = false;
  if (isIdOf('User', body)) {
    userId = parseId('User', body);
  } else {
    const row = await knex('user_slugs').where({ slug }).first('user_id', 'is_current', 'slug');
    if (!row) return null;
    userId = row.user_id;
    current = row.is_current && row.slug === slug;
  }
  const user = await knex('users as u').leftJoin('user_profiles as p', 'p.user_id', 'u.id')
    .leftJoin('user_slugs as s', function () { this.on('s.user_id', '=', 'u.id').andOn('s.is_current', '=', knex.raw('true')); })
    .where('u.id', userId).whereNull('u.disabled_at')
    .first('u.id', 'u.name', 'u.picture', 's.slug', knex.raw("coalesce(p.bio, '') as bio"));
  if (!user) return null;
  const { count } = (await knex('books as t').where('t.user_id', user.id).whereRaw(LISTED).count('* as count').first()) as { count: string };
  const currentSlug = user.slug ?? `@${user.id}`;
  return {
    redirectTo: current || currentSlug === slug ? null : currentSlug,
    author: { id: user.id, name: user.name, slug: currentSlug, picture: user.picture ?? null, bio: user.bio, books: Number(count) },
  };
}

/** An author's listed books, newest first. */
export async function authorBooks(knex: Knex, userId: string, offset = 0, limit = 60): Promise<LibraryPage> {
  const rows = await listedBooks(knex).select(BOOK_COLUMNS).where('t.user_id', userId)
    .orderByRaw(SORT_ORDER.newest).offset(offset).limit(limit + 1);
  return { books: await attachCovers(knex, rows.slice(0, limit).map(toBook)), nextOffset: rows.length > limit ? offset + limit : null, suggestions: [] };
}

// ── profile (the user's own page) ────────────────────────────────────────────────────────────

export const SLUG_MIN = 3;
export const SLUG_MAX_LENGTH = 40;
export const BIO_MAX = 500;
export const NAME_MAX = 80;
/** Addresses that would read as the product's own pages. */
const RESERVED = new Set(['@admin', '@moderator', '@bookloom', '@support', '@help', '@me', '@discover', '@search', '@library']);

const profileSchema = z.object({
  name: z.preprocess(cleanBidi, z.string().trim().min(1, 'is required').max(NAME_MAX, 'is too long')),
  bio: z.preprocess(cleanBidi, z.string().trim().max(BIO_MAX, 'is too long')).default(''),
  slug: z.string().trim()
    .transform((s) => (s.startsWith('@') ? s : `@${s}`))
    .refine((s) => USER_SLUG_PATTERN.test(s), 'may use only letters, digits, dots and hyphens')
    .refine((s) => s.length - 1 >= SLUG_MIN, 'is too short')
    .refine((s) => s.length - 1 <= SLUG_MAX_LENGTH, 'is too long')
    .refine((s) => !/^@[.-]|[.-]$/.test(s), 'must start and end with a letter or digit')
    .refine((s) => !isIdOf('User', s.slice(1)) && !isUuidLike(s.slice(1)), 'is not valid'),
});

const isUuidLike = (s: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);

/**
 * The signed-in user's page: name, bio and address. A new address keeps the old ones as
 * redirects; an address someone else has (now or before) is refused.
 */
export async function updateProfile(knex: Knex, actor: { id: string }, raw: unknown): Promise<AuthorSummary> {
  const parsed = profileSchema.safeParse(raw);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
    throw AppError.badInput('Errors prevented this form from being saved', fields);
  }
  const { name, bio, slug } = parsed.data;
  if (RESERVED.has(slug.toLowerCase())) throw AppError.badInput('Errors prevented this form from being saved', { slug: 'is taken' });
  await knex.transaction(async (trx) => {
    await trx('users').where({ id: actor.id }).update({ name });
    const profile = await trx('user_profiles').where({ user_id: actor.id }).first('id');
    if (profile) await trx('user_profiles').where({ user_id: actor.id }).update({ bio });
    else await trx('user_profiles').insert({ id: newId('UserProfile'), user_id: actor.id, bio });
    const owner = await trx('user_slugs').where({ slug }).forUpdate().first('id', 'user_id', 'is_current');
    if (owner && owner.user_id !== actor.id) throw AppError.badInput('Errors prevented this form from being saved', { slug: 'is taken' });
    if (owner?.is_current) {
      // the same address, perhaps in another letter case: keep the user's spelling
      await trx('user_slugs').where({ id: owner.id }).update({ slug });
      return;
    }
    await trx('user_slugs').where({ user_id: actor.id, is_current: true }).update({ is_current: false });
    if (owner) await trx('user_slugs').where({ id: owner.id }).update({ is_current: true, slug });
    else await trx('user_slugs').insert({ id: newId('UserSlug'), user_id: actor.id, slug, is_current: true });
  });
  const page = await findAuthor(knex, slug);
  return page!.author;
}

// ── saves (My Collection) ────────────────────────────────────────────────────────────────────

export interface SaveState {
  id: string;
  saved: boolean;
  saveCount: number;
}

/** A book that may be saved: readable by link (public or unlisted), finished, not hidden, its author not disabled. */
async function saveableBook(knex: Knex, id: unknown) {
  if (!isBookId(id)) throw AppError.badInput('Invalid Textbook uuid');
  const book = await knex('books as t').join('users as u', 'u.id', 't.user_id').where('t.id', id as string)
    .first('t.id', 't.visibility', 't.status', 't.hidden_at', 'u.disabled_at');
  if (!book || book.visibility === 'private' || book.hidden_at || book.disabled_at || book.status !== 'done') throw AppError.notFound('No such book');
  return book;
}

/** Saves a book to the user's collection; saving twice is the same as once. */
export async function saveBook(knex: Knex, actor: { id: string }, id: unknown): Promise<SaveState> {
  const book = await saveableBook(knex, id);
  await knex('library_saves').insert({ user_id: actor.id, textbook_id: book.id }).onConflict(['user_id', 'textbook_id']).ignore();
  const { save_count } = await knex('books').where({ id: book.id }).first('save_count');
  return { id: book.id, saved: true, saveCount: save_count };
}

/**
 * Removes a book from the user's collection; removing what is not there is fine. A book the
 * user may not read (someone else's private or hidden book, a disabled author's) is NOT_FOUND,
 * as everywhere, so its save count does not leak; the owner may always unsave their own.
 */
export async function unsaveBook(knex: Knex, actor: { id: string }, id: unknown): Promise<SaveState> {
  if (!isBookId(id)) throw AppError.badInput('Invalid Textbook uuid');
  const book = await knex('books as t').join('users as u', 'u.id', 't.user_id').where('t.id', id as string)
    .first('t.id', 't.user_id', 't.visibility', 't.hidden_at', 'u.disabled_at');
  const readable = book && (book.user_id === actor.id || (book.visibility !== 'private' && !book.hidden_at && !book.disabled_at));
  if (!readable) throw AppError.notFound('No such book');
  await knex('library_saves').where({ user_id: actor.id, textbook_id: book.id }).delete();
  const row = await knex('books').where({ id: book.id }).first('save_count');
  return { id: book.id, saved: false, saveCount: row.save_count };
}

export async function isSaved(knex: Knex, userId: string | undefined, bookId: string): Promise<boolean> {
  if (!userId) return false;
  return Boolean(await knex('library_saves').where({ user_id: userId, textbook_id: bookId }).first('user_id'));
}

/**
 * A user's collection, latest save first. Others see the saved books that are listed; the
 * user sees their unlisted saves too (they had the link).
 */
export async function collectionBooks(knex: Knex, ownerId: string, viewerId: string | undefined, offset = 0, limit = 60): Promise<LibraryPage> {
  const own = viewerId === ownerId;
  const rows = await knex('library_saves as c')
    .join('books as t', 't.id', 'c.textbook_id')
    .join('users as u', 'u.id', 't.user_id')
    .leftJoin('user_slugs as s', function () { this.on('s.user_id', '=', 't.user_id').andOn('s.is_current', '=', knex.raw('true')); })
    .where('c.user_id', ownerId).whereNull('u.disabled_at').whereNull('t.hidden_at').where('t.status', 'done')
    .whereIn('t.visibility', own ? ['public', 'unlisted'] : ['public'])
    .select(BOOK_COLUMNS).orderBy([{ column: 'c.created_at', order: 'desc' }, { column: 't.id' }])
    .offset(offset).limit(limit + 1);
  return { books: await attachCovers(knex, rows.slice(0, limit).map(toBook)), nextOffset: rows.length > limit ? offset + limit : null, suggestions: [] };
}

// ── reads ────────────────────────────────────────────────────────────────────────────────────

const BOTS = /bot|crawl|spider|slurp|preview|facebookexternalhit|embedly|headless|lighthouse/i;

/**
 * Counts one read of a book per reader per day. The reader is kept only as a keyed hash of
 * (day, who) — who being the user id, or the client address and browser for guests — so the
 * table holds nothing personal and the same reader cannot be linked across days. Owners, bots
 * and previews are not counted. Returns whether this read was counted.
 */
export async function recordRead(knex: Knex, secret: string, book: { id: string; userId: string }, who: { userId?: string; ip?: string; userAgent?: string }, now = new Date()): Promise<boolean> {
  if (who.userId === book.userId) return false;
  if (!who.userId && BOTS.test(who.userAgent ?? '')) return false;
  const day = now.toISOString().slice(0, 10);
  const key = who.userId ? `u:${who.userId}` : `g:${who.ip ?? ''}:${who.userAgent ?? ''}`;
  const reader = createHmac('sha256', secret).update(`library-read\n${day}\n${key}`).digest().subarray(0, 16);
  const { rows } = await knex.raw(
    `with added as (
       insert into library_reads (textbook_id, day, reader) values (?, ?, ?) on conflict do nothing returning textbook_id
     ) update books set read_count = read_count + 1 where id in (select textbook_id from added) returning read_count`,
    [book.id, day, reader],
  );
  // yesterday's rows are still needed for a reader whose day has not turned yet; older are not
  if (rows.length && Math.random() < 0.01) await knex('library_reads').where('day', '<', knex.raw("current_date - 1")).delete();
  return rows.length > 0;
}

// ── sitemap ──────────────────────────────────────────────────────────────────────────────────

export const SITEMAP_BOOKS_MAX = 40_000;

/** Listed books and the authors who have any, for sitemap.xml. */
export async function sitemapEntries(knex: Knex): Promise<{ books: { id: string; slug: string; language: LangCode; updatedAt: string }[]; authors: { slug: string; language: LangCode }[] }> {
  const books = await listedBooks(knex).select('t.id', 't.title', 't.language', 't.updated_at')
    .orderBy('t.published_at', 'desc').limit(SITEMAP_BOOKS_MAX);
  const authors = await knex('users as u')
    .join('user_slugs as s', function () { this.on('s.user_id', '=', 'u.id').andOn('s.is_current', '=', knex.raw('true')); })
    .leftJoin('user_profiles as p', 'p.user_id', 'u.id')
    .whereNull('u.disabled_at')
    .whereExists(knex('books as t').whereRaw('t.user_id = u.id').whereRaw(LISTED))
    .select('s.slug', 'p.language').limit(SITEMAP_BOOKS_MAX);
  return {
    books: books.map((b: any) => ({ id: b.id, slug: bookSlug(b.title), language: isLangCode(b.language) ? b.language : 'en', updatedAt: new Date(b.updated_at).toISOString() })),
    authors: authors.map((a: any) => ({ slug: a.slug, language: isLangCode(a.language) ? a.language : 'en' })),
  };
}


// ── cached listings (api/services/library-cache.ts) ──────────────────────────────────────────

export const cachedSearch = (knex: Knex, q: LibraryQuery) =>
  libraryCache(knex).get(`search:${JSON.stringify(q)}`, () => searchLibrary(knex, q));
export const cachedFeatured = (knex: Knex, language?: LangCode, limit = FEATURED_MAX) =>
  libraryCache(knex).get(`featured:${language ?? ''}:${limit}`, () => featuredBooks(knex, language, limit));
export const cachedSubjectCounts = (knex: Knex, language?: LangCode) =>
  libraryCache(knex).get(`subject-codes:${language ?? ''}`, () => librarySubjectCounts(knex, language));
export const cachedSubjects = (knex: Knex, language?: LangCode) =>
  libraryCache(knex).get(`subjects:${language ?? ''}`, () => librarySubjects(knex, language));
