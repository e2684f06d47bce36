// The owner's operations on a textbook's chapters and front matter (api/graphql/textbooks.ts)
// through the site's GraphQL client; the shared ones (visibility, delete, errors) are in
// site/components/book/api.ts.
import { graphql, request, type ResultOf, type VariablesOf } from '../../../lib/graphql.ts';

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
