// Worksheet groups over GraphQL (issue 12): the wizard (start, plan, make), the teacher's item
// editor (edit, add, remove, move an item; write one item or one worksheet again with an
// instruction; dismiss a checker's flag) and the readers' queries. Resolvers delegate to the engine
// (api/engine/books.ts) and the worksheet kind. An item is one typed object whose fields depend
// on its type (the kind's zod schema checks the combination); a fill-in item's per-blank answers
// are `blanks` here (`answers` is a short answer's list).
import { slugify } from '../../core/slug.ts';
import { parseId } from '../../core/ids.ts';
import { ITEM_TYPES, DIFFICULTIES, ITEMS_PER_WORKSHEET, type Item } from '../../core/worksheets.ts';
import { AppError } from '../errors.ts';
import {
  badInputFrom, cancelBook, generateBook, ownedBook, partVersions, regeneratePart, regeneratePlan, restorePartVersion, retryPart, startBook, updatePart, updatePlan, updateStart,
} from '../engine/books.ts';
import { kindCosts } from '../services/credits.ts';
import { readableBook, setVisibility } from '../services/textbooks/books.ts';
import { worksheet as worksheetKind } from '../kinds/worksheet/index.ts';
import { Item as ItemSchema } from '../kinds/worksheet/schema.ts';
import { bookAuthors, latestPlans } from './book-loaders.ts';
import type { Context, Loaders, Resolvers } from './types.ts';
import { actor, engineDeps } from './auth.ts';

export const typeDefs = /* GraphQL */ `
  enum WorksheetItemType { ${ITEM_TYPES.join(' ')} }
  enum Difficulty { ${DIFFICULTIES.join(' ')} }

  type MatchingPair { left: String!  right: String! }

  "an exercise with its answer key; which fields are set depends on its type"
  type WorksheetItem {
    type: WorksheetItemType!
    prompt: String!
    "a short reason for the answer, shown after checking and in the teacher's key"
    explanation: String!
    "multipleChoice: 3 to 5 options"
    options: [String!]
    "multipleChoice: the indexes of the right options"
    correct: [Int!]
    "multipleChoice: whether several options are right"
    multiple: Boolean
    "trueFalse: the answer"
    answer: Boolean
    "fillBlanks: the text with ___ for each blank"
    text: String
    "fillBlanks: per blank, the answers accepted (the first is the key's)"
    blanks: [[String!]!]
    "matching: the pairs, left to right"
    pairs: [MatchingPair!]
    "ordering: the steps in the right order"
    steps: [String!]
    "shortAnswer: the answers accepted (the first is the key's)"
    answers: [String!]
    "openQuestion: a model answer for the teacher"
    sampleAnswer: String
    "openQuestion: a word problem's final answer, when it has one"
    finalAnswer: String
  }

  "an item where a second solver, who did not see the key, answered differently: for the teacher to review"
  type WorksheetFlag { item: Int!  key: String!  solver: String! }

  type WorksheetPlanEntry { title: String!  objectives: [String!]! }
  type WorksheetGroupPlan { title: String!  worksheets: [WorksheetPlanEntry!]! }

  type Worksheet {
    id: ID!
    groupId: ID!
    position: Int!
    title: String!
    slug: String!
    instructions: String!
    objectives: [String!]!
    items: [WorksheetItem!]!
    itemCount: Int!
    flags: [WorksheetFlag!]!
    "queued, writing, done, failed or cancelled"
    status: PartStatus!
    errorMessage: String
  }

  type WorksheetGroup implements Book {
    id: ID!
    "always worksheet"
    kind: BookKind!
    title: String!
    slug: String!
    topic: String!
    "the grade or reading level, as the teacher wrote it"
    level: String!
    language: String!
    worksheetCount: Int!
    itemsPerWorksheet: Int!
    itemTypes: [WorksheetItemType!]!
    difficulty: Difficulty!
    status: BookStatus!
    wizardStep: WizardStep!
    visibility: Visibility!
    offlineDraft: Boolean!
    errorMessage: String
    isOwner: Boolean!
    "its worksheets (worksheetCount)"
    partCount: Int!
    createdAt: String!
    updatedAt: String!
    author: User!
    plan: WorksheetGroupPlan
    worksheets: [Worksheet!]!
  }

  type WorksheetCosts { plan: Int!  worksheet: Int! }

  "a state a worksheet had: kept for every writing, rewrite, edit and restore"
  type WorksheetVersion {
    id: ID!
    "writer, rewrite, edit, restore or kept"
    source: String!
    instruction: String
    title: String!
    itemCount: Int!
    createdAt: String!
  }

  input WorksheetStartInput {
    topic: String!
    level: String!
    language: String!
    worksheetCount: Int!
    itemsPerWorksheet: Int!
    itemTypes: [WorksheetItemType!]!
    difficulty: Difficulty!
  }
  input StartWorksheetGroupInput {
    topic: String!
    level: String!
    language: String!
    worksheetCount: Int!
    itemsPerWorksheet: Int!
    itemTypes: [WorksheetItemType!]!
    difficulty: Difficulty!
    idempotencyKey: String!
  }
  input WorksheetPlanEntryInput { title: String!  objectives: [String!]! }
  input WorksheetGroupPlanInput { title: String!  worksheets: [WorksheetPlanEntryInput!]! }
  input MatchingPairInput { left: String!  right: String! }
  input WorksheetItemInput {
    type: WorksheetItemType!
    prompt: String!
    explanation: String!
    options: [String!]
    correct: [Int!]
    multiple: Boolean
    answer: Boolean
    text: String
    blanks: [[String!]!]
    pairs: [MatchingPairInput!]
    steps: [String!]
    answers: [String!]
    sampleAnswer: String
    finalAnswer: String
  }
  input WorksheetHeaderInput { title: String  instructions: String  objectives: [String!] }

  extend type Query {
    worksheetGroup(id: ID!): WorksheetGroup
    worksheet(id: ID!): Worksheet
    worksheetCosts: WorksheetCosts!
    "a worksheet's versions, newest first: the owner's and moderators'"
    worksheetVersions(worksheetId: ID!): [WorksheetVersion!]!
  }

  extend type Mutation {
    startWorksheetGroup(input: StartWorksheetGroupInput!): WorksheetGroup!
    "back from the plan: a new topic, level, language or count is a new plan (one plan's price); the rest is free"
    updateWorksheetGroupStart(id: ID!, input: WorksheetStartInput!): WorksheetGroup!
    updateWorksheetGroupPlan(id: ID!, plan: WorksheetGroupPlanInput!): WorksheetGroup!
    regenerateWorksheetGroupPlan(id: ID!, comment: String!): WorksheetGroup!
    generateWorksheetGroup(id: ID!, idempotencyKey: String!): WorksheetGroup!
    cancelWorksheetGroup(id: ID!): WorksheetGroup!
    setWorksheetGroupVisibility(id: ID!, visibility: Visibility!): WorksheetGroup!
    retryWorksheet(worksheetId: ID!): Worksheet!
    "the whole worksheet written again with the teacher's instruction (one worksheet's price)"
    regenerateWorksheet(worksheetId: ID!, instruction: String!): Worksheet!
    "one item written again with the teacher's instruction, the others kept (one worksheet's price)"
    regenerateWorksheetItem(worksheetId: ID!, index: Int!, instruction: String!): Worksheet!
    updateWorksheet(worksheetId: ID!, input: WorksheetHeaderInput!): Worksheet!
    "replaces the item at index; the flag on it (if any) is settled"
    updateWorksheetItem(worksheetId: ID!, index: Int!, item: WorksheetItemInput!): Worksheet!
    "adds an item at index (default: the end)"
    addWorksheetItem(worksheetId: ID!, item: WorksheetItemInput!, index: Int): Worksheet!
    removeWorksheetItem(worksheetId: ID!, index: Int!): Worksheet!
    moveWorksheetItem(worksheetId: ID!, from: Int!, to: Int!): Worksheet!
    "the teacher has looked at the flagged item and keeps its key"
    dismissWorksheetFlag(worksheetId: ID!, index: Int!): Worksheet!
    restoreWorksheetVersion(versionId: ID!): Worksheet!
  }
`;

type Row = Record<string, any>;



export const worksheetGroup = (row: Row) => ({
  id: row.id, kind: 'worksheet' as const, partCount: row.chapter_count, title: row.title, slug: slugify(row.title, 'Worksheet'), topic: row.topic, level: row.reading_level,
  language: row.language, worksheetCount: row.chapter_count, itemsPerWorksheet: Number(row.details?.itemsPerWorksheet ?? 0),
  itemTypes: row.details?.itemTypes ?? [], difficulty: row.details?.difficulty ?? 'medium',
  status: row.status, wizardStep: row.wizard_step, visibility: row.visibility, offlineDraft: row.writer === 'offline',
  errorMessage: row.error_message, createdAt: new Date(row.created_at).toISOString(), updatedAt: new Date(row.updated_at).toISOString(), userId: row.user_id,
});

/** An item as GraphQL gives it: a fill-in item's per-blank answers are `blanks`. */
export const itemOut = (item: Item) => (item.type === 'fillBlanks' ? { ...item, answers: null, blanks: item.answers } : item);

/** An item from GraphQL's input: only the fields of its type, a fill-in's `blanks` as its answers. */
export function itemIn(input: Row): Item {
  const fields: Record<string, string[]> = {
    multipleChoice: ['options', 'correct', 'multiple'], trueFalse: ['answer'], fillBlanks: ['text', 'blanks'], matching: ['pairs'], ordering: ['steps'],
    shortAnswer: ['answers'], openQuestion: ['sampleAnswer', 'finalAnswer'],
  };
  const out: Row = { type: input.type, prompt: input.prompt, explanation: input.explanation };
  for (const f of fields[input.type] ?? []) if (input[f] !== null && input[f] !== undefined) out[f === 'blanks' ? 'answers' : f] = input[f];
  if (out.type === 'openQuestion' && out.finalAnswer === '') delete out.finalAnswer;
  const parsed = ItemSchema.safeParse(out);
  if (!parsed.success) throw badInputFrom(parsed.error);
  return parsed.data as Item;
}

export const worksheetPart = (row: Row) => {
  const items = (row.content?.items ?? []) as Item[];
  return {
    id: row.id, groupId: row.book_id, position: row.position, title: row.content?.title || row.title, slug: slugify(row.content?.title || row.title, 'Worksheet'),
    instructions: row.content?.instructions ?? '', objectives: row.content?.objectives ?? [], items: items.map(itemOut), itemCount: items.length,
    flags: row.content?.flags ?? [], status: row.status, errorMessage: row.error_message,
  };
};

const version = (row: Row) => ({
  id: row.id, source: row.source, instruction: row.instruction, title: row.content?.title ?? row.title ?? '', itemCount: (row.content?.items ?? []).length,
  createdAt: new Date(row.created_at).toISOString(),
});

const groupId = (id: string) => parseId('WorksheetGroup', id);

/** An item index of the worksheet, or a 400 naming the range. */
function at(items: unknown[], index: number, end = false): number {
  const max = end ? items.length : items.length - 1;
  if (!Number.isInteger(index) || index < 0 || index > max) throw AppError.badInput(`There is no item ${index + 1} (the worksheet has ${items.length})`, { index: 'is out of range' });
  return index;
}

/** The flags after an item's change: the changed item's flag settled, later items' indexes shifted. */
const shiftFlags = (flags: Row[] = [], removedOrSettled: number, shift: (i: number) => number | null) =>
  flags.filter((f) => f.item !== removedOrSettled).flatMap((f) => { const i = shift(f.item); return i === null ? [] : [{ ...f, item: i }]; });

const edit = (ctx: Context, worksheetId: string, patch: (content: Row) => Row) => updatePart(ctx.knex, actor(ctx), 'worksheet', worksheetId, patch).then(worksheetPart);

export const resolvers: Resolvers = {
  Query: {
    worksheetGroup: async (_r, { id }, ctx) => worksheetGroup(await readableBook(ctx.knex, ctx.user, id, 'worksheet')),
    worksheet: async (_r, { id }, ctx) => {
      const partId = parseId('Worksheet', id);
      const part = await ctx.knex('book_parts').where({ id: partId, kind: 'worksheet' }).first();
      if (!part) throw AppError.notFound('No such worksheet');
      await readableBook(ctx.knex, ctx.user, part.book_id, 'worksheet');
      return worksheetPart(part);
    },
    worksheetVersions: async (_r, a, ctx) => (await partVersions(ctx.knex, actor(ctx), 'worksheet', a.worksheetId)).map(version),
    worksheetCosts: async (_r, _a, ctx) => {
      const c = await kindCosts(ctx.knex, 'worksheet', worksheetKind.defaultCosts);
      return { plan: c.plan, worksheet: c.part };
    },
  },
  Mutation: {
    startWorksheetGroup: async (_r, { input }, ctx) => worksheetGroup(await startBook(engineDeps(ctx), actor(ctx), 'worksheet', input)),
    updateWorksheetGroupStart: async (_r, a, ctx) => worksheetGroup(await updateStart(engineDeps(ctx), actor(ctx), 'worksheet', a.id, a.input)),
    updateWorksheetGroupPlan: async (_r, a, ctx) => worksheetGroup(await updatePlan(ctx.knex, actor(ctx), 'worksheet', a.id, a.plan)),
    regenerateWorksheetGroupPlan: async (_r, a, ctx) => worksheetGroup(await regeneratePlan(engineDeps(ctx), actor(ctx), 'worksheet', a.id, a.comment)),
    generateWorksheetGroup: async (_r, a, ctx) => worksheetGroup(await generateBook(engineDeps(ctx), actor(ctx), 'worksheet', a.id, a.idempotencyKey)),
    cancelWorksheetGroup: async (_r, a, ctx) => worksheetGroup(await cancelBook(ctx.knex, actor(ctx), 'worksheet', a.id)),
    setWorksheetGroupVisibility: async (_r, a, ctx) => {
      await ownedBook(ctx.knex, actor(ctx), 'worksheet', a.id);
      return worksheetGroup(await setVisibility(ctx.knex, actor(ctx), groupId(a.id), a.visibility, { production: ctx.config.isProduction }));
    },
    retryWorksheet: async (_r, a, ctx) => worksheetPart(await retryPart(engineDeps(ctx), actor(ctx), 'worksheet', a.worksheetId)),
    regenerateWorksheet: async (_r, a, ctx) => worksheetPart(await regeneratePart(engineDeps(ctx), actor(ctx), 'worksheet', a.worksheetId, a.instruction, 'all', { redoItem: null })),
    regenerateWorksheetItem: async (_r, a, ctx) => {
      // ownership before the index: a stranger must not learn a private worksheet's item count
      const who = actor(ctx);
      const part = await ctx.knex('book_parts as p').join('books as b', 'b.id', 'p.book_id')
        .where({ 'p.id': parseId('Worksheet', a.worksheetId), 'p.kind': 'worksheet', 'b.user_id': who.id }).whereNull('b.deleted_at').first('p.content');
      if (!part) throw AppError.notFound('No such worksheet');
      at(part.content?.items ?? [], a.index);
      return worksheetPart(await regeneratePart(engineDeps(ctx), who, 'worksheet', a.worksheetId, a.instruction, 'text', { redoItem: a.index }));
    },
    updateWorksheet: async (_r, a, ctx) => edit(ctx, a.worksheetId, (c) => ({
      ...c,
      ...(typeof a.input.title === 'string' ? { title: a.input.title } : {}),
      ...(typeof a.input.instructions === 'string' ? { instructions: a.input.instructions } : {}),
      ...(Array.isArray(a.input.objectives) ? { objectives: a.input.objectives } : {}),
    })),
    updateWorksheetItem: async (_r, a, ctx) => {
      const item = itemIn(a.item);
      return edit(ctx, a.worksheetId, (c) => {
        const i = at(c.items, a.index);
        return { ...c, items: c.items.map((old: Item, j: number) => (j === i ? item : old)), flags: shiftFlags(c.flags, i, (k) => k) };
      });
    },
    addWorksheetItem: async (_r, a, ctx) => {
      const item = itemIn(a.item);
      return edit(ctx, a.worksheetId, (c) => {
        const i = a.index === null || a.index === undefined ? c.items.length : at(c.items, a.index, true);
        if (c.items.length >= ITEMS_PER_WORKSHEET.max) throw AppError.badInput(`A worksheet can have at most ${ITEMS_PER_WORKSHEET.max} items`, { items: 'are too many' });
        return { ...c, items: [...c.items.slice(0, i), item, ...c.items.slice(i)], flags: shiftFlags(c.flags, -1, (k) => (k >= i ? k + 1 : k)) };
      });
    },
    removeWorksheetItem: async (_r, a, ctx) => edit(ctx, a.worksheetId, (c) => {
      const i = at(c.items, a.index);
      if (c.items.length <= ITEMS_PER_WORKSHEET.min) throw AppError.badInput(`A worksheet needs at least ${ITEMS_PER_WORKSHEET.min} items`, { items: 'are too few' });
      return { ...c, items: c.items.filter((_: Item, j: number) => j !== i), flags: shiftFlags(c.flags, i, (k) => (k > i ? k - 1 : k)) };
    }),
    moveWorksheetItem: async (_r, a, ctx) => edit(ctx, a.worksheetId, (c) => {
      const from = at(c.items, a.from);
      const to = at(c.items, a.to);
      const order = c.items.map((_: Item, j: number) => j);
      order.splice(to, 0, order.splice(from, 1)[0]);
      const place = new Map<number, number>(order.map((old: number, now: number) => [old, now]));
      return { ...c, items: order.map((j: number) => c.items[j]), flags: shiftFlags(c.flags, -1, (k) => place.get(k) ?? k) };
    }),
    dismissWorksheetFlag: async (_r, a, ctx) => edit(ctx, a.worksheetId, (c) => {
      const i = at(c.items, a.index);
      return { ...c, flags: shiftFlags(c.flags, i, (k) => k) };
    }),
    restoreWorksheetVersion: async (_r, a, ctx) => worksheetPart(await restorePartVersion(ctx.knex, actor(ctx), 'worksheet', a.versionId)),
  },
  WorksheetGroup: {
    isOwner: (book, _a, ctx) => ctx.user?.id === (book as { userId: string }).userId,
  },
};

type BookObj = { obj: { id: string; userId: string } };

export const loaders: Loaders = {
  WorksheetGroup: {
    author: bookAuthors,
    worksheets: async (queries: BookObj[], ctx) => {
      const rows = await ctx.knex('book_parts').whereIn('book_id', queries.map((q) => q.obj.id)).orderBy('position');
      return queries.map((q) => rows.filter((r) => r.book_id === q.obj.id).map(worksheetPart));
    },
    plan: latestPlans,
  },
};
