// The cookbook's shapes, checked (issue 13): a recipe's quantities are numbers (or a min–max range)
// with units from core's list, never free text; its ingredients may be grouped ("for the sauce");
// its steps may mark a time and a temperature; the diet tags it claims are ones its ingredients do
// not contradict (core dietOf). Derived values are not stored: the total time is prep + cook
// (core totalTime), the allergens follow from the ingredients (core allergensOf).
import { z } from 'zod';
import { LANGUAGES } from '../../../core/languages.ts';
import type { JsonLdRecipe } from '../../../core/recipe-jsonld.ts';
import {
  ALLERGENS, DIET_TAGS, dietOf, foldText, UNIT_INFO, UNITS, type DietTag as DietTagType, type Ingredient as IngredientType, type Quantity as QuantityType,
} from '../../../core/recipes.ts';

/** A cookbooklet's recipes. */
export const RECIPES_PER_COOKBOOK = { min: 1, max: 12 } as const;
export const SERVINGS = { min: 1, max: 24 } as const;
export const INGREDIENTS_PER_RECIPE = { min: 1, max: 40 } as const;
export const STEPS_PER_RECIPE = { min: 1, max: 30 } as const;
export const TIPS_PER_RECIPE = 10;
/** The longest time a recipe or a step may take, in minutes: 3 days (a dough proved, meat cured). */
export const MAX_MINUTES = 3 * 24 * 60;
/** The temperatures a step may name: a freezer to a pizza oven. */
export const TEMPERATURE_RANGE = { C: { min: -30, max: 300 }, F: { min: -20, max: 575 } } as const;
export const SKILLS = ['easy', 'medium', 'advanced'] as const;
export type Skill = (typeof SKILLS)[number];

const text = (max: number) => z.string().trim().min(1, 'is required').max(max, `is longer than ${max} characters`);
const line = (max: number) => text(max).regex(/^[^\r\n]*$/, 'must be a single line');
const minutes = (what: string) => z.number({ message: `must be ${what} in minutes` }).int(`must be whole minutes`)
  .min(0, 'cannot be negative').max(MAX_MINUTES, `must be at most ${MAX_MINUTES} minutes (3 days)`);
/** Two texts that a reader would call the same: case, accents and punctuation aside. */
const same = (a: string, b: string) => foldText(a) === foldText(b);

const amount = z.number({ message: 'must be a number' }).finite('must be a number').min(0, 'cannot be negative');

/** A number, or a range ("2–3 cloves") with min below max: never text. */
export const Quantity = z.union([
  amount,
  z.object({ min: amount, max: amount }, { message: 'must be a number or a range { min, max }' })
    .refine((q) => q.min < q.max, { message: 'must have min below max', path: ['max'] }),
], { message: 'must be a number or a range { min, max }' });
export type Quantity = z.infer<typeof Quantity>;

export const Unit = z.enum(UNITS, { message: `is not one of the units (${UNITS.join(', ')})` });
export const DietTag = z.enum(DIET_TAGS, { message: `is not one of the diet tags (${DIET_TAGS.join(', ')})` });
const dietTags = z.array(DietTag).refine((tags) => new Set(tags).size === tags.length, 'names a diet tag twice');

export const Ingredient = z.object({
  quantity: Quantity.optional(),
  unit: Unit.optional(),
  /** what it is, in the book's language: "red lentils" */
  item: line(200),
  /** its preparation: "finely chopped" */
  note: line(200).optional(),
  /** the part of the recipe it is for: "for the sauce" */
  group: line(100).optional(),
  /** allergens it contains that its words may not tell (a language the lexicon does not cover) */
  allergens: z.array(z.enum(ALLERGENS, { message: 'is not one of the 14 allergens' })).optional(),
}).superRefine((ingredient, ctx) => {
  const { quantity, unit } = ingredient;
  const kind = unit ? UNIT_INFO[unit].kind : undefined;
  if (quantity === undefined && (kind === 'mass' || kind === 'volume' || kind === 'count')) {
    ctx.addIssue({ code: 'custom', path: ['quantity'], message: `is required with the unit ${unit}` });
  }
  if (quantity !== undefined && unit === 'to-taste') ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'cannot be given "to taste"' });
  if (quantity === 0) ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'must be more than 0' });
});
export type Ingredient = z.infer<typeof Ingredient>;

export const Temperature = z.object({
  value: z.number({ message: 'must be a number' }).finite('must be a number'),
  unit: z.enum(['C', 'F'], { message: 'must be C or F' }),
}).superRefine((t, ctx) => {
  const { min, max } = TEMPERATURE_RANGE[t.unit];
  if (t.value < min || t.value > max) ctx.addIssue({ code: 'custom', path: ['value'], message: `must be between ${min} and ${max} °${t.unit}` });
});
export type Temperature = z.infer<typeof Temperature>;

export const Step = z.object({
  text: text(1000),
  /** how long the step takes, when it says: marked on the page (a timer in cook mode) */
  minutes: minutes('a time').min(1, 'must be at least 1 minute').optional(),
  /** the oven's or the pan's temperature, when the step sets one */
  temperature: Temperature.optional(),
});
export type Step = z.infer<typeof Step>;

export const Recipe = z.object({
  title: line(200),
  /** a short story or note about the dish */
  story: text(1000),
  /** the servings the quantities are written for */
  servings: z.number({ message: `must be ${SERVINGS.min} to ${SERVINGS.max}` }).int(`must be a whole number`)
    .min(SERVINGS.min, `must be at least ${SERVINGS.min}`).max(SERVINGS.max, `must be at most ${SERVINGS.max}`),
  prepMinutes: minutes('the preparation time'),
  cookMinutes: minutes('the cooking time'),
  ingredients: z.array(Ingredient)
    .min(INGREDIENTS_PER_RECIPE.min, 'needs an ingredient').max(INGREDIENTS_PER_RECIPE.max, `can have at most ${INGREDIENTS_PER_RECIPE.max} ingredients`),
  /** in order: numbered on the page */
  steps: z.array(Step).min(STEPS_PER_RECIPE.min, 'needs a step').max(STEPS_PER_RECIPE.max, `can have at most ${STEPS_PER_RECIPE.max} steps`),
  tips: z.array(text(300)).max(TIPS_PER_RECIPE, `can have at most ${TIPS_PER_RECIPE} tips`).default([]),
  /** the tags its writer claims; each must be one the ingredients allow */
  diet: dietTags.default([]),
  cuisine: line(60),
}).superRefine((recipe, ctx) => {
  if (recipe.prepMinutes + recipe.cookMinutes === 0) ctx.addIssue({ code: 'custom', path: ['prepMinutes'], message: 'a recipe takes some time: prep and cook cannot both be 0' });
  if (recipe.prepMinutes <= MAX_MINUTES && recipe.cookMinutes <= MAX_MINUTES && recipe.prepMinutes + recipe.cookMinutes > MAX_MINUTES) ctx.addIssue({ code: 'custom', path: ['cookMinutes'], message: `prep and cook must add up to at most ${MAX_MINUTES} minutes (3 days)` });

  // a group's ingredients are listed together, under one heading
  const closed: string[] = [];
  let current: string | undefined;
  recipe.ingredients.forEach((ingredient, i) => {
    const group = ingredient.group;
    if (group !== undefined && current !== undefined && same(group, current)) return;
    if (current !== undefined) closed.push(current);
    current = group;
    if (group !== undefined && closed.some((g) => same(g, group))) {
      ctx.addIssue({ code: 'custom', path: ['ingredients', i, 'group'], message: `"${group}" is split: list its ingredients together` });
    }
  });

  // a claimed tag the ingredients contradict, named by the first ingredient that does
  const allowed = dietOf(recipe.ingredients);
  recipe.diet.forEach((tag, i) => {
    if (allowed.includes(tag)) return;
    const culprit = recipe.ingredients.find((ingredient) => !dietOf([ingredient]).includes(tag));
    ctx.addIssue({
      code: 'custom', path: ['diet', i],
      message: culprit ? `cannot be ${tag}: "${culprit.item}" is not` : `cannot be ${tag}: the ingredients together are not`,
    });
  });
});
export type Recipe = z.infer<typeof Recipe>;

/** What a cook asks for: a theme, a cuisine and diet, the language, how many recipes and how hard. */
export const CookbookStart = z.object({
  /** "weeknight dinners for a family of four" */
  theme: text(300),
  cuisine: line(60).optional(),
  diet: dietTags.default([]),
  language: z.enum(LANGUAGES, { message: 'is not one of the 17 languages' }),
  recipeCount: z.number({ message: `must be ${RECIPES_PER_COOKBOOK.min} to ${RECIPES_PER_COOKBOOK.max}` }).int('must be a whole number')
    .min(RECIPES_PER_COOKBOOK.min, `must be at least ${RECIPES_PER_COOKBOOK.min}`).max(RECIPES_PER_COOKBOOK.max, `must be at most ${RECIPES_PER_COOKBOOK.max}`),
  skill: z.enum(SKILLS, { message: 'must be easy, medium or advanced' }),
});
export type CookbookStart = z.infer<typeof CookbookStart>;

/** The cookbook's plan, which the cook edits, reorders, adds to and removes from before recipes are written. */
export const CookbookPlan = z.object({
  title: line(200),
  recipes: z.array(z.object({ title: line(200), summary: text(300) }))
    .min(RECIPES_PER_COOKBOOK.min, 'needs a recipe').max(RECIPES_PER_COOKBOOK.max, `can have at most ${RECIPES_PER_COOKBOOK.max} recipes`),
}).superRefine((plan, ctx) => {
  plan.recipes.forEach((recipe, i) => {
    const first = plan.recipes.findIndex((r) => same(r.title, recipe.title));
    if (first < i) ctx.addIssue({ code: 'custom', path: ['recipes', i, 'title'], message: `is the same as recipe ${first + 1}'s` });
  });
});
export type CookbookPlan = z.infer<typeof CookbookPlan>;

// the schema and core's hand-written types describe the same thing
const _sameQuantity: Quantity extends QuantityType ? (QuantityType extends Quantity ? true : false) : false = true;
const _sameIngredient: Ingredient extends IngredientType ? ([keyof IngredientType] extends [keyof Ingredient] ? true : false) : false = true;
const _sameDiet: z.infer<typeof DietTag> extends DietTagType ? (DietTagType extends z.infer<typeof DietTag> ? true : false) : false = true;
const _jsonLdReads: Recipe extends JsonLdRecipe ? true : false = true;
void _sameQuantity;
void _sameIngredient;
void _sameDiet;
void _jsonLdReads;
