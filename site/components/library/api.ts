// The library's operations (api/graphql/library.ts) through the site's GraphQL client.
import type { TFunction } from 'i18next';
import { GraphQLRequestError, graphqlRequest } from '../../lib/graphql-client.ts';
import type { LibraryBookView, LibraryParams } from './model.ts';

const BOOK_FIELDS = `id type title slug subject subjectCode topic language readingLevel chapterCount readCount saveCount publishedAt featured snippet age cover { src srcset width height placeholder alt }
  author { id name slug picture }`;

export interface LibraryPageView {
  books: LibraryBookView[];
  nextOffset: number | null;
  suggestions: string[];
  correctedQuery?: string | null;
}

export async function fetchLibrary(params: LibraryParams, offset = 0, signal?: AbortSignal): Promise<LibraryPageView> {
  const data = await graphqlRequest<{ library: LibraryPageView }>(
    'Library',
    /* GraphQL */ `query Library($query: String, $type: String, $language: String, $readingLevel: String, $subject: String, $sort: String, $offset: Int) {
      library(query: $query, type: $type, language: $language, readingLevel: $readingLevel, subject: $subject, sort: $sort, offset: $offset) {
        books { ${BOOK_FIELDS} } nextOffset suggestions correctedQuery
      }
    }`,
    {
      query: params.q || null, type: params.type || null, language: params.lang || null, readingLevel: params.level || null,
      subject: params.subject || null, sort: params.sort || null, offset,
    },
    { signal },
  );
  return data.library;
}

export interface SaveStateView { id: string; saved: boolean; saveCount: number }

export async function setSaved(id: string, saved: boolean): Promise<SaveStateView> {
  if (saved) {
    const data = await graphqlRequest<{ saveBook: SaveStateView }>('SaveBook', 'mutation SaveBook($id: ID!) { saveBook(id: $id) { id saved saveCount } }', { id });
    return data.saveBook;
  }
  const data = await graphqlRequest<{ unsaveBook: SaveStateView }>('UnsaveBook', 'mutation UnsaveBook($id: ID!) { unsaveBook(id: $id) { id saved saveCount } }', { id });
  return data.unsaveBook;
}

export interface MyPageInput { name: string; bio: string; slug: string }
export interface MyPageView { id: string; name: string; slug: string; bio: string }

export async function updateMyPage(input: MyPageInput): Promise<MyPageView> {
  const data = await graphqlRequest<{ updateMyPage: MyPageView }>(
    'UpdateMyPage',
    'mutation UpdateMyPage($name: String!, $bio: String, $slug: String!) { updateMyPage(name: $name, bio: $bio, slug: $slug) { id name slug bio } }',
    { ...input },
  );
  return data.updateMyPage;
}

/** The first error's message (the server's, already clear), or the fallback in the page language. */
export function failureMessage(failure: unknown, t: TFunction, fallback: string): string {
  if (failure instanceof GraphQLRequestError && failure.errors?.[0]?.message) return failure.errors[0].message;
  return t(fallback);
}

/** Per-field messages of a BAD_USER_INPUT answer. */
export function fieldErrors(failure: unknown): Record<string, string> {
  if (!(failure instanceof GraphQLRequestError)) return {};
  const fields = failure.errors?.[0]?.extensions?.fields;
  return fields && typeof fields === 'object' ? (fields as Record<string, string>) : {};
}
