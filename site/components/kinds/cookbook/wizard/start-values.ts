// The cookbook start form's values: defaults, what local storage gives back (a guest's form
// survives the sign-in round trip and a reload), the checks that mirror the server's
// (api/kinds/cookbook/schema.ts CookbookStart) as problems the form words, the whole price before
// the spend, and the API input; a cookbook's own values for the way back from its plan, and
// whether new values need a new plan. Pure and isomorphic.
import { KINDS } from '../../../../../core/kinds.ts';
import { LANGUAGES } from '../../../../../core/languages.ts';
import { DIET_TAGS, isDietTag, type DietTag } from '../../../../../core/recipes.ts';
import type { CookbookCosts, CookingSkill, StartCookbookInput, WizardCookbook } from './api.ts';

/** How many recipes a cookbooklet has (core/kinds.ts): 1 to 12, 6 unless the cook says. */
export const RECIPE_COUNT = KINDS.cookbook.parts;
export const COOKBOOK_START_LIMITS = { theme: 300, cuisine: 60 } as const;

/** The cook's skill, easiest first (the schema's CookingSkill). */
export const COOK_SKILLS = ['easy', 'medium', 'advanced'] as const satisfies readonly CookingSkill[];

/** Cuisines the form suggests (the cook may type any other); their names are in the locale. */
export const CUISINE_SUGGESTIONS = [
  'italian', 'mexican', 'indian', 'chinese', 'japanese', 'thai', 'french', 'mediterranean', 'middleEastern', 'greek',
  'spanish', 'korean', 'vietnamese', 'american', 'caribbean', 'moroccan', 'turkish', 'brazilian', 'ethiopian', 'nordic',
] as const;

export interface CookbookStartValues {
  /** what the cookbook is about: "Weeknight dinners for a family of four" */
  theme: string;
  /** '' when the cook names none */
  cuisine: string;
  /** in DIET_TAGS order */
  diet: DietTag[];
  language: string;
  /** as typed; a whole number 1–12 when valid */
  recipeCount: string;
  skill: CookingSkill;
}

const isLanguage = (value: unknown): value is string => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
const isSkill = (value: unknown): value is CookingSkill => typeof value === 'string' && (COOK_SKILLS as readonly string[]).includes(value);

/** The tags chosen, each once, in the order the form lists them. */
export const orderedDiet = (tags: readonly string[]): DietTag[] => DIET_TAGS.filter((tag) => tags.includes(tag));

export function defaultCookbookStart(lang: string): CookbookStartValues {
  return { theme: '', cuisine: '', diet: [], language: isLanguage(lang) ? lang : 'en', recipeCount: String(RECIPE_COUNT.default), skill: 'easy' };
}

/** Stored values over the defaults; anything malformed in storage is ignored. */
export function mergeCookbookStart(defaults: CookbookStartValues, stored: unknown): CookbookStartValues {
  if (typeof stored !== 'object' || stored === null) return defaults;
  const s = stored as Record<string, unknown>;
  const out = { ...defaults, diet: [...defaults.diet] };
  for (const key of ['theme', 'cuisine', 'recipeCount'] as const) {
    if (typeof s[key] === 'string') out[key] = s[key];
  }
  if (typeof s.recipeCount === 'number') out.recipeCount = String(s.recipeCount);
  if (isLanguage(s.language)) out.language = s.language;
  if (isSkill(s.skill)) out.skill = s.skill;
  if (Array.isArray(s.diet)) out.diet = orderedDiet(s.diet.filter(isDietTag));
  return out;
}

export function wholeIn(value: string, min: number, max: number): boolean {
  const n = Number(value);
  return value.trim() !== '' && Number.isInteger(n) && n >= min && n <= max;
}

export const validRecipeCount = (value: string) => wholeIn(value, RECIPE_COUNT.min, RECIPE_COUNT.max);

/** The diet tags with one turned on or off. */
export function toggleDiet(diet: readonly DietTag[], tag: DietTag, on: boolean): DietTag[] {
  return on ? orderedDiet([...diet, tag]) : diet.filter((d) => d !== tag);
}

/** A line as the server keeps it: trimmed, line breaks (pasted) as spaces. */
export const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

// ---- what the server would refuse, field by field -------------------------------------------

export type StartField = 'theme' | 'cuisine' | 'recipeCount';
export type StartProblem = 'required' | 'tooLong' | 'count';

/** What the server would refuse in these values, by field; empty when they can be sent. */
export function cookbookStartProblems(v: CookbookStartValues): Partial<Record<StartField, StartProblem>> {
  const problems: Partial<Record<StartField, StartProblem>> = {};
  const theme = v.theme.trim();
  if (!theme) problems.theme = 'required';
  else if (theme.length > COOKBOOK_START_LIMITS.theme) problems.theme = 'tooLong';
  if (oneLine(v.cuisine).length > COOKBOOK_START_LIMITS.cuisine) problems.cuisine = 'tooLong';
  if (!validRecipeCount(v.recipeCount)) problems.recipeCount = 'count';
  return problems;
}

/** The locale key (cookbook-create) and its values for a field's problem: one message each. */
export function startProblemMessage(field: StartField, problem: StartProblem): { key: string; values: Record<string, number> } {
  const values: Record<string, number> = field === 'recipeCount'
    ? { min: RECIPE_COUNT.min, max: RECIPE_COUNT.max }
    : { max: COOKBOOK_START_LIMITS[field] };
  return { key: `problems.${field}.${problem}`, values };
}

// ---- the price ------------------------------------------------------------------------------

export interface CookbookPrice {
  plan: number;
  /** one recipe's price */
  recipe: number;
  recipes: number;
  /** plan + recipes × recipe */
  total: number;
}

/** The whole price of a new cookbook (its plan and every recipe); null until the prices and a valid count are known. */
export function cookbookPrice(costs: CookbookCosts | null, recipeCount: string | number): CookbookPrice | null {
  const recipes = typeof recipeCount === 'number' ? recipeCount : Number(recipeCount);
  if (!costs || !validRecipeCount(String(recipeCount))) return null;
  return { plan: costs.plan, recipe: costs.recipe, recipes, total: costs.plan + costs.recipe * recipes };
}

/** Writing the recipes of a plan: recipes × recipe (the plan is paid for already). */
export function recipesPrice(costs: CookbookCosts | null, recipes: number): number | null {
  return costs ? costs.recipe * recipes : null;
}

/** Whether a balance cannot pay a price (unknown balances or prices never block). */
export const cannotPay = (price: number | null | undefined, balance: number | null | undefined): boolean =>
  typeof price === 'number' && typeof balance === 'number' && price > balance;

// ---- to and from the server -----------------------------------------------------------------

/** What the server is sent (the key comes from create/storage.ts, one per attempt). */
export function cookbookStartInput(v: CookbookStartValues, idempotencyKey: string): StartCookbookInput {
  const cuisine = oneLine(v.cuisine);
  return {
    theme: v.theme.trim(), ...(cuisine ? { cuisine } : {}), diet: orderedDiet(v.diet), language: v.language,
    recipeCount: Number(v.recipeCount), skill: v.skill, idempotencyKey,
  };
}

/** A cookbook's own start values, for the way back from its plan. */
export function bookCookbookStart(book: Pick<WizardCookbook, 'theme' | 'cuisine' | 'diet' | 'language' | 'recipeCount' | 'skill'>): CookbookStartValues {
  return {
    theme: book.theme, cuisine: book.cuisine ?? '', diet: orderedDiet(book.diet.filter(isDietTag)), language: book.language,
    recipeCount: String(book.recipeCount), skill: isSkill(book.skill) ? book.skill : 'easy',
  };
}

/** Whether new start values ask for a new plan (as the server decides: api/kinds/cookbook
 * shapesPlan): every start value shapes the recipe list, so any change does. */
export function needsNewPlan(before: CookbookStartValues, after: CookbookStartValues): boolean {
  return before.theme.trim() !== after.theme.trim() || oneLine(before.cuisine) !== oneLine(after.cuisine) || before.language !== after.language
    || Number(before.recipeCount) !== Number(after.recipeCount) || before.skill !== after.skill
    || orderedDiet(before.diet).join() !== orderedDiet(after.diet).join();
}
