// User moderation (spec §2 /moderator/users, §6): find users, change their roles, disable or
// enable their accounts. Admins and content moderators may do it, with three limits that keep an
// instance from locking itself out: only an admin grants, removes or touches the admin role (and
// admin accounts), nobody removes their own admin role, and nobody disables themselves.
// Disabling takes effect at once: every request checks that the user is enabled.
import type { Knex } from 'knex';
import { parseId } from '../../core/ids.ts';
import { hasRole, isRole, ROLES, type Role } from '../../core/roles.ts';
import { AppError } from '../errors.ts';
import type { Page } from './tasks.ts';
import { pageNumber } from './tasks.ts';

export const USERS_PAGE_SIZE = 20;
export const SEARCH_MAX = 200;

export interface ModeratedUserRow {
  id: string;
  email: string;
  name: string;
  picture: string | null;
  roles: Role[];
  disabledAt: Date | null;
  createdAt: Date;
}

/** Who is acting: the signed-in user as the auth plugin put them in the context. */
export interface Actor {
  id: string;
  roles: readonly string[];
}

const COLUMNS = ['id', 'email', 'name', 'picture', 'roles', 'disabled_at as disabledAt', 'created_at as createdAt'];

/** A LIKE pattern matching the text anywhere, with the text's own % _ \ taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function searchUsers(knex: Knex, { search, page: requested }: { search?: string | null | undefined; page?: unknown }): Promise<Page<ModeratedUserRow>> {
  const text = (search ?? '').trim().slice(0, SEARCH_MAX);
  const page = pageNumber(requested);
  const base = knex('users').modify((q) => {
    if (text) {
      const pattern = containsPattern(text);
      q.where((w) => w.whereRaw(`email::text ilike ? escape '\\'`, [pattern]).orWhereRaw(`name ilike ? escape '\\'`, [pattern]));
    }
  });
  const [{ count } = { count: 0 }] = await base.clone().count<{ count: string | number }[]>({ count: '*' });
  const items = await base.clone().select(COLUMNS)
    .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])
    .limit(USERS_PAGE_SIZE).offset((page - 1) * USERS_PAGE_SIZE);
  const total = Number(count);
  return { items, total, page, pageSize: USERS_PAGE_SIZE, pageCount: Math.max(1, Math.ceil(total / USERS_PAGE_SIZE)) };
}

/** Users by id in one query, in the order asked (null where missing): the dataloader's batch. */
export async function usersByIds(knex: Knex, ids: readonly string[]): Promise<(ModeratedUserRow | null)[]> {
  const rows: ModeratedUserRow[] = await knex('users').whereIn('id', [...new Set(ids)]).select(COLUMNS);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id) ?? null);
}

/** Current page addresses (@slug) of many users in one query. */
export async function slugsByUserIds(knex: Knex, ids: readonly string[]): Promise<(string | null)[]> {
  const rows: { userId: string; slug: string }[] = await knex('user_slugs')
    .whereIn('user_id', [...new Set(ids)]).where('is_current', true).select('user_id as userId', 'slug');
  const byUser = new Map(rows.map((row) => [row.userId, row.slug]));
  return ids.map((id) => byUser.get(id) ?? null);
}

async function loadTarget(knex: Knex, id: unknown, { lock = false } = {}): Promise<ModeratedUserRow> {
  const userId = parseId('User', id);
  const row: ModeratedUserRow | undefined = await knex('users').where({ id: userId })
    .modify((q) => { if (lock) q.forUpdate(); }).first(COLUMNS);
  if (!row) throw AppError.notFound('No user');
  return row;
}

function checkRoles(roles: unknown): Role[] {
  if (!Array.isArray(roles)) throw AppError.badInput('roles must be a list', { roles: 'is not valid' });
  const unknown = roles.filter((role) => !isRole(role));
  if (unknown.length > 0) throw AppError.badInput(`Unknown role: ${String(unknown[0])}`, { roles: 'is not valid' });
  return ROLES.filter((role) => roles.includes(role)); // canonical order, no duplicates
}

export async function setUserRoles(knex: Knex, actor: Actor, id: unknown, requested: unknown): Promise<ModeratedUserRow> {
  const roles = checkRoles(requested);
  const actorIsAdmin = hasRole(actor.roles, 'admin');
  return knex.transaction(async (trx) => {
    const target = await loadTarget(trx, id, { lock: true });
    const before = hasRole(target.roles, 'admin');
    const after = roles.includes('admin');
    if ((before || after) && !actorIsAdmin) {
      throw AppError.forbidden(before ? 'Only an admin can change an admin account' : 'Only an admin can grant the admin role');
    }
    if (target.id === actor.id && before && !after) {
      throw AppError.badInput('You cannot remove your own admin role', { roles: 'cannot remove your own admin role' });
    }
    const [row] = await trx('users').where({ id: target.id }).update({ roles }).returning(COLUMNS);
    return row as ModeratedUserRow;
  });
}

export async function setUserDisabled(knex: Knex, actor: Actor, id: unknown, disabled: boolean): Promise<ModeratedUserRow> {
  const target = await loadTarget(knex, id);
  if (target.id === actor.id) throw AppError.badInput('You cannot disable or enable your own account');
  if (hasRole(target.roles, 'admin') && !hasRole(actor.roles, 'admin')) throw AppError.forbidden('Only an admin can change an admin account');
  const [row] = await knex('users').where({ id: target.id })
    .update({ disabled_at: disabled ? knex.raw('coalesce(disabled_at, now())') : null }).returning(COLUMNS);
  return row as ModeratedUserRow;
}
