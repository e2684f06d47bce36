// A textbook's chapters and outlines as tests read and arrange them: rows of the book engine's
// tables (book_parts, book_plans, book_part_versions; migration 0019) with a chapter's content
// ({ sections, markdown }) spread into columns.
import type { Knex } from 'knex';

type Row = Record<string, any>;

const flat = (row: Row) => ({ ...row, textbook_id: row.book_id, sections: row.content?.sections ?? [], markdown: row.content?.markdown ?? '' });

/** The book's chapters in order, each with `markdown` and `sections`; `where` narrows them (status…). */
export async function chaptersOf(knex: Knex, bookId: string, where: Row = {}): Promise<Row[]> {
  return (await knex('book_parts').where({ book_id: bookId, kind: 'textbook', ...where }).orderBy('position')).map(flat);
}

export async function chapterById(knex: Knex, id: string): Promise<Row | undefined> {
  const row = await knex('book_parts').where({ id }).first();
  return row && flat(row);
}

/** Changes chapters as a job or an old release would: `markdown` goes into the content. */
export async function updateChapters(knex: Knex, where: Row, { markdown, ...columns }: Row & { markdown?: string }) {
  const patch: Row = { ...columns };
  if (markdown !== undefined) patch.content = knex.raw(`jsonb_set(content, '{markdown}', to_jsonb(?::text))`, [markdown]);
  return knex('book_parts').where({ kind: 'textbook', ...where }).update(patch);
}

/** Inserts chapters of a book (id, position, title, sections, markdown, status). */
export async function insertChapters(knex: Knex, bookId: string, rows: { id: string; position: number; title: string; sections: string[]; markdown: string; status: string }[]) {
  await knex('book_parts').insert(rows.map(({ sections, markdown, ...r }) => ({
    ...r, book_id: bookId, kind: 'textbook', content: JSON.stringify({ sections, markdown, ...(r.status === 'done' ? { made: true } : {}) }),
  })));
}

/** The book's outlines, newest first: `outline` and `source`. */
export async function outlinesOf(knex: Knex, bookId: string): Promise<Row[]> {
  return (await knex('book_plans').where({ book_id: bookId }).orderBy('created_at', 'desc').orderBy('id', 'desc')).map((r) => ({ ...r, outline: r.plan }));
}

/** A chapter's versions, oldest first. */
export async function chapterVersionsOf(knex: Knex, chapterId: string): Promise<Row[]> {
  return (await knex('book_part_versions').where({ part_id: chapterId }).orderBy('number')).map((r) => ({ ...r, markdown: r.content?.markdown ?? '' }));
}
