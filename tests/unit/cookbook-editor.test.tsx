// @vitest-environment happy-dom
// Issue 13, the cook's recipe editor and cookbook panel against a faked GraphQL server: amounts typed as
// cooks type them ("1/2", "1,5", "½") sent as numbers; the server's field message on the row and input it
// names, with what was typed kept; rows added, moved and removed; the browser's checks the kind's own schema;
// "write this recipe again" refusing an empty instruction, then confirmed and followed until written; and
// the share link shown only once the cookbook is not private.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config as zodConfig } from 'zod';
import { Recipe as RecipeSchema } from '../../api/kinds/cookbook/schema.ts';
import { UNITS } from '../../core/recipes.ts';
import en from '../../content/locales/en/cookbook-editor.json' with { type: 'json' };
import common from '../../content/locales/en/common.json' with { type: 'json' };
import CookbookOwner from '../../site/components/kinds/cookbook/CookbookOwner.tsx';
import RecipeEditor from '../../site/components/kinds/cookbook/RecipeEditor.tsx';
import {
  amountPreview, amountText, formErrors, fromRecipe, messageKey, moved, parseAmount, parseQuantity, toRecipeInput, validateRecipe, type RecipeDraft,
} from '../../site/components/kinds/cookbook/editor/recipe-form.ts';

const resources = { 'cookbook-editor': en, common } as any;

const recipe = {
  id: 'R1', cookbookId: 'CB1', position: 1, title: 'Lentil soup', slug: 'lentil-soup', story: 'A warming soup for cold evenings.',
  servings: 4, prepMinutes: 10, cookMinutes: 30, totalMinutes: 40, cuisine: 'Turkish', diet: ['vegan'], allergens: [],
  ingredients: [
    { quantity: 200, quantityMax: null, unit: 'g', item: 'red lentils', note: null, group: null },
    { quantity: 1, quantityMax: null, unit: null, item: 'onion', note: 'chopped', group: null },
    { quantity: 2, quantityMax: 3, unit: 'clove', item: 'garlic', note: null, group: null },
  ],
  steps: [{ text: 'Fry the onion.', minutes: 5, temperature: null }, { text: 'Simmer with the lentils.', minutes: 25, temperature: null }],
  tips: ['Finish with lemon.'],
  status: 'done', errorMessage: null,
};

// ---- the faked server ---------------------------------------------------------------------------

type Reply = { data?: unknown; errors?: unknown[] };
let handlers: Record<string, (variables: any) => Reply> = {};
const calls: { operationName: string; variables: any }[] = [];
const sent = (name: string) => calls.filter((c) => c.operationName === name);

beforeEach(() => {
  calls.length = 0;
  handlers = {};
  globalThis.fetch = vi.fn(async (_url: any, init: any) => {
    const body = JSON.parse(init.body);
    calls.push({ operationName: body.operationName, variables: body.variables });
    const handler = handlers[body.operationName];
    const reply = handler ? handler(body.variables) : { errors: [{ message: `no handler for ${body.operationName}` }] };
    return new Response(JSON.stringify(reply), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as any;
  sessionStorage.clear();
});
afterEach(cleanup);

const refusal = (message: string, fields?: Record<string, string>): Reply => ({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT', ...(fields ? { fields } : {}) } }] });
/** The recipe the server keeps after updateRecipe: the input as GraphQL answers it. */
const savedFrom = (input: any) => ({ ...recipe, ...input, totalMinutes: input.prepMinutes + input.cookMinutes, allergens: [] });

async function openEditor(props: Record<string, unknown> = {}) {
  const user = userEvent.setup();
  const reload = vi.fn();
  const onSaved = vi.fn();
  render(<RecipeEditor lang="en" resources={resources} recipeId="R1" recipe={recipe} reload={reload} onSaved={onSaved} {...props} />);
  await user.click(screen.getByTestId('recipe-edit-open'));
  const form = screen.getByTestId('recipe-form');
  return { user, reload, onSaved, form };
}

const rows = () => screen.getAllByTestId('ingredient-row');
const valueIn = (row: HTMLElement, testId: string) => (within(row).getByTestId(testId) as HTMLInputElement).value;

// ---- the pure part ------------------------------------------------------------------------------

describe('amounts as cooks type them', () => {
  it.each([
    ['2', 2], ['1.5', 1.5], ['1,5', 1.5], ['.5', 0.5], ['1/2', 0.5], [' 3 / 4 ', 0.75], ['1 1/2', 1.5], ['½', 0.5], ['1½', 1.5], ['1 ½', 1.5],
    ['¼', 0.25], ['١٫٥', 1.5], ['٢', 2], ['۳/۴', 0.75], ['１／２', 0.5], ['-1', -1],
  ])('"%s" is %d', (typed, value) => {
    expect(parseAmount(typed)).toBeCloseTo(value, 10);
  });

  it.each(['a few', '1/0', '1..5', '1,5,2', '½½', '2 x'])('"%s" is not a number', (typed) => {
    expect(parseAmount(typed)).toBeNull();
  });

  it('nothing typed is no amount; a range typed in one box is a range', () => {
    expect(parseAmount('  ')).toBeUndefined();
    expect(parseQuantity('2-3')).toEqual({ min: 2, max: 3 });
    expect(parseQuantity('1/2 – 1')).toEqual({ min: 0.5, max: 1 });
    expect(parseQuantity('2-x')).toBeNull();
    expect(parseQuantity('-1')).toBe(-1);
  });

  it('shows a number back the way it came (a third stays a third) and previews what a fraction means', () => {
    expect(amountText(0.5)).toBe('0.5');
    expect(amountText(1 / 3)).toBe('1/3');
    expect(parseAmount(amountText(2 + 2 / 3))).toBe(2 + 2 / 3);
    expect(amountPreview('1/2', 'en')).toBe('0.5');
    expect(amountPreview('1/2', 'de')).toBe('0,5');
    expect(amountPreview('2', 'en')).toBeNull();
  });
});

describe('the form and the schema', () => {
  const draft = (): RecipeDraft => fromRecipe(recipe);
  const schemaErrors = (input: ReturnType<typeof toRecipeInput>) => {
    // the server's own path: recipeIn then the kind's schema (api/graphql/cookbooks.ts)
    const content = {
      ...input,
      ingredients: input.ingredients.map((i) => ({
        item: i.item, ...(i.quantity !== null ? { quantity: i.quantityMax !== null ? { min: i.quantity, max: i.quantityMax } : i.quantity } : {}),
        ...(i.unit ? { unit: i.unit } : {}), ...(i.note ? { note: i.note } : {}), ...(i.group ? { group: i.group } : {}),
      })),
      steps: input.steps.map((s) => ({ text: s.text, ...(s.minutes !== null ? { minutes: s.minutes } : {}), ...(s.temperature ? { temperature: s.temperature } : {}) })),
    };
    const parsed = RecipeSchema.safeParse(content);
    const fields: Record<string, string> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) fields[issue.path.map(String).join('.') || 'input'] ??= issue.message;
    return formErrors(fields, input.diet);
  };

  it('round-trips a recipe, a range included', () => {
    const input = toRecipeInput(draft());
    expect(input.ingredients[2]).toEqual({ quantity: 2, quantityMax: 3, unit: 'clove', item: 'garlic', note: null, group: null });
    expect(validateRecipe(draft())).toEqual({});
    expect(schemaErrors(input)).toEqual({});
  });

  const cases: [string, (d: RecipeDraft) => void, string, string][] = [
    ['an empty title', (d) => { d.title = ' '; }, 'title', 'is required'],
    ['no amount with grams', (d) => { d.ingredients[0]!.quantity = ''; }, 'ingredients.0.quantity', 'is required with the unit g'],
    ['an amount "to taste"', (d) => { d.ingredients[1]!.unit = 'to-taste'; }, 'ingredients.1.quantity', 'cannot be given "to taste"'],
    ['a range upside down', (d) => { d.ingredients[2]!.quantityMax = '1'; }, 'ingredients.2.quantityMax', 'must have min below max'],
    ['a split group', (d) => { d.ingredients[0]!.group = 'soup'; d.ingredients[2]!.group = 'soup'; }, 'ingredients.2.group', '"soup" is split: list its ingredients together'],
    ['a vegan claim feta breaks', (d) => { d.ingredients[1]!.item = 'feta'; }, 'diet.vegan', 'cannot be vegan: "feta" is not'],
    ['half a serving', (d) => { d.servings = '1/2'; }, 'servings', 'must be a whole number'],
    ['no time at all', (d) => { d.prepMinutes = '0'; d.cookMinutes = '0'; }, 'prepMinutes', 'a recipe takes some time: prep and cook cannot both be 0'],
    ['an oven too hot', (d) => { d.steps[0]!.temperature = '400'; }, 'steps.0.temperature', 'must be between -30 and 300 °C'],
    ['a step with no text', (d) => { d.steps[1]!.text = ''; }, 'steps.1.text', 'is required'],
    ['an empty tip', (d) => { d.tips[0]!.text = ''; }, 'tips.0', 'is required'],
  ];
  it.each(cases)('%s: the browser says what the server says, on the same input', (_name, change, path, message) => {
    const d = draft();
    change(d);
    expect(validateRecipe(d)[path]).toBe(message);
    expect(schemaErrors(toRecipeInput(d))[path]).toBe(message);
    expect(messageKey(message)).not.toBeNull();
  });

  it('says "must be a number" of text that is none, and asks for the start of a range', () => {
    const d = draft();
    d.ingredients[0]!.quantity = 'a few';
    d.ingredients[1]!.quantity = '';
    d.ingredients[1]!.quantityMax = '2';
    d.steps[0]!.minutes = 'ten';
    expect(validateRecipe(d)).toMatchObject({
      'ingredients.0.quantity': 'must be a number', 'ingredients.1.quantityMax': 'needs a first amount', 'steps.0.minutes': 'must be a number',
    });
  });

  it('maps the server\'s paths to the inputs they name', () => {
    expect(formErrors({ 'ingredients.2.quantity.max': 'x', 'ingredients.1.quantity.min': 'y', 'steps.0.temperature.value': 'z', 'diet.1': 'w' }, ['vegetarian', 'vegan']))
      .toEqual({ 'ingredients.2.quantityMax': 'x', 'ingredients.1.quantity': 'y', 'steps.0.temperature': 'z', 'diet.vegan': 'w' });
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });

  it('runs zod jitless in the browser: its `new Function` probe would be a CSP violation there', () => {
    expect(zodConfig().jitless).toBe(true);
  });

  it('has a word for every unit, and every message a key that exists', () => {
    for (const unit of UNITS) expect((en.units as Record<string, string>)[unit], unit).toBeTruthy();
    const errors = en.errors as Record<string, string>;
    for (const [, , , message] of cases) expect(errors[messageKey(message)!.key.replace('errors.', '')], message).toBeTruthy();
  });
});

// ---- the island -----------------------------------------------------------------------------------

describe('recipe editor', () => {
  it('sends "1/2" and "1,5" as 0.5 and 1.5, says "Saved", tells the page and reloads it', async () => {
    handlers.RecipeEditorUpdate = (v) => ({ data: { updateRecipe: savedFrom(v.recipe) } });
    const seen: any[] = [];
    const listener = (e: Event) => seen.push((e as CustomEvent).detail);
    window.addEventListener('cookbook:recipe-saved', listener);
    const { user, reload, onSaved, form } = await openEditor();

    const [first, second] = rows();
    await user.clear(within(first!).getByTestId('ingredient-quantity'));
    await user.type(within(first!).getByTestId('ingredient-quantity'), '1/2');
    expect(within(first!).getByText('= 0.5')).toBeTruthy();
    await user.clear(within(second!).getByTestId('ingredient-quantity'));
    await user.type(within(second!).getByTestId('ingredient-quantity'), '1,5');
    await user.selectOptions(within(second!).getByTestId('ingredient-unit'), 'cup');
    await user.click(within(form).getByTestId('recipe-save'));

    await screen.findByTestId('recipe-saved');
    const input = sent('RecipeEditorUpdate')[0]!.variables;
    expect(input.id).toBe('R1');
    expect(input.recipe.ingredients.map((i: any) => [i.quantity, i.quantityMax, i.unit])).toEqual([[0.5, null, 'g'], [1.5, null, 'cup'], [2, 3, 'clove']]);
    expect(input.recipe).toMatchObject({ title: 'Lentil soup', servings: 4, prepMinutes: 10, cookMinutes: 30, diet: ['vegan'], tips: ['Finish with lemon.'] });
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(seen.at(-1).ingredients[1].quantity).toBe(1.5);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(JSON.parse(sessionStorage.getItem('bookloom.ownerFlash')!)).toMatchObject({ chapterId: 'R1', key: 'flash.saved' });
    window.removeEventListener('cookbook:recipe-saved', listener);
  });

  it('shows the server\'s message next to the second row\'s unit and keeps what was typed', async () => {
    handlers.RecipeEditorUpdate = () => refusal('ingredients.1.unit: is not one of the units (g, kg)', { 'ingredients.1.unit': 'is not one of the units (g, kg)' });
    const { user, form, reload } = await openEditor();
    const second = rows()[1]!;
    await user.clear(within(second).getByTestId('ingredient-quantity'));
    await user.type(within(second).getByTestId('ingredient-quantity'), '½');
    await user.type(within(second).getByTestId('ingredient-item'), ' (red)');
    await user.click(within(form).getByTestId('recipe-save'));

    const message = await within(rows()[1]!).findByText('Choose one of the units in the list.');
    expect(message.getAttribute('data-testid')).toBe('recipe-error');
    const unit = within(rows()[1]!).getByTestId('ingredient-unit');
    expect(unit.getAttribute('aria-invalid')).toBe('true');
    expect(unit.getAttribute('aria-describedby')).toContain(message.id);
    expect(within(rows()[0]!).queryByTestId('recipe-error')).toBeNull();
    expect(screen.getAllByTestId('recipe-error')).toHaveLength(1);
    expect(screen.getByTestId('recipe-summary-error').textContent).toContain('This recipe cannot be saved yet');
    expect(valueIn(rows()[1]!, 'ingredient-quantity')).toBe('½');
    expect(valueIn(rows()[1]!, 'ingredient-item')).toBe('onion (red)');
    expect(sent('RecipeEditorUpdate')[0]!.variables.recipe.ingredients[1].quantity).toBe(0.5);
    expect(screen.queryByTestId('recipe-saved')).toBeNull();
    // closing and opening the editor keeps the draft too
    await user.click(screen.getByTestId('recipe-edit-open'));
    await user.click(screen.getByTestId('recipe-edit-open'));
    expect(valueIn(rows()[1]!, 'ingredient-item')).toBe('onion (red)');
    expect(reload).not.toHaveBeenCalled();
  });

  it('checks in the browser first: nothing is sent while a field is wrong', async () => {
    const { user, form } = await openEditor();
    await user.clear(within(rows()[0]!).getByTestId('ingredient-quantity'));
    await user.type(within(rows()[0]!).getByTestId('ingredient-quantity'), 'a few');
    await user.click(within(form).getByTestId('diet-vegan'));
    await user.click(within(form).getByTestId('diet-vegan'));
    await user.type(within(rows()[1]!).getByTestId('ingredient-item'), ' and feta');
    await user.click(within(form).getByTestId('recipe-save'));
    expect(within(rows()[0]!).getByText('Write a number, such as 2, 1.5 or 1/2.')).toBeTruthy();
    expect(screen.getByText('It cannot be Vegan: “onion and feta” is not.')).toBeTruthy();
    expect(sent('RecipeEditorUpdate')).toHaveLength(0);
    // the first field marked takes the focus (the diet comes before the ingredients)
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByTestId('diet-vegan')));
  });

  it('adds, moves and removes ingredients and steps', async () => {
    handlers.RecipeEditorUpdate = (v) => ({ data: { updateRecipe: savedFrom(v.recipe) } });
    const { user, form } = await openEditor();
    const items = () => rows().map((r) => valueIn(r, 'ingredient-item'));

    await user.click(screen.getByTestId('add-ingredient'));
    expect(rows()).toHaveLength(4);
    expect(document.activeElement).toBe(within(rows()[3]!).getByTestId('ingredient-quantity'));
    await user.type(document.activeElement as HTMLElement, '1');
    await user.selectOptions(within(rows()[3]!).getByTestId('ingredient-unit'), 'tsp');
    await user.type(within(rows()[3]!).getByTestId('ingredient-item'), 'cumin');

    await user.click(within(rows()[3]!).getByRole('button', { name: 'Move ingredient 4 up' }));
    expect(items()).toEqual(['red lentils', 'onion', 'cumin', 'garlic']);
    expect(document.activeElement).toBe(within(rows()[2]!).getByRole('button', { name: 'Move ingredient 3 up' }));
    await user.click(within(rows()[0]!).getByRole('button', { name: 'Move ingredient 1 down' }));
    expect(items()).toEqual(['onion', 'red lentils', 'cumin', 'garlic']);
    expect((within(rows()[0]!).getByRole('button', { name: 'Move ingredient 1 up' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(within(rows()[1]!).getByRole('button', { name: 'Remove ingredient 2' }));
    expect(items()).toEqual(['onion', 'cumin', 'garlic']);
    expect(valueIn(rows()[1]!, 'ingredient-quantity')).toBe('1');

    await user.click(screen.getByTestId('add-step'));
    expect(screen.getAllByTestId('step-row')).toHaveLength(3);
    await user.type(document.activeElement as HTMLElement, 'Serve hot.');
    await user.click(within(screen.getAllByTestId('step-row')[2]!).getByRole('button', { name: 'Move step 3 up' }));
    await user.click(within(screen.getAllByTestId('step-row')[0]!).getByRole('button', { name: 'Remove step 1' }));
    await user.click(screen.getByTestId('add-tip'));
    await user.type(document.activeElement as HTMLElement, 'Keeps for 3 days.');
    await user.type(within(screen.getAllByTestId('step-row')[1]!).getByTestId('step-temperature'), '180');

    await user.click(within(form).getByTestId('recipe-save'));
    await screen.findByTestId('recipe-saved');
    const input = sent('RecipeEditorUpdate')[0]!.variables.recipe;
    expect(input.ingredients.map((i: any) => `${i.quantity ?? ''} ${i.unit ?? ''} ${i.item}`)).toEqual(['1  onion', '1 tsp cumin', '2 clove garlic']);
    expect(input.steps).toEqual([
      { text: 'Serve hot.', minutes: null, temperature: null },
      { text: 'Simmer with the lentils.', minutes: 25, temperature: { value: 180, unit: 'C' } },
    ]);
    expect(input.tips).toEqual(['Finish with lemon.', 'Keeps for 3 days.']);
  }, 15000);
});

describe('write this recipe again', () => {
  it('refuses an empty instruction, then confirms with the price and follows the recipe until it is written', async () => {
    let polls = 0;
    handlers.RecipeEditorPrice = () => ({ data: { cookbookCosts: { recipe: 1 }, creditBalance: 5 } });
    handlers.RecipeEditorRegenerate = () => ({ data: { regenerateRecipe: { ...recipe, status: 'queued' } } });
    handlers.RecipeEditorRecipe = () => {
      polls++;
      return { data: { recipe: { ...recipe, status: polls >= 2 ? 'done' : 'writing', title: polls >= 2 ? 'Lentil soup, quicker' : recipe.title } } };
    };
    const user = userEvent.setup();
    const reload = vi.fn();
    render(<RecipeEditor lang="en" resources={resources} recipeId="R1" recipe={recipe} reload={reload} />);
    const box = screen.getByTestId('recipe-rewrite');
    await user.click(within(box).getByText('Write this recipe again'));
    await user.click(screen.getByTestId('rewrite-submit'));
    expect(within(box).getByText('Say what should change.')).toBeTruthy();
    expect(screen.getByTestId('rewrite-instruction').getAttribute('aria-invalid')).toBe('true');
    expect(sent('RecipeEditorRegenerate')).toHaveLength(0);

    await waitFor(() => expect(screen.getByTestId('rewrite-price').textContent).toBe('Costs 1 credit. You have 5 credits.'));
    await user.type(screen.getByTestId('rewrite-instruction'), 'quicker, for a weeknight');
    await user.click(screen.getByTestId('rewrite-submit'));
    await user.click(within(screen.getByTestId('rewrite-confirm')).getByRole('button', { name: 'Yes, write it again' }));
    expect(sent('RecipeEditorRegenerate')[0]!.variables).toEqual({ id: 'R1', instruction: 'quicker, for a weeknight' });
    expect((await screen.findByTestId('rewrite-progress')).textContent).toContain('Waiting to be written again');
    expect((screen.getByTestId('recipe-edit-open') as HTMLButtonElement).disabled).toBe(false);
    await screen.findByText('The recipe is being written again…', {}, { timeout: 3000 });
    await screen.findByTestId('rewrite-done', {}, { timeout: 3000 });
    expect(screen.queryByTestId('rewrite-progress')).toBeNull();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 3000 });
  }, 15000);

  it('says when there are not enough credits and does not spend them', async () => {
    handlers.RecipeEditorPrice = () => ({ data: { cookbookCosts: { recipe: 2 }, creditBalance: 1 } });
    const user = userEvent.setup();
    render(<RecipeEditor lang="en" resources={resources} recipeId="R1" recipe={recipe} reload={false} />);
    await user.click(within(screen.getByTestId('recipe-rewrite')).getByText('Write this recipe again'));
    await user.type(screen.getByTestId('rewrite-instruction'), 'spicier');
    await user.click(screen.getByTestId('rewrite-submit'));
    const confirm = await screen.findByTestId('rewrite-confirm');
    await waitFor(() => expect(within(confirm).getByText("You don't have enough credits for this.")).toBeTruthy());
    expect((within(confirm).getByRole('button', { name: 'Yes, write it again' }) as HTMLButtonElement).disabled).toBe(true);
    expect(sent('RecipeEditorRegenerate')).toHaveLength(0);
  });

  it('lists the versions and brings one back after an inline confirmation', async () => {
    handlers.RecipeEditorVersions = () => ({
      data: {
        recipeVersions: [
          { id: 'V3', source: 'edit', instruction: null, title: 'Lentil soup', createdAt: '2025-01-03T10:00:00Z' },
          { id: 'V2', source: 'rewrite', instruction: 'quicker', title: 'Quick lentil soup', createdAt: '2025-01-02T10:00:00Z' },
          { id: 'V1', source: 'writer', instruction: null, title: 'Red lentil soup', createdAt: '2025-01-01T10:00:00Z' },
        ],
      },
    });
    handlers.RecipeEditorRestore = (v) => ({ data: { restoreRecipeVersion: { ...recipe, title: v.versionId === 'V2' ? 'Quick lentil soup' : 'x' } } });
    const user = userEvent.setup();
    const reload = vi.fn();
    const onSaved = vi.fn();
    render(<RecipeEditor lang="en" resources={resources} recipeId="R1" recipe={recipe} reload={reload} onSaved={onSaved} />);
    await user.click(within(screen.getByTestId('recipe-versions')).getByText('Earlier versions'));
    const versions = await screen.findAllByTestId('recipe-version');
    expect(versions).toHaveLength(3);
    expect(versions[0]!.textContent).toContain('Current');
    expect(within(versions[0]!).queryByTestId('version-restore')).toBeNull();
    expect(versions[1]!.textContent).toContain('Written again: “quicker”');
    await user.click(within(versions[1]!).getByTestId('version-restore'));
    expect(within(versions[1]!).getByText('Bring version 2 back? The recipe as it is now stays in the versions.')).toBeTruthy();
    await user.click(within(versions[1]!).getByTestId('version-restore-confirm'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(sent('RecipeEditorRestore')[0]!.variables).toEqual({ versionId: 'V2' });
    expect(screen.getByText('Version 2 was brought back.')).toBeTruthy();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 3000 });
  });
});

describe('cookbook owner panel', () => {
  // only the `owner` strings, as the cookbook page hands them (a language of its own, so no other island's strings are in its i18next)
  const props = { lang: 'de', resources: { 'cookbook-editor': { owner: en.owner } } as any, cookbookId: 'CB1', status: 'done', sharePath: '/de/c/soups/CB1', origin: 'https://bookloom.test' } as const;

  it('shows the share link only once the cookbook is not private', async () => {
    handlers.CookbookOwnerVisibility = (v) => ({ data: { setCookbookVisibility: { id: v.id, visibility: v.visibility } } });
    const user = userEvent.setup();
    render(<CookbookOwner {...props} visibility="private" />);
    expect(screen.queryByTestId('cookbook-share-url')).toBeNull();
    expect(screen.getByText('Only you can see this cookbook.')).toBeTruthy();
    await user.selectOptions(screen.getByTestId('cookbook-visibility'), 'unlisted');
    expect(sent('CookbookOwnerVisibility')[0]!.variables).toEqual({ id: 'CB1', visibility: 'unlisted' });
    const url = await screen.findByTestId('cookbook-share-url');
    // the browser's own origin (happy-dom's) replaces the server's
    expect((url as HTMLInputElement).value).toBe(`${window.location.origin}/de/c/soups/CB1`);
    expect(screen.getByTestId('cookbook-share-copy').textContent).toBe('Copy');
    await user.selectOptions(screen.getByTestId('cookbook-visibility'), 'private');
    await waitFor(() => expect(screen.queryByTestId('cookbook-share-url')).toBeNull());
  });

  it('shows the server\'s refusal and keeps who could see it', async () => {
    handlers.CookbookOwnerVisibility = () => ({ errors: [{ message: 'Only a finished book can be shared', extensions: { code: 'CONFLICT' } }] });
    const user = userEvent.setup();
    render(<CookbookOwner {...props} visibility="private" />);
    await user.selectOptions(screen.getByTestId('cookbook-visibility'), 'public');
    expect((await screen.findByTestId('cookbook-visibility-error')).textContent).toBe('Only a finished cookbook can be shared.');
    expect((screen.getByTestId('cookbook-visibility') as HTMLSelectElement).value).toBe('private');
    expect(screen.queryByTestId('cookbook-share-url')).toBeNull();
  });

  it('offers no public choice for an offline draft and cannot share an unfinished cookbook', () => {
    render(<CookbookOwner {...props} visibility="unlisted" publicBlocked />);
    const select = screen.getByTestId('cookbook-visibility') as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['private', 'unlisted']);
    expect(screen.getByTestId('cookbook-share-url')).toBeTruthy();
    cleanup();
    render(<CookbookOwner {...props} visibility="private" status="generating" />);
    expect((screen.getByTestId('cookbook-visibility') as HTMLSelectElement).disabled).toBe(true);
    expect(screen.getByText('You can share the cookbook once all its recipes are written.')).toBeTruthy();
  });
});
