// Worlds, gamebooks and playing them over GraphQL (issue 14): a world from an idea and its hand
// edits; the gamebook wizard (start in a world, the map to edit, write); the author's segment
// edits on the map with the checks; reading and growing in play (gamebooks2); moderation (hide a
// segment or a book, feature or hide a world), adventure prototypes, and the flags admins edit.
import { slugify } from '../../core/slug.ts';
import { parseId } from '../../core/ids.ts';
import { AppError } from '../errors.ts';
import { createWriter } from '../ai/index.ts';
import {
  cancelBook, generateBook, ownedBook, redrawPart, regeneratePart, regeneratePlan, retryPart, startBook, updatePlan, updateStart,
} from '../engine/books.ts';
import { kindCosts } from '../services/credits.ts';
import { readableBook, setVisibility } from '../services/textbooks/books.ts';
import { gamebook as gamebookKind } from '../kinds/gamebook/index.ts';
import { TONES } from '../kinds/gamebook/schema.ts';
import { artStyleOf } from '../kinds/gamebook/pictures.ts';
import { imagesById } from '../kinds/storybook/pictures.ts';
import { ART_STYLES } from '../../core/storybook.ts';
import {
  addSegment, assertPublishable, growthOf, removeSegmentPicture, setGamebookArtStyle, deleteSegment, gamebookGraph, gamebookProblems, playableGraph, readSegment, setSegmentHidden, takeChoice, updateSegment,
} from '../services/gamebooks.ts';
import {
  createWorld, deleteWorld, featuredWorlds, isModerator, moderateWorld, moderatedWorlds, myWorlds, readableWorld, setWorldVisibility, updateWorld, worldBooks,
} from '../services/worlds.ts';
import { featureFlags, flagOn, requestOverrides, setFlagPercent } from '../services/flags.ts';
import { adventurePrototypes, deleteAdventurePrototype, getAdventurePrototype, saveAdventurePrototype } from '../services/adventures.ts';
import { bookAuthors, latestPlans } from './book-loaders.ts';
import { requireRole, actor, engineDeps, viewer } from './auth.ts';
import { worldStoryOut } from './worldstories.ts';
import type { Context, Loaders, Resolvers } from './types.ts';

export const typeDefs = /* GraphQL */ `
  type WorldPlace { name: String!  description: String! }
  type WorldCharacter { id: ID!  name: String!  kind: String!  look: String!  clothes: String!  colours: String! }
  type World {
    id: ID!
    name: String!
    slug: String!
    premise: String!
    "one of ${TONES.join(', ')}, or the author's own word"
    tone: String!
    audienceAge: Int!
    language: String!
    places: [WorldPlace!]!
    characters: [WorldCharacter!]!
    rules: [String!]!
    lore: String!
    visibility: Visibility!
    featured: Boolean!
    hidden: Boolean!
    isOwner: Boolean!
    createdAt: String!
    updatedAt: String!
    author: User!
    "its gamebooks: all of them for the owner and moderators, the shared ones for others"
    gamebooks: [Gamebook!]!
    "its stories, the same way"
    stories: [WorldStory!]!
  }
  type WorldPage { worlds: [World!]!  total: Int!  page: Int! }

  type GamebookChoice { id: ID!  text: String!  "null: not written yet (it grows when a reader takes it)"  to: ID  requires: [String!]!  forbids: [String!]!  sets: [String!]!  clears: [String!]! }
  type GamebookSegment {
    "its id in the gamebook's graph (s1, s2…)"
    id: ID!
    title: String!
    "what the plan said of it"
    summary: String!
    text: String!
    "good, bad or neutral; null for a segment with choices"
    ending: String
    choices: [GamebookChoice!]!
    hidden: Boolean!
    "grown in play: written when a reader first took the choice leading here"
    grown: Boolean!
    "the picture the author asked the illustrator for, shown above the words"
    picture: WebImage
    status: PartStatus!
    "what is being made again: all, text or picture (while queued or writing)"
    redo: String!
    errorMessage: String
  }
  "a problem the checks find: errors keep the gamebook from being shared"
  type GamebookProblem {
    "${'missingStart, duplicateId, brokenLink, hiddenTarget, unknownFlag, tooManyFlags, endingWithChoices, choiceCount, unreachable, deadEnd, impossibleChoice, loopWithoutExit, noEnding, unwritten'}"
    kind: String!
    "error, warning or info"
    severity: String!
    segmentIds: [ID!]!
    choiceId: ID
    target: String
    flag: String
    state: [String!]
  }
  type GamebookPlanSegment { id: ID!  title: String!  summary: String!  ending: String  choices: [GamebookChoice!]! }
  type GamebookPlan { title: String!  start: ID!  flags: [String!]!  segments: [GamebookPlanSegment!]! }

  type Gamebook implements Book {
    id: ID!
    "always gamebook"
    kind: BookKind!
    title: String!
    slug: String!
    idea: String!
    language: String!
    worldId: ID!
    segmentCount: Int!
    endingCount: Int!
    useFlags: Boolean!
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
    world: World
    plan: GamebookPlan
    "the segment a reading starts at"
    start: ID!
    flags: [String!]!
    "the written segments (the owner and moderators also see hidden ones)"
    segments: [GamebookSegment!]!
    "the checks on the written graph, errors first"
    problems: [GamebookProblem!]!
    "whether the one asking may grow this gamebook in play (the gamebooks2 flag)"
    canGrow: Boolean!
    "the art style of its pictures: ${ART_STYLES.join(', ')}"
    artStyle: String!
  }

  type GamebookCosts { plan: Int!  segment: Int!  picture: Int! }
  type GamebookTaken { "the segment the choice leads to" segmentId: ID!  "done, or writing: another reader is writing it; ask gamebookSegment again" status: String! }
  type GamebookSegmentState { status: String!  segment: GamebookSegment }
  "a choice that led nowhere, as it is written for the reader who took it"
  type GamebookGrowth {
    "unwritten, writing, done or failed"
    status: String!
    segmentId: ID
    "while writing: the words so far, as the writer streams them"
    draftTitle: String
    draftText: String
  }
  type FeatureFlagInfo { flag: String!  name: String!  percent: Int!  "whether it is on for the one asking" on: Boolean! }
  type AdventurePrototype {
    id: ID!
    title: String!
    premise: String!
    language: String!
    segmentCount: Int!
    endingCount: Int!
    useFlags: Boolean!
    rules: [String!]!
    published: Boolean!
    updatedAt: String!
  }
  type ModeratedGamebookPage { gamebooks: [Gamebook!]!  total: Int!  page: Int! }

  input WorldPlaceInput { name: String!  description: String! }
  input WorldCharacterInput { id: ID!  name: String!  kind: String!  look: String!  clothes: String  colours: String }
  input WorldInput {
    name: String!
    premise: String!
    tone: String!
    audienceAge: Int!
    language: String!
    places: [WorldPlaceInput!]!
    characters: [WorldCharacterInput!]!
    rules: [String!]!
    lore: String!
  }
  input GamebookStartInput { worldId: ID!  idea: String!  language: String!  segmentCount: Int!  endingCount: Int!  useFlags: Boolean! }
  input StartGamebookInput { worldId: ID!  idea: String!  language: String!  segmentCount: Int!  endingCount: Int!  useFlags: Boolean!  idempotencyKey: String! }
  input GamebookChoiceInput { id: ID!  text: String!  to: ID  requires: [String!]  forbids: [String!]  sets: [String!]  clears: [String!] }
  input GamebookPlanSegmentInput { id: ID!  title: String!  summary: String!  ending: String  choices: [GamebookChoiceInput!]! }
  input GamebookPlanInput { title: String!  start: ID!  flags: [String!]!  segments: [GamebookPlanSegmentInput!]! }
  input GamebookSegmentInput { title: String!  text: String!  ending: String  choices: [GamebookChoiceInput!]! }
  input AdventurePrototypeInput { title: String!  premise: String!  language: String!  segmentCount: Int!  endingCount: Int!  useFlags: Boolean!  rules: [String!]!  published: Boolean! }

  extend type Query {
    world(id: ID!): World
    myWorlds: [World!]!
    "public worlds moderators picked (Discover)"
    featuredWorlds: [World!]!
    gamebook(id: ID!): Gamebook
    "a segment a reader waits for while another reader grows it"
    gamebookSegment(gamebookId: ID!, segmentId: ID!): GamebookSegmentState!
    "where a choice that led nowhere has got to: its words so far while it is written"
    gamebookGrowth(gamebookId: ID!, segmentId: ID!, choiceId: ID!): GamebookGrowth!
    gamebookCosts: GamebookCosts!
    "the feature flags, with whether each is on for the one asking"
    featureFlags: [FeatureFlagInfo!]!
    "published prototypes for authors; all for moderators"
    adventurePrototypes: [AdventurePrototype!]!
    adventurePrototype(id: ID!): AdventurePrototype
    "admin or contentMod"
    moderatorWorlds(search: String, page: Int): WorldPage!
    "admin or contentMod"
    moderatorGamebooks(search: String, page: Int): ModeratedGamebookPage!
  }

  extend type Mutation {
    "a new private world, written from the idea (free)"
    createWorld(idea: String!, language: String!): World!
    updateWorld(id: ID!, world: WorldInput!): World!
    setWorldVisibility(id: ID!, visibility: Visibility!): World!
    deleteWorld(id: ID!): Boolean!
    startGamebook(input: StartGamebookInput!): Gamebook!
    updateGamebookStart(id: ID!, input: GamebookStartInput!): Gamebook!
    updateGamebookPlan(id: ID!, plan: GamebookPlanInput!): Gamebook!
    regenerateGamebookPlan(id: ID!, comment: String!): Gamebook!
    generateGamebook(id: ID!, idempotencyKey: String!): Gamebook!
    cancelGamebook(id: ID!): Gamebook!
    "sharing is refused while the checks show an error"
    setGamebookVisibility(id: ID!, visibility: Visibility!): Gamebook!
    retryGamebookSegment(gamebookId: ID!, segmentId: ID!): GamebookSegment!
    "a picture for the segment from the illustrator, with what it should show if the author says (a picture's price); artStyle sets the book's style first"
    drawGamebookPicture(gamebookId: ID!, segmentId: ID!, instruction: String, artStyle: String): GamebookSegment!
    "the segment without its picture"
    removeGamebookPicture(gamebookId: ID!, segmentId: ID!): GamebookSegment!
    "the segment's words written again with the author's instruction (one segment's price); its links stay"
    regenerateGamebookSegment(gamebookId: ID!, segmentId: ID!, instruction: String!): GamebookSegment!
    updateGamebookSegment(gamebookId: ID!, segmentId: ID!, segment: GamebookSegmentInput!): GamebookSegment!
    addGamebookSegment(gamebookId: ID!, segment: GamebookSegmentInput!): GamebookSegment!
    "prunes a segment; the choices that led to it lead nowhere again"
    deleteGamebookSegment(gamebookId: ID!, segmentId: ID!): Boolean!
    "the owner or a moderator"
    setGamebookSegmentHidden(gamebookId: ID!, segmentId: ID!, hidden: Boolean!): GamebookSegment!
    "a reader takes a choice; an unwritten one is written now (gamebooks2), once, whoever takes it first"
    takeGamebookChoice(gamebookId: ID!, segmentId: ID!, choiceId: ID!): GamebookTaken!
    "admin or contentMod"
    moderateWorld(id: ID!, hidden: Boolean, featured: Boolean): World!
    "admin or contentMod: hides a gamebook from everyone but its owner and moderators"
    setGamebookHidden(id: ID!, hidden: Boolean!, reason: String): Gamebook!
    "admin"
    setFeatureFlagPercent(flag: String!, percent: Int!): FeatureFlagInfo!
    "admin or contentMod"
    saveAdventurePrototype(id: ID, input: AdventurePrototypeInput!): AdventurePrototype!
    deleteAdventurePrototype(id: ID!): Boolean!
  }
`;

type Row = Record<string, any>;

const overrides = (ctx: Context) => requestOverrides(viewer(ctx), (ctx as Row).reply?.request?.headers?.['x-feature-flags']);
const iso = (d: unknown) => new Date(d as string).toISOString();

export const worldOut = (row: Row) => {
  const w = row.world ?? {};
  return {
    id: row.id, name: w.name ?? row.name, slug: slugify(w.name ?? row.name, 'World'), premise: w.premise ?? '', tone: w.tone ?? '', audienceAge: w.audienceAge ?? 10,
    language: row.language, places: w.places ?? [], characters: (w.characters ?? []).map((c: Row) => ({ clothes: '', colours: '', ...c })), rules: w.rules ?? [], lore: w.lore ?? '',
    visibility: row.visibility, featured: Boolean(row.featured_at), hidden: Boolean(row.hidden_at), createdAt: iso(row.created_at), updatedAt: iso(row.updated_at),
    userId: row.user_id, row,
  };
};

const choiceOut = (c: Row) => ({ id: c.id, text: c.text, to: c.to ?? null, requires: c.requires ?? [], forbids: c.forbids ?? [], sets: c.sets ?? [], clears: c.clears ?? [] });

export const segmentOut = (part: Row) => {
  const c = part.content ?? {};
  return {
    id: c.id, title: c.title ?? part.title ?? '', summary: c.summary ?? '', text: c.text ?? '', ending: c.ending ?? null, choices: (c.choices ?? []).map(choiceOut),
    hidden: Boolean(c.hidden), grown: Boolean(c.grownFrom), status: part.status ?? 'done', redo: part.redo ?? 'all', errorMessage: part.error_message ?? null,
    imageId: (c.image?.id as string | undefined) ?? null,
  };
};

export const gamebookOut = (row: Row) => ({
  id: row.id, kind: 'gamebook' as const, title: row.title, slug: slugify(row.title, 'Book'), idea: row.topic, language: row.language, worldId: row.world_id,
  segmentCount: Number(row.details?.segmentCount ?? row.chapter_count), endingCount: Number(row.details?.endingCount ?? 3), useFlags: Boolean(row.details?.useFlags),
  status: row.status, wizardStep: row.wizard_step, visibility: row.visibility, offlineDraft: row.writer === 'offline', errorMessage: row.error_message,
  partCount: row.chapter_count, createdAt: iso(row.created_at), updatedAt: iso(row.updated_at), userId: row.user_id, row,
});

const prototypeOut = (r: Row) => ({
  id: r.id, title: r.title, premise: r.premise, language: r.language, segmentCount: r.segment_count, endingCount: r.ending_count, useFlags: r.use_flags,
  rules: r.rules ?? [], published: r.published, updatedAt: iso(r.updated_at),
});

/** GraphQL's null for an optional input field is its absence to the kind's schema. */
const withoutNulls = (input: Row): Row => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined));
const choiceIn = (c: Row) => ({ ...withoutNulls(c), to: c.to ?? null });
const segmentIn = (s: Row) => ({ ...withoutNulls(s), choices: (s.choices ?? []).map(choiceIn) });
const planIn = (p: Row) => ({ ...p, segments: (p.segments ?? []).map(segmentIn) });

async function partOf(ctx: Context, gamebookId: string, segmentId: string): Promise<Row> {
  const id = parseId('Gamebook', gamebookId);
  const part = await ctx.knex('book_parts').where({ book_id: id }).whereRaw("content->>'id' = ?", [segmentId]).first();
  if (!part) throw AppError.notFound('No such segment');
  return part;
}

const canGrow = (ctx: Context) => flagOn(ctx.knex, viewer(ctx), 'gamebooks2', overrides(ctx));

export const resolvers: Resolvers = {
  Query: {
    world: async (_r, { id }, ctx) => worldOut(await readableWorld(ctx.knex, viewer(ctx), id)),
    myWorlds: async (_r, _a, ctx) => (await myWorlds(ctx.knex, actor(ctx))).map(worldOut),
    featuredWorlds: async (_r, _a, ctx) => (await featuredWorlds(ctx.knex)).map(worldOut),
    gamebook: async (_r, { id }, ctx) => gamebookOut(await readableBook(ctx.knex, viewer(ctx), id, 'gamebook')),
    gamebookSegment: async (_r, a, ctx) => {
      const state = await readSegment(ctx.knex, viewer(ctx), a.gamebookId, a.segmentId);
      return { status: state.status, segment: state.segment ? segmentOut({ content: state.segment, status: 'done' }) : null };
    },
    gamebookGrowth: async (_r, a, ctx) => {
      const g = await growthOf(ctx.knex, viewer(ctx), a.gamebookId, a.segmentId, a.choiceId);
      return { status: g.status, segmentId: g.segmentId, draftTitle: g.draft?.title ?? null, draftText: g.draft?.text ?? null };
    },
    gamebookCosts: async (_r, _a, ctx) => {
      const c = await kindCosts(ctx.knex, 'gamebook', gamebookKind.defaultCosts);
      return { plan: c.plan, segment: c.part, picture: c.redraw };
    },
    featureFlags: async (_r, _a, ctx) => {
      const flags = await featureFlags(ctx.knex);
      return Promise.all(flags.map(async (f) => ({ ...f, on: await flagOn(ctx.knex, viewer(ctx), f.flag as 'gamebooks2', overrides(ctx)) })));
    },
    adventurePrototypes: async (_r, _a, ctx) => (await adventurePrototypes(ctx.knex, isModerator(viewer(ctx)))).map(prototypeOut),
    adventurePrototype: async (_r, { id }, ctx) => prototypeOut(await getAdventurePrototype(ctx.knex, id, isModerator(viewer(ctx)))),
    moderatorWorlds: async (_r, a, ctx) => {
      requireRole(ctx, 'admin', 'contentMod');
      const { rows, total, page } = await moderatedWorlds(ctx.knex, { search: a.search ?? null, page: a.page ?? 1 });
      return { worlds: rows.map(worldOut), total, page };
    },
    moderatorGamebooks: async (_r, a, ctx) => {
      requireRole(ctx, 'admin', 'contentMod');
      const q = ctx.knex('books').where({ kind: 'gamebook' }).whereNull('deleted_at');
      const words = (a.search ?? '').trim().slice(0, 200);
      if (words) q.whereILike('title', `%${words.replace(/[%_\\]/g, '\\$&')}%`);
      const page = Math.max(1, Math.floor(Number(a.page ?? 1) || 1));
      const [counted] = await q.clone().count<{ n: string }[]>('id as n');
      const rows = await q.orderBy('updated_at', 'desc').offset((page - 1) * 50).limit(50);
      return { gamebooks: rows.map(gamebookOut), total: Number(counted?.n ?? 0), page };
    },
  },
  Mutation: {
    createWorld: async (_r, a, ctx) => worldOut(await createWorld(ctx.knex, createWriter(ctx.config), actor(ctx), a)),
    updateWorld: async (_r, a, ctx) => worldOut(await updateWorld(ctx.knex, actor(ctx), a.id, { ...a.world, characters: a.world.characters.map(withoutNulls) })),
    setWorldVisibility: async (_r, a, ctx) => worldOut(await setWorldVisibility(ctx.knex, actor(ctx), a.id, a.visibility)),
    deleteWorld: async (_r, a, ctx) => { await deleteWorld(ctx.knex, actor(ctx), a.id); return true; },
    startGamebook: async (_r, { input }, ctx) => gamebookOut(await startBook(engineDeps(ctx), actor(ctx), 'gamebook', withoutNulls(input))),
    updateGamebookStart: async (_r, a, ctx) => gamebookOut(await updateStart(engineDeps(ctx), actor(ctx), 'gamebook', a.id, withoutNulls(a.input))),
    updateGamebookPlan: async (_r, a, ctx) => gamebookOut(await updatePlan(ctx.knex, actor(ctx), 'gamebook', a.id, planIn(a.plan))),
    regenerateGamebookPlan: async (_r, a, ctx) => gamebookOut(await regeneratePlan(engineDeps(ctx), actor(ctx), 'gamebook', a.id, a.comment)),
    generateGamebook: async (_r, a, ctx) => gamebookOut(await generateBook(engineDeps(ctx), actor(ctx), 'gamebook', a.id, a.idempotencyKey)),
    cancelGamebook: async (_r, a, ctx) => gamebookOut(await cancelBook(ctx.knex, actor(ctx), 'gamebook', a.id)),
    setGamebookVisibility: async (_r, a, ctx) => {
      const book = await ownedBook(ctx.knex, actor(ctx), 'gamebook', a.id);
      if (a.visibility !== 'private') await assertPublishable(ctx.knex, book);
      return gamebookOut(await setVisibility(ctx.knex, actor(ctx), book.id, a.visibility, { production: ctx.config.isProduction }));
    },
    drawGamebookPicture: async (_r, a, ctx) => {
      const gamebookId = parseId('Gamebook', a.gamebookId);
      if (a.artStyle != null) await setGamebookArtStyle(ctx.knex, actor(ctx), gamebookId, a.artStyle);
      return segmentOut(await redrawPart(engineDeps(ctx), actor(ctx), 'gamebook', (await partOf(ctx, gamebookId, a.segmentId)).id, a.instruction));
    },
    removeGamebookPicture: async (_r, a, ctx) => segmentOut(await removeSegmentPicture(ctx.knex, actor(ctx), parseId('Gamebook', a.gamebookId), a.segmentId)),
    retryGamebookSegment: async (_r, a, ctx) => segmentOut(await retryPart(engineDeps(ctx), actor(ctx), 'gamebook', (await partOf(ctx, a.gamebookId, a.segmentId)).id)),
    regenerateGamebookSegment: async (_r, a, ctx) => segmentOut(await regeneratePart(engineDeps(ctx), actor(ctx), 'gamebook', (await partOf(ctx, a.gamebookId, a.segmentId)).id, a.instruction, 'text')),
    updateGamebookSegment: async (_r, a, ctx) => segmentOut(await updateSegment(ctx.knex, actor(ctx), parseId('Gamebook', a.gamebookId), a.segmentId, segmentIn(a.segment))),
    addGamebookSegment: async (_r, a, ctx) => segmentOut(await addSegment(ctx.knex, actor(ctx), parseId('Gamebook', a.gamebookId), segmentIn(a.segment))),
    deleteGamebookSegment: async (_r, a, ctx) => { await deleteSegment(ctx.knex, actor(ctx), parseId('Gamebook', a.gamebookId), a.segmentId); return true; },
    setGamebookSegmentHidden: async (_r, a, ctx) => segmentOut(await setSegmentHidden(ctx.knex, actor(ctx), parseId('Gamebook', a.gamebookId), a.segmentId, a.hidden)),
    takeGamebookChoice: async (_r, a, ctx) =>
      takeChoice({ knex: ctx.knex, writer: createWriter(ctx.config) }, viewer(ctx), a.gamebookId, a.segmentId, a.choiceId, await canGrow(ctx)),
    moderateWorld: async (_r, a, ctx) => {
      const user = requireRole(ctx, 'admin', 'contentMod');
      return worldOut(await moderateWorld(ctx.knex, { id: user.id, roles: user.roles }, a.id, withoutNulls({ hidden: a.hidden, featured: a.featured })));
    },
    setGamebookHidden: async (_r, a, ctx) => {
      requireRole(ctx, 'admin', 'contentMod');
      const id = parseId('Gamebook', a.id);
      const reason = (a.reason ?? '').trim().slice(0, 500);
      if (a.hidden && !reason) throw AppError.badInput('reason: is required', { reason: 'is required' });
      const [row] = await ctx.knex('books').where({ id, kind: 'gamebook' }).whereNull('deleted_at')
        .update(a.hidden ? { hidden_at: ctx.knex.fn.now(), hidden_reason: reason, featured_at: null } : { hidden_at: null, hidden_reason: null }).returning('*');
      if (!row) throw AppError.notFound('No such book');
      return gamebookOut(row);
    },
    setFeatureFlagPercent: async (_r, a, ctx) => {
      const user = requireRole(ctx, 'admin');
      const flag = await setFlagPercent(ctx.knex, { id: user.id, roles: user.roles }, a.flag, a.percent);
      return { ...flag, on: await flagOn(ctx.knex, viewer(ctx), flag.flag as 'gamebooks2', overrides(ctx)) };
    },
    saveAdventurePrototype: async (_r, a, ctx) => {
      const user = requireRole(ctx, 'admin', 'contentMod');
      return prototypeOut(await saveAdventurePrototype(ctx.knex, user.id, a.id ?? null, a.input));
    },
    deleteAdventurePrototype: async (_r, a, ctx) => {
      requireRole(ctx, 'admin', 'contentMod');
      await deleteAdventurePrototype(ctx.knex, a.id);
      return true;
    },
  },
  World: {
    isOwner: (w, _a, ctx) => ctx.user?.id === (w as { userId: string }).userId,
  },
  // a plan's choices come as stored (a list left out when empty)
  GamebookChoice: {
    to: (c) => (c as Row).to ?? null,
    requires: (c) => (c as Row).requires ?? [],
    forbids: (c) => (c as Row).forbids ?? [],
    sets: (c) => (c as Row).sets ?? [],
    clears: (c) => (c as Row).clears ?? [],
  },
  GamebookPlanSegment: {
    ending: (s) => (s as Row).ending ?? null,
  },
  Gamebook: {
    isOwner: (b, _a, ctx) => ctx.user?.id === (b as { userId: string }).userId,
    canGrow: (_b, _a, ctx) => canGrow(ctx),
    artStyle: (b) => artStyleOf((b as { row: Row }).row),
  },
};

type Obj<T = Row> = { obj: T & { row: Row; userId: string; id: string } };

// start, flags and problems read the same graph: one read per gamebook and request
const graphs = new WeakMap<Row, ReturnType<typeof gamebookGraph>>();
async function graphsOf(queries: Obj[], ctx: Context) {
  return Promise.all(queries.map((q) => {
    let graph = graphs.get(q.obj.row);
    if (!graph) graphs.set(q.obj.row, graph = gamebookGraph(ctx.knex, q.obj.row));
    return graph;
  }));
}
const seesHidden = (ctx: Context, book: { userId: string }) => ctx.user?.id === book.userId || isModerator(viewer(ctx));

export const loaders: Loaders = {
  GamebookSegment: {
    picture: async (queries: { obj: { imageId: string | null } }[], ctx) => {
      const images = await imagesById(ctx, queries.map((q) => q.obj.imageId).filter((id): id is string => Boolean(id)));
      return queries.map((q) => (q.obj.imageId ? images.get(q.obj.imageId) ?? null : null));
    },
  },
  World: {
    author: bookAuthors,
    gamebooks: async (queries: Obj[], ctx) => Promise.all(queries.map(async (q) => (await worldBooks(ctx.knex, viewer(ctx), q.obj.row)).filter((b) => b.kind === 'gamebook').map(gamebookOut))),
    stories: async (queries: Obj[], ctx) => Promise.all(queries.map(async (q) => (await worldBooks(ctx.knex, viewer(ctx), q.obj.row)).filter((b) => b.kind === 'worldstory').map(worldStoryOut))),
  },
  Gamebook: {
    author: bookAuthors,
    plan: latestPlans,
    world: async (queries: Obj[], ctx) => {
      const rows = await ctx.knex('worlds').whereIn('id', queries.map((q) => q.obj.row.world_id));
      return queries.map((q) => {
        const row = rows.find((r) => r.id === q.obj.row.world_id);
        return row ? worldOut(row) : null;
      });
    },
    start: async (queries: Obj[], ctx) => (await graphsOf(queries, ctx)).map((g) => g.start),
    flags: async (queries: Obj[], ctx) => (await graphsOf(queries, ctx)).map((g) => g.flags),
    segments: async (queries: Obj[], ctx) => Promise.all(queries.map(async (q) => {
      const parts = await ctx.knex('book_parts').where({ book_id: q.obj.id }).orderBy('position');
      const all = seesHidden(ctx, q.obj);
      // a claim being grown is not a segment yet; the owner sees failed and queued ones on the map
      return parts.filter((p) => (all ? !(p.content?.grownFrom && p.status !== 'done') : p.status === 'done' && !p.content?.hidden)).map(segmentOut);
    })),
    problems: async (queries: Obj[], ctx) => (await graphsOf(queries, ctx)).map((g, i) => {
      const graph = seesHidden(ctx, queries[i]!.obj) ? g : playableGraph(g);
      return gamebookProblems(graph).map((p) => ({ ...p, choiceId: p.choiceId ?? null, target: p.target ?? null, flag: p.flag ?? null, state: p.state ?? null }));
    }),
  },
};

