// Textbook moderation (spec §2 /moderator/textbooks, §6): moderators list and search every
// book, read any of them, and hide a book (with a reason) from everyone but its owner and the
// moderators (readableBook in ./books.ts), or show it again. Generation configs: versioned
// prompts and settings per book type; a new version starts as a copy of the active one, a
// version no book has used may still be edited, and activating one makes new books use it.
import type { Knex } from 'knex';
import { isIdOf } from '../../../core/ids.ts';
import { isLangCode } from '../../../core/languages.ts';
import { unknownVariables } from '../../ai/prompts.ts';
import { isBookId, isBookKind, kindOfConfigId, KINDS, type BookKind } from '../../../core/kinds.ts';
import { AppError } from '../../errors.ts';
import { newId } from '../../lib/ids.ts';
import { pageNumber, type Page } from '../tasks.ts';
import { activeConfig, CONFIG_KINDS, isConfigBookType, type ConfigBookType, type ConfigKind } from './configs.ts';
import type { Visibility } from './input.ts';

export const TEXTBOOKS_PAGE_SIZE = 20;
export const TEXTBOOK_STATUSES = ['draft', 'outlining', 'outlined', 'generating', 'done', 'failed', 'cancelled'] as const;
export type TextbookStatus = (typeof TEXTBOOK_STATUSES)[number];
export const TEXTBOOK_SORTS = ['updated', 'title'] as const;
export type TextbookSort = (typeof TEXTBOOK_SORTS)[number];
export const HIDE_REASON_MAX = 1000;

export const isTextbookStatus = (value: unknown): value is TextbookStatus => (TEXTBOOK_STATUSES as readonly unknown[]).includes(value);
export const isTextbookSort = (value: unknown): value is TextbookSort => (TEXTBOOK_SORTS as readonly unknown[]).includes(value);

export interface ModeratedTextbookRow {
  id: string;
  title: string;
  /** (the books_status check holds it to these) */
  status: TextbookStatus;
  visibility: Visibility;
  language: string;
  userId: string;
  authorName: string | null;
  authorEmail: string | null;
  hiddenAt: Date | null;
  hiddenReason: string | null;
  featuredAt: Date | null;
  configVersion: number | null;
  writer: string | null;
  chapterCount: number;
  kind: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface TextbookListQuery {
  /** the kind of book listed (default textbook) */
  kind?: string | null | undefined;
  search?: string | null | undefined;
  status?: string | null | undefined;
  language?: string | null | undefined;
  sort?: string | null | undefined;
  page?: unknown;
}

const COLUMNS = [
  't.id', 't.title', 't.status', 't.visibility', 't.language', 't.user_id as userId', 'u.name as authorName', 'u.email as authorEmail',
  't.hidden_at as hiddenAt', 't.hidden_reason as hiddenReason', 't.featured_at as featuredAt', 't.config_version as configVersion', 't.writer', 't.chapter_count as chapterCount',
  't.created_at as createdAt', 't.updated_at as updatedAt', 't.kind',
];

/** A LIKE pattern matching the text anywhere, with the text's own % _ \ taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Every book (hidden and private ones too; not those their authors deleted), filtered and sorted, 20 a page; unknown filters are ignored. */
export async function listTextbooks(knex: Knex, query: TextbookListQuery): Promise<Page<ModeratedTextbookRow>> {
  const text = (query.search ?? '').trim().slice(0, 200);
  const status = isTextbookStatus(query.status) ? query.status : '';
  const language = isLangCode(query.language) ? query.language : '';
  const sort: TextbookSort = isTextbookSort(query.sort) ? query.sort : 'updated';
  const page = pageNumber(query.page);
  const kind = isBookKind(query.kind) ? query.kind : 'textbook';
  const base = knex('books as t').whereNull('t.deleted_at').where('t.kind', kind).modify((q) => {
    if (text) q.whereRaw(`t.title ilike ? escape '\\'`, [containsPattern(text)]);
    if (status) q.where('t.status', status);
    if (language) q.where('t.language', language);
  });
  const [{ count } = { count: 0 }] = await base.clone().count<{ count: string | number }[]>({ count: '*' });
  const items = await base.clone().leftJoin('users as u', 'u.id', 't.user_id').select(COLUMNS)
    .orderBy(sort === 'title'
      ? [{ column: 't.title', order: 'asc' }, { column: 't.id', order: 'asc' }]
      : [{ column: 't.updated_at', order: 'desc' }, { column: 't.id', order: 'desc' }])
    .limit(TEXTBOOKS_PAGE_SIZE).offset((page - 1) * TEXTBOOKS_PAGE_SIZE);
  const total = Number(count);
  return { items, total, page, pageSize: TEXTBOOKS_PAGE_SIZE, pageCount: Math.max(1, Math.ceil(total / TEXTBOOKS_PAGE_SIZE)) };
}

/** One book of any kind (moderators hide, show and feature every kind alike) with its author, or
 * undefined (also for an id that is not a book id, or not of `kind` when a kind's page asks). */
export async function findModeratedTextbook(knex: Knex, id: unknown, kind?: BookKind): Promise<ModeratedTextbookRow | undefined> {
  if (!isBookId(id) || (kind && !isIdOf(KINDS[kind].book, id))) return undefined;
  return knex('books as t').leftJoin('users as u', 'u.id', 't.user_id').where('t.id', id as string).whereNull('t.deleted_at').first(COLUMNS);
}

export async function getModeratedTextbook(knex: Knex, id: unknown): Promise<ModeratedTextbookRow> {
  if (!isBookId(id)) throw AppError.badInput('Invalid Textbook uuid');
  const book = await findModeratedTextbook(knex, id);
  if (!book) throw AppError.notFound('No such book');
  return book;
}

export interface ModeratedChapterRow {
  id: string;
  position: number;
  title: string;
  status: string;
  markdown: string;
  updatedAt: Date;
}

export async function textbookChapters(knex: Knex, textbookId: string): Promise<ModeratedChapterRow[]> {
  return knex('book_parts').where({ book_id: textbookId, kind: 'textbook' }).orderBy('position')
    .select('id', 'position', 'title', 'status', knex.raw("coalesce(content->>'markdown', '') as markdown"), 'updated_at as updatedAt');
}

export async function findTextbookChapter(knex: Knex, textbookId: string, chapterId: unknown): Promise<ModeratedChapterRow | undefined> {
  if (!isIdOf('TextbookChapter', chapterId)) return undefined;
  return knex('book_parts').where({ book_id: textbookId, id: chapterId, kind: 'textbook' })
    .first('id', 'position', 'title', 'status', knex.raw("coalesce(content->>'markdown', '') as markdown"), 'updated_at as updatedAt');
}

/** Hides a book from everyone but its owner and the moderators; the reason is required. */
export async function hideTextbook(knex: Knex, id: unknown, reason: unknown): Promise<ModeratedTextbookRow> {
  const text = typeof reason === 'string' ? reason.trim() : '';
  if (!text) throw AppError.badInput('reason is required', { reason: 'is required' });
  if (text.length > HIDE_REASON_MAX) throw AppError.badInput('reason is too long', { reason: 'is too long' });
  await getModeratedTextbook(knex, id);
  await knex('books').where({ id }).update({ hidden_at: knex.fn.now(), hidden_reason: text });
  return getModeratedTextbook(knex, id);
}

export async function unhideTextbook(knex: Knex, id: unknown): Promise<ModeratedTextbookRow> {
  await getModeratedTextbook(knex, id);
  await knex('books').where({ id }).update({ hidden_at: null, hidden_reason: null });
  return getModeratedTextbook(knex, id);
}

// ---------------------------------------------------------------------------------------------
// Generation configs (every kind in CONFIG_KINDS: textbook, storybook, worksheet)

export { CONFIG_BOOK_TYPES, type ConfigBookType } from './configs.ts';

export interface GenerationConfigRow {
  id: string;
  bookType: string;
  version: number;
  active: boolean;
  systemPrompt: string;
  /** the plan's template (a textbook's outline, a storybook's storyboard) */
  outlinePrompt: string;
  /** a part's template (a textbook's chapter, a storybook's page) */
  chapterPrompt: string;
  model: string | null;
  temperature: number;
  /** the parts a new book offers (chapters, pages) */
  defaultChapterCount: number;
  readingLevels: string[];
  createdBy: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** how many books this version wrote; a used version can no longer be edited */
  bookCount: number;
}

export interface GenerationConfigInput {
  systemPrompt?: unknown;
  outlinePrompt?: unknown;
  chapterPrompt?: unknown;
  model?: unknown;
  temperature?: unknown;
  defaultChapterCount?: unknown;
  readingLevels?: unknown;
}

const PROMPT_MAX = 20_000;
const PROMPTS = [
  ['systemPrompt', 'system_prompt', 'system'],
  ['outlinePrompt', 'outline_prompt', 'outline'],
  ['chapterPrompt', 'chapter_prompt', 'chapter'],
] as const;

/** The variables each of a kind's templates may use (the admin form lists them). */
export function configVariables(bookType: ConfigBookType): Record<'systemPrompt' | 'outlinePrompt' | 'chapterPrompt', readonly string[]> {
  const { variables } = CONFIG_KINDS[bookType];
  return { systemPrompt: variables.system, outlinePrompt: variables.outline, chapterPrompt: variables.chapter };
}

type ConfigDbRow = Record<string, unknown> & { id: string; book_count?: string | number };

function configOut(row: ConfigDbRow): GenerationConfigRow {
  return {
    id: row.id, bookType: row.book_type as string, version: row.version as number, active: row.active as boolean,
    systemPrompt: row.system_prompt as string, outlinePrompt: row.outline_prompt as string, chapterPrompt: row.chapter_prompt as string,
    model: (row.model as string | null) ?? null, temperature: Number(row.temperature), defaultChapterCount: row.default_chapter_count as number,
    readingLevels: row.reading_levels as string[], createdBy: (row.created_by as string | null) ?? null,
    createdAt: row.created_at as Date, updatedAt: row.updated_at as Date, bookCount: Number(row.book_count ?? 0),
  };
}

const withBookCount = (knex: Knex) =>
  knex('generation_configs as c').select('c.*', knex.raw('(select count(*) from books b where b.config_id = c.id) as book_count'));

function checkBookType(bookType: unknown): ConfigBookType {
  if (!isConfigBookType(bookType)) throw AppError.badInput('Unknown book type', { bookType: 'is not valid' });
  return bookType;
}

/** The versions of a book type, newest first (version 1 is made on first use). */
export async function listGenerationConfigs(knex: Knex, bookType: unknown): Promise<GenerationConfigRow[]> {
  const type = checkBookType(bookType);
  await activeConfig(knex, type);
  return (await withBookCount(knex).where('c.book_type', type).orderBy('c.version', 'desc')).map(configOut);
}

/** A version of any kind by its id (TextbookConfig 8c, StorybookConfig a6, WorksheetConfig 97), or undefined; a page
 * of one kind asks with `bookType` so another kind's id is not found there. */
export async function findGenerationConfig(knex: Knex, id: unknown, bookType?: ConfigBookType): Promise<GenerationConfigRow | undefined> {
  const kind = kindOfConfigId(id);
  if (!kind || (bookType && kind !== bookType)) return undefined;
  const row = await withBookCount(knex).where('c.id', id as string).first();
  return row ? configOut(row) : undefined;
}

export async function getGenerationConfig(knex: Knex, id: unknown): Promise<GenerationConfigRow> {
  if (!kindOfConfigId(id)) throw AppError.badInput('Invalid TextbookConfig uuid');
  const found = await findGenerationConfig(knex, id);
  if (!found) throw AppError.notFound('No such generation config');
  return found;
}

/** The active version, made from the defaults on first use. */
export async function activeGenerationConfig(knex: Knex, bookType: unknown): Promise<GenerationConfigRow> {
  const row = await activeConfig(knex, checkBookType(bookType));
  return getGenerationConfig(knex, row.id);
}

/**
 * The columns an input sets over a base (the copied or the edited version), every field checked:
 * a template may use only its prompt's variables ('Unknown variable: {{colour}}'), the parts a
 * new book offers stay in the kind's range, and reading levels are asked of textbooks only.
 */
export function configColumns(input: GenerationConfigInput, base: GenerationConfigRow): Record<string, unknown> {
  const kind = checkBookType(base.bookType);
  const spec: ConfigKind = CONFIG_KINDS[kind];
  const fields: Record<string, string> = {};
  const columns: Record<string, unknown> = {};
  for (const [field, column, template] of PROMPTS) {
    const value = input[field] === undefined || input[field] === null ? base[field] : input[field];
    if (typeof value !== 'string' || value.trim() === '') { fields[field] = 'is required'; continue; }
    if (value.length > PROMPT_MAX) { fields[field] = 'is too long'; continue; }
    const unknown = unknownVariables(value, spec.variables[template]);
    if (unknown.length > 0) { fields[field] = `Unknown variable: ${unknown.map((name) => `{{${name}}}`).join(', ')}`; continue; }
    columns[column] = value;
  }
  const model = input.model === undefined ? base.model : input.model;
  if (model !== null && typeof model !== 'string') fields.model = 'is not valid';
  else if (typeof model === 'string' && model.trim().length > 200) fields.model = 'is too long';
  else columns.model = typeof model === 'string' && model.trim() ? model.trim() : null;
  const temperature = input.temperature === undefined || input.temperature === null ? base.temperature : input.temperature;
  if (typeof temperature !== 'number' || !Number.isFinite(temperature) || temperature < 0 || temperature > 2) fields.temperature = 'must be between 0 and 2';
  else columns.temperature = Math.round(temperature * 100) / 100;
  const count = input.defaultChapterCount === undefined || input.defaultChapterCount === null ? base.defaultChapterCount : input.defaultChapterCount;
  const { min, max } = spec.parts;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < min || count > max) fields.defaultChapterCount = `must be a whole number from ${min} to ${max}`;
  else columns.default_chapter_count = count;
  if (spec.readingLevels) {
    const levels = input.readingLevels === undefined || input.readingLevels === null ? base.readingLevels : input.readingLevels;
    const cleaned = Array.isArray(levels) ? [...new Set(levels.map((level) => (typeof level === 'string' ? level.trim() : '')).filter(Boolean))] : [];
    if (!Array.isArray(levels) || cleaned.length === 0) fields.readingLevels = 'is required';
    else if (cleaned.length > 50 || cleaned.some((level) => level.length > 100)) fields.readingLevels = 'is too long';
    else columns.reading_levels = cleaned;
  } else {
    columns.reading_levels = base.readingLevels;
  }
  const names = Object.keys(fields);
  if (names.length > 0) {
    const first = names[0]!;
    throw AppError.badInput(`${first}: ${fields[first]}`, fields);
  }
  return columns;
}

/** A new (inactive) version: a copy of the active one with the input's changes. */
export async function createGenerationConfig(knex: Knex, bookType: unknown, input: GenerationConfigInput, createdBy: string | null): Promise<GenerationConfigRow> {
  const type = checkBookType(bookType);
  const base = await activeGenerationConfig(knex, type);
  const columns = configColumns(input, base);
  const id = newId(KINDS[type].config);
  await knex.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`generation_configs:${type}`]);
    const { max } = (await trx('generation_configs').where({ book_type: type }).max<{ max: number | null }>('version as max').first()) ?? { max: 0 };
    await trx('generation_configs').insert({ ...columns, id, book_type: type, version: (max ?? 0) + 1, active: false, created_by: createdBy });
  });
  return getGenerationConfig(knex, id);
}

/** Changes a version that no book has used yet. */
export async function updateGenerationConfig(knex: Knex, id: unknown, input: GenerationConfigInput): Promise<GenerationConfigRow> {
  const config = await getGenerationConfig(knex, id);
  if (config.bookCount > 0) throw new AppError(409, 'CONFLICT', 'This version has written books and can no longer be changed; create a new version');
  const columns = configColumns(input, config);
  await knex('generation_configs').where({ id: config.id }).update(columns);
  return getGenerationConfig(knex, config.id);
}

/** Makes a version the one new books of its type use. */
export async function activateGenerationConfig(knex: Knex, id: unknown): Promise<GenerationConfigRow> {
  const config = await getGenerationConfig(knex, id);
  await knex.transaction(async (trx) => {
    await trx('generation_configs').where({ book_type: config.bookType, active: true }).whereNot({ id: config.id }).update({ active: false });
    await trx('generation_configs').where({ id: config.id }).update({ active: true });
  });
  return getGenerationConfig(knex, config.id);
}
