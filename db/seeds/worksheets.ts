// The demo library's worksheet groups (issue 12): groups in several languages by the demo authors,
// written by the offline writer at seed time (it is instant: no pictures to draw). Maths topics get
// computed exercises with their keys (api/kinds/worksheet/maths.ts); the others clearly structured
// open questions with what a good answer holds. Ids come from keys: seeding again adds only what is
// missing.
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { deterministicId } from '../../core/ids.ts';
import type { LangCode } from '../../core/languages.ts';
import type { Difficulty, ItemType } from '../../core/worksheets.ts';
import { offlinePlan, offlineWorksheet } from '../../api/kinds/worksheet/offline.ts';
import { GroupPlan, WorksheetContent, type WorksheetStart } from '../../api/kinds/worksheet/schema.ts';
import { demoAuthorId } from './library.ts';

interface SeedGroup {
  key: string; author: number; language: LangCode; topic: string; level: string; worksheets: number; items: number; types: ItemType[];
  difficulty: Difficulty; featured?: boolean; ageDays: number; reads: number; saves: number;
}

const ALL: ItemType[] = ['multipleChoice', 'trueFalse', 'fillBlanks', 'shortAnswer'];

// a month old and read less than the demo textbooks: the library's first page and its search
// relevance cases stay the textbooks' (tests/api/library.test.ts); a worksheets filter finds them
export const SEED_WORKSHEETS: readonly SeedGroup[] = [
  { key: 'ws-es-fracciones', author: 3, language: 'es', topic: 'Fracciones: sumar, restar y comparar', level: '4.º de primaria', worksheets: 3, items: 8, types: ALL, difficulty: 'medium', ageDays: 31, reads: 48, saves: 7 },
  { key: 'ws-en-times', author: 1, language: 'en', topic: 'Multiplication tables', level: 'Grade 3', worksheets: 3, items: 10, types: ['fillBlanks', 'multipleChoice', 'shortAnswer', 'trueFalse', 'openQuestion'], difficulty: 'easy', ageDays: 33, reads: 61, saves: 9 },
  { key: 'ws-fr-unites', author: 4, language: 'fr', topic: 'Conversions d’unités de longueur', level: 'CM1', worksheets: 2, items: 8, types: ['shortAnswer', 'multipleChoice', 'fillBlanks'], difficulty: 'medium', ageDays: 35, reads: 22, saves: 3 },
  { key: 'ws-ar-jam', author: 5, language: 'ar', topic: 'الجمع والطرح', level: 'الصف الثاني', worksheets: 2, items: 8, types: ['fillBlanks', 'trueFalse', 'multipleChoice', 'shortAnswer'], difficulty: 'easy', ageDays: 37, reads: 35, saves: 5 },
  { key: 'ws-de-muster', author: 1, language: 'de', topic: 'Zahlenfolgen und Muster', level: 'Klasse 4', worksheets: 2, items: 6, types: ['fillBlanks', 'shortAnswer', 'multipleChoice'], difficulty: 'hard', ageDays: 39, reads: 14, saves: 2 },
  { key: 'ws-hi-jal', author: 6, language: 'hi', topic: 'जल चक्र', level: 'कक्षा 5', worksheets: 2, items: 4, types: ['openQuestion'], difficulty: 'medium', ageDays: 41, reads: 19, saves: 3 },
  { key: 'ws-en-plants', author: 2, language: 'en', topic: 'The parts of a flower and what each one does', level: 'Grade 6', worksheets: 2, items: 4, types: ['openQuestion'], difficulty: 'medium', ageDays: 43, reads: 12, saves: 1 },
];

const indexOf = (key: string) => createHash('sha256').update(key).digest().readUInt32BE(0);
export const seedGroupId = (key: string) => deterministicId('WorksheetGroup', 'worksheet', indexOf(key));
const seedId = (type: 'WorksheetGroupOutline' | 'Worksheet' | 'WorksheetHistory', key: string, i: number) => deterministicId(type, 'worksheet', indexOf(`${key}:${i}`));

/** The rows: groups, their plans and their worksheets, written and published. */
export async function seedWorksheets(knex: Knex, now = new Date()): Promise<number> {
  let added = 0;
  for (const seed of SEED_WORKSHEETS) {
    const id = seedGroupId(seed.key);
    await knex.transaction(async (trx) => {
      if (await trx('books').where({ id }).first('id')) return;
      const start: WorksheetStart = {
        topic: seed.topic, level: seed.level, language: seed.language, worksheetCount: seed.worksheets, itemsPerWorksheet: seed.items, itemTypes: seed.types, difficulty: seed.difficulty,
      };
      const plan = GroupPlan.parse(offlinePlan(start));
      const at = new Date(now.getTime() - seed.ageDays * 86_400_000);
      const inserted = await trx('books').insert({
        id, kind: 'worksheet', user_id: demoAuthorId(seed.author), title: plan.title, topic: seed.topic, language: seed.language, chapter_count: seed.worksheets,
        reading_level: seed.level, audience: '', status: 'done', wizard_step: 'done', visibility: 'public', writer: 'offline', start_key: `seed:${seed.key}`,
        details: JSON.stringify({ itemsPerWorksheet: seed.items, itemTypes: seed.types, difficulty: seed.difficulty, planRuns: 1, seed: true }),
        read_count: seed.reads, save_count: seed.saves, created_at: at, published_at: at, featured_at: seed.featured ? at : null,
      }).onConflict('id').ignore().returning('id');
      if (!inserted.length) return;
      await trx('book_plans').insert({ id: seedId('WorksheetGroupOutline', seed.key, 0), book_id: id, kind: 'worksheet', plan: JSON.stringify(plan), source: 'writer', created_at: at });
      const sheets = plan.worksheets.map((entry, i) => WorksheetContent.parse({ ...offlineWorksheet({ start, entry, seed: `${id}:${i + 1}:1` }), flags: [] }));
      await trx('book_parts').insert(sheets.map((sheet, i) => ({
        id: seedId('Worksheet', seed.key, i), book_id: id, kind: 'worksheet', position: i + 1, title: sheet.title,
        content: JSON.stringify({ ...sheet, made: true }), status: 'done', paid_runs: 1,
      })));
      await trx('book_part_versions').insert(sheets.map((sheet, i) => ({
        id: seedId('WorksheetHistory', seed.key, i), part_id: seedId('Worksheet', seed.key, i), book_id: id, kind: 'worksheet', number: 1, title: sheet.title,
        content: JSON.stringify({ ...sheet, made: true }), source: 'writer', created_at: at,
      })));
      added++;
    });
  }
  return added;
}
