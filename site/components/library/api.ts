// The library's operations (api/graphql/library.ts) through the site's GraphQL client.
import type { TFunction } from 'i18next';
import { GraphQLRequestError } from '../../lib/graphql-client.ts';
import { graphql, request, type ResultOf, type VariablesOf } from '../../lib/graphql.ts';
import type { LibraryParams } from './model.ts';

const LibraryQuery = graphql(`
  query Library($query: String, $type: String, $language: String, $readingLevel: String, $subject: String, $sort: String, $offset: Int) {
    library(query: $query, type: $type, language: $language, readingLevel: $readingLevel, subject: $subject, sort: $sort, offset: $offset) {
      books {
        id type title slug subject subjectCode topic language readingLevel chapterCount readCount saveCount publishedAt featured snippet age itemCount
        cover { src srcset width height placeholder alt }
        author { id name slug picture }
      }
      nextOffset suggestions correctedQuery
    }
  }
`);

/** A page of the library as the search answers it (the schema's LibraryPage). */
export type LibraryPageView = ResultOf<typeof LibraryQuery>['library'];

export async function fetchLibrary(params: LibraryParams, offset = 0, signal?: AbortSignal): Promise<LibraryPageView> {
  const data = await request(LibraryQuery, {
    query: params.q || null, type: params.type || null, language: params.lang || null, readingLevel: params.level || null,
    subject: params.subject || null, sort: params.sort || null, offset,
  }, { signal });
  return data.library;
}

const SaveMutation = graphql(`mutation SaveBook($id: ID!) { saveBook(id: $id) { id saved saveCount } }`);
const UnsaveMutation = graphql(`mutation UnsaveBook($id: ID!) { unsaveBook(id: $id) { id saved saveCount } }`);

/** A book's saved state for the viewer, and how many have saved it. */
export type SaveStateView = ResultOf<typeof SaveMutation>['saveBook'];

export async function setSaved(id: string, saved: boolean): Promise<SaveStateView> {
  return saved ? (await request(SaveMutation, { id })).saveBook : (await request(UnsaveMutation, { id })).unsaveBook;
}

const MyPageMutation = graphql(`
  mutation UpdateMyPage($name: String!, $bio: String, $slug: String!) { updateMyPage(name: $name, bio: $bio, slug: $slug) { id name slug bio } }
`);

export type MyPageInput = VariablesOf<typeof MyPageMutation> & { bio: string };
export type MyPageView = ResultOf<typeof MyPageMutation>['updateMyPage'];

export async function updateMyPage(input: MyPageInput): Promise<MyPageView> {
  return (await request(MyPageMutation, input)).updateMyPage;
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
