// Issue 13, cookbooks on the book engine: start → the recipe list (edited, reordered) → recipes
// checked by their schema, the cook's whole-recipe edit (quantities numbers in known units, a diet
// tag the ingredients contradict refused naming the ingredient, nothing saved lost), one recipe
// written again, credits, who may read, and search by ingredient in the book's language. Jobs run
// inline (offline writer): a start returns once the plan is written, a generate once every recipe is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
const cookies: Record<string, string> = {};

async function signIn(who: string) {
  const email = `cb-${who}@books.example`;
  const res = await t.app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email } });
  cookies[who] = `loginJWT=${res.cookies.find((c) => c.name === 'loginJWT')!.value}`;
}

type Answer = { data?: any; errors?: { message: string; extensions: { code: string; fields?: Record<string, string> } }[] };
async function gql(who: string | null, query: string, variables: object = {}): Promise<Answer> {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', payload: { query, variables }, headers: who ? { cookie: cookies[who]! } : {} });
  return res.json() as Answer;
}
async function ok(who: string | null, query: string, variables: object = {}) {
  const answer = await gql(who, query, variables);
  if (answer.errors) throw new Error(answer.errors.map((e) => e.message).join('; '));
  return answer.data;
}
const code = (answer: Answer) => answer.errors?.[0]?.extensions.code;
const message = (answer: Answer) => answer.errors?.[0]?.message ?? '';
const fields = (answer: Answer) => answer.errors?.[0]?.extensions.fields ?? {};
const balance = async (who: string) => (await ok(who, '{ creditBalance }')).creditBalance as number;

const RECIPE = `id cookbookId position title slug story servings prepMinutes cookMinutes totalMinutes cuisine diet allergens tips status
  ingredients { quantity quantityMax unit item note group } steps { text minutes temperature { value unit } }`;
const BOOK = `id kind title slug theme cuisine diet skill language recipeCount status wizardStep visibility isOwner
  plan { title recipes { title summary } } recipes { id position title status }`;
const START = `mutation($input: StartCookbookInput!) { startCookbook(input: $input) { ${BOOK} } }`;
const GET = `query($id: ID!) { cookbook(id: $id) { ${BOOK} } }`;
const RECIPE_GET = `query($id: ID!) { recipe(id: $id) { ${RECIPE} } }`;
const UPDATE = `mutation($r: ID!, $recipe: RecipeInput!) { updateRecipe(recipeId: $r, recipe: $recipe) { ${RECIPE} } }`;

const start = (key: string, over: Record<string, unknown> = {}) => ({
  theme: 'Cene veloci in settimana per una famiglia di quattro', cuisine: 'italiana', diet: ['vegetarian'], language: 'it', recipeCount: 6, skill: 'easy',
  idempotencyKey: `cb-start-${key}`, ...over,
});

/** A recipe as GraphQL gives it, back as the RecipeInput the form sends. */
const asInput = (r: any) => ({
  title: r.title, story: r.story, servings: r.servings, prepMinutes: r.prepMinutes, cookMinutes: r.cookMinutes, tips: r.tips, diet: r.diet, cuisine: r.cuisine,
  ingredients: r.ingredients.map((i: any) => Object.fromEntries(Object.entries(i).filter(([, v]) => v !== null))),
  steps: r.steps.map((s: any) => Object.fromEntries(Object.entries(s).filter(([, v]) => v !== null))),
});

beforeAll(async () => {
  t = await createTestApp({ site: false });
  await signIn('cook');
  await signIn('other');
});
afterAll(async () => { await t.close(); });

let bookId = '';
let recipe: any;

describe('a cookbook, made', () => {
  it('plans the recipe list for one plan\'s price, every recipe keeping the diet asked for', async () => {
    const before = await balance('cook');
    const { startCookbook: book } = await ok('cook', START, { input: start('a') });
    expect(book.id).toMatch(/^b0/);
    expect(book).toMatchObject({ kind: 'cookbook', status: 'outlined', wizardStep: 'outline', language: 'it', diet: ['vegetarian'], skill: 'easy', cuisine: 'italiana', recipeCount: 6 });
    expect(book.plan.recipes).toHaveLength(6);
    expect(new Set(book.plan.recipes.map((r: { title: string }) => r.title)).size).toBe(6);
    expect(await balance('cook')).toBe(before - 1);
    bookId = book.id;
  });

  it('refuses a start it cannot make with the field named', async () => {
    for (const [over, field] of [[{ recipeCount: 13 }, 'recipeCount'], [{ diet: ['carnivore'] }, 'diet.0'], [{ theme: '  ' }, 'theme'], [{ language: 'xx' }, 'language']] as const) {
      const answer = await gql('cook', START, { input: start(`bad-${field}`, over) });
      expect(code(answer)).toBe('BAD_USER_INPUT');
      expect(Object.keys(fields(answer))).toContain(field);
    }
  });

  it('keeps the cook\'s edited, reordered list and writes a recipe per entry, in Italian', async () => {
    const { cookbook: was } = await ok('cook', GET, { id: bookId });
    const recipes = [...was.plan.recipes].reverse();
    recipes[0] = { ...recipes[0], title: 'La pasta della nonna' };
    const dup = await gql('cook', `mutation($id: ID!, $plan: CookbookPlanInput!) { updateCookbookPlan(id: $id, plan: $plan) { id } }`,
      { id: bookId, plan: { title: 'Cene veloci', recipes: [recipes[1], recipes[1]] } });
    expect(code(dup)).toBe('BAD_USER_INPUT');
    expect(message(dup)).toMatch(/same as recipe 1/);
    await ok('cook', `mutation($id: ID!, $plan: CookbookPlanInput!) { updateCookbookPlan(id: $id, plan: $plan) { id } }`, { id: bookId, plan: { title: 'Cene veloci', recipes } });
    const { generateCookbook: book } = await ok('cook', `mutation($id: ID!) { generateCookbook(id: $id, idempotencyKey: "cb-gen-a") { ${BOOK} } }`, { id: bookId });
    expect(book.status).toBe('done');
    expect(book.title).toBe('Cene veloci');
    expect(book.recipes.map((r: { title: string }) => r.title)).toEqual(recipes.map((r: { title: string }) => r.title));
    for (const r of book.recipes) {
      const { recipe: full } = await ok('cook', RECIPE_GET, { id: r.id });
      expect(full.status).toBe('done');
      expect(full.diet).toContain('vegetarian');
      expect(full.ingredients.length).toBeGreaterThan(2);
      expect(full.steps.length).toBeGreaterThan(1);
      expect(full.totalMinutes).toBe(full.prepMinutes + full.cookMinutes);
      for (const i of full.ingredients) if (i.unit && i.unit !== 'to-taste') expect(typeof i.quantity).toBe('number');
    }
    recipe = (await ok('cook', RECIPE_GET, { id: book.recipes[0].id })).recipe;
    expect(recipe.title).toBe('La pasta della nonna');
    expect(recipe.slug).toBe('La-pasta-della-nonna');
  });
});

describe('the cook\'s recipe form', () => {
  it('saves a whole recipe edit, derives the allergens, and keeps a version', async () => {
    const input = asInput(recipe);
    input.servings = 6;
    input.ingredients = [...input.ingredients, { quantity: 50, unit: 'g', item: 'parmigiano grattugiato', group: undefined }].map((i: any) => Object.fromEntries(Object.entries(i).filter(([, v]) => v !== undefined)));
    const { updateRecipe: saved } = await ok('cook', UPDATE, { r: recipe.id, recipe: input });
    expect(saved.servings).toBe(6);
    expect(saved.ingredients.at(-1)).toMatchObject({ quantity: 50, unit: 'g', item: 'parmigiano grattugiato' });
    expect(saved.allergens).toContain('milk');
    const versions = await ok('cook', `query($r: ID!) { recipeVersions(recipeId: $r) { source title } }`, { r: recipe.id });
    expect(versions.recipeVersions[0]).toMatchObject({ source: 'edit' });
    recipe = saved;
  });

  it('refuses a quantity in an unknown unit, a vegan claim with cheese in it, and a range upside down, naming the field, and loses nothing', async () => {
    const cases: [(r: any) => void, string, RegExp][] = [
      [(r) => { r.ingredients[0].unit = 'handful-ish'; }, 'ingredients.0.unit', /is not one of the units/],
      [(r) => { r.diet = ['vegetarian', 'vegan']; }, 'diet.1', /cannot be vegan: "[^"]+" is not/],
      [(r) => { r.ingredients[0] = { ...r.ingredients[0], quantity: 3, quantityMax: 2, unit: 'g' }; }, 'ingredients.0.quantity.max', /min below max/],
      [(r) => { r.steps = []; }, 'steps', /needs a step/],
    ];
    for (const [change, field, text] of cases) {
      const input = asInput(recipe);
      change(input);
      const answer = await gql('cook', UPDATE, { r: recipe.id, recipe: input });
      expect(code(answer)).toBe('BAD_USER_INPUT');
      expect(fields(answer)[field]).toMatch(text);
    }
    const { recipe: now } = await ok('cook', RECIPE_GET, { id: recipe.id });
    expect(now).toEqual(recipe);
    expect(code(await gql('other', UPDATE, { r: recipe.id, recipe: asInput(recipe) }))).toBe('NOT_FOUND');
  });

  it('writes one recipe again with an instruction for one recipe\'s price', async () => {
    const before = await balance('cook');
    const { regenerateRecipe: again } = await ok('cook', `mutation($r: ID!) { regenerateRecipe(recipeId: $r, instruction: "Più veloce, per favore") { ${RECIPE} } }`, { r: recipe.id });
    expect(again.status).toBe('done');
    expect(await balance('cook')).toBe(before - 1);
    const empty = await gql('cook', `mutation($r: ID!) { regenerateRecipe(recipeId: $r, instruction: " ") { id } }`, { r: recipe.id });
    expect(message(empty)).toMatch(/Say how the recipe should change/);
    const versions = await ok('cook', `query($r: ID!) { recipeVersions(recipeId: $r) { source instruction } }`, { r: recipe.id });
    expect(versions.recipeVersions[0]).toMatchObject({ source: 'rewrite', instruction: 'Più veloce, per favore' });
  });
});

describe('who may read a cookbook, and finding it', () => {
  it('is private until shared; then anyone reads its recipes and only the owner edits', async () => {
    expect(code(await gql('other', GET, { id: bookId }))).toBe('NOT_FOUND');
    expect(code(await gql(null, RECIPE_GET, { id: recipe.id }))).toBe('NOT_FOUND');
    await ok('cook', `mutation($id: ID!) { setCookbookVisibility(id: $id, visibility: public) { id } }`, { id: bookId });
    const { cookbook } = await ok(null, GET, { id: bookId });
    expect(cookbook.isOwner).toBe(false);
    expect((await ok(null, RECIPE_GET, { id: recipe.id })).recipe.title).toBe(recipe.title);
    const books = await ok('cook', '{ myBooks(mode: published) { id kind title ... on Cookbook { recipeCount } } }');
    expect(books.myBooks).toContainEqual(expect.objectContaining({ id: bookId, kind: 'cookbook', recipeCount: 6 }));
  });

  it('is found by an ingredient in the book\'s language', async () => {
    const row = await t.db.knex('books').where({ id: bookId }).first('chapter_text');
    const items = (await Promise.all((await ok('cook', GET, { id: bookId })).cookbook.recipes.map(async (r: { id: string }) => (await ok('cook', RECIPE_GET, { id: r.id })).recipe)))
      .flatMap((r: any) => r.ingredients.map((i: any) => i.item));
    expect(items.length).toBeGreaterThan(10);
    for (const item of items) expect(row.chapter_text).toContain(item);
  });
});
