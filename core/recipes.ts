// Cookbooks (issue 13), the pure foundations of a recipe: units from a known list, quantities as
// numbers (or a min–max range, never free text), scaling to other servings and rounding as cooks
// do, writing a quantity as cooks write it (½, 1¼; 1,5 kg in German), metric ⇄ US units, a merged
// shopping list, ISO 8601 durations for schema.org, and the allergens and diet tags that follow
// from the ingredients (the words are in core/recipe-lexicon.ts). Pure and shared (no zod here: the
// browser's recipe page scales, converts and lists with these same functions, so the page, the
// print and the server agree); the kind's schema validates with the lists exported here.
//
// The rules, in one place:
// - Rounding. Metric units (g, kg, ml, cl, dl, l) are rounded in grams or millilitres: to 0.1 below
//   1, to 1 below 10, to 5 below 100, to 10 below 1000, to 50 below 10 000, to 100 above (1234 g →
//   1250 g = 1,25 kg). US units, spoons, counts and the rest are rounded to a cook's fraction: the
//   nearest of ⅛ ¼ ⅓ ½ ⅔ ¾ below 2, of ¼ ⅓ ½ ⅔ ¾ below 10 (6 tbsp, not 6⅛), the nearest ½ from 10,
//   whole from 100. An amount never rounds to nothing: the smallest step is kept (⅛ tsp, 0.1 g).
// - Scaling. A quantity grows with servings (to / from) except where that makes no sense: a pinch,
//   a dash, "to taste" stay as written. A range scales at both ends.
// - Units for an amount. A unit belongs to metric, to US, or — teaspoons and tablespoons, measured
//   with spoons in every kitchen — to both. Converting to the other system picks the unit of a
//   ladder: metric g → kg from 1000 g, ml → l from 1000 ml; US oz → lb from 1 lb, and tsp → tbsp
//   from 1 tbsp → cup from ¼ cup. One amount, one unit (1 kg is 2¼ lb, never 2 lb 3 oz). Below ½
//   cup, cups are chosen only when a cook's fraction is within 10% of the amount, else tablespoons
//   (6 tbsp is ⅜ cup, which no fraction writes: it stays 6 tbsp; 60 ml is ¼ cup, 240 ml 1 cup). Spoons stay
//   spoons in metric up to 4 tbsp (¼ cup); more is counted in ml. A unit already of the system
//   asked for only moves along its own family (g ⇄ kg, ml ⇄ l, oz ⇄ lb, tsp ⇄ tbsp, cup → tbsp/tsp
//   for small amounts; cl, dl, fl oz, pint, quart as written): the author's choice is kept.
// - Writing. Metric amounts are decimals with the language's separator (1,5 kg in de, es, fr, id,
//   it, pt, tr, vi; 1.5 kg elsewhere), Western digits and no thousands grouping (1500 g); the rest
//   are whole numbers and vulgar fractions (½, 1¼, 2⅓). A unit's symbol (g, ml, kg, l, tsp, tbsp,
//   cup, fl oz, oz, lb, pt, qt) follows after a no-break space; counts and pinches are written as
//   a number only (the kind's phrases name "clove", "pinch" in each language). A range is "1–2".
// - Allergens: the EU's 14, from each ingredient's declared `allergens` and the lexicon's words in
//   its item and note together (never fewer than either says). Diet tags are those the
//   ingredients do not contradict: meat, fish, shellfish break vegetarian; any animal product
//   (those, milk, eggs, honey) breaks vegan; gluten breaks gluten-free; milk dairy-free; nuts and
//   peanuts nut-free. A recipe claims a tag only if its writer did and this allows it.
import type { LangCode } from './languages.ts';
import { withUnitWord } from './recipe-units.ts';
import { FREE_FROM, INGREDIENT_LEXICON, type LexiconTag } from './recipe-lexicon.ts';

// ---------------------------------------------------------------------------------------------
// Units and quantities

export const UNIT_KINDS = ['mass', 'volume', 'count', 'other'] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];

export const UNIT_SYSTEMS = ['metric', 'us'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

export const UNITS = [
  'g', 'kg', 'oz', 'lb',
  'ml', 'cl', 'dl', 'l', 'tsp', 'tbsp', 'floz', 'cup', 'pint', 'quart',
  'piece', 'clove', 'slice', 'can', 'bunch', 'sprig', 'leaf', 'stalk', 'head', 'stick', 'sheet',
  'pinch', 'dash', 'handful', 'to-taste',
] as const;
export type Unit = (typeof UNITS)[number];

export interface UnitInfo {
  kind: UnitKind;
  /** the systems whose cooks measure with it: spoons are both; counts and others none */
  systems: readonly UnitSystem[];
  /** grams (mass) or millilitres (volume) in one of it; null for counts and others */
  factor: number | null;
  /** written after the number; spoons and cups take a word in the language formatQuantity writes for (core/recipe-units.ts); null: the kind's phrases name it */
  symbol: string | null;
  /** whether it grows with the servings (a pinch, a dash or "to taste" does not) */
  scales: boolean;
}

const TSP = 4.92892159375; // US teaspoon, ml (a metric one is 5 ml: the difference is below the rounding)
const CUP = 48 * TSP; // 236.5882365 ml
const OZ = 28.349523125; // avoirdupois ounce, g
const BOTH: readonly UnitSystem[] = ['metric', 'us'];
const METRIC: readonly UnitSystem[] = ['metric'];
const US: readonly UnitSystem[] = ['us'];
const NONE: readonly UnitSystem[] = [];
const count = (): UnitInfo => ({ kind: 'count', systems: NONE, factor: null, symbol: null, scales: true });

export const UNIT_INFO: Readonly<Record<Unit, UnitInfo>> = {
  g: { kind: 'mass', systems: METRIC, factor: 1, symbol: 'g', scales: true },
  kg: { kind: 'mass', systems: METRIC, factor: 1000, symbol: 'kg', scales: true },
  oz: { kind: 'mass', systems: US, factor: OZ, symbol: 'oz', scales: true },
  lb: { kind: 'mass', systems: US, factor: 16 * OZ, symbol: 'lb', scales: true },
  ml: { kind: 'volume', systems: METRIC, factor: 1, symbol: 'ml', scales: true },
  cl: { kind: 'volume', systems: METRIC, factor: 10, symbol: 'cl', scales: true },
  dl: { kind: 'volume', systems: METRIC, factor: 100, symbol: 'dl', scales: true },
  l: { kind: 'volume', systems: METRIC, factor: 1000, symbol: 'l', scales: true },
  tsp: { kind: 'volume', systems: BOTH, factor: TSP, symbol: 'tsp', scales: true },
  tbsp: { kind: 'volume', systems: BOTH, factor: 3 * TSP, symbol: 'tbsp', scales: true },
  floz: { kind: 'volume', systems: US, factor: 6 * TSP, symbol: 'fl oz', scales: true },
  cup: { kind: 'volume', systems: US, factor: CUP, symbol: 'cup', scales: true },
  pint: { kind: 'volume', systems: US, factor: 2 * CUP, symbol: 'pt', scales: true },
  quart: { kind: 'volume', systems: US, factor: 4 * CUP, symbol: 'qt', scales: true },
  piece: count(), clove: count(), slice: count(), can: count(), bunch: count(), sprig: count(),
  leaf: count(), stalk: count(), head: count(), stick: count(), sheet: count(),
  pinch: { kind: 'other', systems: NONE, factor: null, symbol: null, scales: false },
  dash: { kind: 'other', systems: NONE, factor: null, symbol: null, scales: false },
  handful: { kind: 'other', systems: NONE, factor: null, symbol: null, scales: true },
  'to-taste': { kind: 'other', systems: NONE, factor: null, symbol: null, scales: false },
};

export const isUnit = (value: unknown): value is Unit => typeof value === 'string' && Object.hasOwn(UNIT_INFO, value);
/** The symbol written after the number, or null when the kind's phrases name the unit. */
export const unitSymbol = (unit: Unit | undefined): string | null => (unit ? UNIT_INFO[unit].symbol : null);

/** An amount: a number, or a range ("2–3 cloves"). Never negative. */
export type Quantity = number | QuantityRange;
export interface QuantityRange { min: number; max: number }

/** A quantity as the schema accepts it: a finite number ≥ 0, or a range with 0 ≤ min < max. */
export function isQuantity(value: unknown): value is Quantity {
  const ok = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0;
  if (typeof value === 'number') return ok(value);
  if (!value || typeof value !== 'object') return false;
  const { min, max } = value as Record<string, unknown>;
  return ok(min) && ok(max) && min < max && Object.keys(value).length === 2;
}

export const ALLERGENS = [
  'gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soybeans', 'milk', 'nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs',
] as const;
/** The 14 major allergens of the EU (Regulation 1169/2011, Annex II), in its order. */
export type Allergen = (typeof ALLERGENS)[number];
export const isAllergen = (value: unknown): value is Allergen => typeof value === 'string' && (ALLERGENS as readonly string[]).includes(value);

export const DIET_TAGS = ['vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'nut-free'] as const;
export type DietTag = (typeof DIET_TAGS)[number];
export const isDietTag = (value: unknown): value is DietTag => typeof value === 'string' && (DIET_TAGS as readonly string[]).includes(value);

export interface Ingredient {
  quantity?: Quantity | undefined;
  unit?: Unit | undefined;
  /** what it is, in the book's language: "red lentils" */
  item: string;
  /** its preparation: "finely chopped" */
  note?: string | undefined;
  /** the part of the recipe it is for: "for the sauce" */
  group?: string | undefined;
  /** the allergens it is known to contain, besides those its words tell */
  allergens?: readonly Allergen[] | undefined;
}

const mapQ = (q: Quantity, f: (n: number) => number): Quantity => {
  if (typeof q === 'number') return f(q);
  const min = f(q.min);
  const max = f(q.max);
  return min === max ? min : { min, max };
};
const low = (q: Quantity): number => (typeof q === 'number' ? q : q.min);
const clean = (n: number): number => Number(n.toFixed(6));

// ---------------------------------------------------------------------------------------------
// Rounding and scaling

const COOK_FRACTIONS = [0, 1 / 8, 1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4, 1];

/** To a cook's fraction: the nearest of ⅛ ¼ ⅓ ½ ⅔ ¾ below 2, of ¼ ⅓ ½ ⅔ ¾ below 10, ½ from 10, whole from 100; never 0 for an amount. */
function roundCook(v: number): number {
  if (!(v > 0)) return 0;
  if (v >= 100) return Math.round(v);
  if (v >= 10) return Math.round(v * 2) / 2;
  const whole = Math.floor(v);
  const frac = v - whole;
  let best = 0;
  for (const f of COOK_FRACTIONS) if ((f !== 1 / 8 || v < 2) && Math.abs(frac - f) < Math.abs(frac - best) - 1e-12) best = f;
  return whole + best || 1 / 8;
}

/** Grams or millilitres to the precision a cook weighs and measures. */
function roundBase(base: number): number {
  if (!(base > 0)) return 0;
  const step = base < 1 ? 0.1 : base < 10 ? 1 : base < 100 ? 5 : base < 1000 ? 10 : base < 10_000 ? 50 : 100;
  return clean(Math.round(base / step) * step) || step;
}

const metricOnly = (unit: Unit | undefined): boolean => !!unit && UNIT_INFO[unit].systems.length === 1 && UNIT_INFO[unit].systems[0] === 'metric';

function roundIn(v: number, unit: Unit | undefined): number {
  if (metricOnly(unit)) {
    const factor = UNIT_INFO[unit!].factor!;
    return clean(roundBase(v * factor) / factor);
  }
  return roundCook(v);
}

/** A quantity rounded as a cook writes it in that unit (no unit: a count). */
export function roundQuantity(q: Quantity, unit?: Unit): Quantity {
  return mapQ(q, (v) => roundIn(v, unit));
}

function checkServings(n: number, name: string): void {
  if (!Number.isFinite(n) || n <= 0) throw new RangeError(`${name} servings must be a positive number, not ${n}`);
}

/**
 * A quantity for `to` servings instead of `from`, rounded as a cook would in its unit (no unit: a
 * count). A pinch, a dash or "to taste" is returned as written.
 */
export function scaleQuantity(q: Quantity, from: number, to: number, unit?: Unit): Quantity {
  checkServings(from, 'from');
  checkServings(to, 'to');
  if (unit && !UNIT_INFO[unit].scales) return q;
  return mapQ(q, (v) => roundIn((v * to) / from, unit));
}

// ---------------------------------------------------------------------------------------------
// Unit systems

const METRIC_MASS: readonly Unit[] = ['g', 'kg'];
const METRIC_VOLUME: readonly Unit[] = ['ml', 'l'];
const US_MASS: readonly Unit[] = ['oz', 'lb'];
const US_VOLUME: readonly Unit[] = ['tsp', 'tbsp', 'cup'];
const SPOONS: readonly Unit[] = ['tsp', 'tbsp'];
/** The unit of a ladder from which on an amount is written in it (in that unit): ¼ cup; others 1. */
const FROM: Partial<Record<Unit, number>> = { cup: 1 / 4 };
const FAMILY: Partial<Record<Unit, readonly Unit[]>> = {
  g: METRIC_MASS, kg: METRIC_MASS, ml: METRIC_VOLUME, l: METRIC_VOLUME, oz: US_MASS, lb: US_MASS, tsp: SPOONS, tbsp: SPOONS, cup: US_VOLUME,
};
const SPOONS_IN_METRIC_UP_TO = 4 * 3 * TSP; // ¼ cup, in ml

/** The amount `base` (g or ml) in the most readable unit of a ladder (see the rules above). */
function express(base: Quantity, ladder: readonly Unit[]): { quantity: Quantity; unit: Unit } {
  for (let i = ladder.length - 1; i >= 0; i--) {
    const unit = ladder[i]!;
    const factor = UNIT_INFO[unit].factor!;
    const exact = low(base) / factor;
    const rounded = roundIn(exact, unit);
    const fits = i === 0 || (rounded >= (FROM[unit] ?? 1) && (metricOnly(unit) || exact >= 0.5 || Math.abs(rounded - exact) <= 0.1 * exact));
    if (fits) return { quantity: mapQ(base, (b) => roundIn(b / factor, unit)), unit };
  }
  throw new Error('empty ladder');
}

/** The ladder a quantity in `unit` is written on for `system` (none: the unit's own family). */
function ladderFor(q: Quantity, unit: Unit, system: UnitSystem | undefined): readonly Unit[] {
  const info = UNIT_INFO[unit];
  if (system === undefined || info.systems.includes(system)) {
    if (system === 'us' && SPOONS.includes(unit)) return US_VOLUME;
    if (system === 'metric' && SPOONS.includes(unit) && low(q) * info.factor! > SPOONS_IN_METRIC_UP_TO * 1.03) return METRIC_VOLUME;
    return FAMILY[unit] ?? [unit];
  }
  if (info.kind === 'mass') return system === 'metric' ? METRIC_MASS : US_MASS;
  return system === 'metric' ? METRIC_VOLUME : US_VOLUME;
}

function place(q: Quantity, unit: Unit | undefined, system: UnitSystem | undefined): { quantity: Quantity; unit: Unit | undefined } {
  if (!unit || UNIT_INFO[unit].factor === null) return { quantity: roundQuantity(q, unit), unit };
  const factor = UNIT_INFO[unit].factor!;
  return express(mapQ(q, (v) => v * factor), ladderFor(q, unit, system));
}

/**
 * A quantity in the other system's most readable unit (15 ml → 1 tbsp, 240 ml → 1 cup, 1000 g →
 * 2¼ lb, 1 cup → 240 ml, 1 lb → 450 g); a unit already of that system keeps to its family (1500 g →
 * 1,5 kg; 25 cl stays 25 cl); counts and others are only rounded. See the rules at the top.
 */
export function toSystem(q: Quantity, unit: Unit | undefined, system: UnitSystem): { quantity: Quantity; unit: Unit | undefined } {
  return place(q, unit, system);
}

/**
 * An ingredient for `to` servings instead of `from`: its quantity scaled from the exact amount,
 * then written in the most readable unit of its family (2 tsp × 3 → 2 tbsp; 750 g × 2 → 1,5 kg) or,
 * given a system, of that system (as toSystem). A pinch or "to taste" is left as it is.
 */
export function scaleIngredient(ingredient: Ingredient, from: number, to: number, system?: UnitSystem): Ingredient {
  checkServings(from, 'from');
  checkServings(to, 'to');
  const { quantity, unit } = ingredient;
  if (quantity === undefined || (unit && !UNIT_INFO[unit].scales)) return ingredient;
  const placed = place(mapQ(quantity, (v) => (v * to) / from), unit, system);
  const out: Ingredient = { ...ingredient, quantity: placed.quantity };
  if (placed.unit !== undefined) out.unit = placed.unit;
  return out;
}

// ---------------------------------------------------------------------------------------------
// Writing quantities

/** The decimal separator of each language, for metric amounts (Western digits everywhere). */
export const DECIMAL_SEPARATOR: Readonly<Record<LangCode, '.' | ','>> = {
  ar: '.', bn: '.', ch: '.', de: ',', en: '.', es: ',', fr: ',', hi: '.', id: ',', it: ',', ja: '.', ko: '.', pt: ',', sw: '.', tr: ',', ur: '.', vi: ',',
};

/** What stands between an ingredient and its preparation or "to taste": "onion, finely chopped",
 * "بصلة، مفرومة" (Arabic and Urdu comma), "洋葱，切碎" (full-width), "玉ねぎ、みじん切り" (ideographic). */
export const NOTE_SEPARATOR: Readonly<Record<LangCode, string>> = {
  ar: '، ', bn: ', ', ch: '，', de: ', ', en: ', ', es: ', ', fr: ', ', hi: ', ', id: ', ', it: ', ', ja: '、', ko: ', ', pt: ', ', sw: ', ', tr: ', ', ur: '، ', vi: ', ',
};

const GLYPHS: readonly (readonly [number, string])[] = [[1 / 8, '⅛'], [1 / 4, '¼'], [1 / 3, '⅓'], [1 / 2, '½'], [2 / 3, '⅔'], [3 / 4, '¾']];

function vulgar(v: number): string {
  const whole = Math.floor(v + 1e-9);
  const frac = v - whole;
  if (frac < 1e-6) return String(whole);
  const glyph = GLYPHS.find(([f]) => Math.abs(frac - f) < 1e-6)?.[1];
  return glyph ? `${whole || ''}${glyph}` : String(clean(v));
}

/** One amount written as cooks write it in that unit and language (rounded first): "1½", "1,5", "250". */
export function formatNumber(v: number, unit: Unit | undefined, lang: LangCode): string {
  const r = roundIn(v, unit);
  if (metricOnly(unit)) return String(Number(r.toFixed(3))).replace('.', DECIMAL_SEPARATOR[lang] ?? '.');
  return vulgar(r);
}

/**
 * A quantity as cooks write it: "1½ cups", "1,5 kg" (de), "250 g", "2 EL" (de), "大さじ2" (ja),
 * "2–3" (a count: the kind's phrases name the item), "" when there is none. A symbol follows a
 * no-break space; spoons and cups take the language's word (core/recipe-units.ts).
 */
export function formatQuantity(q: Quantity | undefined, unit: Unit | undefined, lang: LangCode): string {
  if (q === undefined) return '';
  const r = roundQuantity(q, unit);
  const n = typeof r === 'number' ? formatNumber(r, unit, lang) : `${formatNumber(r.min, unit, lang)}–${formatNumber(r.max, unit, lang)}`;
  const worded = unit && withUnitWord(n, typeof r === 'number' ? r : r.max, unit, lang);
  if (worded) return worded;
  const symbol = unitSymbol(unit);
  return symbol ? `${n}\u00a0${symbol}` : n;
}

// ---------------------------------------------------------------------------------------------
// Shopping list

export interface ShoppingRecipe {
  ingredients: readonly Ingredient[];
  /** the servings the recipe is written for */
  servings: number;
  /** the servings to shop for; the recipe's own when absent */
  cookFor?: number | undefined;
}

export interface ShoppingLine {
  /** the item's normalised name (normalizeItem): lines with the same key are the same thing */
  key: string;
  /** the item as the first recipe wrote it */
  item: string;
  quantity?: Quantity | undefined;
  unit?: Unit | undefined;
  /** the indexes of the recipes it is for */
  recipes: number[];
}

function singular(word: string): string {
  if (word.length < 4 || !word.endsWith('s') || /(ss|us|is)$/.test(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('oes')) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** An item's name as compared: folded (case, accents, punctuation) and each word lightly singular ("Tomatoes" = "tomato"). */
export function normalizeItem(item: string): string {
  return foldText(item).split(' ').filter(Boolean).map(singular).join(' ');
}

const KIND_ORDER: Readonly<Record<UnitKind | 'none', number>> = { mass: 0, volume: 1, count: 2, other: 3, none: 4 };

interface Bucket {
  key: string;
  item: string;
  kind: UnitKind | 'none';
  units: Unit[];
  /** in grams or ml for mass and volume, in the unit otherwise; null: no quantity */
  min: number | null;
  max: number | null;
  ranged: boolean;
  recipes: Set<number>;
  /** a count's item as a recipe wrote it after one (or less) and after more: "onion", "onions" */
  one?: string | undefined;
  many?: string | undefined;
}

/**
 * The shopping list for the chosen recipes, each scaled to the servings shopped for: the same item
 * (same normalizeItem key) is one line per kind of unit — masses summed together, volumes
 * together (in the single unit they share, else in the `system` asked for, else metric when any
 * of them was metric), counts and others per unit (no unit and "piece" are one), lines without a
 * quantity apart. Mass and volume are never added (no densities). Sorted by key, then mass,
 * volume, count, other, none, then unit: the same choice always gives the same list.
 */
export function mergeShoppingList(recipes: readonly ShoppingRecipe[], options: { system?: UnitSystem | undefined } = {}): ShoppingLine[] {
  const buckets = new Map<string, Bucket>();
  recipes.forEach((recipe, index) => {
    checkServings(recipe.servings, 'recipe');
    const ratio = (recipe.cookFor ?? recipe.servings) / recipe.servings;
    checkServings(ratio, 'shopped');
    for (const ingredient of recipe.ingredients) {
      const key = normalizeItem(ingredient.item);
      if (!key) continue;
      const { quantity, unit } = ingredient;
      const info = unit ? UNIT_INFO[unit] : undefined;
      const kind: Bucket['kind'] = quantity === undefined ? 'none' : (info?.kind ?? 'count');
      const unitKey = kind === 'mass' || kind === 'volume' ? '' : kind === 'count' ? (unit ?? 'piece') : (unit ?? '');
      const id = `${key}\u0000${kind}\u0000${unitKey}`;
      let bucket = buckets.get(id);
      if (!bucket) {
        bucket = { key, item: ingredient.item.trim(), kind, units: [], min: null, max: null, ranged: false, recipes: new Set() };
        buckets.set(id, bucket);
      }
      bucket.recipes.add(index);
      if (unit && !bucket.units.includes(unit)) bucket.units.push(unit);
      if (quantity === undefined) continue;
      if (kind === 'count') {
        const written = typeof quantity === 'number' ? quantity : quantity.max;
        if (written > 1) bucket.many ??= ingredient.item.trim();
        else bucket.one ??= ingredient.item.trim();
      }
      const factor = (info?.factor ?? 1) * (info && !info.scales ? 1 : ratio);
      const [a, b] = typeof quantity === 'number' ? [quantity, quantity] : [quantity.min, quantity.max];
      bucket.min = (bucket.min ?? 0) + a * factor;
      bucket.max = (bucket.max ?? 0) + b * factor;
      if (typeof quantity !== 'number') bucket.ranged = true;
    }
  });

  const lines: (ShoppingLine & { order: number; unitKey: string })[] = [];
  for (const bucket of buckets.values()) {
    const line: ShoppingLine & { order: number; unitKey: string } = {
      key: bucket.key, item: bucket.item, recipes: [...bucket.recipes].sort((x, y) => x - y), order: KIND_ORDER[bucket.kind], unitKey: '',
    };
    const total: Quantity | null = bucket.min === null ? null : bucket.ranged && bucket.max !== bucket.min ? { min: bucket.min, max: bucket.max! } : bucket.min;
    if (bucket.kind === 'mass' || bucket.kind === 'volume') {
      const only = bucket.units.length === 1 ? bucket.units[0]! : undefined;
      let placed: { quantity: Quantity; unit: Unit | undefined };
      if (only && (!options.system || UNIT_INFO[only].systems.includes(options.system))) {
        placed = place(mapQ(total!, (v) => v / UNIT_INFO[only].factor!), only, options.system);
      } else {
        const system = options.system ?? (bucket.units.some(metricOnly) ? 'metric' : 'us');
        const ladder = bucket.kind === 'mass' ? (system === 'metric' ? METRIC_MASS : US_MASS) : system === 'metric' ? METRIC_VOLUME : US_VOLUME;
        placed = express(total!, ladder);
      }
      line.quantity = placed.quantity;
      line.unit = placed.unit;
    } else {
      const unit = bucket.units[0];
      if (total !== null) line.quantity = roundQuantity(total, unit);
      if (unit) line.unit = unit;
      // the item agrees with the sum as one of the recipes wrote it: 1 onion and 3 onions make 4 onions
      if (bucket.kind === 'count' && line.quantity !== undefined) {
        const n = typeof line.quantity === 'number' ? line.quantity : line.quantity.max;
        line.item = (n > 1 ? bucket.many : bucket.one) ?? bucket.item;
      }
    }
    line.unitKey = line.unit ?? '';
    lines.push(line);
  }
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  lines.sort((a, b) => cmp(a.key, b.key) || a.order - b.order || cmp(a.unitKey, b.unitKey));
  return lines.map(({ order: _o, unitKey: _u, ...line }) => line);
}

// ---------------------------------------------------------------------------------------------
// Durations

/** Minutes as an ISO 8601 duration for schema.org: PT45M, PT1H30M, P1DT2H (days from 24 h); PT0M for none. Rounded to the minute. */
export function isoDuration(minutes: number): string {
  if (!Number.isFinite(minutes) || minutes < 0) throw new RangeError(`a duration must be a number of minutes ≥ 0, not ${minutes}`);
  const total = Math.round(minutes);
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const mins = total % 60;
  let out = 'P';
  if (days) out += `${days}D`;
  if (hours || mins || !days) {
    out += 'T';
    if (hours) out += `${hours}H`;
    if (mins || (!hours && !days)) out += `${mins}M`;
  }
  return out;
}

const ISO_DURATION = /^P(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/;

/**
 * An ISO 8601 duration back to minutes (PT1H30M → 90, P1DT2H → 1560, PT90S → 1.5), or null when it
 * is not one. Years and months are refused (they have no fixed length); weeks are 7 days.
 */
export function parseIsoDuration(text: string): number | null {
  const value = text.trim();
  const m = ISO_DURATION.exec(value);
  if (!m || value === 'P' || value.endsWith('T')) return null;
  const n = (s: string | undefined) => (s ? Number(s.replace(',', '.')) : 0);
  return clean(n(m[1]) * 7 * 1440 + n(m[2]) * 1440 + n(m[3]) * 60 + n(m[4]) + n(m[5]) / 60);
}

/** A recipe's total time in minutes: prep + cook; undefined when neither is known. */
export function totalTime(prep: number | undefined, cook: number | undefined): number | undefined {
  for (const t of [prep, cook]) if (t !== undefined && (!Number.isFinite(t) || t < 0)) throw new RangeError(`a time must be minutes ≥ 0, not ${t}`);
  if (prep === undefined && cook === undefined) return undefined;
  return (prep ?? 0) + (cook ?? 0);
}

// ---------------------------------------------------------------------------------------------
// Allergens and diets

/** Text as the lexicon compares it: lower case, accents and ligatures folded, anything not a letter or digit a single space. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss').replace(/œ/g, 'oe').replace(/æ/g, 'ae').replace(/ø/g, 'o').replace(/ı/g, 'i')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A lexicon word as folded words; `lead`/`trail`: letters may be glued before the first or after the last. */
interface Term { words: string[]; lead: boolean; trail: boolean; plural: boolean; tags: Set<LexiconTag>; length: number; id: string }
let compiled: { free: Term[]; terms: Term[] } | undefined;

function compileWords(entries: readonly { tags: readonly LexiconTag[]; words: Partial<Record<string, readonly string[]>> }[]): Term[] {
  const byId = new Map<string, Term>();
  for (const entry of entries) {
    for (const raw of Object.values(entry.words).flat()) {
      if (!raw) continue;
      const lead = raw.startsWith('*');
      const trail = raw.endsWith('*');
      const folded = foldText(raw.replace(/^\*|\*$/g, ''));
      if (!folded) continue;
      const id = `${lead ? '*' : ''}${folded}${trail ? '*' : ''}`;
      const known = byId.get(id);
      if (known) {
        for (const t of entry.tags) known.tags.add(t);
        continue;
      }
      const plural = !trail && folded.length >= 3 && /\p{L}$/u.test(folded);
      byId.set(id, { words: folded.split(' '), lead, trail, plural, tags: new Set(entry.tags), length: folded.length, id });
    }
  }
  // The longest first, whole words before glued ones, then by the word: a stable, deterministic order.
  return [...byId.values()].sort((a, b) => b.length - a.length || Number(a.lead || a.trail) - Number(b.lead || b.trail) || (a.id < b.id ? -1 : 1));
}

function lexicon(): { free: Term[]; terms: Term[] } {
  compiled ??= {
    free: compileWords(FREE_FROM.map((f) => ({ tags: f.removes, words: f.words }))),
    terms: compileWords(INGREDIENT_LEXICON),
  };
  return compiled;
}

function wordMatches(word: string, pattern: string, lead: boolean, trail: boolean, plural: boolean): boolean {
  if (trail) return lead ? word.includes(pattern) : word.startsWith(pattern);
  // the word without a plural ending the term allows: pattern, pattern + s, pattern + es
  const stem = !plural || !word.endsWith('s') ? word : word.endsWith(`${pattern}es`) ? word.slice(0, -2) : word.slice(0, -1);
  if (lead) return word.endsWith(pattern) || stem.endsWith(pattern);
  return word === pattern || stem === pattern;
}

/** Marks the words each term matches (not yet used by a longer one) as used, and collects the terms' tags. */
function consume(words: readonly string[], used: boolean[], terms: readonly Term[], into: Set<LexiconTag>): void {
  for (const term of terms) {
    const k = term.words.length;
    for (let i = 0; i + k <= words.length; i++) {
      let ok = true;
      for (let j = 0; j < k && ok; j++) {
        ok = !used[i + j] && wordMatches(words[i + j]!, term.words[j]!, term.lead && j === 0, term.trail && j === k - 1, term.plural && j === k - 1);
      }
      if (!ok) continue;
      for (let j = 0; j < k; j++) used[i + j] = true;
      for (const t of term.tags) into.add(t);
    }
  }
}

const TAG_ORDER: readonly LexiconTag[] = [...ALLERGENS, 'meat', 'animal'];

/** What the lexicon reads in one text ("2 eggs, beaten" → eggs): allergens, then meat and animal, in a fixed order. */
export function lexiconTags(text: string): LexiconTag[] {
  const folded = foldText(text);
  if (!folded) return [];
  const words = folded.split(' ');
  const used = words.map(() => false);
  const { free, terms } = lexicon();
  const removed = new Set<LexiconTag>();
  consume(words, used, free, removed);
  const found = new Set<LexiconTag>();
  consume(words, used, terms, found);
  return TAG_ORDER.filter((t) => found.has(t) && !removed.has(t));
}

/** Everything known of one ingredient: its declared allergens and what its item and note say. */
function tagsOfIngredient(ingredient: Ingredient): Set<LexiconTag> {
  return new Set<LexiconTag>([...(ingredient.allergens ?? []), ...lexiconTags(ingredient.item), ...lexiconTags(ingredient.note ?? '')]);
}

/** A recipe's allergens (of the 14), in the EU list's order: declared by its ingredients or told by their words. */
export function allergensOf(ingredients: readonly Ingredient[]): Allergen[] {
  const found = new Set<LexiconTag>();
  for (const ingredient of ingredients) for (const t of tagsOfIngredient(ingredient)) found.add(t);
  return ALLERGENS.filter((a) => found.has(a));
}

/**
 * The diet tags the ingredients allow (never one they contradict): vegetarian without meat, fish
 * or shellfish; vegan without those, milk, eggs or another animal product (honey); gluten-free
 * without gluten; dairy-free without milk; nut-free without nuts or peanuts. `allergens` (by
 * default allergensOf) may add what is known of the recipe as a whole. A writer's claim is kept
 * only where this allows it; this never adds a claim the writer did not make.
 */
export function dietOf(ingredients: readonly Ingredient[], allergens: readonly Allergen[] = allergensOf(ingredients)): DietTag[] {
  const tags = new Set<LexiconTag>(allergens);
  for (const ingredient of ingredients) for (const t of tagsOfIngredient(ingredient)) tags.add(t);
  const has = (...list: LexiconTag[]) => list.some((t) => tags.has(t));
  const broken: Record<DietTag, boolean> = {
    vegetarian: has('meat', 'fish', 'crustaceans', 'molluscs'),
    vegan: has('meat', 'fish', 'crustaceans', 'molluscs', 'milk', 'eggs', 'animal'),
    'gluten-free': has('gluten'),
    'dairy-free': has('milk'),
    'nut-free': has('nuts', 'peanuts'),
  };
  return DIET_TAGS.filter((d) => !broken[d]);
}
