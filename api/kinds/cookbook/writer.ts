// The cookbook's writing steps on the writer's primitives (issue 13): the plan (the recipe list)
// and each recipe are structured answers checked by their schemas (api/kinds/cookbook/schema.ts:
// quantities as numbers with known units, a diet tag the ingredients contradict refused). With no
// provider, the plan and recipes come from the offline bank (offline.ts): real, tested recipes.
import { languageName, type Usage, type WriteOptions, type Writer } from '../../ai/index.ts';
import { OFFLINE_MARK } from '../../ai/offline.ts';
import { foldText, UNITS } from '../../../core/recipes.ts';
import type { LangCode } from '../../../core/languages.ts';
import { offlineCookbookPlan, offlineRecipe, type OfflineRecipe } from './offline.ts';
import { CookbookPlan, Recipe, type CookbookStart } from './schema.ts';
import { TEXT_WORDS } from './recipe-words.ts';
import { RECIPE_BANK } from './recipe-bank.ts';

type Entry = CookbookPlan['recipes'][number];

const RECIPE_SHAPE = [
  'Answer with JSON only, one recipe: { "title", "story" (2–3 sentences: where the dish comes from or why it works), "servings" (a whole number),',
  '"prepMinutes", "cookMinutes" (whole minutes), "ingredients": [{ "quantity" (a number, or { "min", "max" } for a range; left out only "to taste"),',
  `"unit" (one of ${UNITS.join(', ')}; left out for a count of whole things such as 2 onions), "item" (what it is), "note" (its preparation, optional),`,
  '"group" (the part of the recipe it is for, optional: "for the sauce"; a group\'s ingredients listed together) }],',
  '"steps": [{ "text", "minutes" (optional: how long this step takes), "temperature" (optional: { "value", "unit": "C" or "F" }) }],',
  '"tips": [short tips], "diet": [the tags it keeps, of vegetarian, vegan, gluten-free, dairy-free, nut-free], "cuisine" }.',
  'Quantities are numbers, never words; write every text in the book\'s language.',
].join(' ');

const dietText = (start: CookbookStart) => (start.diet.length ? start.diet.join(', ') : 'none asked for');

export function planPrompts(start: CookbookStart, comment?: string) {
  return {
    system: `You plan a cookbooklet of home recipes, written in ${languageName(start.language)}. Answer with JSON only: { "title": the cookbook's title, "recipes": [{ "title", "summary": one sentence }] }, every recipe a different dish.`,
    prompt: [
      `Theme: ${start.theme}`,
      `Cuisine: ${start.cuisine?.trim() || 'any'}`,
      `Diet: ${dietText(start)} (every recipe must keep it)`,
      `Skill: ${start.skill}`,
      `Recipes: exactly ${start.recipeCount}.`,
      comment ? `The cook asks: ${comment}` : '',
    ].filter(Boolean).join('\n'),
  };
}

export function recipePrompts(start: CookbookStart, entry: Entry, instruction?: string, current?: unknown) {
  return {
    system: `You write one home recipe for a cookbooklet, in ${languageName(start.language)}, tested and precise. ${RECIPE_SHAPE}`,
    prompt: [
      `Cookbook theme: ${start.theme}`,
      `Cuisine: ${start.cuisine?.trim() || 'any'}`,
      `Diet: ${dietText(start)} (list these tags in "diet"; no ingredient may break them)`,
      `Skill: ${start.skill}`,
      `Recipe: ${entry.title}: ${entry.summary}`,
      current ? `The recipe as it is now: ${JSON.stringify(current)}` : '',
      instruction ? `The cook asks: ${instruction}` : '',
    ].filter(Boolean).join('\n'),
  };
}

/** The bank recipe an offline plan entry stands for: its own title in the book's language (a plan
 * the offline writer made), else the recipe at its place in the offline plan for this start. */
export function offlineKeyFor(start: CookbookStart, entry: Entry, position: number, seed: string): string {
  const lang = start.language as LangCode;
  const title = foldText(entry.title);
  const named = RECIPE_BANK.find((r) => foldText(TEXT_WORDS[r.title][lang]) === title && start.diet.every((tag) => r.diet.includes(tag)));
  if (named) return named.key;
  const plan = offlineCookbookPlan({ ...start, recipeCount: RECIPE_BANK.length, seed });
  const keys = plan.recipes.length ? plan.recipes.map((r) => r.key) : RECIPE_BANK.map((r) => r.key);
  return keys[(position - 1 + keys.length) % keys.length]!;
}

const asRecipe = (made: OfflineRecipe, title: string): Recipe => {
  const { key: _key, allergens: _allergens, ...recipe } = made;
  return { ...recipe, title } as Recipe;
};

export function cookbookWriter(writer: Writer) {
  return {
    async plan(start: CookbookStart, seed: string, comment?: string, opts: WriteOptions = {}): Promise<{ plan: CookbookPlan; usage: Usage }> {
      const offline = writer.name === OFFLINE_MARK;
      const { value, usage } = await writer.structured({
        name: 'cookbook_plan', ...planPrompts(start, comment), schema: CookbookPlan,
        // the offline bank may hold fewer recipes keeping a diet than were asked for: it plans those it has
        check: (plan) => (offline || plan.recipes.length === start.recipeCount ? undefined : `The plan has ${plan.recipes.length} recipes; it must have exactly ${start.recipeCount}.`),
        offline: () => {
          const plan = offlineCookbookPlan({ ...start, seed });
          return { title: plan.title, recipes: plan.recipes.map(({ title, summary }) => ({ title, summary })) };
        },
      }, opts);
      return { plan: value, usage };
    },

    async recipe(start: CookbookStart, entry: Entry, position: number, seed: string, instruction?: string, current?: unknown, opts: WriteOptions = {}): Promise<{ recipe: Recipe; usage: Usage }> {
      const { value, usage } = await writer.structured({
        name: 'recipe', ...recipePrompts(start, entry, instruction, current), schema: Recipe,
        check: (recipe) => {
          const missing = start.diet.filter((tag) => !recipe.diet.includes(tag));
          return missing.length ? `The recipe must be ${missing.join(', ')}: list the tag and use only ingredients that keep it.` : undefined;
        },
        offline: () => {
          const made = offlineRecipe(offlineKeyFor(start, entry, position, seed), start.language as LangCode);
          if (!made) throw new Error(`offline recipe for ${entry.title} not found`);
          return asRecipe(made, entry.title);
        },
      }, opts);
      return { recipe: value, usage };
    },
  };
}
