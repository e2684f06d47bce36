// World stories over GraphQL (issue 14; behind the worldstory flag): the wizard (start in one of
// the author's worlds, the chapters to edit, write) and the readers' query. Starting one is
// refused to whoever does not have the flag. Resolvers delegate to the engine (api/engine/books.ts).
import { slugify } from '../../core/slug.ts';
import { parseId } from '../../core/ids.ts';
import { AppError } from '../errors.ts';
import { cancelBook, generateBook, ownedBook, regeneratePlan, retryPart, startBook, updatePlan, updateStart } from '../engine/books.ts';
import { kindCosts } from '../services/credits.ts';
import { readableBook, setVisibility } from '../services/textbooks/books.ts';
import { flagOn, requestOverrides } from '../services/flags.ts';
import { worldstory as storyKind } from '../kinds/worldstory/index.ts';
import { bookAuthors, latestPlans } from './book-loaders.ts';
import type { Context, Loaders, Resolvers } from './types.ts';
import { actor, engineDeps } from './auth.ts';

export const typeDefs = /* GraphQL */ `
  type WorldStoryChapter { id: ID!  position: Int!  title: String!  summary: String!  markdown: String!  status: PartStatus!  errorMessage: String }
  type WorldStoryPlanChapter { title: String!  summary: String! }
  type WorldStoryPlan { title: String!  chapters: [WorldStoryPlanChapter!]! }
  type WorldStory implements Book {
    id: ID!
    "always worldstory"
    kind: BookKind!
    title: String!
    slug: String!
    idea: String!
    language: String!
    worldId: ID!
    chapterCount: Int!
    status: BookStatus!
    wizardStep: WizardStep!
    visibility: Visibility!
    offlineDraft: Boolean!
    errorMessage: String
    isOwner: Boolean!
    partCount: Int!
    createdAt: String!
    updatedAt: String!
    author: User!
    plan: WorldStoryPlan
    chapters: [WorldStoryChapter!]!
  }
  type WorldStoryCosts { plan: Int!  chapter: Int! }
  input WorldStoryStartInput { worldId: ID!  idea: String!  language: String!  chapterCount: Int! }
  input StartWorldStoryInput { worldId: ID!  idea: String!  language: String!  chapterCount: Int!  idempotencyKey: String! }
  input WorldStoryPlanChapterInput { title: String!  summary: String! }
  input WorldStoryPlanInput { title: String!  chapters: [WorldStoryPlanChapterInput!]! }

  extend type Query {
    worldStory(id: ID!): WorldStory
    worldStoryCosts: WorldStoryCosts!
  }

  extend type Mutation {
    "needs the worldstory flag"
    startWorldStory(input: StartWorldStoryInput!): WorldStory!
    updateWorldStoryStart(id: ID!, input: WorldStoryStartInput!): WorldStory!
    updateWorldStoryPlan(id: ID!, plan: WorldStoryPlanInput!): WorldStory!
    regenerateWorldStoryPlan(id: ID!, comment: String!): WorldStory!
    generateWorldStory(id: ID!, idempotencyKey: String!): WorldStory!
    cancelWorldStory(id: ID!): WorldStory!
    setWorldStoryVisibility(id: ID!, visibility: Visibility!): WorldStory!
    retryWorldStoryChapter(chapterId: ID!): WorldStoryChapter!
  }
`;

type Row = Record<string, any>;

const iso = (d: unknown) => new Date(d as string).toISOString();

export const worldStoryOut = (row: Row) => ({
  id: row.id, kind: 'worldstory' as const, title: row.title, slug: slugify(row.title, 'Book'), idea: row.topic, language: row.language, worldId: row.world_id,
  chapterCount: row.chapter_count, partCount: row.chapter_count, status: row.status, wizardStep: row.wizard_step, visibility: row.visibility,
  offlineDraft: row.writer === 'offline', errorMessage: row.error_message, createdAt: iso(row.created_at), updatedAt: iso(row.updated_at), userId: row.user_id,
});

export const chapterOut = (p: Row) => ({
  id: p.id, position: p.position, title: p.content?.title || p.title, summary: p.content?.summary ?? '', markdown: p.content?.markdown ?? '',
  status: p.status, errorMessage: p.error_message ?? null,
});

/** Whether the one asking may start world stories (the worldstory flag). */
export async function mayTellStories(ctx: Context): Promise<boolean> {
  const who = ctx.user ? { id: ctx.user.id, roles: ctx.user.roles } : null;
  return flagOn(ctx.knex, who, 'worldstory', requestOverrides(who, (ctx as Row).reply?.request?.headers?.['x-feature-flags']));
}

const withoutNulls = (input: Row) => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined));

export const resolvers: Resolvers = {
  Query: {
    worldStory: async (_r, { id }, ctx) => worldStoryOut(await readableBook(ctx.knex, ctx.user, id, 'worldstory')),
    worldStoryCosts: async (_r, _a, ctx) => {
      const c = await kindCosts(ctx.knex, 'worldstory', storyKind.defaultCosts);
      return { plan: c.plan, chapter: c.part };
    },
  },
  Mutation: {
    startWorldStory: async (_r, { input }, ctx) => {
      const who = actor(ctx);
      if (!(await mayTellStories(ctx))) throw AppError.forbidden('World stories are not open to you yet');
      return worldStoryOut(await startBook(engineDeps(ctx), who, 'worldstory', withoutNulls(input)));
    },
    updateWorldStoryStart: async (_r, a, ctx) => worldStoryOut(await updateStart(engineDeps(ctx), actor(ctx), 'worldstory', a.id, withoutNulls(a.input))),
    updateWorldStoryPlan: async (_r, a, ctx) => worldStoryOut(await updatePlan(ctx.knex, actor(ctx), 'worldstory', a.id, a.plan)),
    regenerateWorldStoryPlan: async (_r, a, ctx) => worldStoryOut(await regeneratePlan(engineDeps(ctx), actor(ctx), 'worldstory', a.id, a.comment)),
    generateWorldStory: async (_r, a, ctx) => worldStoryOut(await generateBook(engineDeps(ctx), actor(ctx), 'worldstory', a.id, a.idempotencyKey)),
    cancelWorldStory: async (_r, a, ctx) => worldStoryOut(await cancelBook(ctx.knex, actor(ctx), 'worldstory', a.id)),
    setWorldStoryVisibility: async (_r, a, ctx) => {
      await ownedBook(ctx.knex, actor(ctx), 'worldstory', a.id);
      return worldStoryOut(await setVisibility(ctx.knex, actor(ctx), parseId('WorldStory', a.id), a.visibility, { production: ctx.config.isProduction }));
    },
    retryWorldStoryChapter: async (_r, a, ctx) => chapterOut(await retryPart(engineDeps(ctx), actor(ctx), 'worldstory', a.chapterId)),
  },
  WorldStory: {
    isOwner: (b, _a, ctx) => ctx.user?.id === (b as { userId: string }).userId,
  },
};

type BookObj = { obj: { id: string; userId: string } };

export const loaders: Loaders = {
  WorldStory: {
    author: bookAuthors,
    plan: latestPlans,
    chapters: async (queries: BookObj[], ctx) => {
      const rows = await ctx.knex('book_parts').whereIn('book_id', queries.map((q) => q.obj.id)).orderBy('position');
      return queries.map((q) => rows.filter((r) => r.book_id === q.obj.id).map(chapterOut));
    },
  },
};
