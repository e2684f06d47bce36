// Generation configs: versioned prompts and settings per book type, one active per type. A
// book records the config version that wrote it. The first use creates version 1 from the
// kind's built-in prompts, so a fresh database works without setup. What differs per kind (the
// defaults, the variables each template may use, the part counts) is in CONFIG_KINDS.
import type { Knex } from 'knex';
import { KINDS, type BookKind } from '../../../core/kinds.ts';
import type { PromptSet } from '../../ai/prompts.ts';
import { CHAPTER_VARIABLES, OUTLINE_VARIABLES, SYSTEM_VARIABLES, TEXTBOOK_PROMPTS } from '../../kinds/textbook/prompts.ts';
import { PAGE_VARIABLES, STORYBOARD_VARIABLES, STORYBOOK_PROMPTS, STORYBOOK_SYSTEM_VARIABLES } from '../../kinds/storybook/prompts.ts';
import { GROUP_PLAN_VARIABLES, WORKSHEET_PROMPTS, WORKSHEET_SYSTEM_VARIABLES, WORKSHEET_VARIABLES } from '../../kinds/worksheet/prompts.ts';
import { newId } from '../../lib/ids.ts';

export const DEFAULT_READING_LEVELS = ['early reader', 'primary', 'middle school', 'high school', 'university', 'adult'];

export interface ConfigKind {
  /** the built-in templates (version 1): system, the plan's (outline, storyboard, group plan), a part's (chapter, page, worksheet) */
  prompts: PromptSet;
  /** the variables each template may use */
  variables: { system: readonly string[]; outline: readonly string[]; chapter: readonly string[] };
  /** the default number of parts a new book offers, and its range (the table allows 1 to 30) */
  parts: { min: number; max: number; default: number };
  /** whether the kind offers reading levels (textbooks); the others keep the column's default */
  readingLevels: boolean;
}

/** The kinds with generation configs (the generation_configs check constraint knows their id families). */
export const CONFIG_KINDS = {
  textbook: {
    prompts: TEXTBOOK_PROMPTS,
    variables: { system: SYSTEM_VARIABLES, outline: OUTLINE_VARIABLES, chapter: CHAPTER_VARIABLES },
    parts: { min: 1, max: 30, default: 8 },
    readingLevels: true,
  },
  storybook: {
    prompts: STORYBOOK_PROMPTS,
    variables: { system: STORYBOOK_SYSTEM_VARIABLES, outline: STORYBOARD_VARIABLES, chapter: PAGE_VARIABLES },
    parts: { min: KINDS.storybook.parts.min, max: 30, default: KINDS.storybook.parts.default },
    readingLevels: false,
  },
  // a worksheet group: the plan is the outline, a worksheet the chapter; the parts are its worksheets
  worksheet: {
    prompts: WORKSHEET_PROMPTS,
    variables: { system: WORKSHEET_SYSTEM_VARIABLES, outline: GROUP_PLAN_VARIABLES, chapter: WORKSHEET_VARIABLES },
    parts: { min: KINDS.worksheet.parts.min, max: KINDS.worksheet.parts.max, default: KINDS.worksheet.parts.default },
    readingLevels: false,
  },
} as const satisfies Partial<Record<BookKind, ConfigKind>>;

export type ConfigBookType = keyof typeof CONFIG_KINDS;
export const CONFIG_BOOK_TYPES = Object.keys(CONFIG_KINDS) as ConfigBookType[];
export const isConfigBookType = (value: unknown): value is ConfigBookType => typeof value === 'string' && Object.hasOwn(CONFIG_KINDS, value);

export async function activeConfig(knex: Knex, bookType: ConfigBookType) {
  const active = await knex('generation_configs').where({ book_type: bookType, active: true }).first();
  if (active) return active;
  const kind: ConfigKind = CONFIG_KINDS[bookType];
  await knex('generation_configs').insert({
    id: newId(KINDS[bookType].config), book_type: bookType, version: 1, active: true,
    system_prompt: kind.prompts.system, outline_prompt: kind.prompts.outline, chapter_prompt: kind.prompts.chapter,
    temperature: 0.7, default_chapter_count: kind.parts.default, reading_levels: DEFAULT_READING_LEVELS,
  }).onConflict(['book_type', 'version']).ignore();
  return knex('generation_configs').where({ book_type: bookType, active: true }).first();
}

/** The prompt templates of the generation config version a book was started with (the
 * moderators' /moderator/{kind}/config); undefined for a book that names none (the kind's
 * built-in templates apply). */
export async function bookTemplates(knex: Knex, book: { config_id?: string | null }): Promise<PromptSet | undefined> {
  if (!book.config_id) return undefined;
  const config = await knex('generation_configs').where({ id: book.config_id }).first('system_prompt', 'outline_prompt', 'chapter_prompt');
  return config ? { system: config.system_prompt, outline: config.outline_prompt, chapter: config.chapter_prompt } : undefined;
}
