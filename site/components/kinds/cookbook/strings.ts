// Cookbooks (issue 13): the strings the recipe reader (RecipeView) and the shopping list
// (ShoppingList) need, from content/locales/*/cookbook.json, as plain objects: the islands get them
// as props, without an i18next instance in the browser. Values keep their {{placeholders}}; fill()
// puts the numbers and words in. Counted strings come with every plural form of the page's language
// (site/lib/plural.ts), and so do the words of the units core writes without a symbol ("3 cloves").
import type { TFunction } from 'i18next';
import { isLangCode, LANGUAGE_INFO } from '../../../../core/languages.ts';
import { UNIT_INFO, UNITS, type Unit } from '../../../../core/recipes.ts';
import { pluralForms, type PluralForms } from '../../../lib/plural.ts';

const VIEW_KEYS = [
  'label', 'servings', 'fewer', 'more', 'units', 'metric', 'us', 'addToList', 'onList', 'seeList', 'cookMode', 'time', 'temperature', 'notKept',
] as const;
const COOK_KEYS = ['title', 'stepOf', 'previous', 'next', 'close', 'keys', 'wakeHeld', 'wakeUnavailable'] as const;
const LIST_KEYS = [
  'label', 'pick', 'pickHint', 'onList', 'fewer', 'more', 'remove', 'removeRecipe', 'toBuy', 'clear', 'clearConfirm', 'clearYes', 'cancel', 'print',
  'empty', 'emptyHint', 'kept', 'notKept',
] as const;
const TIME_KEYS = ['minutes', 'hours', 'hoursMinutes'] as const;

/** The units core writes without a symbol: the locale names them ("clove", "pinch", "to taste"). */
export const WORD_UNITS: readonly Unit[] = UNITS.filter((unit) => UNIT_INFO[unit].symbol === null);

/** Each word unit's plural forms in the page's language; "to taste" has one form (`other`). */
export type UnitWords = Partial<Record<Unit, PluralForms>>;
/** "{{minutes}} min", "{{hours}} h", "{{hours}} h {{minutes}} min". */
export type TimeStrings = Record<(typeof TIME_KEYS)[number], string>;
/** The Metric / US toggle, shared by both islands. */
export type UnitToggleStrings = Pick<Record<(typeof VIEW_KEYS)[number], string>, 'units' | 'metric' | 'us'>;

/** RecipeView's strings, translated, with {{placeholders}} left for fill(). */
export interface RecipeStrings {
  /** the section headings (the page's `recipe.*` keys) */
  ingredients: string;
  steps: string;
  tips: string;
  view: Record<(typeof VIEW_KEYS)[number], string>;
  /** "Quantities for {{count}} servings" */
  forServings: PluralForms;
  cook: Record<(typeof COOK_KEYS)[number], string>;
  /** "Ingredients for {{count}} servings", in cook mode */
  cookIngredients: PluralForms;
  time: TimeStrings;
  units: UnitWords;
}

/** ShoppingList's strings, translated, with {{placeholders}} left for fill(). */
export interface ShoppingStrings {
  list: Record<(typeof LIST_KEYS)[number], string>;
  /** "{{count}} servings" beside a recipe on the list */
  servings: PluralForms;
  toggle: UnitToggleStrings;
  units: UnitWords;
}

/** A translated string's {{placeholders}} filled in (those without a value are left as written). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The raw string: no interpolation, so {{placeholders}} reach fill() as written. */
const raw = (t: TFunction, key: string): string => t(key, { skipInterpolation: true }) as string;
const group = <K extends string>(t: TFunction, prefix: string, keys: readonly K[]): Record<K, string> =>
  Object.fromEntries(keys.map((key) => [key, raw(t, `${prefix}.${key}`)])) as Record<K, string>;
/** The plural forms of a key ({{count}} kept) for the page's language. */
const forms = (t: TFunction, key: string, lang: string): PluralForms => pluralForms(t, key, lang);
const langOf = (t: TFunction, lang?: string): string => lang ?? (t as TFunction & { lng?: string }).lng ?? 'en';

/** The words of the units without a symbol, with their plural forms. */
export function unitWords(t: TFunction, lang?: string): UnitWords {
  const code = langOf(t, lang);
  const out: UnitWords = {};
  for (const unit of WORD_UNITS) {
    if (unit === 'to-taste') out[unit] = { lang: isLangCode(code) ? LANGUAGE_INFO[code].bcp47 : code, other: raw(t, 'units.to-taste') };
    else out[unit] = forms(t, `units.${unit}`, code);
  }
  return out;
}

/** RecipeView's strings from a translator of the `cookbook` namespace: translator(lang, 'cookbook'). */
export function recipeStrings(t: TFunction, lang?: string): RecipeStrings {
  const code = langOf(t, lang);
  return {
    ingredients: raw(t, 'recipe.ingredients'),
    steps: raw(t, 'recipe.steps'),
    tips: raw(t, 'recipe.tips'),
    view: group(t, 'view', VIEW_KEYS),
    forServings: forms(t, 'view.forServings', code),
    cook: group(t, 'cook', COOK_KEYS),
    cookIngredients: forms(t, 'cook.ingredients', code),
    time: group(t, 'time', TIME_KEYS),
    units: unitWords(t, code),
  };
}

/** ShoppingList's strings from a translator of the `cookbook` namespace: translator(lang, 'cookbook'). */
export function shoppingStrings(t: TFunction, lang?: string): ShoppingStrings {
  const code = langOf(t, lang);
  const view = group(t, 'view', ['units', 'metric', 'us'] as const);
  return {
    list: group(t, 'list', LIST_KEYS),
    servings: forms(t, 'list.servings', code),
    toggle: view,
    units: unitWords(t, code),
  };
}
