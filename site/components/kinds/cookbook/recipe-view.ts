// Cookbooks (issue 13): what the recipe reader shows, as plain data, apart from React so it can be
// tested without a browser. Given a recipe, the servings cooked for, a unit system and the book's
// language: the ingredients in their groups, each quantity scaled and converted by core/recipes.ts
// (scaleIngredient) and written as cooks of that language write it (formatQuantity: "1½ cups",
// "1,5 kg", "2 EL", "大さじ2"); the units core writes without a symbol ("3 cloves", "a pinch")
// named by the locale's words; and a step's time and temperature (°F for US cooks, °C otherwise;
// a converted one rounded to 5 degrees).
import type { Recipe, Step } from '../../../../api/kinds/cookbook/schema.ts';
import { isLangCode, type LangCode } from '../../../../core/languages.ts';
import { foldText, formatQuantity, NOTE_SEPARATOR, scaleIngredient, UNIT_INFO, type Ingredient, type Quantity, type Unit, type UnitSystem } from '../../../../core/recipes.ts';
import { formatCount } from '../../../lib/plural.ts';
import { fill, type TimeStrings, type UnitWords } from './strings.ts';

/** What the reader needs of a recipe (the kind's Recipe fits; the page may pass only these fields). */
export interface RecipeContent {
  title: Recipe['title'];
  /** the servings the quantities are written for */
  servings: Recipe['servings'];
  ingredients: readonly Ingredient[];
  steps: readonly Pick<Step, 'text' | 'minutes' | 'temperature'>[];
  tips: readonly string[];
}

/** The servings a cook may choose: the schema's range (api/kinds/cookbook/schema.ts SERVINGS), kept here so the browser does not load zod. */
export const SERVINGS_RANGE = { min: 1, max: 24 } as const;

/** A number of servings within the range, whole; not a number: the least. */
export function clampServings(n: number): number {
  if (!Number.isFinite(n)) return SERVINGS_RANGE.min;
  return Math.min(SERVINGS_RANGE.max, Math.max(SERVINGS_RANGE.min, Math.round(n)));
}

/** The language formatQuantity writes for (decimal comma or point); English for a code we do not know. */
export const langCode = (lang: string): LangCode => (isLangCode(lang) ? lang : 'en');

export interface IngredientLine {
  /** the quantity as cooks write it, with its symbol or spoon's word when it has one: "1½ cups", "250 g", "2 EL", "3"; '' when none */
  amount: string;
  /** the unit's word when core writes it without a symbol ("cloves", "pinch"); '' otherwise */
  unit: string;
  item: string;
  /** its preparation ("finely chopped"); '' when none */
  note: string;
  /** words written after the item ("to taste"); '' when none */
  trailing: string;
  /** what the language writes before the note and the trailing words: ", ", "، ", "、" */
  comma: string;
}

export interface IngredientGroup {
  /** the group's heading ("for the sauce"), or null for ingredients in no group */
  heading: string | null;
  lines: IngredientLine[];
}

/** The number a unit's word agrees with: a range's upper end; below one it is named as one ("½ clove"). */
const countOf = (q: Quantity | undefined): number => {
  const n = q === undefined ? 1 : typeof q === 'number' ? q : q.max;
  return n < 1 ? 1 : n;
};

/** The word of a unit without a symbol, agreeing with the quantity ("1 clove", "3 cloves"); '' for a unit with a symbol, none, or "to taste". */
export function unitWord(unit: Unit | undefined, quantity: Quantity | undefined, words: UnitWords): string {
  if (!unit || unit === 'to-taste' || UNIT_INFO[unit].symbol !== null) return '';
  const forms = words[unit];
  return forms ? formatCount(forms, countOf(quantity)) : unit;
}

/** One ingredient as it is shown (already scaled and converted: see scaledIngredient). */
export function ingredientLine(ingredient: Pick<Ingredient, 'quantity' | 'unit' | 'item' | 'note'>, lang: string, words: UnitWords): IngredientLine {
  const { quantity, unit } = ingredient;
  return {
    amount: formatQuantity(quantity, unit, langCode(lang)),
    unit: unitWord(unit, quantity, words),
    item: ingredient.item,
    note: ingredient.note ?? '',
    trailing: unit === 'to-taste' ? (words['to-taste']?.other ?? '') : '',
    comma: NOTE_SEPARATOR[langCode(lang)],
  };
}

/** An ingredient for `to` servings instead of `from`, in the system's units (core's scaleIngredient: a pinch stays a pinch). */
export function scaledIngredient(ingredient: Ingredient, from: number, to: number, system: UnitSystem): Ingredient {
  return scaleIngredient(ingredient, from, clampServings(to), system);
}

/**
 * The ingredients for `servings`, in `system`'s units, in their groups as the recipe lists them
 * (the schema keeps a group's ingredients together; ingredients in no group have no heading).
 */
export function ingredientGroups(recipe: Pick<RecipeContent, 'servings' | 'ingredients'>, servings: number, system: UnitSystem, lang: string, words: UnitWords): IngredientGroup[] {
  const groups: IngredientGroup[] = [];
  let current: IngredientGroup | undefined;
  for (const ingredient of recipe.ingredients) {
    const heading = ingredient.group?.trim() || null;
    if (!current || (heading === null ? current.heading !== null : current.heading === null || foldText(current.heading) !== foldText(heading))) {
      current = { heading, lines: [] };
      groups.push(current);
    }
    current.lines.push(ingredientLine(scaledIngredient(ingredient, recipe.servings, servings, system), lang, words));
  }
  return groups;
}

/** An ingredient line as one text: "3 cloves garlic, crushed", "3 فصوص ثوم، مهروس". */
export function lineText(line: IngredientLine): string {
  return [[line.amount, line.unit, line.item].filter(Boolean).join(' '), line.note, line.trailing].filter(Boolean).join(line.comma);
}

/** A step's temperature as the system's cooks read it: °F for US, °C for metric; a converted one rounded to 5 degrees. */
export function temperatureIn(temperature: NonNullable<Step['temperature']>, system: UnitSystem): { value: number; unit: 'C' | 'F' } {
  const unit = system === 'us' ? 'F' : 'C';
  if (temperature.unit === unit) return { value: temperature.value, unit };
  const value = unit === 'F' ? (temperature.value * 9) / 5 + 32 : ((temperature.value - 32) * 5) / 9;
  return { value: Math.round(value / 5) * 5 || 0, unit };
}

/** "200 °C", "390 °F" (a no-break space before the degree sign, Western digits as core writes amounts). */
export function formatTemperature(temperature: NonNullable<Step['temperature']>, system: UnitSystem): string {
  const { value, unit } = temperatureIn(temperature, system);
  return `${value}\u00a0°${unit}`;
}

/** Minutes as a cook reads them: "20 min", "2 h", "1 h 30 min". */
export function formatMinutes(minutes: number, time: TimeStrings): string {
  const total = Math.max(0, Math.round(minutes));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return fill(time.minutes, { minutes: rest });
  return rest === 0 ? fill(time.hours, { hours }) : fill(time.hoursMinutes, { hours, minutes: rest });
}

export interface StepLabels {
  /** "20 min"; '' when the step names no time */
  time: string;
  /** "200 °C"; '' when the step sets no temperature */
  temperature: string;
}

/** A step's time and temperature, written for the system chosen. */
export function stepLabels(step: Pick<Step, 'minutes' | 'temperature'>, system: UnitSystem, time: TimeStrings): StepLabels {
  return {
    time: step.minutes ? formatMinutes(step.minutes, time) : '',
    temperature: step.temperature ? formatTemperature(step.temperature, system) : '',
  };
}
