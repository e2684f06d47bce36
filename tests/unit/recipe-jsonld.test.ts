// Issue 13, a recipe page's schema.org Recipe JSON-LD, validated against a hand-written checker of
// schema.org Recipe's shape as Google's recipe rich results read it: the type each property takes,
// ISO 8601 durations and dates, instructions as HowToStep, the yield as a number of servings,
// RestrictedDiet URLs only, no nutrition, and no image unless there is one.
import { describe, expect, it } from 'vitest';
import { Recipe } from '../../api/kinds/cookbook/schema.ts';
import { LANGUAGE_INFO } from '../../core/languages.ts';
import { ingredientLine, RESTRICTED_DIET, recipeJsonLd, type RecipeJsonLdOptions } from '../../core/recipe-jsonld.ts';
import { parseIsoDuration } from '../../core/recipes.ts';

const NBSP = '\u00a0';

// ---------------------------------------------------------------------------------------------
// The checker: schema.org Recipe (and the CreativeWork and Thing properties it inherits) as Google
// documents it for recipe rich results. Returns what is wrong, [] when nothing.

const ISO_DURATION = /^P(?!$)(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?$/;
const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const BCP47 = /^[a-z]{2,3}(-[A-Za-z]{4})?(-([A-Z]{2}|\d{3}))?$/;
const SCHEMA_DIETS = ['Diabetic', 'GlutenFree', 'Halal', 'Hindu', 'Kosher', 'LowCalorie', 'LowFat', 'LowLactose', 'LowSalt', 'Vegan', 'Vegetarian']
  .map((d) => `https://schema.org/${d}Diet`);
const KNOWN = new Set([
  '@context', '@type', '@id', 'name', 'url', 'image', 'author', 'datePublished', 'dateModified', 'description', 'inLanguage', 'recipeYield',
  'prepTime', 'cookTime', 'totalTime', 'recipeIngredient', 'recipeInstructions', 'recipeCuisine', 'recipeCategory', 'keywords', 'suitableForDiet',
  'nutrition', 'aggregateRating', 'video',
]);

const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '' && v === v.trim();
const isUrl = (v: unknown): boolean => {
  if (typeof v !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(v).protocol);
  } catch {
    return false;
  }
};
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

function checkRecipeJsonLd(value: unknown): string[] {
  const out: string[] = [];
  if (!isObject(value)) return ['is not an object'];
  // JSON as the page writes it: nothing undefined, nothing that JSON.stringify would drop
  if (JSON.stringify(JSON.parse(JSON.stringify(value))) !== JSON.stringify(value) || !equalJson(JSON.parse(JSON.stringify(value)), value)) out.push('is not plain JSON');
  if (value['@context'] !== 'https://schema.org') out.push('@context must be https://schema.org');
  if (value['@type'] !== 'Recipe') out.push('@type must be Recipe');
  for (const key of Object.keys(value)) if (!KNOWN.has(key)) out.push(`${key} is not a Recipe property`);
  if (!isText(value.name)) out.push('name is required text');
  if ('url' in value && !isUrl(value.url)) out.push('url must be a URL');

  if ('image' in value) {
    const images = Array.isArray(value.image) ? value.image : [value.image];
    if (!images.length || !images.every(isUrl)) out.push('image must be a URL or URLs (and absent when there is none)');
  }
  if ('author' in value) {
    const a = value.author;
    if (!isObject(a) || !['Person', 'Organization'].includes(a['@type'] as string) || !isText(a.name)) out.push('author must be a Person or Organization with a name');
    else if ('url' in a && !isUrl(a.url)) out.push('author.url must be a URL');
  }
  for (const key of ['datePublished', 'dateModified']) if (key in value && !(typeof value[key] === 'string' && ISO_DATE.test(value[key]))) out.push(`${key} must be an ISO 8601 date`);
  for (const key of ['description', 'recipeCuisine', 'recipeCategory', 'keywords']) if (key in value && !isText(value[key])) out.push(`${key} must be text`);
  if ('inLanguage' in value && !(typeof value.inLanguage === 'string' && BCP47.test(value.inLanguage))) out.push('inLanguage must be a BCP 47 tag');

  // Google: the servings as a number (a string of digits), optionally with more yields after it
  const yields = Array.isArray(value.recipeYield) ? value.recipeYield : [value.recipeYield];
  if ('recipeYield' in value && !(typeof yields[0] === 'string' && /^[1-9]\d*$/.test(yields[0]))) out.push('recipeYield must start with the servings as a number');

  const durations: Record<string, number> = {};
  for (const key of ['prepTime', 'cookTime', 'totalTime']) {
    if (!(key in value)) continue;
    const v = value[key];
    if (typeof v !== 'string' || !ISO_DURATION.test(v) || parseIsoDuration(v) === null) out.push(`${key} must be an ISO 8601 duration`);
    else durations[key] = parseIsoDuration(v)!;
  }
  if (('prepTime' in value) !== ('cookTime' in value)) out.push('prepTime and cookTime go together');
  if (durations.prepTime !== undefined && durations.cookTime !== undefined && durations.totalTime !== undefined && durations.prepTime + durations.cookTime !== durations.totalTime) {
    out.push('totalTime must be prepTime + cookTime');
  }

  if ('recipeIngredient' in value && !(Array.isArray(value.recipeIngredient) && value.recipeIngredient.length > 0 && value.recipeIngredient.every(isText))) {
    out.push('recipeIngredient must be a list of texts');
  }
  if ('recipeInstructions' in value) {
    const steps = value.recipeInstructions;
    if (!Array.isArray(steps) || !steps.length) out.push('recipeInstructions must be a list of HowToStep');
    else {
      steps.forEach((step, i) => {
        if (!isObject(step) || step['@type'] !== 'HowToStep' || !isText(step.text)) out.push(`recipeInstructions[${i}] must be a HowToStep with text`);
        else {
          for (const key of Object.keys(step)) if (!['@type', 'text', 'name', 'url', 'image'].includes(key)) out.push(`recipeInstructions[${i}].${key} is not a HowToStep property`);
          if ('name' in step && (!isText(step.name) || /^step\s*\d/i.test(step.name as string))) out.push(`recipeInstructions[${i}].name must summarise the step`);
        }
      });
    }
  }
  if ('suitableForDiet' in value) {
    const diets = Array.isArray(value.suitableForDiet) ? value.suitableForDiet : [value.suitableForDiet];
    if (!diets.length || !diets.every((d) => SCHEMA_DIETS.includes(d as string))) out.push('suitableForDiet must be schema.org RestrictedDiet URLs');
  }
  if ('nutrition' in value) out.push('nutrition must be left out (nothing measures it)');
  return out;
}

function equalJson(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => equalJson(x, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(b);
    return keys.every((k) => b[k] !== undefined) && keys.length === Object.keys(a).length && keys.every((k) => equalJson(a[k], b[k]));
  }
  return Object.is(a, b);
}

// ---------------------------------------------------------------------------------------------

const pastaECeci = Recipe.parse({
  title: 'Pasta e ceci',
  story: 'La minestra dei giorni di pioggia: pochi ingredienti, tanta pazienza.',
  servings: 4,
  prepMinutes: 10,
  cookMinutes: 35,
  ingredients: [
    { quantity: 400, unit: 'g', item: 'ceci cotti', note: 'sciacquati' },
    { quantity: 2, unit: 'clove', item: 'aglio', note: 'schiacciati' },
    { quantity: 1.5, unit: 'l', item: 'brodo vegetale' },
    { quantity: 200, unit: 'g', item: 'pasta corta' },
    { quantity: 40, unit: 'g', item: 'parmigiano reggiano grattugiato', group: 'per servire' },
    { unit: 'to-taste', item: 'pepe nero', group: 'per servire' },
  ],
  steps: [
    { text: "Scalda l'olio con l'aglio a fuoco basso.", minutes: 3 },
    { text: 'Aggiungi i ceci e il brodo e cuoci 15 minuti.', minutes: 15 },
    { text: 'Unisci la pasta e cuoci finché è al dente.', minutes: 12 },
  ],
  diet: ['vegetarian', 'nut-free'],
  cuisine: 'italiana',
});

const traybake = Recipe.parse({
  title: 'Lemon chicken traybake',
  story: 'One tray, forty minutes, and a family of four fed on a Tuesday.',
  servings: 4,
  prepMinutes: 30,
  cookMinutes: 60,
  ingredients: [
    { quantity: 8, item: 'chicken thighs', note: 'skin on' },
    { quantity: { min: 2, max: 3 }, unit: 'clove', item: 'garlic', note: 'grated' },
    { quantity: 1.5, unit: 'tsp', item: 'smoked paprika' },
    { quantity: 0.5, unit: 'cup', item: 'chicken stock', group: 'for the sauce' },
    { quantity: 1, unit: 'pinch', item: 'chilli flakes', group: 'for the sauce' },
    { unit: 'to-taste', item: 'salt' },
  ],
  steps: [
    { text: 'Heat the oven to 200 °C.', temperature: { value: 200, unit: 'C' } },
    { text: 'Roast everything   until golden.', minutes: 60 },
  ],
  diet: ['gluten-free', 'dairy-free'],
  cuisine: 'British',
});

const base: RecipeJsonLdOptions = {
  url: 'https://bookloom.example/it/v/cene-veloci/bk_1/pasta-e-ceci',
  author: { name: 'Giulia Rossi', url: 'https://bookloom.example/it/giulia' },
  language: LANGUAGE_INFO.it.bcp47,
};

describe('a recipe page’s JSON-LD', () => {
  it('is a schema.org Recipe of the shape Google reads, with no image when there is none and no nutrition', () => {
    const ld = recipeJsonLd(pastaECeci, base);
    expect(checkRecipeJsonLd(ld)).toEqual([]);
    expect(ld).not.toHaveProperty('image');
    expect(ld).not.toHaveProperty('nutrition');
    expect(ld).not.toHaveProperty('datePublished');
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Pasta e ceci',
      url: base.url,
      author: { '@type': 'Person', name: 'Giulia Rossi', url: 'https://bookloom.example/it/giulia' },
      description: 'La minestra dei giorni di pioggia: pochi ingredienti, tanta pazienza.',
      inLanguage: 'it',
      recipeYield: '4',
      prepTime: 'PT10M',
      cookTime: 'PT35M',
      totalTime: 'PT45M',
      recipeCuisine: 'italiana',
    });
  });

  it('lists the ingredients as cooks write them, in the book’s language', () => {
    expect(recipeJsonLd(pastaECeci, base).recipeIngredient).toEqual([
      `400${NBSP}g ceci cotti, sciacquati`,
      '2 aglio, schiacciati', // no Italian word for "clove" without the kind's phrases
      `1,5${NBSP}l brodo vegetale`,
      `200${NBSP}g pasta corta`,
      `40${NBSP}g parmigiano reggiano grattugiato`,
      'pepe nero',
    ]);
    const spicchi = recipeJsonLd(pastaECeci, { ...base, unitWord: (unit, q) => (unit === 'clove' ? (q === 1 ? 'spicchio' : 'spicchi') : unit === 'to-taste' ? 'q.b.' : undefined) });
    expect(spicchi.recipeIngredient[1]).toBe('2 spicchi aglio, schiacciati');
    expect(spicchi.recipeIngredient[5]).toBe('pepe nero, q.b.');

    expect(recipeJsonLd(traybake, { ...base, language: 'en' }).recipeIngredient).toEqual([
      '8 chicken thighs, skin on',
      '2–3 cloves garlic, grated',
      `1½${NBSP}tsp smoked paprika`,
      `½${NBSP}cup chicken stock`,
      '1 pinch chilli flakes',
      'salt, to taste',
    ]);
    expect(ingredientLine({ quantity: 1, unit: 'clove', item: 'garlic' }, 'en')).toBe('1 clove garlic');
    expect(ingredientLine({ quantity: 3, unit: 'piece', item: 'eggs' }, 'en')).toBe('3 eggs');
    // the language's own comma before the preparation, and its word for the spoon
    expect(ingredientLine({ quantity: 1, unit: 'tbsp', item: 'زنجبيل طازج', note: 'مبشور ناعماً' }, 'ar')).toBe(`1${NBSP}ملعقة كبيرة زنجبيل طازج، مبشور ناعماً`);
    expect(ingredientLine({ quantity: 2, unit: 'tbsp', item: '醤油', note: 'お好みで' }, 'ja')).toBe('大さじ2 醤油、お好みで');
    expect(ingredientLine({ item: '盐', unit: 'to-taste' }, 'ch', (unit) => (unit === 'to-taste' ? '适量' : undefined))).toBe('盐，适量');
    expect(ingredientLine({ quantity: 2, unit: 'tbsp', item: 'Olivenöl', note: 'extra vergine' }, 'de')).toBe(`2${NBSP}EL Olivenöl, extra vergine`);
  });

  it('gives the steps as HowToStep with their text only (no "Step 1" names)', () => {
    const ld = recipeJsonLd(traybake, { ...base, language: 'en' });
    expect(ld.recipeInstructions).toEqual([
      { '@type': 'HowToStep', text: 'Heat the oven to 200 °C.' },
      { '@type': 'HowToStep', text: 'Roast everything until golden.' },
    ]);
  });

  it('writes times over an hour and a day as ISO 8601 (totalTime = prep + cook)', () => {
    const ld = recipeJsonLd(traybake, { ...base, language: 'en' });
    expect([ld.prepTime, ld.cookTime, ld.totalTime]).toEqual(['PT30M', 'PT1H', 'PT1H30M']);
    const long = recipeJsonLd({ ...traybake, prepMinutes: 1440, cookMinutes: 120 }, { ...base, language: 'en' });
    expect([long.prepTime, long.cookTime, long.totalTime]).toEqual(['P1D', 'PT2H', 'P1DT2H']);
    expect(checkRecipeJsonLd(long)).toEqual([]);
    const noPrep = recipeJsonLd({ ...traybake, prepMinutes: 0 }, { ...base, language: 'en' });
    expect([noPrep.prepTime, noPrep.cookTime, noPrep.totalTime]).toEqual(['PT0M', 'PT1H', 'PT1H']);
    expect(checkRecipeJsonLd(noPrep)).toEqual([]);
  });

  it('includes the image, the date and the description only when given', () => {
    const ld = recipeJsonLd(pastaECeci, {
      ...base,
      image: 'https://bookloom.example/img/pasta-e-ceci-16x9.jpg',
      datePublished: new Date('2025-03-01T09:30:00Z'),
      description: 'Pasta e ceci in 45 minuti.',
    });
    expect(checkRecipeJsonLd(ld)).toEqual([]);
    expect(ld.image).toEqual(['https://bookloom.example/img/pasta-e-ceci-16x9.jpg']);
    expect(ld.datePublished).toBe('2025-03-01');
    expect(ld.description).toBe('Pasta e ceci in 45 minuti.');
    const several = recipeJsonLd(pastaECeci, { ...base, image: ['https://e.example/1x1.jpg', 'https://e.example/4x3.jpg', ''], datePublished: '2025-03-01T09:30:00Z' });
    expect(several.image).toEqual(['https://e.example/1x1.jpg', 'https://e.example/4x3.jpg']);
    expect(several.datePublished).toBe('2025-03-01T09:30:00Z');
    expect(recipeJsonLd(pastaECeci, { ...base, image: [] })).not.toHaveProperty('image');
    expect(recipeJsonLd(pastaECeci, { ...base, image: '  ' })).not.toHaveProperty('image');
    const { url: _u, ...anonymous } = base.author;
    expect(recipeJsonLd(pastaECeci, { ...base, author: anonymous }).author).toEqual({ '@type': 'Person', name: 'Giulia Rossi' });
  });

  it('claims only the diets schema.org defines, and only those the ingredients allow', () => {
    expect(recipeJsonLd(pastaECeci, base).suitableForDiet).toEqual(['https://schema.org/VegetarianDiet']); // nut-free has no RestrictedDiet
    expect(recipeJsonLd(traybake, base).suitableForDiet).toEqual(['https://schema.org/GlutenFreeDiet']); // dairy-free has none either
    const lentils = { ...pastaECeci, ingredients: [{ quantity: 300, unit: 'g' as const, item: 'lentejas' }], diet: ['vegan', 'vegetarian', 'gluten-free'] as const };
    expect(recipeJsonLd(lentils, { ...base, language: 'es' }).suitableForDiet).toEqual([RESTRICTED_DIET.vegan, RESTRICTED_DIET.vegetarian, RESTRICTED_DIET['gluten-free']]);
    // an unchecked recipe claiming what it is not: the claim is not repeated
    expect(recipeJsonLd({ ...pastaECeci, diet: ['vegan'] }, base)).not.toHaveProperty('suitableForDiet');
    for (const url of Object.values(RESTRICTED_DIET)) expect(SCHEMA_DIETS).toContain(url);
  });

  it('keywords are one comma-separated text, without the cuisine or repeats', () => {
    const ld = recipeJsonLd(pastaECeci, { ...base, keywords: ['cena veloce', 'Italiana', 'one-pot', 'Cena veloce', 'zuppa, minestra', ' '] });
    expect(ld.keywords).toBe('cena veloce, one-pot, zuppa minestra');
    expect(checkRecipeJsonLd(ld)).toEqual([]);
    expect(recipeJsonLd(pastaECeci, { ...base, keywords: [] })).not.toHaveProperty('keywords');
  });

  it('is valid for every language’s BCP 47 tag; a page’s own mistakes throw', () => {
    for (const info of Object.values(LANGUAGE_INFO)) expect(checkRecipeJsonLd(recipeJsonLd(pastaECeci, { ...base, language: info.bcp47 })), info.bcp47).toEqual([]);
    expect(recipeJsonLd(pastaECeci, { ...base, language: 'de' }).recipeIngredient[2]).toBe(`1,5${NBSP}l brodo vegetale`);
    expect(recipeJsonLd(pastaECeci, { ...base, language: 'zh-Hans' }).recipeIngredient[2]).toBe(`1.5${NBSP}l brodo vegetale`);
    expect(() => recipeJsonLd(pastaECeci, { ...base, language: 'Italian!' })).toThrow(RangeError);
    expect(() => recipeJsonLd(pastaECeci, { ...base, datePublished: 'last Tuesday' })).toThrow(RangeError);
    expect(() => recipeJsonLd(pastaECeci, { ...base, datePublished: new Date('nope') })).toThrow(RangeError);
  });
});

describe('the checker itself', () => {
  const good = recipeJsonLd(pastaECeci, base);
  it('catches what Google would not read', () => {
    expect(checkRecipeJsonLd({ ...good, nutrition: { '@type': 'NutritionInformation', calories: '300 calories' } })).toEqual(['nutrition must be left out (nothing measures it)']);
    expect(checkRecipeJsonLd({ ...good, prepTime: '10 minutes' })).toEqual(['prepTime must be an ISO 8601 duration']);
    expect(checkRecipeJsonLd({ ...good, totalTime: 'PT50M' })).toEqual(['totalTime must be prepTime + cookTime']);
    expect(checkRecipeJsonLd({ ...good, recipeInstructions: ['Boil.'] })).toEqual(['recipeInstructions[0] must be a HowToStep with text']);
    expect(checkRecipeJsonLd({ ...good, recipeInstructions: [{ '@type': 'HowToStep', name: 'Step 1', text: 'Boil.' }] })).toEqual(['recipeInstructions[0].name must summarise the step']);
    expect(checkRecipeJsonLd({ ...good, image: undefined })).toEqual(['is not plain JSON', 'image must be a URL or URLs (and absent when there is none)']);
    expect(checkRecipeJsonLd({ ...good, image: '' })).toEqual(['image must be a URL or URLs (and absent when there is none)']);
    expect(checkRecipeJsonLd({ ...good, recipeYield: 'four' })).toEqual(['recipeYield must start with the servings as a number']);
    expect(checkRecipeJsonLd({ ...good, suitableForDiet: ['https://schema.org/NutFreeDiet'] })).toEqual(['suitableForDiet must be schema.org RestrictedDiet URLs']);
    expect(checkRecipeJsonLd({ ...good, recipeIngredient: [{ amount: 2 }] })).toEqual(['recipeIngredient must be a list of texts']);
    expect(checkRecipeJsonLd({ ...good, allergens: ['milk'] })).toEqual(['allergens is not a Recipe property']);
    expect(checkRecipeJsonLd({ ...good, author: 'Giulia' })).toEqual(['author must be a Person or Organization with a name']);
    const { cookTime: _c, ...noCook } = good;
    expect(checkRecipeJsonLd(noCook)).toEqual(['prepTime and cookTime go together']);
  });
});
