// Users as others see them. Only public fields leave this module; e-mail and roles stay private.
// The models map snake_case columns to camelCase properties on rows only: column names in where,
// orderBy and relation joins stay snake_case (as in the migrations).
import type { Knex } from 'knex';
import { parseId } from '../../core/ids.ts';
import { AppError } from '../errors.ts';
import { User } from '../models/User.ts';
import { UserSlug } from '../models/UserSlug.ts';

export interface PublicUser {
  id: string;
  name: string;
  picture: string | null;
}

export async function getPublicUser(id: unknown): Promise<PublicUser> {
  const userId = parseId('User', id);
  const user = await User.query().findById(userId).whereNull('disabled_at');
  if (!user) throw AppError.notFound('No user');
  return { id: user.id, name: user.name, picture: user.picture };
}

/** Current slugs for many users in one query (the User.slug loader). */
export async function currentSlugs(_knex: Knex, userIds: readonly string[]): Promise<(string | null)[]> {
  const rows = await UserSlug.query().whereIn('user_id', [...userIds]).where('is_current', true);
  const byUser = new Map(rows.map((r) => [r.userId, r.slug]));
  return userIds.map((id) => byUser.get(id) ?? null);
}
