// The loaders every kind's book type shares (Textbook, Storybook, WorksheetGroup…): its author and
// its latest plan, each one query for every book of a request.
import type { Context } from './types.ts';

type BookObj = { obj: { id: string; userId: string } };

/** Book.author: the authors of the books asked for, in one query. */
export async function bookAuthors(queries: BookObj[], ctx: Context) {
  const ids = [...new Set(queries.map((q) => q.obj.userId))];
  const rows = await ctx.knex('users').whereIn('id', ids).select('id', 'name', 'picture');
  const byId = new Map(rows.map((r) => [r.id, r]));
  return queries.map((q) => byId.get(q.obj.userId));
}

/** A kind's plan field (outline, storyboard, plan): each book's newest plan, in one query. */
export async function latestPlans(queries: BookObj[], ctx: Context) {
  const rows = await ctx.knex('book_plans').distinctOn('book_id').whereIn('book_id', queries.map((q) => q.obj.id))
    .orderBy([{ column: 'book_id' }, { column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).select('book_id', 'plan');
  const byBook = new Map(rows.map((r) => [r.book_id, r.plan]));
  return queries.map((q) => byBook.get(q.obj.id) ?? null);
}
