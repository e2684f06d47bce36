// Storybooks over GraphQL (issue 16): the wizard (start, storyboard, make), the reader and the
// owner's page tools (words, alt text, redraw, own picture). Resolvers delegate to the engine
// (api/engine/books.ts) and the storybook kind; pictures come through loaders, one query a page.
import { bookSlug } from '../../core/slug.ts';
import { parseId } from '../../core/ids.ts';
import {
  cancelBook, generateBook, ownedBook, partVersions, regeneratePart, restorePartVersion, regeneratePlan, retryPart, startBook, updatePart, updatePlan, updateStart,
} from '../engine/books.ts';
import { kindCosts } from '../services/credits.ts';
import { readableBook, setVisibility } from '../services/textbooks/books.ts';
import { storybook as storybookKind, charactersOf } from '../kinds/storybook/index.ts';
import { attachUpload, imagesById, myCharacters } from '../kinds/storybook/pictures.ts';
import { bookAuthors, latestPlans } from './book-loaders.ts';
import type { Context, Loaders, Resolvers } from './types.ts';
import { actor, engineDeps } from './auth.ts';

export const typeDefs = /* GraphQL */ `
  "a picture kept in storage, in several sizes and formats (api/images)"
  type WebImage {
    id: ID!
    alt: String!
    width: Int!
    height: Int!
    "a tiny blurred version as a data: URL, shown while the picture loads"
    placeholder: String
    "the picture in a format every browser shows"
    src: String!
    "srcset per type (image/avif, image/webp)"
    sources: [WebImageSource!]!
  }
  type WebImageSource { type: String!  srcset: String! }

  type StoryCharacter {
    id: ID!
    name: String!
    "child, adult or animal"
    kind: String!
    look: String!
    clothes: String!
    colours: String!
    portrait: WebImage
  }
  type StoryScene { setting: String!  timeOfDay: String!  description: String! }
  type StoryBeat { beat: String!  characters: [ID!]!  scene: StoryScene! }
  type Storyboard { title: String!  pages: [StoryBeat!]! }

  type StorybookPage {
    id: ID!
    position: Int!
    text: String!
    alt: String!
    beat: String!
    characters: [ID!]!
    scene: StoryScene!
    picture: WebImage
    "illustrator or upload"
    pictureSource: String
    "queued, writing, done, failed or cancelled"
    status: PartStatus!
    errorMessage: String
  }

  type Storybook implements Book {
    id: ID!
    "always storybook"
    kind: BookKind!
    title: String!
    slug: String!
    "the author's idea: the owner's alone"
    idea: String
    "whether the author gave the title at the start (else the writer named the book)"
    titleGiven: Boolean!
    age: Int!
    language: String!
    pageCount: Int!
    artStyle: String!
    characters: [StoryCharacter!]!
    "draft, outlining, outlined, generating, done, failed or cancelled"
    status: BookStatus!
    wizardStep: WizardStep!
    visibility: Visibility!
    offlineDraft: Boolean!
    errorMessage: String
    isOwner: Boolean!
    "its pages (pageCount)"
    partCount: Int!
    createdAt: String!
    updatedAt: String!
    author: User!
    storyboard: Storyboard
    pages: [StorybookPage!]!
    "the first page's picture"
    cover: WebImage
  }

  type StorybookCosts { plan: Int!  page: Int!  redraw: Int! }

  "a state a page had: kept for every writing, rewrite, redraw, edit, upload and restore"
  type StorybookPageVersion {
    id: ID!
    "writer, rewrite, redraw, edit, upload or restore"
    source: String!
    instruction: String
    text: String!
    alt: String!
    picture: WebImage
    createdAt: String!
  }

  input CharacterInput {
    "one of My characters; or the fields below for a new one"
    userCharacterId: ID
    name: String
    kind: String
    look: String
    clothes: String
    colours: String
  }
  input StartStorybookInput {
    title: String
    idea: String!
    age: Int!
    language: String!
    pageCount: Int!
    artStyle: String!
    characters: [CharacterInput!]!
    idempotencyKey: String!
  }
  input StorybookStartInput {
    title: String
    idea: String!
    age: Int!
    language: String!
    pageCount: Int!
    artStyle: String!
    characters: [CharacterInput!]!
  }
  input StorySceneInput { setting: String!  timeOfDay: String!  description: String! }
  input StoryBeatInput { beat: String!  characters: [ID!]!  scene: StorySceneInput! }
  input StoryboardInput { title: String!  pages: [StoryBeatInput!]! }
  input StorybookPageInput { text: String  alt: String }

  extend type Query {
    storybook(id: ID!): Storybook
    "the signed-in user's characters, newest first: they carry over between books"
    myCharacters: [StoryCharacter!]!
    storybookCosts: StorybookCosts!
    "a page's versions, newest first: the owner's and moderators'"
    storybookPageVersions(pageId: ID!): [StorybookPageVersion!]!
  }

  extend type Mutation {
    startStorybook(input: StartStorybookInput!): Storybook!
    "back from the storyboard: this book's start values changed (a new title is free; anything else is a new storyboard, one storyboard's price)"
    updateStorybookStart(id: ID!, input: StorybookStartInput!): Storybook!
    updateStoryboard(id: ID!, storyboard: StoryboardInput!): Storybook!
    regenerateStoryboard(id: ID!, comment: String!): Storybook!
    generateStorybook(id: ID!, idempotencyKey: String!): Storybook!
    cancelStorybook(id: ID!): Storybook!
    retryStorybookPage(pageId: ID!): StorybookPage!
    "new words for the page (its picture stays), with the author's instruction"
    rewriteStorybookPage(pageId: ID!, instruction: String!): StorybookPage!
    "a new picture for the page with the author's instruction: the characters stay themselves"
    redrawStorybookPage(pageId: ID!, instruction: String!): StorybookPage!
    updateStorybookPage(pageId: ID!, input: StorybookPageInput!): StorybookPage!
    "the owner's own picture (an upload from POST /api/uploads/images) in place of the drawn one"
    setStorybookPagePicture(pageId: ID!, uploadId: ID!): StorybookPage!
    setStorybookVisibility(id: ID!, visibility: Visibility!): Storybook!
    "brings a version back (the page's current state stays as a version too)"
    restoreStorybookPageVersion(versionId: ID!): StorybookPage!
  }
`;

type Row = Record<string, any>;



export const storybook = (row: Row) => ({
  id: row.id, kind: 'storybook' as const, partCount: row.chapter_count, title: row.title, slug: bookSlug(row.title), idea: row.topic, titleGiven: Boolean(row.details?.titleGiven), age: Number(row.details?.age ?? 0), language: row.language,
  pageCount: row.chapter_count, artStyle: String(row.details?.artStyle ?? ''), characters: charactersOf(row),
  status: row.status, wizardStep: row.wizard_step, visibility: row.visibility, offlineDraft: row.writer === 'offline',
  errorMessage: row.error_message, createdAt: new Date(row.created_at).toISOString(), updatedAt: new Date(row.updated_at).toISOString(), userId: row.user_id,
});

export const page = (row: Row) => ({
  id: row.id, position: row.position, text: row.content?.text ?? '', alt: row.content?.alt ?? '', beat: row.content?.beat ?? '',
  characters: row.content?.characters ?? [], scene: row.content?.scene, imageId: row.content?.image?.id ?? null,
  pictureSource: row.content?.image?.source ?? null, status: row.status, errorMessage: row.error_message,
});

const version = (row: Row) => ({
  id: row.id, source: row.source, instruction: row.instruction, text: row.content?.text ?? '', alt: row.content?.alt ?? '',
  imageId: row.content?.image?.id ?? null, createdAt: new Date(row.created_at).toISOString(),
});

const character = (c: Row) => ({ id: c.id, name: c.name, kind: c.kind, look: c.look, clothes: c.clothes ?? '', colours: c.colours ?? '', imageId: c.portraitImageId ?? null });

const bookId = (id: string) => parseId('Storybook', id);

export const resolvers: Resolvers = {
  Query: {
    storybook: async (_r, { id }, ctx) => storybook(await readableBook(ctx.knex, ctx.user, id, 'storybook')),
    myCharacters: async (_r, _a, ctx) => (await myCharacters(ctx.knex, actor(ctx).id)).map(character),
    storybookPageVersions: async (_r, a, ctx) => (await partVersions(ctx.knex, actor(ctx), 'storybook', a.pageId)).map(version),
    storybookCosts: async (_r, _a, ctx) => {
      const c = await kindCosts(ctx.knex, 'storybook', storybookKind.defaultCosts);
      return { plan: c.plan, page: c.part, redraw: c.redraw };
    },
  },
  Mutation: {
    startStorybook: async (_r, { input }, ctx) => storybook(await startBook(engineDeps(ctx), actor(ctx), 'storybook', cleanStart(input))),
    updateStorybookStart: async (_r, a, ctx) => storybook(await updateStart(engineDeps(ctx), actor(ctx), 'storybook', a.id, cleanStart(a.input))),
    updateStoryboard: async (_r, a, ctx) => storybook(await updatePlan(ctx.knex, actor(ctx), 'storybook', a.id, a.storyboard)),
    regenerateStoryboard: async (_r, a, ctx) => storybook(await regeneratePlan(engineDeps(ctx), actor(ctx), 'storybook', a.id, a.comment)),
    generateStorybook: async (_r, a, ctx) => storybook(await generateBook(engineDeps(ctx), actor(ctx), 'storybook', a.id, a.idempotencyKey)),
    cancelStorybook: async (_r, a, ctx) => storybook(await cancelBook(ctx.knex, actor(ctx), 'storybook', a.id)),
    retryStorybookPage: async (_r, a, ctx) => page(await retryPart(engineDeps(ctx), actor(ctx), 'storybook', a.pageId)),
    rewriteStorybookPage: async (_r, a, ctx) => page(await regeneratePart(engineDeps(ctx), actor(ctx), 'storybook', a.pageId, a.instruction, 'text')),
    redrawStorybookPage: async (_r, a, ctx) => page(await regeneratePart(engineDeps(ctx), actor(ctx), 'storybook', a.pageId, a.instruction, 'picture')),
    updateStorybookPage: async (_r, a, ctx) =>
      page(await updatePart(ctx.knex, actor(ctx), 'storybook', a.pageId, (content) => ({
        ...content,
        ...(typeof a.input.text === 'string' ? { text: a.input.text } : {}),
        ...(typeof a.input.alt === 'string' ? { alt: a.input.alt } : {}),
      }))),
    setStorybookPagePicture: async (_r, a, ctx) => page(await attachUpload(ctx.knex, actor(ctx), a.pageId, a.uploadId)),
    restoreStorybookPageVersion: async (_r, a, ctx) => page(await restorePartVersion(ctx.knex, actor(ctx), 'storybook', a.versionId)),
    setStorybookVisibility: async (_r, a, ctx) => {
      await ownedBook(ctx.knex, actor(ctx), 'storybook', a.id);
      return storybook(await setVisibility(ctx.knex, actor(ctx), bookId(a.id), a.visibility, { production: ctx.config.isProduction }));
    },
  },
  Storybook: {
    isOwner: (book, _a, ctx) => ctx.user?.id === (book as { userId: string }).userId,
    idea: (book, _a, ctx) => (ctx.user?.id === (book as { userId: string }).userId ? (book as { idea: string }).idea : null),
    characters: (book) => (book as { characters: Row[] }).characters.map(character),
  },
};

/** GraphQL's nulls out of a character choice, so the kind's schema sees one shape or the other. */
function cleanStart(input: Row): Row {
  const characters = Array.isArray(input.characters)
    ? input.characters.map((c: Row) => Object.fromEntries(Object.entries(c).filter(([, v]) => v !== null && v !== undefined)))
    : input.characters;
  return { ...input, characters };
}

type BookObj = { obj: { id: string; userId: string } };
type ImageObj = { obj: { imageId: string | null } };

const pictures = async (queries: ImageObj[], ctx: Context) => {
  const images = await imagesById(ctx, queries.map((q) => q.obj.imageId).filter((id): id is string => Boolean(id)));
  return queries.map((q) => (q.obj.imageId ? images.get(q.obj.imageId) ?? null : null));
};

export const loaders: Loaders = {
  Storybook: {
    author: bookAuthors,
    pages: async (queries: BookObj[], ctx) => {
      const rows = await ctx.knex('book_parts').whereIn('book_id', queries.map((q) => q.obj.id)).orderBy('position');
      return queries.map((q) => rows.filter((r) => r.book_id === q.obj.id).map(page));
    },
    storyboard: latestPlans,
    cover: async (queries: BookObj[], ctx) => {
      const rows = await ctx.knex('book_parts').whereIn('book_id', queries.map((q) => q.obj.id)).where({ position: 1 }).select('book_id', 'content');
      const byBook = new Map(rows.map((r) => [r.book_id, r.content?.image?.id ?? null]));
      return pictures(queries.map((q) => ({ obj: { imageId: byBook.get(q.obj.id) ?? null } })), ctx);
    },
  },
  StorybookPage: { picture: pictures },
  StorybookPageVersion: { picture: pictures },
  StoryCharacter: { portrait: pictures },
};

