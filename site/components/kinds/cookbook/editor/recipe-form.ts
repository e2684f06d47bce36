// The cook's recipe form (issue 13), its pure part: a recipe as the form holds it (a draft: what
// the cook typed, as text, so nothing is lost while it is not yet valid), amounts typed as cooks
// type them ("1/2", "1,5", "½", "1 ½", "2-3", Arabic-Indic digits) turned into numbers, the draft
// as GraphQL's RecipeInput, and the checks. The checks are the server's own: the kind's zod schema
// (api/kinds/cookbook/schema.ts, which imports only zod and the pure core/recipes.ts and
// core/languages.ts; zod runs jitless in the browser, ./zod-browser.ts), so a browser check and a
// server refusal name the same paths with the same English messages, translated by the same keys
// (messageKey). A server path is mapped to the input it names (formPath): `ingredients.2.unit` is
// the third row's unit select.
import type { TFunction } from 'i18next';
// first: zod must be jitless before the schema's objects are built (see the file)
import './zod-browser.ts';
import {
  INGREDIENTS_PER_RECIPE, MAX_MINUTES, Recipe as RecipeSchema, SERVINGS, STEPS_PER_RECIPE, TEMPERATURE_RANGE, TIPS_PER_RECIPE,
} from '../../../../../api/kinds/cookbook/schema.ts';
import { DECIMAL_SEPARATOR, DIET_TAGS, isDietTag, isUnit, UNIT_INFO, UNITS, type DietTag, type Unit } from '../../../../../core/recipes.ts';
import { isLangCode } from '../../../../../core/languages.ts';

export { DIET_TAGS, UNITS, UNIT_INFO };
export type { DietTag, Unit };

/** The schema's limits, for the form's counters and its add buttons. */
export const LIMITS = {
  title: 200, story: 1000, cuisine: 60, item: 200, note: 200, group: 100, step: 1000, tip: 300, instruction: 2000,
  servings: SERVINGS, ingredients: INGREDIENTS_PER_RECIPE, steps: STEPS_PER_RECIPE, tips: TIPS_PER_RECIPE, minutes: MAX_MINUTES, temperature: TEMPERATURE_RANGE,
} as const;

// ---- drafts ------------------------------------------------------------------------------------

export interface IngredientDraft {
  /** a stable key for React while rows move */
  key: string;
  /** as typed: "1/2", "1,5", "½", "2-3" */
  quantity: string;
  /** as typed: the top of a range ("2" to "3"); empty for a single amount */
  quantityMax: string;
  /** '' is no unit: a count of whole things ("2 eggs") */
  unit: Unit | '';
  item: string;
  note: string;
  group: string;
}

export interface StepDraft {
  key: string;
  text: string;
  /** as typed; empty when the step marks no time */
  minutes: string;
  /** as typed; empty when the step sets no temperature */
  temperature: string;
  temperatureUnit: 'C' | 'F';
}

export interface TipDraft { key: string; text: string }

export interface RecipeDraft {
  title: string;
  story: string;
  servings: string;
  prepMinutes: string;
  cookMinutes: string;
  cuisine: string;
  diet: DietTag[];
  ingredients: IngredientDraft[];
  steps: StepDraft[];
  tips: TipDraft[];
}

type Range = { min: number; max: number };

/** A recipe as it arrives: GraphQL's Recipe (quantity + quantityMax), or core's (a range as { min, max }). */
export interface RecipeLike {
  title: string;
  story: string;
  servings: number;
  prepMinutes: number;
  cookMinutes: number;
  cuisine: string;
  diet: readonly string[];
  ingredients: readonly {
    quantity?: number | Range | null | undefined;
    quantityMax?: number | null | undefined;
    unit?: string | null | undefined;
    item: string;
    note?: string | null | undefined;
    group?: string | null | undefined;
  }[];
  steps: readonly { text: string; minutes?: number | null | undefined; temperature?: { value: number; unit: string } | null | undefined }[];
  tips: readonly string[];
}

/** What updateRecipe takes (GraphQL's RecipeInput). */
export interface RecipeInput {
  title: string;
  story: string;
  servings: number;
  prepMinutes: number;
  cookMinutes: number;
  cuisine: string;
  diet: string[];
  ingredients: { quantity: number | null; quantityMax: number | null; unit: string | null; item: string; note: string | null; group: string | null }[];
  steps: { text: string; minutes: number | null; temperature: { value: number; unit: string } | null }[];
  tips: string[];
}

let counter = 0;
/** A key for a new row: unique in the page. */
export const rowKey = (): string => `row${++counter}`;

export const blankIngredient = (group = ''): IngredientDraft => ({ key: rowKey(), quantity: '', quantityMax: '', unit: '', item: '', note: '', group });
export const blankStep = (temperatureUnit: 'C' | 'F' = 'C'): StepDraft => ({ key: rowKey(), text: '', minutes: '', temperature: '', temperatureUnit });
export const blankTip = (): TipDraft => ({ key: rowKey(), text: '' });

/** A number as the form shows it: as written when short (2, 0.5, 1.25), else as a fraction (1/3, 2 2/3) so it comes back the same. */
export function amountText(n: number | null | undefined): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return '';
  const plain = String(n);
  if (!/e/i.test(plain) && (plain.split('.')[1]?.length ?? 0) <= 3) return plain;
  for (const d of [3, 6, 7, 9, 12, 16]) {
    const whole = Math.floor(n);
    const top = Math.round((n - whole) * d);
    if (top > 0 && top < d && (whole + top / d) === n) {
      const g = gcd(top, d);
      return `${whole ? `${whole} ` : ''}${top / g}/${d / g}`;
    }
  }
  return plain;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** The recipe as the form holds it. */
export function fromRecipe(recipe: RecipeLike): RecipeDraft {
  return {
    title: recipe.title ?? '',
    story: recipe.story ?? '',
    servings: amountText(recipe.servings),
    prepMinutes: amountText(recipe.prepMinutes),
    cookMinutes: amountText(recipe.cookMinutes),
    cuisine: recipe.cuisine ?? '',
    diet: DIET_TAGS.filter((tag) => recipe.diet.includes(tag)),
    ingredients: recipe.ingredients.map((i) => {
      const q = i.quantity;
      const [min, max] = typeof q === 'object' && q !== null ? [q.min, q.max] : [q, i.quantityMax];
      return {
        key: rowKey(), quantity: amountText(min), quantityMax: amountText(max), unit: isUnit(i.unit) ? i.unit : '',
        item: i.item ?? '', note: i.note ?? '', group: i.group ?? '',
      };
    }),
    steps: recipe.steps.map((s) => ({
      key: rowKey(), text: s.text ?? '', minutes: amountText(s.minutes),
      temperature: s.temperature ? amountText(s.temperature.value) : '', temperatureUnit: s.temperature?.unit === 'F' ? 'F' : 'C',
    })),
    tips: recipe.tips.map((text) => ({ key: rowKey(), text })),
  };
}

// ---- amounts -----------------------------------------------------------------------------------

const VULGAR: Readonly<Record<string, number>> = {
  '½': 1 / 2, '⅓': 1 / 3, '⅔': 2 / 3, '¼': 1 / 4, '¾': 3 / 4, '⅕': 1 / 5, '⅖': 2 / 5, '⅗': 3 / 5, '⅘': 4 / 5,
  '⅙': 1 / 6, '⅚': 5 / 6, '⅐': 1 / 7, '⅛': 1 / 8, '⅜': 3 / 8, '⅝': 5 / 8, '⅞': 7 / 8, '⅑': 1 / 9, '⅒': 1 / 10,
};
const VULGAR_CLASS = `[${Object.keys(VULGAR).join('')}]`;
/** the zero of each set of decimal digits a cook may type (Arabic-Indic, Persian/Urdu, Devanagari, Bengali, full-width) */
const ZEROS = [0x0660, 0x06f0, 0x0966, 0x09e6, 0xff10];

/** Western digits and separators: "١٫٥" → "1.5", "１／２" → "1/2", fraction and division slashes → "/". */
function westernize(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    const zero = ZEROS.find((z) => code >= z && code <= z + 9);
    out += zero === undefined ? ch : String(code - zero);
  }
  return out.replace(/[\u066b]/g, '.').replace(/[\u2044\u2215\uff0f]/g, '/').replace(/[\uff0c]/g, ',').replace(/[\uff0e]/g, '.')
    .replace(/\s+/g, ' ').trim();
}

/**
 * One amount as typed, as a number: "2", "1.5", "1,5", ".5", "1/2", "1 1/2", "½", "1½", "1 ½";
 * undefined when nothing is typed, null when it is not a number ("a few"). A minus sign is kept
 * (the checks then say an amount cannot be negative).
 */
export function parseAmount(text: string): number | null | undefined {
  let s = westernize(text);
  if (s === '') return undefined;
  let sign = 1;
  if (/^[-−]/.test(s)) { sign = -1; s = s.slice(1).trim(); }
  let m = new RegExp(`^(\\d+)? ?(${VULGAR_CLASS})$`).exec(s);
  if (m) return sign * ((m[1] ? Number(m[1]) : 0) + VULGAR[m[2]!]!);
  m = /^(?:(\d+) )?(\d+) ?\/ ?(\d+)$/.exec(s);
  if (m) {
    const bottom = Number(m[3]);
    if (bottom === 0) return null;
    return sign * ((m[1] ? Number(m[1]) : 0) + Number(m[2]) / bottom);
  }
  if (/^(\d+([.,]\d+)?|[.,]\d+)$/.test(s)) return sign * Number(s.replace(',', '.'));
  return null;
}

/** A quantity box: one amount, or a range typed in it ("2-3", "2–3", "2 ~ 3"); undefined when empty, null when unreadable. */
export function parseQuantity(text: string): number | Range | null | undefined {
  const s = westernize(text);
  const range = /^(.*\S) ?[-–—~] ?(\S.*)$/.exec(s);
  if (range && !/^[-−]/.test(s)) {
    const min = parseAmount(range[1]!);
    const max = parseAmount(range[2]!);
    return typeof min === 'number' && typeof max === 'number' ? { min, max } : null;
  }
  return parseAmount(s);
}

/** An amount as a line under its box ("= 0.5"), in the language's decimal separator; null when it reads as typed. */
export function amountPreview(text: string, lang: string): string | null {
  const q = parseQuantity(text);
  if (q === null || q === undefined) return null;
  const sep = isLangCode(lang) ? DECIMAL_SEPARATOR[lang] : '.';
  const one = (n: number) => String(Number(n.toFixed(3))).replace('.', sep);
  const shown = typeof q === 'number' ? one(q) : `${one(q.min)}–${one(q.max)}`;
  return shown === text.trim() ? null : shown;
}

// ---- the draft as the server takes it ------------------------------------------------------------

interface Read {
  /** the draft in GraphQL's input shape (only meaningful when `unreadable` is empty) */
  input: RecipeInput;
  /** the same in the kind's schema shape (a range as { min, max }, empty fields left out: api/graphql/cookbooks.ts recipeIn) */
  content: Record<string, unknown>;
  /** form paths whose text is not a number (or a range without its start) */
  unreadable: Record<string, string>;
}

/** The messages for text that is not a number: the server never sees such a field. */
export const CLIENT_MESSAGES = { number: 'must be a number', rangeStart: 'needs a first amount', required: 'is required' } as const;

function readDraft(draft: RecipeDraft): Read {
  const unreadable: Record<string, string> = {};
  const num = (path: string, text: string, required: boolean): number | undefined => {
    const v = parseAmount(text);
    if (v === undefined) { if (required) unreadable[path] = CLIENT_MESSAGES.required; return undefined; }
    if (v === null) { unreadable[path] = CLIENT_MESSAGES.number; return undefined; }
    return v;
  };
  const ingredients = draft.ingredients.map((row, i) => {
    let quantity: number | null = null;
    let quantityMax: number | null = null;
    const path = `ingredients.${i}`;
    const max = num(`${path}.quantityMax`, row.quantityMax, false);
    const q = row.quantityMax.trim() ? parseAmount(row.quantity) : parseQuantity(row.quantity);
    if (q === null) unreadable[`${path}.quantity`] = CLIENT_MESSAGES.number;
    else if (typeof q === 'object') { quantity = q.min; quantityMax = q.max; }
    else if (q !== undefined) quantity = q;
    if (max !== undefined) {
      if (q === undefined) unreadable[`${path}.quantityMax`] = CLIENT_MESSAGES.rangeStart;
      else quantityMax = max;
    }
    const opt = (s: string) => (s.trim() ? s.trim() : null);
    return { quantity, quantityMax, unit: row.unit || null, item: row.item.trim(), note: opt(row.note), group: opt(row.group) };
  });
  const steps = draft.steps.map((row, i) => {
    const minutes = num(`steps.${i}.minutes`, row.minutes, false);
    const value = num(`steps.${i}.temperature`, row.temperature, false);
    return { text: row.text.trim(), minutes: minutes ?? null, temperature: value === undefined ? null : { value, unit: row.temperatureUnit } };
  });
  const whole = (path: string, text: string) => num(path, text, true) ?? Number.NaN;
  const input: RecipeInput = {
    title: draft.title.trim(),
    story: draft.story.trim(),
    servings: whole('servings', draft.servings),
    prepMinutes: whole('prepMinutes', draft.prepMinutes),
    cookMinutes: whole('cookMinutes', draft.cookMinutes),
    cuisine: draft.cuisine.trim(),
    diet: DIET_TAGS.filter((tag) => draft.diet.includes(tag)),
    ingredients,
    steps,
    tips: draft.tips.map((tip) => tip.text.trim()),
  };
  const content = {
    ...input,
    ingredients: ingredients.map((i) => {
      const out: Record<string, unknown> = { item: i.item };
      if (i.quantity !== null) out.quantity = i.quantityMax !== null ? { min: i.quantity, max: i.quantityMax } : i.quantity;
      if (i.unit) out.unit = i.unit;
      if (i.note) out.note = i.note;
      if (i.group) out.group = i.group;
      return out;
    }),
    steps: steps.map((s) => ({ text: s.text, ...(s.minutes !== null ? { minutes: s.minutes } : {}), ...(s.temperature ? { temperature: s.temperature } : {}) })),
  };
  return { input, content, unreadable };
}

/** The draft as GraphQL's RecipeInput (send it only when validateRecipe finds nothing). */
export const toRecipeInput = (draft: RecipeDraft): RecipeInput => readDraft(draft).input;

/**
 * A server (or schema) path as the form's: a range's `quantity.min` / `quantity.max` are the
 * quantity and "up to" boxes, a temperature's value or unit its box, `diet.1` the checkbox of the
 * second tag sent. Paths the form has no input for are left as they are (the summary lists them).
 */
export function formPath(path: string, sentDiet: readonly string[]): string {
  let m = /^ingredients\.(\d+)\.quantity\.(min|max)$/.exec(path);
  if (m) return `ingredients.${m[1]}.${m[2] === 'min' ? 'quantity' : 'quantityMax'}`;
  m = /^ingredients\.(\d+)\.allergens(\.\d+)?$/.exec(path);
  if (m) return `ingredients.${m[1]}.item`;
  m = /^steps\.(\d+)\.temperature(\.(value|unit))?$/.exec(path);
  if (m) return `steps.${m[1]}.temperature`;
  m = /^diet\.(\d+)$/.exec(path);
  if (m) { const tag = sentDiet[Number(m[1])]; return tag && isDietTag(tag) ? `diet.${tag}` : 'diet'; }
  return path;
}

/** The server's field messages (paths as the schema names them) as the form's, the first message per input. */
export function formErrors(fields: Record<string, string>, sentDiet: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) out[formPath(path, sentDiet)] ??= message;
  return out;
}

/** Every path the form has an input (or a group) for: an error elsewhere shows only in the summary. */
export function isFormPath(path: string, draft: RecipeDraft): boolean {
  if (['title', 'story', 'servings', 'prepMinutes', 'cookMinutes', 'cuisine', 'diet', 'ingredients', 'steps', 'tips'].includes(path)) return true;
  let m = /^diet\.(.+)$/.exec(path);
  if (m) return isDietTag(m[1]);
  m = /^ingredients\.(\d+)\.(quantity|quantityMax|unit|item|note|group)$/.exec(path);
  if (m) return Number(m[1]) < draft.ingredients.length;
  m = /^steps\.(\d+)\.(text|minutes|temperature)$/.exec(path);
  if (m) return Number(m[1]) < draft.steps.length;
  m = /^tips\.(\d+)$/.exec(path);
  if (m) return Number(m[1]) < draft.tips.length;
  return false;
}

/**
 * Field errors by form path (`title`, `ingredients.2.unit`, `steps.0.temperature`, `diet.vegan`…),
 * empty when the recipe would be saved: the kind's own schema, after the text that is not a number.
 */
export function validateRecipe(draft: RecipeDraft): Record<string, string> {
  const { input, content, unreadable } = readDraft(draft);
  const errors: Record<string, string> = { ...unreadable };
  const checked = RecipeSchema.safeParse(content);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const path = formPath(issue.path.map(String).join('.') || 'input', input.diet);
      errors[path] ??= issue.message;
    }
  }
  return errors;
}

// ---- rows --------------------------------------------------------------------------------------

/** The list with the entry at `from` moved by `by` places (unchanged past an end). */
export function moved<T>(list: readonly T[], from: number, by: number): T[] {
  const to = from + by;
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [entry] = next.splice(from, 1);
  next.splice(to, 0, entry!);
  return next;
}

export const replaced = <T,>(list: readonly T[], index: number, value: T): T[] => list.map((v, i) => (i === index ? value : v));
export const without = <T,>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);

/** Whether two drafts would save the same recipe (row keys aside). */
export function sameDraft(a: RecipeDraft, b: RecipeDraft): boolean {
  const strip = (d: RecipeDraft) => JSON.stringify({
    ...d, ingredients: d.ingredients.map(({ key: _k, ...r }) => r), steps: d.steps.map(({ key: _k, ...r }) => r), tips: d.tips.map((t) => t.text),
  });
  return strip(a) === strip(b);
}

/** The units as the select offers them: by kind (weight, volume, count, other), in core's order. */
export function unitGroups(): { kind: 'mass' | 'volume' | 'count' | 'other'; units: Unit[] }[] {
  return (['mass', 'volume', 'count', 'other'] as const).map((kind) => ({ kind, units: UNITS.filter((u) => UNIT_INFO[u].kind === kind) }));
}

// ---- messages for people ------------------------------------------------------------------------

/** A checking message (the browser's or the server's) as a key of the cookbook-editor namespace with its values; null when unknown. */
export function messageKey(message: string): { key: string; values: Record<string, string | number> } | null {
  const fixed: Record<string, string> = {
    'is required': 'errors.required',
    'must be a single line': 'errors.singleLine',
    'must be a number': 'errors.number',
    'must be a number or a range { min, max }': 'errors.number',
    'needs a first amount': 'errors.rangeStart',
    'cannot be negative': 'errors.negative',
    'must be whole minutes': 'errors.wholeMinutes',
    'must be at least 1 minute': 'errors.minMinute',
    'cannot be given "to taste"': 'errors.toTaste',
    'must be more than 0': 'errors.positive',
    'must have min below max': 'errors.rangeOrder',
    'must be C or F': 'errors.temperatureUnit',
    'must be a whole number': 'errors.whole',
    'needs an ingredient': 'errors.ingredientNeeded',
    'needs a step': 'errors.stepNeeded',
    'a recipe takes some time: prep and cook cannot both be 0': 'errors.noTime',
    'names a diet tag twice': 'errors.dietTwice',
  };
  if (fixed[message]) return { key: fixed[message], values: {} };
  const patterns: [RegExp, string, (m: RegExpExecArray) => Record<string, string | number>][] = [
    [/^is longer than (\d+) characters$/, 'errors.tooLong', (m) => ({ max: Number(m[1]) })],
    [/^must be (?:a time|the preparation time|the cooking time) in minutes$/, 'errors.minutes', () => ({})],
    [/^must be at most (\d+) minutes/, 'errors.maxMinutes', (m) => ({ max: Number(m[1]) })],
    [/^prep and cook must add up to at most (\d+) minutes/, 'errors.totalTime', (m) => ({ max: Number(m[1]) })],
    [/^is required with the unit (.+)$/, 'errors.quantityNeeded', (m) => ({ unit: m[1]! })],
    [/^is not one of the units/, 'errors.unit', () => ({})],
    [/^is not one of the diet tags/, 'errors.dietTag', () => ({})],
    [/^must be between (-?\d+) and (-?\d+) °([CF])$/, 'errors.temperatureRange', (m) => ({ min: Number(m[1]), max: Number(m[2]), unit: m[3]! })],
    [/^must be (\d+) to (\d+)$/, 'errors.servings', (m) => ({ min: Number(m[1]), max: Number(m[2]) })],
    [/^must be at least (\d+)$/, 'errors.atLeast', (m) => ({ min: Number(m[1]) })],
    [/^must be at most (\d+)$/, 'errors.atMost', (m) => ({ max: Number(m[1]) })],
    [/^can have at most (\d+) ingredients$/, 'errors.ingredientsMax', (m) => ({ max: Number(m[1]) })],
    [/^can have at most (\d+) steps$/, 'errors.stepsMax', (m) => ({ max: Number(m[1]) })],
    [/^can have at most (\d+) tips$/, 'errors.tipsMax', (m) => ({ max: Number(m[1]) })],
    [/^"(.+)" is split: list its ingredients together$/, 'errors.groupSplit', (m) => ({ group: m[1]! })],
    [/^cannot be ([\w-]+): "(.+)" is not$/, 'errors.dietCulprit', (m) => ({ tag: m[1]!, item: m[2]! })],
    [/^cannot be ([\w-]+): the ingredients together are not$/, 'errors.dietTogether', (m) => ({ tag: m[1]! })],
  ];
  for (const [pattern, key, values] of patterns) {
    const m = pattern.exec(message);
    if (m) return { key, values: values(m) };
  }
  return null;
}

/** A checking message in the page language: its unit and diet tag named in words; an unknown one as the server wrote it. */
export function sayMessage(message: string, t: TFunction): string {
  const known = messageKey(message);
  if (!known) return message;
  const values: Record<string, string | number> = { ...known.values };
  if (typeof values.unit === 'string' && isUnit(values.unit)) values.unit = t(`units.${values.unit}`);
  if (typeof values.unit === 'string' && (values.unit === 'C' || values.unit === 'F')) values.unit = t(`temperatureUnits.${values.unit}`);
  if (typeof values.tag === 'string') values.diet = isDietTag(values.tag) ? t(`diet.${values.tag}`) : values.tag;
  return t(known.key, values);
}
