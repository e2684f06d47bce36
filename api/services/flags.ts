// Feature flags (spec §3, §4; issue 14): gamebooks2 gates growing gamebooks in play, worldstory
// gates world stories. Their percents live in the feature_flags table (admins edit them); a
// signed-in user is in when their stable bucket (core/flags.ts) is below the percent, a visitor
// only at 100. interactDemo users see both. The browser's local overrides (the Flags section of
// an admin's or moderator's menu) reach the server in the x-feature-flags header and count only
// for admins and moderators: nobody else can switch a flag on for themselves.
import type { Knex } from 'knex';
import { FLAGS, isFlagOn, parseFlagOverrides, type FeatureFlag, type FlagName, type FlagOverrides } from '../../core/flags.ts';
import { hasRole } from '../../core/roles.ts';
import { AppError } from '../errors.ts';

export interface Actor { id: string; roles: string[] }

export async function featureFlags(knex: Knex): Promise<FeatureFlag[]> {
  const rows = await knex('feature_flags').select('flag', 'name', 'percent');
  const byFlag = new Map(rows.map((r) => [r.flag, r]));
  // a flag the code knows and the table does not (yet) has the spec's default percent
  return FLAGS.map((f) => ({ flag: f.flag, name: f.name, percent: Number(byFlag.get(f.flag)?.percent ?? f.percent) }));
}

/** The overrides a request may use: an admin's or moderator's own, from the x-feature-flags header. */
export function requestOverrides(actor: Actor | null | undefined, header: unknown): FlagOverrides | null {
  if (!actor || !hasRole(actor.roles, 'admin', 'contentMod') || typeof header !== 'string' || header.length > 500) return null;
  return parseFlagOverrides(header);
}

export async function flagOn(knex: Knex, actor: Actor | null | undefined, flag: FlagName, overrides?: FlagOverrides | null): Promise<boolean> {
  if (hasRole(actor?.roles ?? [], 'interactDemo') && !(overrides && overrides[flag] === false)) return true;
  return isFlagOn(flag, actor?.id, overrides, await featureFlags(knex));
}

export async function setFlagPercent(knex: Knex, actor: Actor, flag: unknown, percent: unknown): Promise<FeatureFlag> {
  if (!hasRole(actor.roles, 'admin')) throw AppError.forbidden('Only an admin can change a flag');
  const known = FLAGS.find((f) => f.flag === flag);
  if (!known) throw AppError.badInput(`Unknown flag: choose ${FLAGS.map((f) => f.flag).join(', ')}`, { flag: 'is not valid' });
  if (typeof percent !== 'number' || !Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw AppError.badInput('percent: must be a whole number from 0 to 100', { percent: 'must be a whole number from 0 to 100' });
  }
  await knex('feature_flags').insert({ flag: known.flag, name: known.name, percent, updated_by: actor.id })
    .onConflict('flag').merge({ percent, updated_by: actor.id });
  return { flag: known.flag, name: known.name, percent };
}
