// A chapter's versions: each time its text changes (the writer's first text, a rewrite, the
// owner's edit, a restore) a row keeps the new title and text, written in the transaction that
// changes the chapter, so the history and the chapter never disagree. Nothing is ever replaced:
// restoring an earlier version makes a new version.
import type { Knex } from 'knex';
import { hasRole } from '../../../core/roles.ts';
import { AppError } from '../../errors.ts';
import { newId } from '../../lib/ids.ts';
import type { Actor } from './generation.ts';

export const VERSION_SOURCES = ['writer', 'rewrite', 'edit', 'restore', 'kept'] as const;
export type VersionSource = (typeof VERSION_SOURCES)[number];

interface ChapterText { id: string; title: string; markdown: string }

/**
 * Adds the chapter's current title and text as its next version. Call it in the transaction
 * that changed the chapter, after the update (which holds the chapter's row lock, so two
 * versions never take the same number).
 */
export async function recordVersion(
  trx: Knex.Transaction, chapter: ChapterText, source: VersionSource,
  extra: { instruction?: string | null; restoredFrom?: number } = {},
) {
  const last = await trx('textbook_chapter_versions').where({ chapter_id: chapter.id }).max<{ n: number | null }>('number as n').first();
  const [row] = await trx('textbook_chapter_versions').insert({
    id: newId('TextbookChapterHistory'), chapter_id: chapter.id, number: (last?.n ?? 0) + 1, title: chapter.title, markdown: chapter.markdown,
    source, instruction: extra.instruction ?? null, restored_from: extra.restoredFrom ?? null,
  }).returning('*');
  return row;
}

/**
 * Before the writer replaces a finished chapter: its text is the latest version already, unless
 * it changed by another way (a copied book, a chapter written before history began); then it
 * is kept as a version first.
 */
export async function keepCurrentText(trx: Knex.Transaction, chapter: ChapterText & { status: string }) {
  if (chapter.status !== 'done' || chapter.markdown === '') return;
  const last = await trx('textbook_chapter_versions').where({ chapter_id: chapter.id }).orderBy('number', 'desc').first('title', 'markdown');
  if (last && last.title === chapter.title && last.markdown === chapter.markdown) return;
  await recordVersion(trx, chapter, 'kept');
}

const mayRead = (actor: Actor | null, ownerId: string) => actor !== null && (actor.id === ownerId || hasRole(actor.roles, 'admin', 'contentMod'));

/** The versions of many chapters at once (the GraphQL loader): a list for the owner and moderators, NOT_FOUND for anyone else. */
export async function versionsOfChapters(knex: Knex, actor: Actor | null, chapterIds: string[]): Promise<(Record<string, any>[] | AppError)[]> {
  const owners = await knex('textbook_chapters as c').join('books as t', 't.id', 'c.textbook_id').whereIn('c.id', chapterIds).select('c.id', 't.user_id');
  const readable = new Set(owners.filter((o) => mayRead(actor, o.user_id)).map((o) => o.id as string));
  const rows = readable.size === 0 ? [] : await knex('textbook_chapter_versions').whereIn('chapter_id', [...readable]).orderBy([{ column: 'chapter_id' }, { column: 'number' }]);
  return chapterIds.map((id) => (readable.has(id) ? rows.filter((r) => r.chapter_id === id) : AppError.notFound('No such chapter')));
}

/** One chapter's versions, oldest first. */
export async function chapterVersions(knex: Knex, actor: Actor | null, chapterId: string) {
  const [result] = await versionsOfChapters(knex, actor, [chapterId]);
  if (!result || result instanceof AppError) throw AppError.notFound('No such chapter');
  return result;
}

/**
 * Brings an earlier version back as the chapter's text, as a new version (the one it replaces
 * stays in the history). A chapter whose rewrite failed or was stopped is whole again, and so is
 * its book when that was the only thing missing.
 */
export async function restoreVersion(knex: Knex, actor: Actor, chapterId: string, versionId: string) {
  return knex.transaction(async (trx) => {
    // one lock order everywhere (generation.ts): the book, then the chapter
    const found = await trx('textbook_chapters').where({ id: chapterId }).first('textbook_id');
    const book = found && await trx('books').where({ id: found.textbook_id }).forUpdate().first('id', 'user_id', 'status');
    const chapter = book && await trx('textbook_chapters').where({ id: chapterId }).forUpdate().first();
    if (!chapter || book.user_id !== actor.id) throw AppError.notFound('No such chapter');
    if (chapter.status === 'queued' || chapter.status === 'writing') throw new AppError(409, 'CONFLICT', 'This chapter is being written; edit it when it is done');
    const version = await trx('textbook_chapter_versions').where({ id: versionId, chapter_id: chapterId }).first();
    if (!version) throw AppError.notFound('No such version of this chapter');
    const [updated] = await trx('textbook_chapters').where({ id: chapterId })
      .update({ title: version.title, markdown: version.markdown, status: 'done', error_message: null }).returning('*');
    await recordVersion(trx, updated, 'restore', { restoredFrom: version.number });
    if (book.status === 'failed' || book.status === 'cancelled') {
      const unfinished = await trx('textbook_chapters').where({ textbook_id: book.id }).whereNot({ status: 'done' }).first('id');
      if (!unfinished) await trx('books').where({ id: book.id }).update({ status: 'done', wizard_step: 'done', error_message: null });
    }
    return updated;
  });
}
