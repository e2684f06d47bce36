// The world story kind (issue 14; behind the worldstory flag): an idea set in one of the author's
// worlds becomes a plan (the chapters, edited before writing), then a part per chapter (Markdown).
// The story is the book (WorldStory af) in its world (books.world_id); its chapters are parts
// (WorldStoryChapter b9), their kept states WorldStoryHistory ba.
import { KINDS } from '../../../core/kinds.ts';
import type { KindModule, MakeContext, Row } from '../../engine/kind.ts';
import type { LangCode } from '../../../core/languages.ts';
import { assertOwnWorld, worldOf } from '../gamebook/index.ts';
import { StoryChapter, WorldStoryPlan, WorldStoryStart } from './schema.ts';
import { worldStoryWriter } from './writer.ts';

export function storyStartOf(book: Row): WorldStoryStart {
  return { worldId: book.world_id, idea: book.topic, language: book.language, chapterCount: Number(book.details?.chapterCount ?? book.chapter_count) };
}

const opts = (ctx: MakeContext) => (ctx.signal ? { signal: ctx.signal } : {});

export const worldstory: KindModule<WorldStoryStart, WorldStoryPlan, StoryChapter> = {
  kind: 'worldstory',
  start: WorldStoryStart,
  plan: WorldStoryPlan,
  content: StoryChapter,
  defaultCosts: { plan: 1, part: 1, redraw: 1 },
  ledger: KINDS.worldstory.ledger,
  words: { plan: 'outline', part: 'chapter', parts: 'chapters', made: 'written' },

  async bookRow(trx, userId, start) {
    await assertOwnWorld(trx, userId, start.worldId);
    return {
      title: start.idea.split(/\r?\n/)[0]!.trim().slice(0, 200), topic: start.idea, language: start.language, chapter_count: start.chapterCount,
      reading_level: 'intermediate', audience: '', world_id: start.worldId, details: { chapterCount: start.chapterCount },
    };
  },

  shapesPlan(book, columns) {
    return book.topic !== columns.topic || book.language !== columns.language || Number(book.chapter_count) !== Number(columns.chapter_count) || book.world_id !== columns.world_id;
  },

  async makePlan(ctx, book, comment) {
    const world = await worldOf(ctx.knex, book.world_id);
    return worldStoryWriter(ctx.writer).plan(world, storyStartOf(book), `${book.id}:${book.details?.planRuns ?? 1}`, comment, opts(ctx));
  },

  titleOf: (plan) => plan.title,
  partsOf: (plan) => plan.chapters.map((c) => ({ title: c.title, content: { title: c.title, summary: c.summary } })),

  async makePart(ctx, book, part, { instruction }) {
    const world = await worldOf(ctx.knex, book.world_id);
    const parts = await ctx.knex('book_parts').where({ book_id: book.id }).orderBy('position');
    const plan = WorldStoryPlan.parse({ title: book.title, chapters: parts.map((p) => ({ title: p.content?.title || p.title, summary: p.content?.summary || p.title })) });
    const index = Number(part.position) - 1;
    const seed = `${book.id}:${book.details?.planRuns ?? 1}`;
    const { markdown, usage } = await worldStoryWriter(ctx.writer).chapter(world, plan, index, book.language as LangCode, seed, instruction, opts(ctx));
    return { content: { title: plan.chapters[index]!.title, summary: plan.chapters[index]!.summary, markdown }, usage };
  },
};
