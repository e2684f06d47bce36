// Role checks for resolvers (spec §6). Every admin and moderator resolver starts with one of
// these; the UI hiding a link is a courtesy, this is the rule.
import { hasRole, type Role } from '../../core/roles.ts';
import { AppError } from '../errors.ts';
import type { Actor } from '../engine/books.ts';
import type { Context } from './types.ts';

export type SignedInUser = NonNullable<Context['user']>;

/** The signed-in user, or UNAUTHENTICATED. */
export function requireUser(ctx: Pick<Context, 'user'>): SignedInUser {
  if (!ctx.user) throw AppError.unauthenticated();
  return ctx.user;
}

/** The signed-in user when they hold any of the roles; UNAUTHENTICATED or FORBIDDEN otherwise. */
export function requireRole(ctx: Pick<Context, 'user'>, ...roles: [Role, ...Role[]]): SignedInUser {
  const user = requireUser(ctx);
  if (!hasRole(user.roles, ...roles)) throw AppError.forbidden();
  return user;
}

/** The signed-in user as the book engine's actor, or UNAUTHENTICATED. */
export function actor(ctx: Pick<Context, 'user'>): Actor {
  const user = requireUser(ctx);
  return { id: user.id, roles: user.roles };
}

/** Whoever asks, as the engine's reader: the signed-in user, or null. */
export const viewer = (ctx: Pick<Context, 'user'>): Actor | null => (ctx.user ? { id: ctx.user.id, roles: ctx.user.roles } : null);

/** What the engine's jobs need from a request: the database, the queue, and inline runs' config. */
export const engineDeps = (ctx: Context) => ({ knex: ctx.knex, jobs: ctx.jobs, inline: { knex: ctx.knex, config: ctx.config } });
