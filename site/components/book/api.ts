// The owner's operations every kind shares (visibility, delete, duplicate) through the site's
// GraphQL client, and the server's English messages in the page language where we know them. A
// kind's own operations are in its folder (site/components/kinds/<kind>/api.ts).
import type { TFunction } from 'i18next';
import { GraphQLRequestError } from '../../lib/graphql-client.ts';
import { graphql, request, type ResultOf, type VariablesOf } from '../../lib/graphql.ts';

export type Visibility = 'private' | 'unlisted' | 'public';
export const VISIBILITIES: readonly Visibility[] = ['private', 'unlisted', 'public'];

export function setVisibility(id: string, visibility: Visibility) {
  return request(graphql(`mutation SetTextbookVisibility($id: ID!, $visibility: Visibility!) { setTextbookVisibility(id: $id, visibility: $visibility) { id visibility } }`),
    { id, visibility },
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

const ExportMutation = graphql(`mutation ExportBook($b: ID!, $f: ExportFormat!, $p: Paper) { exportBook(bookId: $b, format: $f, paper: $p) { id format paper current status progress bytes fileName url viewUrl errorMessage finishedAt } }`);
const ExportQuery = graphql(`query BookExport($id: ID!) { bookExport(id: $id) { id format paper current status progress bytes fileName url viewUrl errorMessage finishedAt } }`);

/** A book's file as the export panel shows it (the schema's BookExport). */
export type BookFile = ResultOf<typeof ExportQuery>['bookExport'];
export type ExportFormat = VariablesOf<typeof ExportMutation>['f'];
export type Paper = NonNullable<VariablesOf<typeof ExportMutation>['p']>;

/** Asks for the book as a file: the one built for this version, or a new build (a PDF on the paper given). */
export async function exportBook(bookId: string, format: ExportFormat, paper?: Paper): Promise<BookFile> {
  return (await request(ExportMutation, { b: bookId, f: format, ...(paper ? { p: paper } : {}) })).exportBook;
}

/** One export, to follow its build. */
export async function bookExport(id: string, signal?: AbortSignal): Promise<BookFile> {
  return (await request(ExportQuery, { id }, signal ? { signal } : {})).bookExport;
}
