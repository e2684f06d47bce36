// A book's lifecycle beyond writing it: the owner deletes it (a soft delete, migration 0008) or
// makes a private copy to edit. Both are the owner's alone: others get NOT_FOUND for a book they
// may not read, FORBIDDEN for one they may (copying someone else's work is a licensing question).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import { isLangCode, type LangCode } from '../../../core/languages.ts';
import { ROOT_DIR } from '../../config.ts';
import { isBookId, KINDS, type BookKind } from '../../../core/kinds.ts';
import { AppError } from '../../errors.ts';
import { newId } from '../../lib/ids.ts';
import { cancelBook, type Actor } from '../../engine/books.ts';

/** The book for one of its owner's lifecycle operations; a deleted book is gone for everyone. */
async function ownersBook(knex: Knex, actor: Actor, id: unknown, trx?: Knex.Transaction) {
  // every kind's books live and die alike (issue 16): a textbook's or a storybook's id
  if (!isBookId(id)) throw AppError.badInput('Invalid Textbook uuid');
  const query = (trx ?? knex)('books').where({ id });
  const book = trx ? await query.forUpdate().first() : await query.first();
  if (!book || book.deleted_at) throw AppError.notFound('No such book');
  if (book.user_id !== actor.id) {
    // others learn nothing about a book they may not read
    if (book.visibility === 'private' || book.hidden_at) throw AppError.notFound('No such book');
    throw AppError.forbidden('Only the author can do that');
  }
  return book;
}

export interface Deletion {
  id: string;
  deletedAt: Date;
}

/**
 * Deletes the owner's book: writing in progress is stopped first (its unwritten chapters
 * refunded, as a cancel does), then the row becomes a tombstone: private, not featured, in no
 * collection. Its pages answer 410 Gone (site/middleware.ts), its share card 404.
 */
export async function deleteBook(knex: Knex, actor: Actor, id: unknown): Promise<Deletion> {
  const book = await ownersBook(knex, actor, id);
  if (book.status === 'generating' || book.status === 'outlining') {
    try {
      await cancelBook(knex, actor, book.kind, book.id);
    } catch (error) {
      // finished between our read and the cancel: nothing left to stop
      if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
    }
  }
  return knex.transaction(async (trx) => {
    const current = await ownersBook(trx, actor, book.id, trx);
    await trx('library_saves').where({ textbook_id: current.id }).delete();
    const [row] = await trx('books').where({ id: current.id })
      .update({ deleted_at: trx.fn.now(), visibility: 'private', featured_at: null }).returning(['id', 'deleted_at']);
    return { id: row.id, deletedAt: new Date(row.deleted_at) };
  });
}

/** Columns a copy never takes from its original: identity, timestamps, sharing, counters. */
const NOT_COPIED: Record<string, readonly string[]> = {
  books: [
    'id', 'user_id', 'title', 'start_key', 'created_at', 'updated_at', 'visibility', 'hidden_at', 'hidden_reason',
    'published_at', 'featured_at', 'read_count', 'save_count', 'deleted_at', 'chapter_text',
  ],
  book_parts: ['id', 'book_id', 'created_at', 'updated_at'],
  book_plans: ['id', 'book_id'],
};

/**
 * The table's writable columns (generated ones left out), read from the catalogue at each copy:
 * a copy is rare, and so a column added by a later migration is carried without a restart.
 */
async function copiedColumns(knex: Knex, table: keyof typeof NOT_COPIED): Promise<string[]> {
  const rows: { column_name: string }[] = await knex('information_schema.columns')
    .where({ table_schema: knex.raw('current_schema()'), table_name: table, is_generated: 'NEVER' })
    .select('column_name').orderBy('ordinal_position');
  const skip = NOT_COPIED[table]!;
  return rows.map((r) => r.column_name).filter((c) => !skip.includes(c));
}

const TITLE_MAX = 200;

/** "{{title}} (copy)" in the book's language (books.json copy.title), English when missing. */
const copyTitles = new Map<LangCode, string>();
export function copyTitle(title: string, language: string): string {
  const lang: LangCode = isLangCode(language) ? language : 'en';
  let pattern = copyTitles.get(lang);
  if (!pattern) {
    try {
      const strings = JSON.parse(readFileSync(path.join(ROOT_DIR, 'content', 'locales', lang, 'books.json'), 'utf8'));
      pattern = typeof strings?.copy?.title === 'string' && strings.copy.title.includes('{{title}}') ? strings.copy.title as string : undefined;
    } catch {
      // falls back below
    }
    pattern ??= '{{title}} (copy)';
    copyTitles.set(lang, pattern);
  }
  const room = TITLE_MAX - (pattern.length - '{{title}}'.length);
  const head = [...title].length > room ? `${[...title].slice(0, room - 1).join('').trimEnd()}…` : title;
  return pattern.replace('{{title}}', head);
}

/**
 * A private copy of the owner's book of any kind: the book row (every column but identity,
 * sharing, counters and timestamps, so columns added later travel too), its plans and parts
 * (book_plans, book_parts), under new ids of the kind's families; not the parts' versions (the
 * copy's history starts from what it was given). Pictures are files both books share: the copy's
 * pages name the same images. No AI runs, so no credits move. A book being written cannot be copied yet.
 */
export async function duplicateBook(knex: Knex, actor: Actor, id: unknown) {
  return knex.transaction(async (trx) => {
    const book = await ownersBook(trx, actor, id, trx);
    if (book.status === 'generating' || book.status === 'outlining') {
      throw new AppError(409, 'CONFLICT', 'This book is being written; copy it when the writing is done');
    }
    // a finished book may have a chapter being rewritten: its job belongs to the original
    if (await trx('book_parts').where({ book_id: book.id }).whereIn('status', ['queued', 'writing']).first('id')) {
      throw new AppError(409, 'CONFLICT', 'This book is being written; copy it when the writing is done');
    }
    const copyId = newId(KINDS[book.kind as BookKind].book);
    const bookColumns = await copiedColumns(trx, 'books');
    await trx.raw(
      `insert into books (id, user_id, title, start_key, visibility, ${bookColumns.map((c) => `"${c}"`).join(', ')})
       select ?, user_id, ?, ?, 'private', ${bookColumns.map((c) => `"${c}"`).join(', ')} from books where id = ?`,
      [copyId, copyTitle(book.title, book.language), `copy:${copyId}`, book.id],
    );
    // its plans and parts, every column but identity (pictures are files shared by both books)
    const kind = KINDS[book.kind as BookKind];
    for (const [table, family] of [['book_plans', kind.plan], ['book_parts', kind.part]] as const) {
      const columns = await copiedColumns(trx, table);
      const rows: { id: string }[] = await trx(table).where({ book_id: book.id }).orderBy('id').select('id');
      for (const row of rows) {
        await trx.raw(
          `insert into ${table} (id, book_id, ${columns.map((c) => `"${c}"`).join(', ')})
           select ?, ?, ${columns.map((c) => `"${c}"`).join(', ')} from ${table} where id = ?`,
          [newId(family), copyId, row.id],
        );
      }
    }
    return trx('books').where({ id: copyId }).first();
  });
}

/** The textbook names of the two (GraphQL deleteTextbook, duplicateTextbook). */
export const deleteTextbook = deleteBook;
export const duplicateTextbook = duplicateBook;
