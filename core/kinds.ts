// The kinds of book (issue 16): their names, id families (spec §3) and the few facts the site
// and the api both need. Pure and shared: what a kind does lives in api/kinds/<kind>/ and
// site/components/kinds/<kind>/. Adding a kind starts with one entry here.
import { ID_TYPES, isIdOf, type IdType } from './ids.ts';

export interface KindInfo {
  /** the book's id type (its two-hex-digit family) */
  readonly book: IdType;
  /** the id type of its plans (outline, storyboard) */
  readonly plan: IdType;
  /** the id type of its parts (chapters, pages) */
  readonly part: IdType;
  /** the id type of a part's kept versions */
  readonly history: IdType;
  /** the id type of its generation configs */
  readonly config: IdType;
  /** reader paths: /{lang}/v/{slug}/{id} for textbooks and storybooks, /{lang}/worksheets/{id} for
   * a worksheet group (spec §2; see bookHref) */
  readonly path: 'v' | 'worksheets' | 'cookbooks' | 'interact' | 'stories';
  /** schema.org type of the book page's JSON-LD */
  readonly schemaType: 'Book';
  /** how many parts a book of this kind may have */
  readonly parts: { readonly min: number; readonly max: number; readonly default: number };
  /** its words in the credits ledger: the purposes of its debits and the reference naming a part
   * (the credits page reads them back, so a kind cannot be missed there) */
  readonly ledger: { readonly plan: string; readonly parts: string; readonly part: string; readonly partRef: string };
}

export const KINDS = {
  textbook: { book: 'Textbook', plan: 'TextbookOutline', part: 'TextbookChapter', history: 'TextbookChapterHistory', config: 'TextbookConfig', path: 'v', schemaType: 'Book', parts: { min: 1, max: 30, default: 8 }, ledger: { plan: 'outline', parts: 'chapters', part: 'chapter', partRef: 'chapterId' } },
  storybook: { book: 'Storybook', plan: 'StorybookOutline', part: 'StorybookPage', history: 'StorybookChapterHistory', config: 'StorybookConfig', path: 'v', schemaType: 'Book', parts: { min: 8, max: 32, default: 12 }, ledger: { plan: 'plan', parts: 'parts', part: 'part', partRef: 'partId' } },
  // a worksheet group ("Fractions, grade 4") of worksheets, each a part (issue 12)
  worksheet: { book: 'WorksheetGroup', plan: 'WorksheetGroupOutline', part: 'Worksheet', history: 'WorksheetHistory', config: 'WorksheetConfig', path: 'worksheets', schemaType: 'Book', parts: { min: 1, max: 10, default: 3 }, ledger: { plan: 'plan', parts: 'parts', part: 'part', partRef: 'partId' } },
  // a cookbooklet of recipes, each a part (issue 13)
  // a graph of segments played one at a time, set in a world (issue 14)
  gamebook: { book: 'Gamebook', plan: 'GamebookOutline', part: 'GamebookSegment', history: 'GamebookSegmentHistory', config: 'GamebookConfig', path: 'interact', schemaType: 'Book', parts: { min: 8, max: 60, default: 20 }, ledger: { plan: 'plan', parts: 'segments', part: 'segment', partRef: 'segmentId' } },
  // a linear story in chapters, set in a world (issue 14; behind the worldstory flag)
  worldstory: { book: 'WorldStory', plan: 'WorldStoryOutline', part: 'WorldStoryChapter', history: 'WorldStoryHistory', config: 'WorldStoryConfig', path: 'stories', schemaType: 'Book', parts: { min: 2, max: 12, default: 5 }, ledger: { plan: 'plan', parts: 'chapters', part: 'chapter', partRef: 'chapterId' } },
  cookbook: { book: 'Cookbook', plan: 'CookbookOutline', part: 'Recipe', history: 'RecipeHistory', config: 'CookbookConfig', path: 'cookbooks', schemaType: 'Book', parts: { min: 1, max: 12, default: 6 }, ledger: { plan: 'plan', parts: 'parts', part: 'recipe', partRef: 'recipeId' } },
} as const satisfies Record<string, KindInfo>;

export type BookKind = keyof typeof KINDS;

/** Kinds with their own words for their plan, parts and making (a storyboard, recipes, a map…) in
 * books:kindStatus and credits:ledgerKinds; a textbook's and a world story's are the chapters'. */
export const KINDS_WITH_OWN_WORDS: ReadonlySet<string> = new Set<BookKind>(['storybook', 'worksheet', 'cookbook', 'gamebook']);

export const BOOK_KINDS = Object.keys(KINDS) as BookKind[];

export const isBookKind = (value: unknown): value is BookKind => typeof value === 'string' && Object.hasOwn(KINDS, value);

/** The kind a book id belongs to, by its family prefix; undefined for any other id. */
export function kindOfBookId(id: string): BookKind | undefined {
  const prefix = id.slice(0, 2).toLowerCase();
  return BOOK_KINDS.find((kind) => PREFIX_OF[kind] === prefix);
}

const PREFIX_OF = Object.fromEntries(BOOK_KINDS.map((kind) => [kind, ID_TYPES[KINDS[kind].book]])) as Record<BookKind, string>;

/** Whether a value is a book id of any kind (a textbook's, a storybook's…), by its family. */
export const isBookId = (value: unknown): value is string => BOOK_KINDS.some((kind) => isIdOf(KINDS[kind].book, value));

/** The kind a generation config id belongs to (TextbookConfig 8c, StorybookConfig a6…); undefined for any other id. */
export function kindOfConfigId(id: unknown): BookKind | undefined {
  return BOOK_KINDS.find((kind) => isIdOf(KINDS[kind].config, id));
}

/** The moderators' pages of a kind: /moderator/textbooks, /moderator/storybooks (spec §2). */
export const moderatorPath = (kind: BookKind) => `/moderator/${kind}s`;

/** A book's page in the reader's language: /{lang}/v/{slug}/{id}[/{part}] for textbooks and
 * storybooks, /{lang}/worksheets/{id} for a worksheet group (spec §2). */
export function bookHref(kind: BookKind | string, lang: string, slug: string, id: string, part = ''): string {
  const of = (isBookId(id) ? kindOfBookId(id) : undefined) ?? (isBookKind(kind) ? kind : undefined);
  // a gamebook's own page is its author's map (readers play it at interactHref, which needs its world)
  if (of === 'gamebook') return wizardHref('gamebook', lang, 'map', id);
  if (of === 'worksheet' || of === 'cookbook' || of === 'worldstory') return `/${lang}/${KINDS[of].path}/${id}${part ? `/${part}` : ''}`;
  return `/${lang}/v/${encodeURIComponent(slug)}/${id}${part ? `/${part}` : ''}`;
}

/** A worksheet's page: /{lang}/w/{slug}/{id}[/{part}] (part: about, export, print). */
export const worksheetHref = (lang: string, slug: string, id: string, part = '') =>
  `/${lang}/w/${encodeURIComponent(slug)}/${id}${part ? `/${part}` : ''}`;

/** A gamebook played: /{lang}/interact/{slug}/{worldId}/{gamebookId} (spec §2). */
export const interactHref = (lang: string, slug: string, worldId: string, id: string) =>
  `/${lang}/interact/${encodeURIComponent(slug)}/${worldId}/${id}`;

/** A world's page: /{lang}/world/{name}/{id} (spec §2). */
export const worldHref = (lang: string, name: string, id: string) => `/${lang}/world/${encodeURIComponent(name)}/${id}`;

/** A recipe's page: /{lang}/r/{slug}/{id}[/{part}] (part: print). */
export const recipeHref = (lang: string, slug: string, id: string, part = '') =>
  `/${lang}/r/${encodeURIComponent(slug)}/${id}${part ? `/${part}` : ''}`;

/** The wizard of a kind (spec §2): /{lang}/create/textbook/{step}, /create/storybook/{step},
 * /create/worksheets/{step}; a cookbook's is /create/cookbook/start, then /create/cookbooks/{step}
 * (the spec spells them so; the other spelling redirects). */
export function wizardHref(kind: BookKind | string, lang: string, step: string, bookId?: string): string {
  const folder = kind === 'worksheet' ? 'worksheets' : kind === 'worldstory' ? 'world-story' : kind === 'cookbook' ? (step === 'start' ? 'cookbook' : 'cookbooks') : kind;
  const path = `/${lang}/create/${folder}/${step}`;
  return bookId ? `${path}?book=${encodeURIComponent(bookId)}` : path;
}
