// Textbooks over GraphQL: the wizard's operations, the reader's and the owner's. Resolvers only
// delegate to services/textbooks; every relation goes through a loader (one query per page of
// books, however many chapters).
import { bookSlug, chapterSlug } from '../../core/slug.ts';
import { parseId } from '../../core/ids.ts';
import { renderChapterHtml } from '../lib/markdown.ts';
import { balance, costs } from '../services/credits.ts';
import { myBooks, readableBook, setVisibility, updateChapter, updateFrontMatter } from '../services/textbooks/books.ts';
import {
  cancelGeneration, generateTextbook, regenerateChapter, regenerateOutline, retryChapter, startTextbook, updateOutline,
} from '../services/textbooks/generation.ts';
import { updateTextbookStart } from '../services/textbooks/start-edit.ts';
import { storybook } from './storybooks.ts';
import { worksheetGroup } from './worksheets.ts';
import { cookbookBook } from './cookbooks.ts';
import { gamebookOut } from './gamebooks.ts';
import { worldStoryOut } from './worldstories.ts';
import { bookAuthors, latestPlans } from './book-loaders.ts';
import type { Context, Loaders, Resolvers } from './types.ts';
import { actor, engineDeps } from './auth.ts';

export const typeDefs = /* GraphQL */ `
  type OutlineChapter { title: String!  sections: [String!]! }
  type Outline { title: String!  chapters: [OutlineChapter!]! }

  type TextbookChapter {
    id: ID!
    position: Int!
    title: String!
    slug: String!
    sections: [String!]!
    markdown: String!
    "the Markdown as safe HTML (api/lib/markdown.ts); headingLevel 2, 3 or 4 is the element of # and ## headings"
    html(headingLevel: Int = 2): String!
    "queued, writing, done, failed or cancelled"
    status: PartStatus!
    errorMessage: String
  }

  "What every kind of book shares (textbooks, storybooks…); My Books lists them all. Ask for a kind's own fields with an inline fragment (... on Storybook { cover { src } })."
  interface Book {
    id: ID!
    "textbook or storybook (the id's family says the same)"
    kind: BookKind!
    title: String!
    slug: String!
    "the language the book is written in"
    language: String!
    "draft, outlining, outlined, generating, done, failed or cancelled"
    status: BookStatus!
    "the wizard step to resume: start, outline, generate or done (/{lang}/create/{kind}/{wizardStep}?book={id})"
    wizardStep: WizardStep!
    "private, unlisted or public"
    visibility: Visibility!
    "true when written by the offline writer (no AI provider configured)"
    offlineDraft: Boolean!
    errorMessage: String
    isOwner: Boolean!
    "how many parts it has or will have: a textbook's chapters, a storybook's pages"
    partCount: Int!
    createdAt: String!
    updatedAt: String!
    author: User!
  }

  type Textbook implements Book {
    id: ID!
    "always textbook"
    kind: BookKind!
    title: String!
    slug: String!
    topic: String!
    subject: String!
    "the subject in the fixed list (core/subjects.ts); null when the book names none"
    subjectCode: String
    audience: String!
    readingLevel: String!
    language: String!
    chapterCount: Int!
    "the owner's notes to the writer (with the outline comments): null for everyone else"
    notes: String
    dedication: String!
    copyright: String!
    "draft, outlining, outlined, generating, done, failed or cancelled"
    status: BookStatus!
    "the wizard step to resume: start, outline, generate or done"
    wizardStep: WizardStep!
    "private, unlisted or public"
    visibility: Visibility!
    "true when written by the offline writer (no AI provider configured)"
    offlineDraft: Boolean!
    configVersion: Int
    errorMessage: String
    isOwner: Boolean!
    "the chapters it has or will have (chapterCount)"
    partCount: Int!
    createdAt: String!
    updatedAt: String!
    author: User!
    outline: Outline
    chapters: [TextbookChapter!]!
  }

  type CreditCosts { outline: Int!  chapter: Int! }

  input StartTextbookInput {
    title: String!
    topic: String!
    subject: String
    "a subject from the fixed list (biology, history…); when not given, the one subject names"
    subjectCode: String
    audience: String
    readingLevel: String
    language: String!
    chapterCount: Int!
    notes: String
    idempotencyKey: String!
  }
  "a book's start values, changed while its outline is reviewed"
  input TextbookStartInput {
    title: String!
    topic: String!
    subject: String
    subjectCode: String
    audience: String
    readingLevel: String
    language: String!
    chapterCount: Int!
    notes: String
  }
  input OutlineChapterInput { title: String!  sections: [String!]! }
  input OutlineInput { title: String!  chapters: [OutlineChapterInput!]! }
  input ChapterInput { title: String  markdown: String }
  input FrontMatterInput { title: String  dedication: String  copyright: String }

  extend type Query {
    textbook(id: ID!): Textbook
    "the signed-in user's books of every kind (or of one kind: textbook, storybook) in a My Books tab: drafts, generating, private (done, only the owner reads it) or published (done, public or unlisted)"
    myBooks(mode: MyBooksMode!, kind: BookKind): [Book!]!
    creditBalance: Int!
    creditCosts: CreditCosts!
  }

  extend type Mutation {
    startTextbook(input: StartTextbookInput!): Textbook!
    updateTextbookOutline(id: ID!, outline: OutlineInput!): Textbook!
    "changes the start values of a book at its outline: the title alone is free; anything else writes a new outline (one outline's credits)"
    updateTextbookStart(id: ID!, input: TextbookStartInput!): Textbook!
    regenerateOutline(id: ID!, comment: String!): Textbook!
    generateTextbook(id: ID!, idempotencyKey: String!): Textbook!
    cancelGeneration(id: ID!): Textbook!
    retryChapter(chapterId: ID!): TextbookChapter!
    updateChapter(id: ID!, input: ChapterInput!): TextbookChapter!
    regenerateChapter(id: ID!, instruction: String!): TextbookChapter!
    setTextbookVisibility(id: ID!, visibility: Visibility!): Textbook!
    updateTextbookFrontMatter(id: ID!, input: FrontMatterInput!): Textbook!
  }
`;

type Row = Record<string, any>;



export const textbook = (row: Row) => ({
  id: row.id, kind: 'textbook' as const, partCount: row.chapter_count, title: row.title, slug: bookSlug(row.title), topic: row.topic, subject: row.subject, subjectCode: row.subject_code ?? null, audience: row.audience,
  readingLevel: row.reading_level, language: row.language, chapterCount: row.chapter_count, notes: row.notes,
  dedication: row.dedication, copyright: row.copyright, status: row.status, wizardStep: row.wizard_step, visibility: row.visibility,
  offlineDraft: row.writer === 'offline', configVersion: row.config_version, errorMessage: row.error_message,
  createdAt: new Date(row.created_at).toISOString(), updatedAt: new Date(row.updated_at).toISOString(), userId: row.user_id,
});

/** A book row of any kind as its GraphQL type (Book's resolveType, as Mercurius names it, reads the kind). */
export const anyBook = (row: Row) => (row.kind === 'storybook' ? storybook(row) : row.kind === 'worksheet' ? worksheetGroup(row) : row.kind === 'cookbook' ? cookbookBook(row) : row.kind === 'gamebook' ? gamebookOut(row) : row.kind === 'worldstory' ? worldStoryOut(row) : textbook(row));

/** A textbook's part (book_parts, content `{ sections, markdown }`) as a TextbookChapter. */
export const chapter = (row: Row) => ({
  id: row.id, position: row.position, title: row.title, slug: chapterSlug(row.title, row.position), sections: row.content?.sections ?? [],
  markdown: row.content?.markdown ?? '', status: row.status, errorMessage: row.error_message,
});

export const resolvers: Resolvers = {
  Query: {
    textbook: async (_r, { id }, ctx) => textbook(await readableBook(ctx.knex, ctx.user, id)),
    myBooks: async (_r, a, ctx) => (await myBooks(ctx.knex, actor(ctx), a.mode, a.kind ?? undefined)).map(anyBook),
    creditBalance: (_r, _a, ctx) => balance(ctx.knex, actor(ctx).id),
    creditCosts: (_r, _a, ctx) => costs(ctx.knex),
  },
  Mutation: {
    startTextbook: async (_r, { input }, ctx) => textbook(await startTextbook(engineDeps(ctx), actor(ctx), input)),
    updateTextbookOutline: async (_r, a, ctx) => textbook(await updateOutline(ctx.knex, actor(ctx), parseId('Textbook', a.id), a.outline)),
    updateTextbookStart: async (_r, a, ctx) => textbook(await updateTextbookStart(engineDeps(ctx), actor(ctx), parseId('Textbook', a.id), a.input)),
    regenerateOutline: async (_r, a, ctx) => textbook(await regenerateOutline(engineDeps(ctx), actor(ctx), parseId('Textbook', a.id), a.comment)),
    generateTextbook: async (_r, a, ctx) => textbook(await generateTextbook(engineDeps(ctx), actor(ctx), parseId('Textbook', a.id), a.idempotencyKey)),
    cancelGeneration: async (_r, a, ctx) => textbook(await cancelGeneration(ctx.knex, actor(ctx), parseId('Textbook', a.id))),
    retryChapter: async (_r, a, ctx) => chapter(await retryChapter(engineDeps(ctx), actor(ctx), parseId('TextbookChapter', a.chapterId))),
    updateChapter: async (_r, a, ctx) => chapter(await updateChapter(ctx.knex, actor(ctx), a.id, a.input)),
    regenerateChapter: async (_r, a, ctx) => chapter(await regenerateChapter(engineDeps(ctx), actor(ctx), parseId('TextbookChapter', a.id), a.instruction)),
    setTextbookVisibility: async (_r, a, ctx) => textbook(await setVisibility(ctx.knex, actor(ctx), parseId('Textbook', a.id), a.visibility, { production: ctx.config.isProduction })),
    updateTextbookFrontMatter: async (_r, a, ctx) => textbook(await updateFrontMatter(ctx.knex, actor(ctx), parseId('Textbook', a.id), a.input)),
  },
  Book: {
    resolveType: (book: unknown) => ({ storybook: 'Storybook', worksheet: 'WorksheetGroup', cookbook: 'Cookbook', gamebook: 'Gamebook', worldstory: 'WorldStory' } as Record<string, string>)[(book as { kind?: string }).kind ?? ''] ?? 'Textbook',
  },
  TextbookChapter: {
    html: (chapter, a: { headingLevel: number }) => renderChapterHtml((chapter as { markdown: string }).markdown, a.headingLevel),
  },
  Textbook: {
    isOwner: (book, _a, ctx) => ctx.user?.id === (book as { userId: string }).userId,
    notes: (book, _a, ctx) => (ctx.user?.id === (book as { userId: string }).userId ? (book as { notes: string }).notes : null),
  },
};

type BookObj = { obj: { id: string; userId: string } };

export const loaders: Loaders = {
  Textbook: {
    author: bookAuthors,
    chapters: async (queries: BookObj[], ctx) => {
      const rows = await ctx.knex('book_parts').whereIn('book_id', queries.map((q) => q.obj.id)).orderBy('position');
      return queries.map((q) => rows.filter((r) => r.book_id === q.obj.id).map(chapter));
    },
    outline: latestPlans,
  },
};
