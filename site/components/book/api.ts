// The owner's operations on a textbook (api/graphql/textbooks.ts) through the site's GraphQL
// client, and the server's English messages in the page language where we know them.
import type { TFunction } from 'i18next';
import { GraphQLRequestError } from '../../lib/graphql-client.ts';
import { graphql, request, type ResultOf, type VariablesOf } from '../../lib/graphql.ts';

export type Visibility = 'private' | 'unlisted' | 'public';
export const VISIBILITIES: readonly Visibility[] = ['private', 'unlisted', 'public'];

/** A regeneration is followed by reading the book this often until the chapter is written. */
export const POLL_MS = 1000;


const FrontMatterMutation = graphql(`mutation UpdateTextbookFrontMatter($id: ID!, $input: FrontMatterInput!) {
  updateTextbookFrontMatter(id: $id, input: $input) { id title slug }
}`);

/** The front matter the owner edits (the schema's FrontMatterInput). */
export type FrontMatter = VariablesOf<typeof FrontMatterMutation>['input'];

export function updateFrontMatter(id: string, input: FrontMatter) {
  return request(FrontMatterMutation, { id, input });
}

export function updateChapter(id: string, input: { title?: string; markdown?: string }) {
  return request(graphql(`mutation UpdateChapter($id: ID!, $input: ChapterInput!) { updateChapter(id: $id, input: $input) { id title markdown } }`),
    { id, input },
  );
}

export function regenerateChapter(id: string, instruction: string) {
  return request(graphql(`mutation RegenerateChapter($id: ID!, $instruction: String!) { regenerateChapter(id: $id, instruction: $instruction) { id status } }`),
    { id, instruction },
  );
}

export function setVisibility(id: string, visibility: Visibility) {
  return request(graphql(`mutation SetTextbookVisibility($id: ID!, $visibility: Visibility!) { setTextbookVisibility(id: $id, visibility: $visibility) { id visibility } }`),
    { id, visibility },
  );
}

const ProgressQuery = graphql(`query TextbookProgress($id: ID!) { textbook(id: $id) { id status chapters { id position status errorMessage } } }`);

/** A chapter's progress as the reader's tools follow it. */
export type ChapterProgress = NonNullable<ResultOf<typeof ProgressQuery>['textbook']>['chapters'][number];

export async function chapterProgress(bookId: string, signal?: AbortSignal): Promise<ChapterProgress[]> {
  const data = await request(ProgressQuery, { id: bookId }, signal ? { signal } : {});
  return data.textbook?.chapters ?? [];
}

/** What a rewrite costs and what the owner has, to show before asking. */
export async function rewritePrice(): Promise<{ cost: number; balance: number }> {
  const data = await request(graphql(`query RewritePrice { creditCosts { chapter } creditBalance }`), {},
  );
  return { cost: data.creditCosts.chapter, balance: data.creditBalance };
}

const VersionsQuery = graphql(`
  query ChapterVersions($id: ID!) {
    chapterVersions(chapterId: $id) { id number source instruction restoredFrom title markdown createdAt }
  }
`);

/** A chapter's version (source: writer, rewrite, edit, restore or kept; api/services/textbooks/versions.ts). */
export type ChapterVersion = ResultOf<typeof VersionsQuery>['chapterVersions'][number];

export async function chapterVersions(chapterId: string): Promise<ChapterVersion[]> {
  return (await request(VersionsQuery, { id: chapterId })).chapterVersions;
}

export function restoreChapterVersion(chapterId: string, versionId: string) {
  return request(graphql(`mutation RestoreChapterVersion($c: ID!, $v: ID!) { restoreChapterVersion(chapterId: $c, versionId: $v) { id status } }`),
    { c: chapterId, v: versionId },
  );
}

// the server's messages (api/services/textbooks) → keys of the books namespace
const KNOWN: [RegExp, string][] = [
  [/^Only a finished book can be shared/, 'owner.onlyDone'],
  [/^This chapter is being written/, 'owner.busy'],
  [/^This chapter is (queued|writing)/, 'owner.busy'],
  [/^Say how the chapter should change/, 'owner.instructionRequired'],
  [/^No such (book|chapter)/, 'owner.notFound'],
  [/^This book is being written; copy it/, 'owner.copyBusy'],
  [/^No such version/, 'owner.versions.notFound'],
  [/^Not enough credits/, 'owner.notEnoughCredits'],
  [/^You must be signed in/, 'owner.signedOut'],
];

/** One line for the owner: a known server message in the page language, else the server's own. */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof GraphQLRequestError) {
    if (error.network) return t('errors.network', { ns: 'common' });
    const message = error.errors?.[0]?.message;
    if (message) {
      const known = KNOWN.find(([pattern]) => pattern.test(message));
      return known ? t(known[1]) : message;
    }
  }
  return t('errors.generic', { ns: 'common' });
}

/**
 * The same error with known server messages in the page language, for the UI kit's Form (which
 * shows the first error's message, and per-field messages for BAD_USER_INPUT).
 */
export function localized(error: unknown, t: TFunction): unknown {
  if (!(error instanceof GraphQLRequestError) || !error.errors?.length) return error;
  const [first, ...rest] = error.errors;
  if (!first || first.extensions?.code === 'BAD_USER_INPUT') return error;
  const init = { errors: [{ ...first, message: errorMessage(error, t) }, ...rest], ...(error.status === undefined ? {} : { status: error.status }) };
  return new GraphQLRequestError(error.message, init);
}

/** Deletes the owner's book of any kind (its pages then answer 410). */
export function deleteBook(id: string) {
  return request(graphql(`mutation DeleteBook($id: ID!) { deleteBook(id: $id) { id deletedAt } }`),
    { id },
  );
}

/** A private copy of the owner's book of any kind. */
export function duplicateBook(id: string) {
  return request(graphql(`mutation DuplicateBook($id: ID!) { duplicateBook(id: $id) { id kind slug title } }`),
    { id },
  );
}
