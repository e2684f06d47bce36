// Issue 13, the cookbook's shapes: a recipe whose quantities are numbers (or ranges) with known
// units, grouped ingredients listed together, steps with their times and temperatures, tips, and
// diet tags its ingredients do not contradict (the refusal names the ingredient); the derived
// values (total time, allergens) never stored. The start form and the plan, with their limits.
import { describe, expect, it } from 'vitest';
import { CookbookPlan, CookbookStart, Ingredient, Quantity, Recipe, Step } from '../../api/kinds/cookbook/schema.ts';
import { allergensOf, dietOf, UNITS } from '../../core/recipes.ts';

const problems = (schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : parsed.error!.issues.map((i) => `${i.path.map(String).join('.')}: ${i.message}`);
};

// Pasta e ceci (it): vegetarian; parmigiano has milk, pasta gluten
const pastaECeci = {
  title: 'Pasta e ceci',
  story: 'La minestra dei giorni di pioggia: pochi ingredienti, tanta pazienza.',
  servings: 4,
  prepMinutes: 10,
  cookMinutes: 35,
  ingredients: [
    { quantity: 400, unit: 'g', item: 'ceci cotti', note: 'sciacquati' },
    { quantity: 2, unit: 'clove', item: 'aglio', note: 'schiacciati' },
    { quantity: 1, unit: 'sprig', item: 'rosmarino' },
    { quantity: 3, unit: 'tbsp', item: 'olio extravergine di oliva' },
    { quantity: 1, unit: 'l', item: 'brodo vegetale' },
    { quantity: 200, unit: 'g', item: 'pasta corta' },
    { quantity: 40, unit: 'g', item: 'parmigiano reggiano grattugiato', group: 'per servire' },
    { unit: 'to-taste', item: 'pepe nero', group: 'per servire' },
  ],
  steps: [
    { text: "Scalda l'olio con l'aglio e il rosmarino a fuoco basso.", minutes: 3 },
    { text: 'Aggiungi i ceci e il brodo, porta a bollore e cuoci 15 minuti.', minutes: 15 },
    { text: 'Frulla metà dei ceci, unisci la pasta e cuoci finché è al dente.', minutes: 12 },
    { text: 'Servi con parmigiano e pepe nero.' },
  ],
  tips: ['Il giorno dopo è ancora più buona.'],
  diet: ['vegetarian', 'nut-free'],
  cuisine: 'italiana',
};

// Lentejas estofadas (es): vegan, gluten-free; a range of cloves, a pinch
const lentejas = {
  title: 'Lentejas estofadas',
  story: 'Un guiso de cuchara como el de la abuela, sin chorizo.',
  servings: 6,
  prepMinutes: 15,
  cookMinutes: 40,
  ingredients: [
    { quantity: 300, unit: 'g', item: 'lentejas pardinas' },
    { quantity: 1, item: 'cebolla', note: 'picada' },
    { quantity: 2, item: 'zanahorias', note: 'en rodajas' },
    { quantity: { min: 2, max: 3 }, unit: 'clove', item: 'ajo' },
    { quantity: 1, unit: 'tsp', item: 'pimentón de la Vera' },
    { quantity: 1, unit: 'pinch', item: 'comino' },
    { quantity: 3, unit: 'tbsp', item: 'aceite de oliva' },
    { quantity: 1.5, unit: 'l', item: 'caldo de verduras' },
  ],
  steps: [
    { text: 'Sofríe la cebolla y la zanahoria en el aceite.', minutes: 8 },
    { text: 'Añade el ajo y el pimentón, y enseguida las lentejas y el caldo.' },
    { text: 'Cuece a fuego suave hasta que estén tiernas.', minutes: 35 },
  ],
  diet: ['vegan', 'vegetarian', 'gluten-free', 'dairy-free', 'nut-free'],
  cuisine: 'española',
};

// Lemon chicken traybake (en): sauce ingredients grouped, an oven temperature, no diet claim needed
const traybake = {
  title: 'Lemon chicken traybake',
  story: 'One tray, forty minutes, and a family of four fed on a Tuesday.',
  servings: 4,
  prepMinutes: 15,
  cookMinutes: 40,
  ingredients: [
    { quantity: 8, item: 'chicken thighs', note: 'skin on' },
    { quantity: 1, unit: 'kg', item: 'potatoes', note: 'in wedges' },
    { quantity: 2, unit: 'tbsp', item: 'olive oil' },
    { quantity: 1, item: 'lemon', note: 'juiced', group: 'for the sauce' },
    { quantity: 2, unit: 'clove', item: 'garlic', note: 'grated', group: 'for the sauce' },
    { quantity: 0.5, unit: 'cup', item: 'chicken stock', group: 'for the sauce' },
  ],
  steps: [
    { text: 'Heat the oven to 200 °C.', temperature: { value: 200, unit: 'C' } },
    { text: 'Toss the chicken and potatoes with the oil on a tray and roast.', minutes: 30 },
    { text: 'Pour over the sauce and roast until golden.', minutes: 10, temperature: { value: 400, unit: 'F' } },
  ],
  tips: ['Swap the potatoes for sweet potatoes.', 'Leftovers keep for 3 days.'],
  diet: ['gluten-free', 'dairy-free', 'nut-free'],
  cuisine: 'British',
};

describe('a recipe', () => {
  it('valid recipes in Italian, Spanish and English pass', () => {
    for (const recipe of [pastaECeci, lentejas, traybake]) expect(problems(Recipe, recipe), recipe.title).toEqual([]);
    const parsed = Recipe.parse(lentejas);
    expect(parsed.tips).toEqual([]);
    expect(parsed.ingredients[3]!.quantity).toEqual({ min: 2, max: 3 });
  });

  it('stores neither the total time nor the allergens: they are derived', () => {
    const parsed = Recipe.parse({ ...pastaECeci, totalMinutes: 45, allergens: ['milk'] });
    expect(parsed).not.toHaveProperty('totalMinutes');
    expect(parsed).not.toHaveProperty('allergens');
    expect(allergensOf(parsed.ingredients)).toEqual(['gluten', 'milk']);
  });

  it('the title, the story, the cuisine are required; the title and cuisine are single lines', () => {
    expect(problems(Recipe, { ...traybake, title: '  ' })).toEqual(['title: is required']);
    expect(problems(Recipe, { ...traybake, title: 'Lemon\nchicken' })).toEqual(['title: must be a single line']);
    expect(problems(Recipe, { ...traybake, title: 'x'.repeat(201) })).toEqual(['title: is longer than 200 characters']);
    expect(problems(Recipe, { ...traybake, story: '' })).toEqual(['story: is required']);
    expect(problems(Recipe, { ...traybake, cuisine: 'x'.repeat(61) })).toEqual(['cuisine: is longer than 60 characters']);
    const { cuisine: _c, ...noCuisine } = traybake;
    expect(problems(Recipe, noCuisine)).toEqual(['cuisine: Invalid input: expected string, received undefined']);
  });

  it('serves 1 to 24, a whole number', () => {
    expect(problems(Recipe, { ...traybake, servings: 0 })).toEqual(['servings: must be at least 1']);
    expect(problems(Recipe, { ...traybake, servings: 25 })).toEqual(['servings: must be at most 24']);
    expect(problems(Recipe, { ...traybake, servings: 2.5 })).toEqual(['servings: must be a whole number']);
    expect(problems(Recipe, { ...traybake, servings: 'four' })).toEqual(['servings: must be 1 to 24']);
    expect(problems(Recipe, { ...traybake, servings: 24 })).toEqual([]);
  });

  it('prep and cook times are whole minutes, not negative, not both 0, at most 3 days', () => {
    expect(problems(Recipe, { ...traybake, prepMinutes: -5 })).toEqual(['prepMinutes: cannot be negative']);
    expect(problems(Recipe, { ...traybake, cookMinutes: 'half an hour' })).toEqual(['cookMinutes: must be the cooking time in minutes']);
    expect(problems(Recipe, { ...traybake, prepMinutes: 10.5 })).toEqual(['prepMinutes: must be whole minutes']);
    expect(problems(Recipe, { ...traybake, prepMinutes: 0, cookMinutes: 0 })).toEqual(['prepMinutes: a recipe takes some time: prep and cook cannot both be 0']);
    expect(problems(Recipe, { ...traybake, prepMinutes: 0 })).toEqual([]); // nothing to prepare is fine
    expect(problems(Recipe, { ...traybake, prepMinutes: 4000, cookMinutes: 400 })).toEqual(['cookMinutes: prep and cook must add up to at most 4320 minutes (3 days)']);
    expect(problems(Recipe, { ...traybake, prepMinutes: 5000 })).toEqual(['prepMinutes: must be at most 4320 minutes (3 days)']);
  });

  it('has 1 to 40 ingredients, 1 to 30 steps and at most 10 tips', () => {
    expect(problems(Recipe, { ...traybake, ingredients: [] })).toEqual(['ingredients: needs an ingredient']);
    expect(problems(Recipe, { ...traybake, ingredients: Array.from({ length: 41 }, (_, i) => ({ quantity: 1, item: `thing ${i}` })) }))
      .toEqual(['ingredients: can have at most 40 ingredients']);
    expect(problems(Recipe, { ...traybake, steps: [] })).toEqual(['steps: needs a step']);
    expect(problems(Recipe, { ...traybake, steps: Array.from({ length: 31 }, (_, i) => ({ text: `Step ${i}` })) })).toEqual(['steps: can have at most 30 steps']);
    expect(problems(Recipe, { ...traybake, tips: Array.from({ length: 11 }, (_, i) => `Tip ${i}`) })).toEqual(['tips: can have at most 10 tips']);
    expect(problems(Recipe, { ...traybake, tips: [''] })).toEqual(['tips.0: is required']);
  });

  it('a group’s ingredients are listed together', () => {
    const ingredients = [...traybake.ingredients];
    const moved = [ingredients[3]!, ...ingredients.slice(0, 3), ...ingredients.slice(4)];
    expect(problems(Recipe, { ...traybake, ingredients: moved })).toEqual(['ingredients.4.group: "for the sauce" is split: list its ingredients together']);
    // the same heading, written with another case, is the same group
    const recased = traybake.ingredients.map((i, n) => (n === 4 ? { ...i, group: 'For the sauce' } : i));
    expect(problems(Recipe, { ...traybake, ingredients: recased })).toEqual([]);
  });
});

describe('a recipe’s diet tags', () => {
  it('a claimed tag the ingredients contradict is refused, naming the ingredient', () => {
    const carbonara = {
      ...pastaECeci,
      title: 'Carbonara',
      ingredients: [
        { quantity: 320, unit: 'g', item: 'spaghetti' },
        { quantity: 150, unit: 'g', item: 'guanciale', note: 'a listarelle' },
        { quantity: 4, item: 'tuorli', note: 'a temperatura ambiente' },
        { quantity: 50, unit: 'g', item: 'pecorino romano' },
      ],
      diet: ['vegetarian'],
    };
    expect(problems(Recipe, carbonara)).toEqual(['diet.0: cannot be vegetarian: "guanciale" is not']);
    expect(problems(Recipe, { ...carbonara, diet: ['nut-free', 'gluten-free'] })).toEqual(['diet.1: cannot be gluten-free: "spaghetti" is not']);

    const honey = [...lentejas.ingredients, { quantity: 1, unit: 'tbsp', item: 'miel' }];
    expect(problems(Recipe, { ...lentejas, ingredients: honey })).toEqual(['diet.0: cannot be vegan: "miel" is not']);

    const pesto = [...traybake.ingredients, { quantity: 2, unit: 'tbsp', item: 'basil pesto', group: 'to serve' }];
    expect(problems(Recipe, { ...traybake, ingredients: pesto })).toEqual([
      'diet.1: cannot be dairy-free: "basil pesto" is not',
      'diet.2: cannot be nut-free: "basil pesto" is not',
    ]);
  });

  it('an allergen an ingredient declares counts too (a language the lexicon does not read)', () => {
    const declared = traybake.ingredients.map((i, n) => (n === 2 ? { ...i, allergens: ['milk'] } : i));
    expect(problems(Recipe, { ...traybake, ingredients: declared })).toEqual(['diet.1: cannot be dairy-free: "olive oil" is not']);
    expect(problems(Ingredient, { quantity: 1, item: 'x', allergens: ['wheat'] })).toEqual(['allergens.0: is not one of the 14 allergens']);
  });

  it('only known tags, each once; a claim is the writer’s, never added', () => {
    expect(problems(Recipe, { ...traybake, diet: ['paleo'] })).toEqual(['diet.0: is not one of the diet tags (vegetarian, vegan, gluten-free, dairy-free, nut-free)']);
    expect(problems(Recipe, { ...traybake, diet: ['nut-free', 'nut-free'] })).toEqual(['diet: names a diet tag twice']);
    const parsed = Recipe.parse({ ...lentejas, diet: ['vegan'] });
    expect(parsed.diet).toEqual(['vegan']);
    expect(dietOf(parsed.ingredients)).toContain('gluten-free');
  });
});

describe('an ingredient', () => {
  it('a quantity is a number > 0 or a range min < max, never text', () => {
    expect(problems(Quantity, 2)).toEqual([]);
    expect(problems(Quantity, { min: 1, max: 2 })).toEqual([]);
    expect(problems(Quantity, 'two')).toEqual([': must be a number or a range { min, max }']);
    expect(problems(Quantity, -1)).toEqual([': cannot be negative']);
    expect(problems(Quantity, Number.NaN)).toEqual([': must be a number or a range { min, max }']);
    expect(problems(Quantity, { min: 3, max: 2 })).toEqual(['max: must have min below max']);
    expect(problems(Ingredient, { quantity: '1 cup', unit: 'cup', item: 'rice' })).toEqual(['quantity: must be a number or a range { min, max }']);
    expect(problems(Ingredient, { quantity: 0, unit: 'g', item: 'rice' })).toEqual(['quantity: must be more than 0']);
  });

  it('a unit is one of core’s list; a measure or a count needs a quantity, "to taste" takes none', () => {
    for (const unit of UNITS) expect(problems(Ingredient, unit === 'to-taste' ? { unit, item: 'salt' } : { quantity: 1, unit, item: 'salt' }), unit).toEqual([]);
    expect(problems(Ingredient, { quantity: 2, unit: 'grams', item: 'rice' })[0]).toMatch(/^unit: is not one of the units \(g, kg, /);
    expect(problems(Ingredient, { unit: 'g', item: 'rice' })).toEqual(['quantity: is required with the unit g']);
    expect(problems(Ingredient, { unit: 'clove', item: 'garlic' })).toEqual(['quantity: is required with the unit clove']);
    expect(problems(Ingredient, { quantity: 1, unit: 'to-taste', item: 'salt' })).toEqual(['quantity: cannot be given "to taste"']);
    expect(problems(Ingredient, { unit: 'pinch', item: 'salt' })).toEqual([]); // "a pinch of salt"
    expect(problems(Ingredient, { item: 'salt' })).toEqual([]);
  });

  it('an item is a line of text; a note and a group are optional lines', () => {
    expect(problems(Ingredient, { quantity: 1, item: '' })).toEqual(['item: is required']);
    expect(problems(Ingredient, { quantity: 1, item: 'onion', note: 'chopped\nfinely' })).toEqual(['note: must be a single line']);
    expect(problems(Ingredient, { quantity: 1, item: 'onion', group: 'x'.repeat(101) })).toEqual(['group: is longer than 100 characters']);
  });
});

describe('a step', () => {
  it('has text, may mark its minutes and a temperature in °C or °F', () => {
    expect(problems(Step, { text: 'Bake.', minutes: 20, temperature: { value: 180, unit: 'C' } })).toEqual([]);
    expect(problems(Step, { text: '' })).toEqual(['text: is required']);
    expect(problems(Step, { text: 'Bake.', minutes: 0 })).toEqual(['minutes: must be at least 1 minute']);
    expect(problems(Step, { text: 'Bake.', minutes: 'twenty' })).toEqual(['minutes: must be a time in minutes']);
    expect(problems(Step, { text: 'Bake.', temperature: { value: 180, unit: 'K' } })).toEqual(['temperature.unit: must be C or F']);
    expect(problems(Step, { text: 'Bake.', temperature: { value: 400, unit: 'C' } })).toEqual(['temperature.value: must be between -30 and 300 °C']);
    expect(problems(Step, { text: 'Bake.', temperature: { value: 400, unit: 'F' } })).toEqual([]);
    expect(problems(Step, { text: 'Freeze.', temperature: { value: -18, unit: 'C' } })).toEqual([]);
    expect(problems(Step, { text: 'Bake.', temperature: { value: 'hot', unit: 'C' } })).toEqual(['temperature.value: must be a number']);
  });
});

describe('the start form', () => {
  const start = { theme: 'weeknight dinners for a family of four', cuisine: 'italiana', diet: ['vegetarian'], language: 'it', recipeCount: 6, skill: 'easy' };

  it('a theme, an optional cuisine and diet, one of the 17 languages, 1 to 12 recipes, a skill', () => {
    expect(problems(CookbookStart, start)).toEqual([]);
    const { cuisine: _c, diet: _d, ...bare } = start;
    expect(CookbookStart.parse(bare).diet).toEqual([]);
    expect(problems(CookbookStart, { ...start, theme: ' ' })).toEqual(['theme: is required']);
    expect(problems(CookbookStart, { ...start, language: 'xx' })).toEqual(['language: is not one of the 17 languages']);
    expect(problems(CookbookStart, { ...start, recipeCount: 0 })).toEqual(['recipeCount: must be at least 1']);
    expect(problems(CookbookStart, { ...start, recipeCount: 13 })).toEqual(['recipeCount: must be at most 12']);
    expect(problems(CookbookStart, { ...start, recipeCount: '6' })).toEqual(['recipeCount: must be 1 to 12']);
    expect(problems(CookbookStart, { ...start, skill: 'hard' })).toEqual(['skill: must be easy, medium or advanced']);
    expect(problems(CookbookStart, { ...start, diet: ['vegan', 'vegan'] })).toEqual(['diet: names a diet tag twice']);
  });
});

describe('the plan', () => {
  const recipes = [
    { title: 'Pasta e ceci', summary: 'Chickpeas and pasta, one pot.' },
    { title: 'Risotto ai funghi', summary: 'Creamy, with dried porcini.' },
  ];

  it('a title and 1 to 12 recipes with distinct titles', () => {
    expect(problems(CookbookPlan, { title: 'Cene veloci', recipes })).toEqual([]);
    expect(problems(CookbookPlan, { title: 'Cene veloci', recipes: [] })).toEqual(['recipes: needs a recipe']);
    const many = Array.from({ length: 13 }, (_, i) => ({ title: `Ricetta ${i}`, summary: 'Buona.' }));
    expect(problems(CookbookPlan, { title: 'Cene veloci', recipes: many })).toEqual(['recipes: can have at most 12 recipes']);
    expect(problems(CookbookPlan, { title: 'Cene veloci', recipes: [...recipes, { title: 'pasta e CECI!', summary: 'Again.' }] }))
      .toEqual(["recipes.2.title: is the same as recipe 1's"]);
    expect(problems(CookbookPlan, { title: 'Cene veloci', recipes: [{ title: 'Pasta', summary: '' }] })).toEqual(['recipes.0.summary: is required']);
    expect(problems(CookbookPlan, { title: '', recipes })).toEqual(['title: is required']);
  });
});
