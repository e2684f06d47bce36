// Reading and owning textbooks: who may see a book, the owner's edits, My Books.
import type { Knex } from 'knex';
import { isIdOf } from '../../../core/ids.ts';
import { BOOK_KINDS, isBookKind, KINDS, type BookKind } from '../../../core/kinds.ts';
import { hasRole } from '../../../core/roles.ts';
import { AppError } from '../../errors.ts';
import { ownedPart, recordPartVersion, type Actor } from '../../engine/books.ts';
import { chapterInput, frontMatterInput, parseInput, VISIBILITIES, type Visibility } from './input.ts';
import { checkOfflineDraftVisibility } from './offline-drafts.ts';

/**
 * A book anyone may read (public or unlisted, not hidden, its author not disabled: a disabled
 * author's books go with them); its owner and moderators see it always.
 */
export async function readableBook(knex: Knex, actor: Actor | null, id: unknown, kind: BookKind = 'textbook') {
  const idType = KINDS[kind].book;
  if (!isIdOf(idType, id)) throw AppError.badInput(`Invalid ${idType} uuid`);
  const book = await knex('books').where({ id }).first();
  // a deleted book is gone for everyone (its pages answer 410: site/middleware.ts)
  if (!book || book.deleted_at) throw AppError.notFound('No such book');
  const owner = actor?.id === book.user_id;
  const moderator = hasRole(actor?.roles ?? [], 'admin', 'contentMod');
  if (owner || moderator) return book;
  if (book.visibility === 'private' || book.hidden_at) throw AppError.notFound('No such book');
  if (await knex('users').where({ id: book.user_id }).whereNotNull('disabled_at').first('id')) throw AppError.notFound('No such book');
  return book;
}

export async function updateFrontMatter(knex: Knex, actor: Actor, id: string, raw: unknown) {
  const input = parseInput(frontMatterInput, raw);
  const book = await knex('books').where({ id }).first();
  if (!book || book.user_id !== actor.id || book.deleted_at) throw AppError.notFound('No such book');
  const [updated] = await knex('books').where({ id }).update(input).returning('*');
  return updated;
}

export async function updateChapter(knex: Knex, actor: Actor, id: string, raw: unknown) {
  const input = parseInput(chapterInput, raw);
  if (!isIdOf('TextbookChapter', id)) throw AppError.badInput('Invalid TextbookChapter uuid');
  return knex.transaction(async (trx) => {
    const { part: chapter } = await ownedPart(trx, actor, 'textbook', id);
    if (chapter.status === 'queued' || chapter.status === 'writing') throw new AppError(409, 'CONFLICT', 'This chapter is being written; edit it when it is done');
    const title = input.title ?? chapter.title;
    const markdown = input.markdown ?? chapter.content.markdown ?? '';
    const [updated] = await trx('book_parts').where({ id })
      .update({ title, content: JSON.stringify({ ...chapter.content, markdown, ...(chapter.status === 'done' ? { made: true } : {}) }) }).returning('*');
    // a new version when the title or text changed (engine: recordPartVersion)
    if (updated.title !== chapter.title || markdown !== chapter.content.markdown) await recordPartVersion(trx, updated, 'edit');
    return updated;
  });
}

export async function setVisibility(knex: Knex, actor: Actor, id: string, visibility: string, { production = false } = {}) {
  if (!VISIBILITIES.includes(visibility as Visibility)) throw AppError.badInput(`Visibility must be one of ${VISIBILITIES.join(', ')}`, { visibility: 'is not valid' });
  const book = await knex('books').where({ id }).first();
  if (!book || book.user_id !== actor.id || book.deleted_at) throw AppError.notFound('No such book');
  if (visibility !== 'private' && book.status !== 'done') throw new AppError(409, 'CONFLICT', 'Only a finished book can be shared');
  checkOfflineDraftVisibility(book, visibility, production);
  const [updated] = await knex('books').where({ id }).update({ visibility }).returning('*');
  return updated;
}

export const MY_BOOKS_MODES = ['drafts', 'generating', 'private', 'published'] as const;
export type MyBooksMode = (typeof MY_BOOKS_MODES)[number];

/**
 * My Books, each book in exactly one mode: drafts (not written yet), generating (being written or
 * stopped), private (done, only the owner reads it), published (done and shared: public or
 * unlisted). Deleted books are in none.
 */
/** The My Books mode (tab) a book is listed under: the one place that knows the rule. */
export function myBooksModeOf(book: { status: string; visibility: string }): MyBooksMode {
  if (['draft', 'outlining', 'outlined'].includes(book.status)) return 'drafts';
  if (book.status !== 'done') return 'generating';
  return book.visibility === 'private' ? 'private' : 'published';
}

/** How many books each tab holds, and the tab of the book touched last (null: no books yet). */
export async function myBooksSummary(knex: Knex, actor: Actor): Promise<{ counts: Record<MyBooksMode, number>; latest: MyBooksMode | null }> {
  const rows: { status: string; visibility: string; n: number; touched: Date }[] = await knex('books')
    .where({ user_id: actor.id }).whereNull('deleted_at').groupBy('status', 'visibility')
    .select('status', 'visibility', knex.raw('count(*)::int as n'), knex.raw('max(updated_at) as touched'));
  const counts = Object.fromEntries(MY_BOOKS_MODES.map((m) => [m, 0])) as Record<MyBooksMode, number>;
  let latest: { mode: MyBooksMode; at: number } | null = null;
  for (const row of rows) {
    const mode = myBooksModeOf(row);
    counts[mode] += row.n;
    const at = new Date(row.touched).getTime();
    if (!latest || at > latest.at) latest = { mode, at };
  }
  return { counts, latest: latest?.mode ?? null };
}

/** The user's books in a My Books mode, every kind (or the one asked for), the one touched last first. */
export async function myBooks(knex: Knex, actor: Actor, mode: string, kind?: string) {
  if (kind !== undefined && !isBookKind(kind)) throw AppError.badInput(`Unknown kind: choose ${BOOK_KINDS.join(', ')}`, { kind: 'is not valid' });
  const query = knex('books').where({ user_id: actor.id }).whereNull('deleted_at').orderBy('updated_at', 'desc').limit(100);
  if (kind) query.where({ kind });
  switch (mode) {
    case 'drafts': return query.whereIn('status', ['draft', 'outlining', 'outlined']);
    case 'generating': return query.whereIn('status', ['generating', 'failed', 'cancelled']);
    case 'private': return query.where({ status: 'done', visibility: 'private' });
    case 'published': return query.where({ status: 'done' }).whereIn('visibility', ['public', 'unlisted']);
    default: throw AppError.badInput(`Unknown mode: choose ${MY_BOOKS_MODES.join(', ')}`, { mode: 'is not valid' });
  }
}
