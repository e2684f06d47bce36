// Issue 13, a recipe's foundations: units from a known list with their factors, scaling servings
// with a cook's rounding (½ cup, not 0.5127 cup; 300 g, not 298.7 g), quantities written as cooks
// write them in each language (1½, 1,5 kg), metric ⇄ US units in the most readable unit, a merged
// shopping list, ISO 8601 durations, and allergens and diet tags derived from real ingredient lists
// in six languages — with the lexicon checked for holes and contradictions.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../core/languages.ts';
import { FREE_FROM, INGREDIENT_LEXICON, LEXICON_LANGUAGES } from '../../core/recipe-lexicon.ts';
import {
  ALLERGENS, DECIMAL_SEPARATOR, DIET_TAGS, UNIT_INFO, UNITS, allergensOf, dietOf, foldText, formatNumber, formatQuantity, isAllergen, isDietTag,
  isoDuration, isQuantity, isUnit, lexiconTags, mergeShoppingList, normalizeItem, parseIsoDuration, roundQuantity, scaleIngredient, scaleQuantity,
  toSystem, totalTime, unitSymbol, type Ingredient, type Unit,
} from '../../core/recipes.ts';

const NBSP = '\u00a0';

describe('units and quantities', () => {
  it('every unit has a kind; masses and volumes a factor to g or ml, a symbol and a system; counts and others neither', () => {
    expect(UNITS.length).toBe(new Set(UNITS).size);
    expect(Object.keys(UNIT_INFO).sort()).toEqual([...UNITS].sort());
    for (const unit of UNITS) {
      const info = UNIT_INFO[unit];
      const measured = info.kind === 'mass' || info.kind === 'volume';
      expect(info.factor !== null, unit).toBe(measured);
      expect(info.symbol !== null, unit).toBe(measured);
      expect(info.systems.length > 0, unit).toBe(measured);
      if (!measured) expect(unitSymbol(unit)).toBeNull();
    }
    expect(unitSymbol(undefined)).toBeNull();
    expect(unitSymbol('floz')).toBe('fl oz');
    expect(UNIT_INFO.tsp.systems).toEqual(['metric', 'us']);
    expect(UNIT_INFO.cup.systems).toEqual(['us']);
    expect(UNIT_INFO.dl.systems).toEqual(['metric']);
  });

  it('the factors are the US customary and metric ones', () => {
    const f = (u: keyof typeof UNIT_INFO) => UNIT_INFO[u].factor!;
    expect(f('kg')).toBe(1000);
    expect(f('l')).toBe(1000);
    expect(f('dl')).toBe(100);
    expect(f('cl')).toBe(10);
    expect(f('lb')).toBeCloseTo(453.59237, 9);
    expect(f('oz')).toBeCloseTo(28.349523125, 9);
    expect(f('cup')).toBeCloseTo(236.5882365, 9);
    expect(f('tbsp') / f('tsp')).toBeCloseTo(3, 12);
    expect(f('cup') / f('tbsp')).toBeCloseTo(16, 12);
    expect(f('floz') / f('tbsp')).toBeCloseTo(2, 12);
    expect(f('pint') / f('cup')).toBeCloseTo(2, 12);
    expect(f('quart') / f('pint')).toBeCloseTo(2, 12);
    expect(f('lb') / f('oz')).toBeCloseTo(16, 12);
  });

  it('a pinch, a dash and "to taste" do not scale; a handful and counts do', () => {
    expect(UNITS.filter((u) => !UNIT_INFO[u].scales)).toEqual(['pinch', 'dash', 'to-taste']);
  });

  it('a quantity is a number ≥ 0 or a range min < max, never text', () => {
    expect(isQuantity(2)).toBe(true);
    expect(isQuantity(0)).toBe(true);
    expect(isQuantity(0.5)).toBe(true);
    expect(isQuantity({ min: 2, max: 3 })).toBe(true);
    for (const bad of [-1, Number.NaN, Infinity, '2', '1/2', null, undefined, {}, { min: 3, max: 2 }, { min: 2, max: 2 }, { min: -1, max: 2 }, { min: 1, max: '2' }, { min: 1, max: 2, unit: 'g' }]) {
      expect(isQuantity(bad), JSON.stringify(bad)).toBe(false);
    }
    expect(isUnit('tbsp')).toBe(true);
    expect(isUnit('Tbsp')).toBe(false);
    expect(isUnit('toString')).toBe(false);
    expect(isUnit(3)).toBe(false);
    expect(isAllergen('milk')).toBe(true);
    expect(isAllergen('dairy')).toBe(false);
    expect(isDietTag('vegan')).toBe(true);
    expect(isDietTag('keto')).toBe(false);
  });

  it('the lists: the EU’s 14 allergens and five diet tags', () => {
    expect(ALLERGENS).toEqual(['gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soybeans', 'milk', 'nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs']);
    expect(DIET_TAGS).toEqual(['vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'nut-free']);
  });
});

describe('rounding as cooks do', () => {
  it('grams and millilitres: 0.1 below 1, 1 below 10, 5 below 100, 10 below 1000, 50 below 10 000', () => {
    const cases: [number, number][] = [[0.34, 0.3], [0.04, 0.1], [3.4, 3], [7.6, 8], [12, 10], [13, 15], [97, 95], [98, 100], [123, 120], [996, 1000], [1234, 1250], [12_345, 12_300]];
    for (const [value, rounded] of cases) {
      expect(roundQuantity(value, 'g'), `${value} g`).toBe(rounded);
      expect(roundQuantity(value, 'ml'), `${value} ml`).toBe(rounded);
    }
    expect(roundQuantity(1.234, 'kg')).toBe(1.25);
    expect(roundQuantity(0.333, 'l')).toBe(0.33);
    expect(roundQuantity(2.37, 'cl')).toBe(2.5);
    expect(roundQuantity(1.74, 'dl')).toBe(1.7);
    expect(roundQuantity(0, 'g')).toBe(0);
  });

  it('US units and counts: ⅛ ¼ ⅓ ½ ⅔ ¾ (⅛ only below 2), ½ from 10, whole from 100, never nothing', () => {
    const cases: [number, number][] = [
      [0.1, 0.125], [0.01, 0.125], [0.3, 1 / 3], [0.6, 2 / 3], [0.7, 2 / 3], [0.72, 0.75], [0.95, 1], [1.1, 1.125], [1.45, 1.5], [2.1, 2], [2.2, 2.25],
      [2.3, 7 / 3], [6.087, 6], [9.9, 10], [10.3, 10.5], [12.74, 12.5], [101.4, 101],
    ];
    for (const [value, rounded] of cases) {
      expect(roundQuantity(value, 'cup'), `${value} cup`).toBeCloseTo(rounded, 12);
      expect(roundQuantity(value), `${value} (a count)`).toBeCloseTo(rounded, 12);
    }
    expect(roundQuantity(0)).toBe(0);
    expect(roundQuantity({ min: 1.02, max: 1.04 }, 'tbsp')).toBe(1); // a range that rounds to one amount is one amount
    expect(roundQuantity({ min: 0.9, max: 2.1 }, 'tbsp')).toEqual({ min: 1, max: 2 });
  });
});

describe('scaling servings', () => {
  it('4 → 6 servings, each unit rounded its way', () => {
    expect(scaleQuantity(200, 4, 6, 'g')).toBe(300);
    expect(scaleQuantity(7, 4, 6, 'g')).toBe(10); // 10.5 g: 5 g steps from 10 g
    expect(scaleQuantity(0.5, 4, 6, 'kg')).toBe(0.75);
    expect(scaleQuantity(1, 4, 6, 'l')).toBe(1.5);
    expect(scaleQuantity(250, 4, 6, 'ml')).toBe(380); // 375 → 10 ml steps
    expect(scaleQuantity(1, 4, 6, 'cup')).toBe(1.5);
    expect(scaleQuantity(2 / 3, 4, 6, 'cup')).toBe(1);
    expect(scaleQuantity(0.75, 4, 6, 'tsp')).toBeCloseTo(1.125, 12); // 1⅛ tsp
    expect(scaleQuantity(3, 4, 6)).toBe(4.5); // eggs
    expect(scaleQuantity(1, 4, 6, 'clove')).toBe(1.5);
    expect(scaleQuantity(1, 4, 6, 'handful')).toBe(1.5);
    expect(scaleQuantity({ min: 2, max: 3 }, 4, 6, 'clove')).toEqual({ min: 3, max: 4.5 });
  });

  it('down as well as up, and back to the recipe’s own amounts', () => {
    expect(scaleQuantity(2 / 3, 4, 2, 'cup')).toBeCloseTo(1 / 3, 12);
    expect(scaleQuantity(3, 4, 1)).toBe(0.75);
    expect(scaleQuantity(1, 4, 1, 'tsp')).toBe(0.25);
    expect(scaleQuantity(1, 12, 1, 'tsp')).toBe(0.125); // 1/12 tsp: the smallest step, not nothing
    expect(scaleQuantity(400, 4, 4, 'g')).toBe(400);
    expect(scaleQuantity(scaleQuantity(400, 4, 6, 'g') as number, 6, 4, 'g')).toBe(400);
  });

  it('a pinch, a dash and "to taste" stay as written', () => {
    expect(scaleQuantity(1, 4, 8, 'pinch')).toBe(1);
    expect(scaleQuantity(2, 4, 1, 'dash')).toBe(2);
    expect(scaleQuantity({ min: 1, max: 2 }, 4, 12, 'pinch')).toEqual({ min: 1, max: 2 });
    expect(scaleQuantity(1, 4, 6, 'to-taste')).toBe(1);
  });

  it('servings must be positive numbers', () => {
    expect(() => scaleQuantity(1, 0, 6)).toThrow(RangeError);
    expect(() => scaleQuantity(1, 4, -2)).toThrow(RangeError);
    expect(() => scaleQuantity(1, 4, Number.NaN)).toThrow(RangeError);
    expect(() => scaleIngredient({ item: 'salt' }, 4, 0)).toThrow(RangeError);
  });

  it('a scaled ingredient moves along its unit’s family: g ⇄ kg, ml ⇄ l, oz ⇄ lb, tsp ⇄ tbsp, cup → tbsp', () => {
    const scaled = (ingredient: Ingredient, from: number, to: number) => {
      const { quantity, unit } = scaleIngredient(ingredient, from, to);
      return [quantity, unit];
    };
    expect(scaled({ quantity: 750, unit: 'g', item: 'potatoes' }, 4, 8)).toEqual([1.5, 'kg']);
    expect(scaled({ quantity: 1, unit: 'kg', item: 'potatoes' }, 4, 2)).toEqual([500, 'g']);
    expect(scaled({ quantity: 600, unit: 'ml', item: 'stock' }, 4, 8)).toEqual([1.2, 'l']);
    expect(scaled({ quantity: 12, unit: 'oz', item: 'pasta' }, 4, 6)).toEqual([1.125, 'lb']);
    expect(scaled({ quantity: 2, unit: 'tsp', item: 'cumin' }, 4, 12)).toEqual([2, 'tbsp']);
    expect(scaled({ quantity: 1, unit: 'tbsp', item: 'oil' }, 4, 2)).toEqual([1.5, 'tsp']);
    expect(scaled({ quantity: 0.75, unit: 'cup', item: 'sugar' }, 4, 2)).toEqual([6, 'tbsp']); // ⅜ cup: no fraction writes it
    expect(scaled({ quantity: 1, unit: 'cup', item: 'sugar' }, 4, 6)).toEqual([1.5, 'cup']);
    expect(scaled({ quantity: 25, unit: 'cl', item: 'lait' }, 4, 6)).toEqual([38, 'cl']); // cl stays cl (375 ml → 380 ml)
    expect(scaled({ quantity: 2, unit: 'clove', item: 'garlic' }, 4, 6)).toEqual([3, 'clove']);
    expect(scaled({ quantity: 3, item: 'eggs' }, 4, 6)).toEqual([4.5, undefined]);
    // 12 tbsp of a metric recipe stay spoons without a system; in metric more than 4 tbsp are ml, in US cups
    expect(scaled({ quantity: 6, unit: 'tbsp', item: 'olio' }, 4, 8)).toEqual([12, 'tbsp']);
    expect(scaleIngredient({ quantity: 6, unit: 'tbsp', item: 'oil' }, 4, 8, 'metric')).toMatchObject({ quantity: 180, unit: 'ml' });
    expect(scaleIngredient({ quantity: 6, unit: 'tbsp', item: 'oil' }, 4, 8, 'us')).toMatchObject({ quantity: 0.75, unit: 'cup' });
    expect(scaleIngredient({ quantity: 8, unit: 'oz', item: 'butter' }, 4, 6, 'metric')).toMatchObject({ quantity: 340, unit: 'g' });
  });

  it('a scaled ingredient keeps its item, note, group and allergens; one without a quantity or that does not scale is untouched', () => {
    const ing: Ingredient = { quantity: 100, unit: 'g', item: 'butter', note: 'softened', group: 'for the dough', allergens: ['milk'] };
    expect(scaleIngredient(ing, 4, 6)).toEqual({ ...ing, quantity: 150 });
    const salt: Ingredient = { unit: 'to-taste', item: 'salt' };
    expect(scaleIngredient(salt, 4, 6)).toBe(salt);
    const pinch: Ingredient = { quantity: 1, unit: 'pinch', item: 'nutmeg' };
    expect(scaleIngredient(pinch, 4, 6)).toBe(pinch);
    expect(scaleIngredient({ quantity: { min: 2, max: 3 }, unit: 'tbsp', item: 'sugar' }, 4, 6)).toMatchObject({ quantity: { min: 3, max: 4.5 }, unit: 'tbsp' });
    expect(scaleIngredient({ item: 'water' }, 4, 6)).toEqual({ item: 'water' });
  });
});

describe('writing quantities as cooks do', () => {
  it('US units and counts as whole numbers and vulgar fractions, in every language', () => {
    for (const lang of LANGUAGES) {
      expect(formatQuantity(0.5, 'pint', lang)).toBe(`½${NBSP}pt`);
      expect(formatQuantity(1.25, 'quart', lang)).toBe(`1¼${NBSP}qt`);
      expect(formatQuantity(1.25, 'cup', lang)).toMatch(/1¼/);
      expect(formatQuantity(7 / 3, undefined, lang)).toBe('2⅓');
    }
    expect(formatQuantity(0.125, 'tsp', 'en')).toBe(`⅛${NBSP}tsp`);
    expect(formatQuantity(2 / 3, 'cup', 'en')).toBe(`⅔${NBSP}cup`);
    expect(formatQuantity(1.75, 'tbsp', 'en')).toBe(`1¾${NBSP}tbsp`);
    expect(formatQuantity(0.3, 'cup', 'en')).toBe(`⅓${NBSP}cup`); // rounded first
    expect(formatQuantity(1.25, 'cup', 'en')).toBe(`1¼${NBSP}cups`);
    expect(formatQuantity(3, 'floz', 'en')).toBe(`3${NBSP}fl oz`);
    expect(formatQuantity(1.5, 'lb', 'de')).toBe(`1½${NBSP}lb`);
    expect(formatQuantity(12.5, 'oz', 'en')).toBe(`12½${NBSP}oz`);
    expect(formatQuantity(4, undefined, 'en')).toBe('4');
    expect(formatQuantity(1.5, 'clove', 'en')).toBe('1½'); // the kind's phrases name cloves
    expect(formatQuantity(1, 'pinch', 'it')).toBe('1');
    expect(formatQuantity(undefined, 'to-taste', 'en')).toBe('');
    expect(formatQuantity({ min: 0.5, max: 1 }, 'cup', 'en')).toBe(`½–1${NBSP}cup`);
    expect(formatQuantity({ min: 1, max: 2 }, 'cup', 'en')).toBe(`1–2${NBSP}cups`);
    expect(formatQuantity({ min: 2, max: 3 }, 'clove', 'en')).toBe('2–3');
  });

  it('spoons and cups in the words cooks of each language write, agreeing with the number and where they stand', () => {
    expect(formatQuantity(2, 'tbsp', 'de')).toBe(`2${NBSP}EL`);
    expect(formatQuantity(0.5, 'tsp', 'de')).toBe(`½${NBSP}TL`);
    expect(formatQuantity(1, 'cup', 'de')).toBe(`1${NBSP}Tasse`);
    expect(formatQuantity(2, 'cup', 'de')).toBe(`2${NBSP}Tassen`);
    expect(formatQuantity(1, 'tbsp', 'fr')).toBe(`1${NBSP}c. à s.`);
    expect(formatQuantity(1.5, 'cup', 'fr')).toBe(`1½${NBSP}tasse`); // French: one below two
    expect(formatQuantity(1.5, 'cup', 'it')).toBe(`1½${NBSP}tazze`);
    expect(formatQuantity(1, 'tsp', 'it')).toBe(`1${NBSP}cucchiaino`);
    expect(formatQuantity(0.5, 'tbsp', 'it')).toBe(`½${NBSP}cucchiaio`); // below one: named as one
    expect(formatQuantity(2, 'tbsp', 'pt')).toBe(`2${NBSP}colheres (sopa)`);
    expect(formatQuantity(1, 'tsp', 'es')).toBe(`1${NBSP}cdta.`);
    expect(formatQuantity(2, 'tbsp', 'hi')).toBe(`2${NBSP}बड़े चम्मच`);
    expect(formatQuantity(1, 'tbsp', 'hi')).toBe(`1${NBSP}बड़ा चम्मच`);
    expect(formatQuantity(3, 'tbsp', 'ur')).toBe(`3${NBSP}کھانے کے چمچ`);
    expect(formatQuantity(2, 'tbsp', 'sw')).toBe(`2${NBSP}vijiko vya chakula`);
    expect(formatQuantity(0.5, 'tsp', 'sw')).toBe(`½${NBSP}kijiko cha chai`);
    expect(formatQuantity(2, 'tbsp', 'ar')).toBe(`2${NBSP}ملعقة كبيرة`);
    expect(formatQuantity(2, 'tsp', 'id')).toBe(`2${NBSP}sdt`);
    expect(formatQuantity(2, 'tbsp', 'tr')).toBe(`2${NBSP}yemek kaşığı`);
    // joined to the number, or before it
    expect(formatQuantity(2, 'tbsp', 'ko')).toBe('2큰술');
    expect(formatQuantity(1.5, 'tsp', 'ch')).toBe('1½茶匙');
    expect(formatQuantity(2, 'tbsp', 'ja')).toBe('大さじ2');
    expect(formatQuantity({ min: 1, max: 2 }, 'cup', 'ja')).toBe('カップ1–2');
    // every language has all three, each a word of its own script (not the English one, but in English)
    for (const lang of LANGUAGES) {
      const words = ['tsp', 'tbsp', 'cup'].map((unit) => formatQuantity(2, unit as Unit, lang).replace(/[\d–½\u00a0]/g, ''));
      expect(new Set(words).size, lang).toBe(3);
      if (lang !== 'en') expect(words, lang).not.toContain('tbsp');
    }
    // the metric and US weights and liquid measures keep their symbols
    expect(formatQuantity(250, 'ml', 'ja')).toBe(`250${NBSP}ml`);
    expect(formatQuantity(8, 'floz', 'ko')).toBe(`8${NBSP}fl oz`);
  });

  it('metric amounts as decimals with the language’s separator; their symbols are the same in every language', () => {
    const comma = LANGUAGES.filter((l) => DECIMAL_SEPARATOR[l] === ',');
    expect(comma).toEqual(['de', 'es', 'fr', 'id', 'it', 'pt', 'tr', 'vi']);
    for (const lang of comma) expect(formatQuantity(1.5, 'kg', lang)).toBe(`1,5${NBSP}kg`);
    for (const lang of LANGUAGES.filter((l) => !comma.includes(l))) expect(formatQuantity(1.5, 'kg', lang)).toBe(`1.5${NBSP}kg`);
    expect(formatQuantity(250, 'g', 'fr')).toBe(`250${NBSP}g`);
    expect(formatQuantity(1500, 'g', 'de')).toBe(`1500${NBSP}g`); // no thousands grouping
    expect(formatQuantity(1.25, 'l', 'it')).toBe(`1,25${NBSP}l`);
    expect(formatQuantity(0.3, 'g', 'es')).toBe(`0,3${NBSP}g`);
    expect(formatQuantity(2.5, 'cl', 'fr')).toBe(`2,5${NBSP}cl`);
    expect(formatQuantity(298.7, 'ml', 'en')).toBe(`300${NBSP}ml`); // rounded first
    expect(formatQuantity({ min: 1.5, max: 2 }, 'l', 'es')).toBe(`1,5–2${NBSP}l`);
    expect(formatQuantity(0.5, 'kg', 'ja')).toBe(`0.5${NBSP}kg`);
    expect(formatNumber(1.5, 'dl', 'de')).toBe('1,5');
    expect(formatNumber(1.5, undefined, 'de')).toBe('1½');
    // spoons are written as fractions in every language, metric or not
    expect(formatQuantity(1.5, 'tbsp', 'de')).toBe(`1½${NBSP}EL`);
  });
});

describe('metric and US units', () => {
  const to = (q: Parameters<typeof toSystem>[0], unit: Parameters<typeof toSystem>[1], system: 'metric' | 'us') => {
    const r = toSystem(q, unit, system);
    return [r.quantity, r.unit];
  };

  it('metric to US: tsp below 1 tbsp, tbsp below ¼ cup, cups from ¼ cup when a fraction writes it; oz below 1 lb, then lb', () => {
    expect(to(15, 'ml', 'us')).toEqual([1, 'tbsp']);
    expect(to(5, 'ml', 'us')).toEqual([1, 'tsp']);
    expect(to(2.5, 'ml', 'us')).toEqual([0.5, 'tsp']);
    expect(to(30, 'ml', 'us')).toEqual([2, 'tbsp']);
    expect(to(60, 'ml', 'us')).toEqual([0.25, 'cup']);
    expect(to(90, 'ml', 'us')).toEqual([6, 'tbsp']); // ⅜ cup: not a cook’s fraction
    expect(to(120, 'ml', 'us')).toEqual([0.5, 'cup']);
    expect(to(240, 'ml', 'us')).toEqual([1, 'cup']);
    expect(to(250, 'ml', 'us')).toEqual([1, 'cup']);
    expect(to(1, 'l', 'us')).toEqual([4.25, 'cup']);
    expect(to(2, 'dl', 'us')).toEqual([0.75, 'cup']); // 200 ml is 0.845 cup: from ½ cup, cups whatever the fraction
    expect(to(100, 'ml', 'us')).toEqual([6.75, 'tbsp']); // 0.42 cup: ½ is 18% off
    expect(to(1000, 'g', 'us')).toEqual([2.25, 'lb']);
    expect(to(500, 'g', 'us')).toEqual([1.125, 'lb']);
    expect(to(450, 'g', 'us')).toEqual([1, 'lb']);
    expect(to(100, 'g', 'us')).toEqual([3.5, 'oz']);
    expect(to(28, 'g', 'us')).toEqual([1, 'oz']);
    expect(to(0.25, 'kg', 'us')).toEqual([8.75, 'oz']);
  });

  it('US to metric: g below 1000 g, then kg; ml below 1000 ml, then l; spoons stay spoons up to 4 tbsp', () => {
    expect(to(1, 'cup', 'metric')).toEqual([240, 'ml']);
    expect(to(0.5, 'cup', 'metric')).toEqual([120, 'ml']);
    expect(to(4, 'cup', 'metric')).toEqual([950, 'ml']);
    expect(to(5, 'cup', 'metric')).toEqual([1.2, 'l']);
    expect(to(1, 'quart', 'metric')).toEqual([950, 'ml']);
    expect(to(2, 'floz', 'metric')).toEqual([60, 'ml']);
    expect(to(1, 'lb', 'metric')).toEqual([450, 'g']);
    expect(to(2.5, 'lb', 'metric')).toEqual([1.15, 'kg']);
    expect(to(1, 'oz', 'metric')).toEqual([30, 'g']);
    expect(to(0.5, 'oz', 'metric')).toEqual([15, 'g']); // 14.2 g: 5 g steps from 10 g
    expect(to(2, 'tbsp', 'metric')).toEqual([2, 'tbsp']);
    expect(to(4, 'tbsp', 'metric')).toEqual([4, 'tbsp']);
    expect(to(6, 'tbsp', 'metric')).toEqual([90, 'ml']);
    expect(to(9, 'tsp', 'metric')).toEqual([3, 'tbsp']);
    expect(to({ min: 1, max: 2 }, 'cup', 'metric')).toEqual([{ min: 240, max: 470 }, 'ml']);
  });

  it('a unit already of the system keeps to its family, only tidied: the author’s choice stands', () => {
    expect(to(1500, 'g', 'metric')).toEqual([1.5, 'kg']);
    expect(to(0.2, 'kg', 'metric')).toEqual([200, 'g']);
    expect(to(25, 'cl', 'metric')).toEqual([25, 'cl']);
    expect(to(1.5, 'dl', 'metric')).toEqual([1.5, 'dl']);
    expect(to(24, 'oz', 'us')).toEqual([1.5, 'lb']);
    expect(to(8, 'floz', 'us')).toEqual([8, 'floz']);
    expect(to(1, 'pint', 'us')).toEqual([1, 'pint']);
    expect(to(2, 'tbsp', 'us')).toEqual([2, 'tbsp']);
    expect(to(12, 'tbsp', 'us')).toEqual([0.75, 'cup']);
    expect(to(0.125, 'cup', 'us')).toEqual([2, 'tbsp']);
  });

  it('counts and others are unchanged in either system (only rounded)', () => {
    expect(to(3, undefined, 'us')).toEqual([3, undefined]);
    expect(to(2, 'clove', 'metric')).toEqual([2, 'clove']);
    expect(to(1, 'pinch', 'us')).toEqual([1, 'pinch']);
    expect(to(0.3, 'can', 'metric')).toEqual([1 / 3, 'can']);
  });

  it('there and back comes home within the rounding', () => {
    for (const [q, unit] of [[200, 'g'], [350, 'ml'], [1.5, 'kg'], [15, 'ml'], [500, 'ml']] as const) {
      const us = toSystem(q, unit, 'us');
      const back = toSystem(us.quantity, us.unit, 'metric');
      const base = (n: number, u: keyof typeof UNIT_INFO) => n * UNIT_INFO[u].factor!;
      expect(Math.abs(base(back.quantity as number, back.unit!) - base(q, unit)) / base(q, unit), `${q} ${unit}`).toBeLessThan(0.08);
    }
  });
});

describe('the shopping list', () => {
  const pasta: Ingredient[] = [
    { quantity: 400, unit: 'g', item: 'spaghetti' },
    { quantity: 2, unit: 'clove', item: 'garlic', note: 'sliced' },
    { quantity: 3, unit: 'tbsp', item: 'olive oil' },
    { quantity: 1, unit: 'pinch', item: 'chilli flakes' },
    { quantity: 50, unit: 'g', item: 'Parmesan', group: 'to serve' },
    { unit: 'to-taste', item: 'salt' },
  ];
  const soup: Ingredient[] = [
    { quantity: 1, unit: 'kg', item: 'tomatoes' },
    { quantity: 3, unit: 'clove', item: 'Garlic' },
    { quantity: 1, item: 'onion' },
    { quantity: 0.25, unit: 'cup', item: 'olive oil' },
    { quantity: 1, unit: 'l', item: 'vegetable stock' },
    { quantity: 1, unit: 'pinch', item: 'chilli flakes' },
    { unit: 'to-taste', item: 'Salt' },
    { quantity: 30, unit: 'g', item: 'parmesan' },
    { quantity: 100, unit: 'ml', item: 'parmesan' }, // grated, by volume: never added to grams
  ];
  const salad: Ingredient[] = [
    { quantity: 4, item: 'tomato' },
    { quantity: { min: 1, max: 2 }, unit: 'tbsp', item: 'olive oil' },
    { quantity: 2, item: 'onions' },
  ];

  it('merges the same item across recipes, scaled to the servings shopped for', () => {
    const list = mergeShoppingList([{ ingredients: pasta, servings: 4, cookFor: 6 }, { ingredients: soup, servings: 4 }]);
    const row = (l: (typeof list)[number]) => [l.item, l.quantity, l.unit, l.recipes];
    expect(list.map(row)).toEqual([
      // chilli: a pinch each, not scaled, summed
      ['chilli flakes', 2, 'pinch', [0, 1]],
      // garlic: 2 × 1.5 + 3 cloves
      ['garlic', 6, 'clove', [0, 1]],
      // olive oil: 4½ tbsp (66.5 ml) + ¼ cup (59 ml) = 125.7 ml; spoons and a cup: US (no metric-only unit) → ½ cup
      ['olive oil', 0.5, 'cup', [0, 1]],
      ['onion', 1, undefined, [1]],
      // parmesan: 75 g + 30 g = 105 g → 110 g (10 g steps from 100 g); 100 ml apart, as the soup wrote it
      ['Parmesan', 110, 'g', [0, 1]],
      ['parmesan', 100, 'ml', [1]],
      ['salt', undefined, 'to-taste', [0, 1]],
      ['spaghetti', 600, 'g', [0]],
      ['tomatoes', 1, 'kg', [1]],
      ['vegetable stock', 1, 'l', [1]],
    ]);
    expect(list.map((l) => l.key)).toEqual(['chilli flake', 'garlic', 'olive oil', 'onion', 'parmesan', 'parmesan', 'salt', 'spaghetti', 'tomato', 'vegetable stock']);
  });

  it('sums ranges, lightly folds plurals and case, and keeps counts apart from weights', () => {
    const list = mergeShoppingList([{ ingredients: soup, servings: 4 }, { ingredients: salad, servings: 2, cookFor: 4 }]);
    const find = (key: string) => list.filter((l) => l.key === key).map((l) => [l.quantity, l.unit]);
    expect(find('tomato')).toEqual([[1, 'kg'], [8, undefined]]);
    expect(find('onion')).toEqual([[5, undefined]]);
    // ¼ cup (59 ml) + 2–4 tbsp (30–59 ml): 89–118 ml, in cups when a fraction writes it, else tablespoons
    expect(find('olive oil')).toEqual([[{ min: 6, max: 8 }, 'tbsp']]);
  });

  it('writes merged amounts in the unit system asked for, or the single unit they share', () => {
    const a: Ingredient[] = [{ quantity: 300, unit: 'g', item: 'flour' }, { quantity: 200, unit: 'ml', item: 'milk' }, { quantity: 1, unit: 'tsp', item: 'salt' }];
    const b: Ingredient[] = [{ quantity: 1, unit: 'cup', item: 'flour' }, { quantity: 500, unit: 'g', item: 'Flour' }, { quantity: 2, unit: 'tsp', item: 'salt' }];
    const rows = (system?: 'metric' | 'us') => mergeShoppingList([{ ingredients: a, servings: 4 }, { ingredients: b, servings: 4 }], { system }).map((l) => [l.key, l.quantity, l.unit]);
    expect(rows()).toEqual([
      ['flour', 800, 'g'], // 300 g + 500 g; the cup of flour is a volume
      ['flour', 1, 'cup'],
      ['milk', 200, 'ml'],
      ['salt', 1, 'tbsp'], // 3 tsp: spoons' family
    ]);
    expect(rows('us')).toEqual([['flour', 1.75, 'lb'], ['flour', 1, 'cup'], ['milk', 0.75, 'cup'], ['salt', 1, 'tbsp']]);
    expect(rows('metric')).toEqual([['flour', 800, 'g'], ['flour', 240, 'ml'], ['milk', 200, 'ml'], ['salt', 1, 'tbsp']]);
  });

  it('writes a counted item as a recipe wrote it for such a number: 1 onion and 3 onions make 4 onions', () => {
    const line = (a: Ingredient, b: Ingredient, cookFor?: number) => {
      const [merged] = mergeShoppingList([{ ingredients: [a], servings: 4, cookFor }, { ingredients: [b], servings: 4 }]);
      return [merged!.quantity, merged!.item];
    };
    expect(line({ quantity: 1, item: 'onion' }, { quantity: 3, item: 'onions' })).toEqual([4, 'onions']);
    expect(line({ quantity: 3, item: 'cebollas' }, { quantity: 1, item: 'cebolla' })).toEqual([4, 'cebollas']);
    expect(line({ quantity: 0.5, item: 'lemon' }, { quantity: 0.25, item: 'lemons' })).toEqual([0.75, 'lemon']);
    // only one way written: that one
    expect(line({ quantity: 1, item: 'egg' }, { quantity: 1, item: 'egg' })).toEqual([2, 'egg']);
    // halved, 2 eggs and 1 egg make 1½: more than one
    expect(line({ quantity: 2, item: 'eggs' }, { quantity: 1, item: 'egg' }, 1)).toEqual([1.5, 'eggs']);
  });

  it('is the same list whatever the order of the ingredients within a recipe, and empty for no recipes', () => {
    const forward = mergeShoppingList([{ ingredients: pasta, servings: 4 }, { ingredients: soup, servings: 4 }]);
    const backward = mergeShoppingList([{ ingredients: [...pasta].reverse(), servings: 4 }, { ingredients: [...soup].reverse(), servings: 4 }]);
    expect(backward.map((l) => [l.key, l.quantity, l.unit, l.recipes])).toEqual(forward.map((l) => [l.key, l.quantity, l.unit, l.recipes]));
    expect(mergeShoppingList([])).toEqual([]);
    expect(mergeShoppingList([{ ingredients: [{ item: '  ' }, { item: '…' }], servings: 2 }])).toEqual([]);
    expect(() => mergeShoppingList([{ ingredients: pasta, servings: 0 }])).toThrow(RangeError);
  });

  it('normalises names: case, accents, punctuation, plurals', () => {
    expect(normalizeItem('  Tomatoes ')).toBe('tomato');
    expect(normalizeItem('Cherry tomatoes')).toBe('cherry tomato');
    expect(normalizeItem('Crème fraîche')).toBe('creme fraiche');
    expect(normalizeItem('berries')).toBe('berry');
    expect(normalizeItem('Lentejas rojas')).toBe('lenteja roja');
    expect(normalizeItem('hummus')).toBe('hummus');
    expect(normalizeItem('couscous')).toBe('couscous');
    expect(normalizeItem('asparagus')).toBe('asparagus');
    expect(normalizeItem('Potatoes')).toBe(normalizeItem('potato'));
    expect(normalizeItem('Chili-Flocken')).toBe('chili flocken');
  });
});

describe('durations as ISO 8601', () => {
  it('minutes to a duration, days from 24 hours', () => {
    expect(isoDuration(45)).toBe('PT45M');
    expect(isoDuration(90)).toBe('PT1H30M');
    expect(isoDuration(60)).toBe('PT1H');
    expect(isoDuration(0)).toBe('PT0M');
    expect(isoDuration(1440)).toBe('P1D');
    expect(isoDuration(1560)).toBe('P1DT2H');
    expect(isoDuration(1441)).toBe('P1DT1M');
    expect(isoDuration(2 * 1440 + 90)).toBe('P2DT1H30M');
    expect(isoDuration(12.4)).toBe('PT12M');
    expect(() => isoDuration(-5)).toThrow(RangeError);
    expect(() => isoDuration(Number.NaN)).toThrow(RangeError);
  });

  it('a duration back to minutes; what is not one is null', () => {
    expect(parseIsoDuration('PT45M')).toBe(45);
    expect(parseIsoDuration('PT1H30M')).toBe(90);
    expect(parseIsoDuration('P1DT2H')).toBe(1560);
    expect(parseIsoDuration('P1D')).toBe(1440);
    expect(parseIsoDuration('P1W')).toBe(7 * 1440);
    expect(parseIsoDuration('PT90S')).toBe(1.5);
    expect(parseIsoDuration('PT1.5H')).toBe(90);
    expect(parseIsoDuration('PT0,5H')).toBe(30);
    expect(parseIsoDuration(' PT20M ')).toBe(20);
    for (const bad of ['', 'P', 'PT', '45', 'PT45', 'P1M', 'P1Y', 'pt45m', 'PT-5M', 'P1DT', '1H30M', 'PT1H30M2']) expect(parseIsoDuration(bad), bad).toBeNull();
    for (const minutes of [0, 1, 45, 59, 60, 61, 90, 719, 1439, 1440, 1500, 4000]) expect(parseIsoDuration(isoDuration(minutes))).toBe(minutes);
  });

  it('total time is prep plus cook', () => {
    expect(totalTime(15, 30)).toBe(45);
    expect(totalTime(20, undefined)).toBe(20);
    expect(totalTime(undefined, 40)).toBe(40);
    expect(totalTime(undefined, undefined)).toBeUndefined();
    expect(isoDuration(totalTime(30, 75)!)).toBe('PT1H45M');
    expect(() => totalTime(-1, 10)).toThrow(RangeError);
  });
});

describe('allergens and diets', () => {
  const ing = (...items: string[]): Ingredient[] => items.map((item) => ({ item }));
  const both = (ingredients: Ingredient[]) => ({ allergens: allergensOf(ingredients), diets: dietOf(ingredients) });

  it('Spanish: tortilla de patatas is eggs only, vegetarian', () => {
    expect(both(ing('huevos', 'patatas', 'cebolla', 'aceite de oliva virgen extra', 'sal'))).toEqual({
      allergens: ['eggs'], diets: ['vegetarian', 'gluten-free', 'dairy-free', 'nut-free'],
    });
  });

  it('Italian: carbonara (gluten, eggs, milk; meat) and a vegan pasta e ceci', () => {
    expect(both(ing('spaghetti', 'guanciale', 'tuorli d’uovo', 'Pecorino Romano grattugiato', 'pepe nero'))).toEqual({
      allergens: ['gluten', 'eggs', 'milk'], diets: ['nut-free'],
    });
    expect(both(ing('ditalini', 'ceci lessati', 'rosmarino', 'aglio', 'olio extravergine di oliva', 'brodo vegetale'))).toEqual({
      allergens: ['gluten'], diets: ['vegetarian', 'vegan', 'dairy-free', 'nut-free'],
    });
  });

  it('French: quiche lorraine and a vegetarian salade with walnuts and mustard', () => {
    expect(both(ing('pâte brisée', 'lardons fumés', '3 Œufs', 'crème fraîche épaisse', 'lait entier', 'gruyère râpé', 'noix de muscade'))).toEqual({
      allergens: ['gluten', 'eggs', 'milk'], diets: ['nut-free'],
    });
    expect(both(ing('mâche', 'cerneaux de noix', 'chèvre frais', 'moutarde de Dijon', 'vinaigre de vin', 'huile de noix'))).toEqual({
      allergens: ['milk', 'nuts', 'mustard', 'sulphites'], diets: ['vegetarian', 'gluten-free'],
    });
  });

  it('German: Käsespätzle, and compounds (Weizenmehl, Bergkäse, Schlagsahne, Sojamilch, Kokosmilch)', () => {
    expect(both(ing('Weizenmehl', 'Eier', 'Bergkäse', 'Zwiebeln', 'Butter', 'Schnittlauch'))).toEqual({
      allergens: ['gluten', 'eggs', 'milk'], diets: ['vegetarian', 'nut-free'],
    });
    expect(lexiconTags('Schlagsahne')).toEqual(['milk']);
    expect(lexiconTags('Sojamilch')).toEqual(['soybeans']);
    expect(lexiconTags('Kokosmilch')).toEqual([]);
    expect(lexiconTags('Mandelmehl')).toEqual(['nuts']);
    expect(lexiconTags('Buchweizenmehl')).toEqual([]);
    expect(lexiconTags('Rinderhackfleisch')).toEqual(['meat']);
    expect(lexiconTags('Schweinefleisch')).toEqual(['meat']); // not *wein
    expect(lexiconTags('trockener Weißwein')).toEqual(['sulphites']);
    expect(lexiconTags('Tintenfischringe')).toEqual(['molluscs']); // squid, not fish
    expect(lexiconTags('Thunfisch aus der Dose')).toEqual(['fish']);
    expect(lexiconTags('Muskatnuss')).toEqual([]);
    expect(lexiconTags('gemahlene Haselnüsse')).toEqual(['nuts']);
    expect(lexiconTags('Erdnussbutter')).toEqual(['peanuts']);
    expect(lexiconTags('Zimtschnecken')).toEqual([]); // pastries, not snails (only the whole word)
  });

  it('Portuguese: bacalhau à Brás (fish, eggs) and a brigadeiro (milk)', () => {
    expect(both(ing('bacalhau demolhado', 'batata palha', 'ovos', 'cebola', 'azeitonas pretas', 'salsa picada'))).toEqual({
      allergens: ['eggs', 'fish'], diets: ['gluten-free', 'dairy-free', 'nut-free'],
    });
    expect(both(ing('leite condensado', 'chocolate em pó', 'manteiga', 'granulado de chocolate'))).toEqual({
      allergens: ['milk'], diets: ['vegetarian', 'gluten-free', 'nut-free'],
    });
  });

  it('English: pad thai (shellfish, fish, peanuts, eggs, soy, gluten) and a vegan chickpea curry', () => {
    expect(both(ing('rice noodles', 'raw king prawns', 'fish sauce', 'roasted peanuts, chopped', 'eggs', 'bean sprouts', 'tamarind paste', 'soy sauce', 'lime'))).toEqual({
      allergens: ['gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soybeans'], diets: ['dairy-free'],
    });
    expect(both(ing('chickpeas', 'coconut milk', 'spinach', 'vegetable stock', 'curry powder', 'basmati rice', 'fresh coriander', 'nutmeg', 'butternut squash'))).toEqual({
      allergens: [], diets: ['vegetarian', 'vegan', 'gluten-free', 'dairy-free', 'nut-free'],
    });
  });

  it('free-from and vegan words remove what they name, from that ingredient only', () => {
    expect(lexiconTags('gluten-free flour')).toEqual([]);
    expect(lexiconTags('harina sin gluten')).toEqual([]);
    expect(lexiconTags('farina senza glutine')).toEqual([]);
    expect(lexiconTags('glutenfreie Nudeln')).toEqual([]);
    expect(lexiconTags('vegan butter')).toEqual([]);
    expect(lexiconTags('queso vegano')).toEqual([]);
    expect(lexiconTags('vegetarian sausages')).toEqual([]);
    expect(lexiconTags('dairy-free chocolate')).toEqual([]);
    expect(lexiconTags('pasta senza uova')).toEqual(['gluten']);
    expect(both(ing('gluten-free spaghetti', 'butter'))).toEqual({ allergens: ['milk'], diets: ['vegetarian', 'gluten-free', 'nut-free'] });
  });

  it('matches whole words, folds accents and case, and the longest phrase wins', () => {
    expect(lexiconTags('Ground NUTMEG')).toEqual([]);
    expect(lexiconTags('butternut squash')).toEqual([]);
    expect(lexiconTags('noix de coco râpée')).toEqual([]);
    expect(lexiconTags('peanut butter')).toEqual(['peanuts']);
    expect(lexiconTags('burro di arachidi')).toEqual(['peanuts']);
    expect(lexiconTags('almond milk')).toEqual(['nuts']);
    expect(lexiconTags('leche de avena')).toEqual(['gluten']);
    expect(lexiconTags('cream of tartar')).toEqual([]);
    expect(lexiconTags('ginger ale')).toEqual([]);
    expect(lexiconTags('lemon rind')).toEqual([]);
    expect(lexiconTags('levadura en polvo')).toEqual([]); // baking powder, not octopus
    expect(lexiconTags('pulpo a la gallega')).toEqual(['molluscs']);
    expect(lexiconTags('soy sauce')).toEqual(['gluten', 'soybeans']);
    expect(lexiconTags('Huevos')).toEqual(['eggs']);
    expect(lexiconTags('ŒUFS')).toEqual(['eggs']);
    expect(lexiconTags('céleri-rave')).toEqual(['celery']);
    expect(lexiconTags('Sésamo tostado')).toEqual(['sesame']);
    expect(lexiconTags('tremoços')).toEqual(['lupin']);
    expect(lexiconTags('honey')).toEqual(['animal']);
    expect(lexiconTags('')).toEqual([]);
    expect(foldText('Crème Brûlée, ß & Œ')).toBe('creme brulee ss oe');
  });

  it('each of the 14 allergens is found in each of the six languages', () => {
    const samples: Record<(typeof ALLERGENS)[number], Record<(typeof LEXICON_LANGUAGES)[number], string>> = {
      gluten: { en: 'plain flour', es: 'harina de trigo', it: 'farina 00', fr: 'farine de blé', de: 'Dinkelmehl', pt: 'farinha de trigo' },
      crustaceans: { en: 'prawns', es: 'gambas', it: 'gamberi', fr: 'crevettes', de: 'Garnelen', pt: 'camarões' },
      eggs: { en: 'egg yolks', es: 'huevos', it: 'uova', fr: 'œufs', de: 'Eier', pt: 'ovos' },
      fish: { en: 'anchovies', es: 'atún', it: 'acciughe', fr: 'saumon', de: 'Räucherlachs', pt: 'bacalhau' },
      peanuts: { en: 'peanuts', es: 'cacahuetes', it: 'arachidi', fr: 'cacahuètes', de: 'Erdnüsse', pt: 'amendoim' },
      soybeans: { en: 'tofu', es: 'salsa de soja', it: 'latte di soia', fr: 'soja', de: 'Sojasauce', pt: 'molho de soja' },
      milk: { en: 'butter', es: 'mantequilla', it: 'burro', fr: 'beurre', de: 'Butter', pt: 'manteiga' },
      nuts: { en: 'walnuts', es: 'almendras', it: 'nocciole', fr: 'noisettes', de: 'Walnüsse', pt: 'nozes' },
      celery: { en: 'celery sticks', es: 'apio', it: 'sedano', fr: 'céleri', de: 'Staudensellerie', pt: 'aipo' },
      mustard: { en: 'Dijon mustard', es: 'mostaza', it: 'senape', fr: 'moutarde', de: 'Senf', pt: 'mostarda' },
      sesame: { en: 'sesame seeds', es: 'sésamo', it: 'semi di sesamo', fr: 'graines de sésame', de: 'Sesamöl', pt: 'gergelim' },
      sulphites: { en: 'dry white wine', es: 'vino blanco', it: 'vino rosso', fr: 'vin blanc', de: 'Rotwein', pt: 'vinho do Porto' },
      lupin: { en: 'lupin flour', es: 'altramuces', it: 'lupini', fr: 'farine de lupin', de: 'Lupinenmehl', pt: 'tremoços' },
      molluscs: { en: 'mussels', es: 'calamares', it: 'vongole', fr: 'moules', de: 'Miesmuscheln', pt: 'lulas' },
    };
    for (const allergen of ALLERGENS) {
      for (const lang of LEXICON_LANGUAGES) expect(lexiconTags(samples[allergen][lang]), `${lang}: ${samples[allergen][lang]}`).toContain(allergen);
    }
  });

  it('declared allergens add to the words’ (never fewer), in the EU order', () => {
    const ingredients: Ingredient[] = [
      { item: 'garam masala', allergens: ['mustard', 'celery'] },
      { item: 'ghee' },
      { item: '豆腐', allergens: ['soybeans'] }, // a language the lexicon does not read
      { item: 'butter', allergens: [] },
    ];
    expect(allergensOf(ingredients)).toEqual(['soybeans', 'milk', 'celery', 'mustard']);
    expect(allergensOf([])).toEqual([]);
  });

  it('never claims a diet the ingredients contradict', () => {
    expect(dietOf(ing('honey', 'oats'))).toEqual(['vegetarian', 'dairy-free', 'nut-free']);
    expect(dietOf(ing('gelatine leaves', 'sugar'))).toEqual(['gluten-free', 'dairy-free', 'nut-free']);
    expect(dietOf(ing('pollo', 'arroz'))).toEqual(['gluten-free', 'dairy-free', 'nut-free']);
    expect(dietOf(ing('mejillones', 'arroz'))).toEqual(['gluten-free', 'dairy-free', 'nut-free']);
    expect(dietOf(ing('stock'), ['milk'])).toEqual(['vegetarian', 'gluten-free', 'nut-free']); // a known allergen of the whole recipe counts
    expect(dietOf([{ item: 'stock', note: 'chicken or vegetable' }])).not.toContain('vegetarian'); // the note counts too
    expect(dietOf(ing('peanut oil'))).not.toContain('nut-free');
    expect(dietOf([{ item: 'crisps', allergens: ['milk'] }])).not.toContain('vegan');
  });

  it('the lexicon: words in all six languages for every allergen, meat and animal; no word both shielded and told', () => {
    for (const tag of [...ALLERGENS, 'meat', 'animal'] as const) {
      for (const lang of LEXICON_LANGUAGES) {
        const words = INGREDIENT_LEXICON.filter((e) => e.tags.includes(tag)).flatMap((e) => e.words[lang] ?? []);
        expect(words.length, `${tag} in ${lang}`).toBeGreaterThan(0);
      }
    }
    const key = (w: string) => `${w.startsWith('*') ? '*' : ''}${foldText(w)}${w.endsWith('*') ? '*' : ''}`;
    const tagsOf = new Map<string, Set<string>>();
    for (const entry of INGREDIENT_LEXICON) {
      for (const word of Object.values(entry.words).flat()) {
        expect(foldText(word).length, word).toBeGreaterThan(0);
        const set = tagsOf.get(key(word)) ?? new Set<string>();
        set.add(entry.tags.join('+') || '(shield)');
        tagsOf.set(key(word), set);
      }
    }
    const conflicting = [...tagsOf].filter(([, tags]) => tags.size > 1).map(([word, tags]) => `${word}: ${[...tags].join(' / ')}`);
    expect(conflicting).toEqual([]);
    for (const entry of FREE_FROM) {
      expect(entry.removes.length).toBeGreaterThan(0);
      for (const lang of LEXICON_LANGUAGES) expect(entry.words[lang]?.length, `${entry.removes.join()} in ${lang}`).toBeGreaterThan(0);
    }
  });
});
