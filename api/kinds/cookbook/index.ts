// The cookbook kind (issue 13): a theme, a cuisine, a diet and a skill become a plan (the recipe
// list the cook edits, reorders, adds to and removes from), then a recipe per entry: structured,
// checked, scalable. The cookbooklet is the book (Cookbook b0), each recipe a part (Recipe b2).
import { KINDS } from '../../../core/kinds.ts';
import type { KindModule, MakeContext, Row } from '../../engine/kind.ts';
import { addUsage, WriterError, type Usage } from '../../ai/types.ts';
import { CookbookPlan, CookbookStart, Recipe } from './schema.ts';
import { cookbookWriter } from './writer.ts';

/** The start values a cookbook was made with (the book row keeps them in its columns and details). */
export function startOf(book: Row): CookbookStart {
  return {
    theme: book.topic, language: book.language, recipeCount: Number(book.chapter_count), skill: book.details?.skill ?? book.reading_level ?? 'easy',
    diet: book.details?.diet ?? [], ...(book.details?.cuisine ? { cuisine: book.details.cuisine } : {}),
  };
}

const writerFor = (ctx: MakeContext) => cookbookWriter(ctx.writer);
const entryOf = (part: Row) => ({ title: String(part.content?.title || part.title), summary: String(part.content?.summary || part.content?.story || part.title) });

export const cookbook: KindModule<CookbookStart, CookbookPlan, Recipe> = {
  kind: 'cookbook',
  start: CookbookStart,
  plan: CookbookPlan,
  content: Recipe,
  defaultCosts: { plan: 1, part: 1, redraw: 1 },
  ledger: KINDS.cookbook.ledger,
  words: { plan: 'recipe list', part: 'recipe', parts: 'recipes', made: 'written' },

  async bookRow(_trx, _userId, start) {
    return {
      title: start.theme.split(/\r?\n/)[0]!.trim().slice(0, 200), topic: start.theme, language: start.language,
      chapter_count: start.recipeCount, reading_level: start.skill, audience: '',
      details: { skill: start.skill, diet: start.diet, ...(start.cuisine?.trim() ? { cuisine: start.cuisine.trim() } : {}) },
    };
  },

  shapesPlan(book, columns) {
    return book.topic !== columns.topic || book.language !== columns.language || Number(book.chapter_count) !== Number(columns.chapter_count)
      || book.reading_level !== columns.reading_level || JSON.stringify(book.details?.diet ?? []) !== JSON.stringify(columns.details?.diet ?? [])
      || (book.details?.cuisine ?? '') !== (columns.details?.cuisine ?? '');
  },

  async makePlan(ctx, book, comment) {
    const runs = Number(book.details?.planRuns ?? 1);
    return writerFor(ctx).plan(startOf(book), `${book.id}:${runs}`, comment, ctx.signal ? { signal: ctx.signal } : {});
  },

  checkPlan(plan) {
    return plan.recipes.length ? undefined : 'A cookbook needs a recipe.';
  },

  titleOf: (plan) => plan.title,

  partsOf: (plan) => plan.recipes.map((r) => ({ title: r.title, content: { title: r.title, summary: r.summary } as Partial<Recipe> })),

  async makePart(ctx, book, part, { instruction, progress }) {
    const start = startOf(book);
    const rewrite = Boolean(instruction) && Array.isArray(part.content?.steps);
    const seed = `${book.id}:${(book.details?.planRuns ?? 1)}`;
    let usage: Usage = { inputTokens: 0, outputTokens: 0 };
    const made = await writerFor(ctx).recipe(start, entryOf(part), Number(part.position), seed, instruction, rewrite ? part.content : undefined, ctx.signal ? { signal: ctx.signal } : {});
    usage = addUsage(usage, made.usage);
    const parsed = Recipe.safeParse(made.recipe);
    if (!parsed.success) throw new WriterError('invalid_output', { detail: parsed.error.message });
    await progress({ title: parsed.data.title });
    return { content: parsed.data, usage };
  },
};
