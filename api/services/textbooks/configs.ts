// Generation configs: versioned prompts and settings per book type, one active per type. A
// book records the config version that wrote it. The first use creates version 1 from the
// writer's built-in prompts, so a fresh database works without setup.
import type { Knex } from 'knex';
import { DEFAULT_PROMPTS } from '../../ai/prompts.ts';
import { newId } from '../../lib/ids.ts';

export const DEFAULT_READING_LEVELS = ['early reader', 'primary', 'middle school', 'high school', 'university', 'adult'];

export async function activeConfig(knex: Knex, bookType: 'textbook') {
  const active = await knex('generation_configs').where({ book_type: bookType, active: true }).first();
  if (active) return active;
  await knex('generation_configs').insert({
    id: newId('TextbookConfig'), book_type: bookType, version: 1, active: true,
    system_prompt: DEFAULT_PROMPTS.textbook.system, outline_prompt: DEFAULT_PROMPTS.textbook.outline, chapter_prompt: DEFAULT_PROMPTS.textbook.chapter,
    temperature: 0.7, default_chapter_count: 8, reading_levels: DEFAULT_READING_LEVELS,
  }).onConflict(['book_type', 'version']).ignore();
  return knex('generation_configs').where({ book_type: bookType, active: true }).first();
}
