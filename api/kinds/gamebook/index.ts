// The gamebook kind (issue 14): an idea set in one of the author's worlds becomes a plan (the
// graph: segments, their summaries and the choices between them, which the author sees as a map
// and edits), then a part per segment (GamebookSegment ad: its id in the graph, words, ending or
// choices). The gamebook is the book (Gamebook ac), in its world (books.world_id). Segments grown
// in play, the author's graph edits and the checks are api/services/gamebooks.ts's.
import { z } from 'zod';
import type { Knex } from 'knex';
import { KINDS } from '../../../core/kinds.ts';
import type { KindModule, MakeContext, Row } from '../../engine/kind.ts';
import { AppError } from '../../errors.ts';
import { GAMEBOOK_ID, GamebookPlan, GamebookStart, SegmentContent, World, SEGMENT_SUMMARY_MAX } from './schema.ts';
import { gamebookWriter } from './writer.ts';
import { drawSegment } from './pictures.ts';
import { PageImage } from '../storybook/schema.ts';
import { NO_USAGE } from '../../ai/types.ts';
import type { GraphLike } from './offline.ts';
import type { LangCode } from '../../../core/languages.ts';

/** A segment as a part keeps it: its id in the graph and the plan's summary beside the written words. */
export const SegmentPart = z.object({
  id: z.string().regex(GAMEBOOK_ID),
  summary: z.string().max(SEGMENT_SUMMARY_MAX).optional(),
  /** "segmentId/choiceId": the choice a reader took that this segment was grown for */
  grownFrom: z.string().optional(),
  /** hidden by a moderator (or the author): not played, not exported */
  hidden: z.boolean().optional(),
  /** the picture the author asked the illustrator for (web_images), shown above the words */
  image: PageImage.nullable().optional(),
}).and(SegmentContent);
export type SegmentPart = z.infer<typeof SegmentPart>;

/** The start values a gamebook was made with (the book row keeps them in its columns and details). */
export function startOf(book: Row): GamebookStart {
  return {
    worldId: book.world_id, idea: book.topic, language: book.language, segmentCount: Number(book.details?.segmentCount ?? book.chapter_count),
    endingCount: Number(book.details?.endingCount ?? 3), useFlags: Boolean(book.details?.useFlags),
  };
}

export async function worldOf(knex: Knex, worldId: string): Promise<World> {
  const row = await knex('worlds').where({ id: worldId }).first('world');
  if (!row) throw AppError.notFound('No such world');
  return World.parse(row.world);
}

/** A book is told in one of its author's own worlds (a gamebook, a world story): BAD_USER_INPUT on worldId otherwise. */
export async function assertOwnWorld(knex: Knex, userId: string, worldId: string): Promise<void> {
  const world = await knex('worlds').where({ id: worldId }).whereNull('deleted_at').first('user_id');
  if (!world || world.user_id !== userId) throw AppError.badInput('worldId: is not one of your worlds', { worldId: 'is not one of your worlds' });
}

/** The graph as its parts hold it now (the plan's summaries until a segment is written). */
export async function partsGraph(knex: Knex, bookId: string): Promise<GraphLike> {
  const [parts, plan] = await Promise.all([
    knex('book_parts').where({ book_id: bookId }).orderBy('position'),
    knex('book_plans').where({ book_id: bookId }).orderBy('created_at', 'desc').orderBy('id', 'desc').first('plan'),
  ]);
  const book = await knex('books').where({ id: bookId }).first('details');
  return {
    start: book?.details?.start ?? plan?.plan?.start,
    flags: book?.details?.flags ?? plan?.plan?.flags ?? [],
    segments: parts.map((p) => ({
      id: p.content.id, title: p.content.title ?? p.title, summary: p.content.summary, text: p.content.text,
      ending: p.content.ending, choices: p.content.choices ?? [], hidden: p.content.hidden,
    })),
  };
}

const writerFor = (ctx: MakeContext) => gamebookWriter(ctx.writer);
const opts = (ctx: MakeContext) => (ctx.signal ? { signal: ctx.signal } : {});

export const gamebook: KindModule<GamebookStart, GamebookPlan, SegmentPart> = {
  kind: 'gamebook',
  start: GamebookStart,
  plan: GamebookPlan,
  content: SegmentPart,
  defaultCosts: { plan: 1, part: 1, redraw: 1 },
  ledger: KINDS.gamebook.ledger,
  words: { plan: 'map', part: 'segment', parts: 'segments', made: 'written' },

  async bookRow(trx, userId, start) {
    await assertOwnWorld(trx, userId, start.worldId);
    return {
      title: start.idea.split(/\r?\n/)[0]!.trim().slice(0, 200), topic: start.idea, language: start.language,
      chapter_count: start.segmentCount, reading_level: 'intermediate', audience: '', world_id: start.worldId,
      details: { segmentCount: start.segmentCount, endingCount: start.endingCount, useFlags: start.useFlags },
    };
  },

  shapesPlan(book, columns) {
    return book.topic !== columns.topic || book.language !== columns.language || Number(book.chapter_count) !== Number(columns.chapter_count)
      || book.world_id !== columns.world_id || book.details?.endingCount !== columns.details?.endingCount || Boolean(book.details?.useFlags) !== Boolean(columns.details?.useFlags);
  },

  async makePlan(ctx, book, comment) {
    const world = await worldOf(ctx.knex, book.world_id);
    const runs = Number(book.details?.planRuns ?? 1);
    return writerFor(ctx).plan(world, startOf(book), `${book.id}:${runs}`, comment, opts(ctx));
  },

  titleOf: (plan) => plan.title,

  partsOf: (plan) => plan.segments.map((s) => ({
    title: s.title,
    content: { id: s.id, title: s.title, summary: s.summary, ...(s.ending ? { ending: s.ending } : {}), choices: s.choices } as Partial<SegmentPart>,
  })),

  async makePart(ctx, book, part, { instruction, redo }) {
    const world = await worldOf(ctx.knex, book.world_id);
    if (redo === 'picture') {
      const kept = SegmentPart.parse(part.content);
      // a picture where the author wants one: the words and links stay as they are
      const image = await drawSegment(ctx, book, world, kept, { position: Number(part.position), instruction });
      return { content: { ...kept, image }, usage: { ...NO_USAGE } };
    }
    const graph = await partsGraph(ctx.knex, book.id);
    const seed = `${book.id}:${book.details?.planRuns ?? 1}:${part.attempts ?? 1}`;
    const { segment, usage } = await writerFor(ctx).segment(world, graph, part.content.id, book.language as LangCode, seed, instruction, opts(ctx));
    const c = part.content;
    return {
      content: { ...segment, id: c.id, ...(c.summary ? { summary: c.summary } : {}), ...(c.grownFrom ? { grownFrom: c.grownFrom } : {}), ...(c.hidden ? { hidden: true } : {}), ...(c.image ? { image: c.image } : {}) },
      usage,
    };
  },
};
