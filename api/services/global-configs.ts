// Global configs (spec §2 /admin/global-configs): settings the product reads at run time, a key
// and any JSON value. Admins edit the value as JSON text; it is parsed here, so a typo is a
// field error on `value`, never a 500 or a half-saved row.
import type { Knex } from 'knex';
import { AppError } from '../errors.ts';
import { ANNOUNCEMENT_KEY, forgetAnnouncement, parseAnnouncement } from './announcement.ts';
import { PACKS_KEY, parsePacks } from '../payments/packs.ts';

export const CONFIG_KEY_PATTERN = /^[a-zA-Z][a-zA-Z0-9_.-]{0,99}$/;
export const DESCRIPTION_MAX = 2000;
/** JSON text larger than this is refused (the request body limit is 1 MiB anyway) */
export const JSON_TEXT_MAX = 256 * 1024;

export interface GlobalConfigRow {
  key: string;
  value: unknown;
  description: string;
  createdAt: Date;
  updatedAt: Date;
}

const COLUMNS = ['key', 'value', 'description', 'created_at as createdAt', 'updated_at as updatedAt'];
const FORM_INVALID = 'Errors prevented this form from being saved';

/**
 * Parses JSON text typed by an admin. Invalid text is a BAD_USER_INPUT with a message on
 * `field`; the returned text is the canonical JSON to store (a jsonb parameter must be text:
 * the pg driver would turn a JS array into a Postgres array and a string into bare text).
 */
export function parseJsonInput(text: unknown, field: string, { objectOnly = false } = {}): { value: unknown; json: string } {
  if (typeof text !== 'string' || text.trim() === '') throw AppError.badInput(`${field} is required`, { [field]: 'is required' });
  if (text.length > JSON_TEXT_MAX) throw AppError.badInput(`${field} is too long`, { [field]: 'is too long' });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw AppError.badInput(`${field} is not valid JSON: ${(err as Error).message}`, { [field]: 'is not valid JSON' });
  }
  if (objectOnly && (typeof value !== 'object' || value === null || Array.isArray(value))) {
    throw AppError.badInput(`${field} must be a JSON object`, { [field]: 'must be a JSON object, like {}' });
  }
  // Postgres jsonb cannot hold the NUL character, in a key or a string
  let nul = false;
  const json = JSON.stringify(value, (key, item: unknown) => {
    if (key.includes('\0') || (typeof item === 'string' && item.includes('\0'))) nul = true;
    return item;
  });
  if (nul) throw AppError.badInput(`${field} cannot contain \\u0000`, { [field]: 'cannot contain \\u0000' });
  return { value, json };
}

function checkKey(key: unknown): string {
  if (typeof key !== 'string' || key === '') throw AppError.badInput(FORM_INVALID, { key: 'is required' });
  if (!CONFIG_KEY_PATTERN.test(key)) {
    throw AppError.badInput(FORM_INVALID, {
      key: 'must start with a letter and use only letters, digits, _ . - (at most 100 characters)',
    });
  }
  return key;
}

function checkDescription(description: unknown): string {
  if (description === undefined || description === null) return '';
  if (typeof description !== 'string') throw AppError.badInput(FORM_INVALID, { description: 'is not valid' });
  if (description.length > DESCRIPTION_MAX) throw AppError.badInput(FORM_INVALID, { description: 'is too long' });
  return description.trim();
}

/** Settings the product reads have a shape: checked on save (a field error on `value`). */
function checkValue(key: string, value: unknown): void {
  if (key === ANNOUNCEMENT_KEY) parseAnnouncement(value);
  if (key === PACKS_KEY) parsePacks(value);
}

/** A setting read through a cache: the cache ends when it is saved. */
function changed(key: string): void {
  if (key === ANNOUNCEMENT_KEY) forgetAnnouncement();
}

export async function listGlobalConfigs(knex: Knex): Promise<GlobalConfigRow[]> {
  return knex('global_configs').select(COLUMNS).orderBy('key');
}

export async function findGlobalConfig(knex: Knex, key: string): Promise<GlobalConfigRow | undefined> {
  if (!CONFIG_KEY_PATTERN.test(key)) return undefined;
  return knex('global_configs').where({ key }).first(COLUMNS);
}

export async function getGlobalConfig(knex: Knex, key: string): Promise<GlobalConfigRow> {
  const row = await findGlobalConfig(knex, key);
  if (!row) throw AppError.notFound('No global config with that key');
  return row;
}

export interface GlobalConfigInput {
  key?: string | null | undefined;
  value?: string | null | undefined;
  description?: string | null | undefined;
}

export async function createGlobalConfig(knex: Knex, input: GlobalConfigInput): Promise<GlobalConfigRow> {
  const key = checkKey(input.key);
  const { json, value } = parseJsonInput(input.value, 'value');
  checkValue(key, value);
  const description = checkDescription(input.description);
  const [row] = await knex('global_configs').insert({ key, value: json, description })
    .onConflict('key').ignore().returning(COLUMNS);
  if (!row) throw AppError.badInput(`A global config named ${key} already exists`, { key: 'is already taken' });
  changed(key);
  return row as GlobalConfigRow;
}

/** Changes the value and/or description; the key is the config's identity and stays. */
export async function updateGlobalConfig(knex: Knex, key: string, input: Omit<GlobalConfigInput, 'key'>): Promise<GlobalConfigRow> {
  const changes: Record<string, string> = {};
  if (input.value !== undefined && input.value !== null) {
    const { json, value } = parseJsonInput(input.value, 'value');
    checkValue(key, value);
    changes.value = json;
  }
  if (input.description !== undefined && input.description !== null) changes.description = checkDescription(input.description);
  if (Object.keys(changes).length === 0) return getGlobalConfig(knex, key);
  const [row] = CONFIG_KEY_PATTERN.test(key)
    ? await knex('global_configs').where({ key }).update(changes).returning(COLUMNS)
    : [];
  if (!row) throw AppError.notFound('No global config with that key');
  changed(key);
  return row as GlobalConfigRow;
}

export async function deleteGlobalConfig(knex: Knex, key: string): Promise<GlobalConfigRow> {
  const [row] = CONFIG_KEY_PATTERN.test(key) ? await knex('global_configs').where({ key }).delete().returning(COLUMNS) : [];
  if (!row) throw AppError.notFound('No global config with that key');
  changed(key);
  return row as GlobalConfigRow;
}
