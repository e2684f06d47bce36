// Worlds (issue 14): the settings gamebooks and world stories are told in. A world is made by the
// writer from an idea (free: the books told in it are what cost) and edited by hand, the whole
// World checked by its schema on every save with each problem on the field it names. Private
// until its owner shares it; moderators feature public worlds (Discover shows them) and hide any.
import type { Knex } from 'knex';
import { hasRole } from '../../core/roles.ts';
import { isIdOf } from '../../core/ids.ts';
import { isLangCode, type LangCode } from '../../core/languages.ts';
import { AppError } from '../errors.ts';
import { newId } from '../lib/ids.ts';
import { badInputFrom } from '../engine/books.ts';
import type { Writer } from '../ai/types.ts';
import { World, GAMEBOOK_IDEA_MAX } from '../kinds/gamebook/schema.ts';
import { gamebookWriter } from '../kinds/gamebook/writer.ts';

export interface Actor { id: string; roles: string[] }
type Row = Record<string, any>;

export const isModerator = (actor: Actor | null | undefined) => hasRole(actor?.roles ?? [], 'admin', 'contentMod');

function worldId(id: unknown): string {
  if (!isIdOf('World', id)) throw AppError.badInput('Invalid World uuid', { id: 'is not a world id' });
  return id as string;
}

/** A world its reader may see: public and shown, or their own, or any to a moderator. */
export async function readableWorld(knex: Knex, actor: Actor | null, id: unknown): Promise<Row> {
  const row = await knex('worlds').where({ id: worldId(id) }).first();
  if (!row || row.deleted_at) throw AppError.notFound('No such world');
  if (actor?.id === row.user_id || isModerator(actor)) return row;
  if (row.visibility !== 'public' || row.hidden_at) throw AppError.notFound('No such world');
  if (await knex('users').where({ id: row.user_id }).whereNotNull('disabled_at').first('id')) throw AppError.notFound('No such world');
  return row;
}

export async function ownedWorld(knex: Knex, actor: Actor, id: unknown, lock = false): Promise<Row> {
  const q = knex('worlds').where({ id: worldId(id) });
  const row = await (lock ? q.forUpdate() : q).first();
  if (!row || row.deleted_at || row.user_id !== actor.id) throw AppError.notFound('No such world');
  return row;
}

/** A new world from the author's idea, written by the writer, private. */
export async function createWorld(knex: Knex, writer: Writer, actor: Actor, input: { idea?: unknown; language?: unknown }): Promise<Row> {
  const idea = typeof input.idea === 'string' ? input.idea.trim() : '';
  if (!idea) throw AppError.badInput('idea: is required', { idea: 'is required' });
  if (idea.length > GAMEBOOK_IDEA_MAX) throw AppError.badInput(`idea: is longer than ${GAMEBOOK_IDEA_MAX} characters`, { idea: `is longer than ${GAMEBOOK_IDEA_MAX} characters` });
  if (!isLangCode(input.language)) throw AppError.badInput('language: is not one of the 17 languages', { language: 'is not one of the 17 languages' });
  const id = newId('World');
  const { world } = await gamebookWriter(writer).world(idea, input.language as LangCode, id);
  const [row] = await knex('worlds').insert({
    id, user_id: actor.id, name: world.name, language: world.language, world: JSON.stringify(world), writer: writer.name,
  }).returning('*');
  return row;
}

/** The owner's edit: the whole world, checked. */
export async function updateWorld(knex: Knex, actor: Actor, id: unknown, raw: unknown): Promise<Row> {
  const parsed = World.safeParse(raw);
  if (!parsed.success) throw badInputFrom(parsed.error);
  return knex.transaction(async (trx) => {
    const row = await ownedWorld(trx, actor, id, true);
    const [updated] = await trx('worlds').where({ id: row.id }).update({ name: parsed.data.name, language: parsed.data.language, world: JSON.stringify(parsed.data) }).returning('*');
    return updated;
  });
}

export async function setWorldVisibility(knex: Knex, actor: Actor, id: unknown, visibility: unknown): Promise<Row> {
  if (visibility !== 'public' && visibility !== 'private') throw AppError.badInput('Visibility must be one of private, public', { visibility: 'is not valid' });
  return knex.transaction(async (trx) => {
    const row = await ownedWorld(trx, actor, id, true);
    const [updated] = await trx('worlds').where({ id: row.id })
      .update({ visibility, ...(visibility === 'private' ? { featured_at: null } : {}) }).returning('*');
    return updated;
  });
}

/** Deleted for everyone, with its gamebooks and stories; refused while one of them is being written. */
export async function deleteWorld(knex: Knex, actor: Actor, id: unknown): Promise<void> {
  await knex.transaction(async (trx) => {
    const row = await ownedWorld(trx, actor, id, true);
    const busy = await trx('books').where({ world_id: row.id }).whereNull('deleted_at').whereIn('status', ['outlining', 'generating']).first('id');
    if (busy) throw new AppError(409, 'CONFLICT', 'A book of this world is being written: wait for it to finish, or stop it, then delete the world');
    await trx('books').where({ world_id: row.id }).whereNull('deleted_at').update({ deleted_at: trx.fn.now(), visibility: 'private', featured_at: null });
    await trx('worlds').where({ id: row.id }).update({ deleted_at: trx.fn.now(), visibility: 'private', featured_at: null });
  });
}

export const myWorlds = (knex: Knex, actor: Actor) =>
  knex('worlds').where({ user_id: actor.id }).whereNull('deleted_at').orderBy('updated_at', 'desc').limit(100);

/** Featured worlds, newest pick first (Discover, the featured-worlds screen). */
export const featuredWorlds = (knex: Knex, limit = 12) =>
  knex('worlds as w').join('users as u', 'u.id', 'w.user_id').whereNotNull('w.featured_at').whereNull('w.hidden_at').whereNull('w.deleted_at')
    .where('w.visibility', 'public').whereNull('u.disabled_at').orderBy('w.featured_at', 'desc').limit(limit).select('w.*');

/** The books told in a world its reader may see (the owner and moderators: all; others: the shared ones). */
export async function worldBooks(knex: Knex, actor: Actor | null, world: Row): Promise<Row[]> {
  const q = knex('books').where({ world_id: world.id }).whereNull('deleted_at').orderBy('created_at', 'desc');
  if (actor?.id !== world.user_id && !isModerator(actor)) q.where({ visibility: 'public', status: 'done' }).whereNull('hidden_at');
  return q;
}

// ---------------------------------------------------------------------------------------------
// Moderation

export const MODERATED_WORLDS_PAGE = 50;

export async function moderatedWorlds(knex: Knex, { search, page = 1 }: { search?: string | null; page?: number }) {
  const q = knex('worlds as w').join('users as u', 'u.id', 'w.user_id').whereNull('w.deleted_at');
  const words = (search ?? '').trim().slice(0, 200);
  if (words) q.where((b) => b.whereILike('w.name', `%${words.replace(/[%_\\]/g, '\\$&')}%`).orWhereILike('u.email', `%${words.replace(/[%_\\]/g, '\\$&')}%`));
  const at = Math.max(1, Math.floor(Number(page) || 1));
  const [counted] = await q.clone().count<{ count: string }[]>('w.id as count');
  const count = counted?.count ?? 0;
  const rows = await q.orderBy('w.updated_at', 'desc').offset((at - 1) * MODERATED_WORLDS_PAGE).limit(MODERATED_WORLDS_PAGE).select('w.*');
  return { rows, total: Number(count), page: at };
}

export async function moderateWorld(knex: Knex, actor: Actor, id: unknown, change: { hidden?: boolean; featured?: boolean }): Promise<Row> {
  if (!isModerator(actor)) throw AppError.forbidden();
  return knex.transaction(async (trx) => {
    const row = await trx('worlds').where({ id: worldId(id) }).forUpdate().first();
    if (!row || row.deleted_at) throw AppError.notFound('No such world');
    const patch: Row = {};
    if (change.hidden !== undefined) Object.assign(patch, change.hidden ? { hidden_at: trx.fn.now(), hidden_by: actor.id, featured_at: null } : { hidden_at: null, hidden_by: null });
    if (change.featured !== undefined) {
      if (change.featured && (row.visibility !== 'public' || (row.hidden_at && change.hidden !== false) || change.hidden)) {
        throw new AppError(409, 'CONFLICT', 'Only a public world that is not hidden can be featured');
      }
      patch.featured_at = change.featured ? trx.fn.now() : null;
    }
    const [updated] = await trx('worlds').where({ id: row.id }).update(patch).returning('*');
    return updated;
  });
}
