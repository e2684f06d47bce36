// The public library over GraphQL (spec §1 Discover, user pages and collections): listings and
// search, featured picks, authors, collections and saves, the user's own page. (Featuring a
// book is a moderator's action: moderation-textbooks.ts.) Resolvers
// delegate to services/library.ts, the same functions the server-rendered pages call.
import { isBookId } from '../../core/kinds.ts';
import { isLangCode, type LangCode } from '../../core/languages.ts';
import { AppError } from '../errors.ts';
import {
  authorBooks, cachedFeatured, cachedSearch, cachedSubjectCounts, cachedSubjects, collectionBooks, findAuthor, isSaved, PAGE_SIZE,
  parseLibraryQuery, saveBook, searchAuthors, unsaveBook, updateProfile, FEATURED_MAX, MAX_OFFSET,
} from '../services/library.ts';
import { requireUser } from './auth.ts';
import type { Context, Resolvers } from './types.ts';

export const typeDefs = /* GraphQL */ `
  type LibraryAuthor { id: ID!  name: String!  slug: String!  picture: String }

  type LibraryBook {
    id: ID!
    "textbook or storybook (worksheets, cookbooks and gamebooks join as they arrive)"
    type: String!
    title: String!
    slug: String!
    "the author's own wording of the subject"
    subject: String!
    "the subject in the fixed list (biology, history…); null when the book names none"
    subjectCode: String
    topic: String!
    "the language the book is written in"
    language: String!
    readingLevel: String!
    chapterCount: Int!
    readCount: Int!
    saveCount: Int!
    publishedAt: String
    featured: Boolean!
    author: LibraryAuthor!
    "for search results: a passage with matches between U+0002 and U+0003"
    snippet: String
    "a storybook's cover (its first page's picture); null for other kinds, and until the picture is drawn"
    cover: LibraryCover
    "a storybook's reader age (2 to 12); null for other kinds"
    age: Int
    "a worksheet group's items across its worksheets; null for other kinds"
    itemCount: Int
  }

  type LibraryCover { src: String!  srcset: String!  width: Int!  height: Int!  placeholder: String!  alt: String! }

  type LibraryPage {
    books: [LibraryBook!]!
    "pass as offset for the next page; null at the end"
    nextOffset: Int
    "when nothing matched: titles or subjects to search instead"
    suggestions: [String!]!
    "when the query's own words matched nothing: the corrected query these results are for"
    correctedQuery: String
  }

  "a subject of the fixed list and how many listed books have it"
  type LibrarySubject { code: String!  books: Int! }

  type AuthorSummary { id: ID!  name: String!  slug: String!  picture: String  bio: String!  books: Int! }
  type AuthorsPage { authors: [AuthorSummary!]!  nextOffset: Int }
  type SaveState { id: ID!  saved: Boolean!  saveCount: Int! }

  extend type Query {
    "listed books: a query (full text, typo tolerant) and filters (subject: a code of librarySubjectCodes); sort relevance, newest, mostRead or mostSaved"
    library(query: String, type: String, language: String, readingLevel: String, subject: String, sort: String, offset: Int, limit: Int): LibraryPage!
    featuredBooks(language: String, limit: Int): [LibraryBook!]!
    "the most common wordings of subjects of listed books (search suggestions)"
    librarySubjects(language: String): [String!]!
    "the subjects of the fixed list that have listed books, most books first: the subject filter's options"
    librarySubjectCodes(language: String): [LibrarySubject!]!
    libraryAuthors(query: String, offset: Int): AuthorsPage!
    "an author by page address (@slug); an old address finds the author too"
    author(slug: String!): AuthorSummary
    authorBooks(slug: String!, offset: Int): LibraryPage!
    "the books a user saved that are listed"
    collection(slug: String!, offset: Int): LibraryPage!
    "the signed-in user's saved books (unlisted ones too)"
    myCollection(offset: Int): LibraryPage!
    isBookSaved(id: ID!): Boolean!
  }

  extend type Mutation {
    "save a book to My Collection; saving again changes nothing"
    saveBook(id: ID!): SaveState!
    "remove a book from My Collection; removing again changes nothing"
    unsaveBook(id: ID!): SaveState!
    "the signed-in user's page: display name, bio and address (@slug; old ones redirect)"
    updateMyPage(name: String!, bio: String, slug: String!): AuthorSummary!
  }
`;

function language(value: unknown): LangCode | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (!isLangCode(value)) throw AppError.badInput('language is not valid', { language: 'is not valid' });
  return value;
}

function offset(value: unknown): number {
  if (value === undefined || value === null) return 0;
  if (!Number.isInteger(value) || (value as number) < 0 || (value as number) > MAX_OFFSET) throw AppError.badInput('offset is not valid', { offset: 'is not valid' });
  return value as number;
}

async function authorOf(ctx: Context, slug: string) {
  const page = await findAuthor(ctx.knex, slug);
  if (!page) throw AppError.notFound('No such author');
  return page.author;
}

export const resolvers: Resolvers = {
  Query: {
    library: (_r, args: Record<string, unknown>, ctx) => cachedSearch(ctx.knex, parseLibraryQuery(args)),
    featuredBooks: (_r, args, ctx) => {
      const limit = args.limit ?? FEATURED_MAX;
      if (!Number.isInteger(limit) || limit < 1 || limit > FEATURED_MAX) throw AppError.badInput('limit is not valid', { limit: 'is not valid' });
      return cachedFeatured(ctx.knex, language(args.language), limit);
    },
    librarySubjects: (_r, args, ctx) => cachedSubjects(ctx.knex, language(args.language)),
    librarySubjectCodes: (_r, args, ctx) => cachedSubjectCounts(ctx.knex, language(args.language)),
    libraryAuthors: (_r, args, ctx) => {
      if (args.query && args.query.length > 200) throw AppError.badInput('query is too long', { query: 'is too long' });
      return searchAuthors(ctx.knex, args.query ?? undefined, offset(args.offset), PAGE_SIZE);
    },
    author: async (_r, { slug }, ctx) => (await findAuthor(ctx.knex, slug))?.author ?? null,
    authorBooks: async (_r, args, ctx) => authorBooks(ctx.knex, (await authorOf(ctx, args.slug)).id, offset(args.offset)),
    collection: async (_r, args, ctx) =>
      collectionBooks(ctx.knex, (await authorOf(ctx, args.slug)).id, ctx.user?.id, offset(args.offset)),
    myCollection: (_r, args, ctx) => {
      const user = requireUser(ctx);
      return collectionBooks(ctx.knex, user.id, user.id, offset(args.offset));
    },
    isBookSaved: (_r, { id }, ctx) => {
      if (!isBookId(id)) throw AppError.badInput('Invalid Textbook uuid');
      return isSaved(ctx.knex, ctx.user?.id, id);
    },
  },
  Mutation: {
    saveBook: (_r, { id }, ctx) => saveBook(ctx.knex, requireUser(ctx), id),
    unsaveBook: (_r, { id }, ctx) => unsaveBook(ctx.knex, requireUser(ctx), id),
    updateMyPage: (_r, args, ctx) => updateProfile(ctx.knex, requireUser(ctx), args),
  },
};
