// The demo library's cookbooks (issue 13): cookbooklets in several languages by the demo authors,
// written by the offline writer at seed time from its bank of real, tested home recipes
// (api/kinds/cookbook/offline.ts). Ids come from keys: seeding again adds only what is missing.
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { deterministicId } from '../../core/ids.ts';
import type { LangCode } from '../../core/languages.ts';
import type { DietTag } from '../../core/recipes.ts';
import { offlineCookbookPlan, offlineRecipe } from '../../api/kinds/cookbook/offline.ts';
import { CookbookPlan, Recipe, type Skill } from '../../api/kinds/cookbook/schema.ts';
import { demoAuthorId } from './library.ts';

interface SeedCookbook {
  key: string; author: number; language: LangCode; theme: string; cuisine?: string; diet: DietTag[]; recipes: number; skill: Skill;
  ageDays: number; reads: number; saves: number;
}

// older and read less than the demo textbooks (as the worksheet groups are): the library's first
// page and its search relevance cases stay the textbooks'; the Cookbooks filter and search find them
export const SEED_COOKBOOKS: readonly SeedCookbook[] = [
  { key: 'cb-it-veg', author: 4, language: 'it', theme: 'Cene vegetariane veloci per la settimana', cuisine: 'italiana', diet: ['vegetarian'], recipes: 5, skill: 'easy', ageDays: 32, reads: 40, saves: 6 },
  { key: 'cb-es-lentejas', author: 3, language: 'es', theme: 'Legumbres para toda la familia: lentejas, garbanzos y más', diet: ['vegan'], recipes: 4, skill: 'easy', ageDays: 34, reads: 30, saves: 4 },
  { key: 'cb-en-weeknight', author: 2, language: 'en', theme: 'Weeknight dinners for a family of four', diet: [], recipes: 6, skill: 'medium', ageDays: 36, reads: 52, saves: 8 },
  { key: 'cb-ar-home', author: 5, language: 'ar', theme: 'أطباق منزلية بسيطة', diet: ['vegetarian'], recipes: 4, skill: 'easy', ageDays: 38, reads: 18, saves: 2 },
  { key: 'cb-hi-dal', author: 6, language: 'hi', theme: 'रोज़ का सादा शाकाहारी खाना', cuisine: 'भारतीय', diet: ['vegetarian'], recipes: 4, skill: 'easy', ageDays: 40, reads: 15, saves: 2 },
];

const indexOf = (key: string) => createHash('sha256').update(key).digest().readUInt32BE(0);
export const seedCookbookId = (key: string) => deterministicId('Cookbook', 'cookbook', indexOf(key));
const seedId = (type: 'CookbookOutline' | 'Recipe' | 'RecipeHistory', key: string, i: number) => deterministicId(type, 'cookbook', indexOf(`${key}:${i}`));

/** The rows: cookbooks, their plans and their recipes, written and published. */
export async function seedCookbooks(knex: Knex, now = new Date()): Promise<number> {
  let added = 0;
  for (const seed of SEED_COOKBOOKS) {
    const id = seedCookbookId(seed.key);
    await knex.transaction(async (trx) => {
      if (await trx('books').where({ id }).first('id')) return;
      const offline = offlineCookbookPlan({ theme: seed.theme, cuisine: seed.cuisine, diet: seed.diet, language: seed.language, recipeCount: seed.recipes, seed: seed.key });
      const plan = CookbookPlan.parse({ title: offline.title, recipes: offline.recipes.map(({ title, summary }) => ({ title, summary })) });
      const recipes = offline.recipes.map((entry) => {
        const { key: _key, allergens: _allergens, ...recipe } = offlineRecipe(entry.key, seed.language)!;
        return { ...Recipe.parse(recipe), summary: entry.summary };
      });
      const at = new Date(now.getTime() - seed.ageDays * 86_400_000);
      const inserted = await trx('books').insert({
        id, kind: 'cookbook', user_id: demoAuthorId(seed.author), title: plan.title, topic: seed.theme, language: seed.language, chapter_count: recipes.length,
        reading_level: seed.skill, audience: '', status: 'done', wizard_step: 'done', visibility: 'public', writer: 'offline', start_key: `seed:${seed.key}`,
        details: JSON.stringify({ skill: seed.skill, diet: seed.diet, ...(seed.cuisine ? { cuisine: seed.cuisine } : {}), planRuns: 1, seed: true }),
        read_count: seed.reads, save_count: seed.saves, created_at: at, published_at: at,
      }).onConflict('id').ignore().returning('id');
      if (!inserted.length) return;
      await trx('book_plans').insert({ id: seedId('CookbookOutline', seed.key, 0), book_id: id, kind: 'cookbook', plan: JSON.stringify(plan), source: 'writer', created_at: at });
      await trx('book_parts').insert(recipes.map((recipe, i) => ({
        id: seedId('Recipe', seed.key, i), book_id: id, kind: 'cookbook', position: i + 1, title: recipe.title,
        content: JSON.stringify({ ...recipe, made: true }), status: 'done', paid_runs: 1,
      })));
      await trx('book_part_versions').insert(recipes.map((recipe, i) => ({
        id: seedId('RecipeHistory', seed.key, i), part_id: seedId('Recipe', seed.key, i), book_id: id, kind: 'cookbook', number: 1, title: recipe.title,
        content: JSON.stringify({ ...recipe, made: true }), source: 'writer', created_at: at,
      })));
      added++;
    });
  }
  return added;
}
