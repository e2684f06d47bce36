// A chapter's versions (issue 10), kept by the book engine for every kind (book_part_versions,
// api/engine/books.ts): each time a chapter's text changes (the writer's first text, a rewrite,
// the owner's edit, a restore) a numbered version keeps its title and text, in the transaction
// that changed it. Nothing is ever replaced: restoring an earlier version makes a new version.
import type { Knex } from 'knex';
import { hasRole } from '../../../core/roles.ts';
import { AppError } from '../../errors.ts';
import { restorePartVersion, type Actor } from '../../engine/books.ts';

export const VERSION_SOURCES = ['writer', 'rewrite', 'edit', 'restore', 'kept'] as const;
export type VersionSource = (typeof VERSION_SOURCES)[number];

const mayRead = (actor: Actor | null, ownerId: string) => actor !== null && (actor.id === ownerId || hasRole(actor.roles, 'admin', 'contentMod'));

/** A version as the textbook's API shows it: its title and Markdown. */
const asChapterVersion = (row: Record<string, any>) => ({ ...row, markdown: row.content?.markdown ?? '' });

/** The versions of many chapters at once (the GraphQL loader): a list for the owner and moderators, NOT_FOUND for anyone else. */
export async function versionsOfChapters(knex: Knex, actor: Actor | null, chapterIds: string[]): Promise<(Record<string, any>[] | AppError)[]> {
  const owners = await knex('book_parts as c').join('books as t', 't.id', 'c.book_id').whereIn('c.id', chapterIds).where('c.kind', 'textbook').whereNull('t.deleted_at').select('c.id', 't.user_id');
  const readable = new Set(owners.filter((o) => mayRead(actor, o.user_id)).map((o) => o.id as string));
  const rows = readable.size === 0 ? [] : await knex('book_part_versions').whereIn('part_id', [...readable]).orderBy([{ column: 'part_id' }, { column: 'number' }]);
  return chapterIds.map((id) => (readable.has(id) ? rows.filter((r) => r.part_id === id).map(asChapterVersion) : AppError.notFound('No such chapter')));
}

/** One chapter's versions, oldest first. */
export async function chapterVersions(knex: Knex, actor: Actor | null, chapterId: string) {
  const [result] = await versionsOfChapters(knex, actor, [chapterId]);
  if (!result || result instanceof AppError) throw AppError.notFound('No such chapter');
  return result;
}

/** Brings an earlier version back as the chapter's text, as a new version (engine: restorePartVersion). */
export function restoreVersion(knex: Knex, actor: Actor, chapterId: string, versionId: string) {
  return restorePartVersion(knex, actor, 'textbook', versionId, chapterId);
}
