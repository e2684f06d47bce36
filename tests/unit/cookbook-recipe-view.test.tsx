// @vitest-environment happy-dom
// Issue 13, the recipe reader and the shopping list: the server renders the recipe as written (its
// servings, metric); the servings stepper rescales every quantity as cooks write them (1½, ¾ tsp);
// the US toggle shows oz, cups and °F and is remembered; a recipe goes on the shopping list, which
// merges two recipes' shared ingredient into one line and keeps ticked lines across page loads;
// cook mode is a dialog that takes the focus, moves by arrow keys and gives it back on Escape, and
// keeps the screen on where the browser lets it (a quiet line where it does not). A browser that
// keeps nothing still works. Also the pure helpers behind them (recipe-view.ts, shopping.ts).
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../content/locales/en/cookbook.json' with { type: 'json' };
import { offlineRecipe } from '../../api/kinds/cookbook/offline.ts';
import { SERVINGS } from '../../api/kinds/cookbook/schema.ts';
import RecipeView from '../../site/components/kinds/cookbook/RecipeView.tsx';
import ShoppingList, { type CookbookRecipe } from '../../site/components/kinds/cookbook/ShoppingList.tsx';
import {
  formatMinutes, ingredientGroups, lineText, SERVINGS_RANGE, temperatureIn, unitWord, type RecipeContent,
} from '../../site/components/kinds/cookbook/recipe-view.ts';
import {
  $kept, $shopping, $units, EMPTY_SHOPPING, parseShopping, serializeShopping, shoppingLines, SHOPPING_KEY, UNITS_KEY, type ShoppingEntry,
} from '../../site/components/kinds/cookbook/shopping.ts';
import { fill, recipeStrings, shoppingStrings } from '../../site/components/kinds/cookbook/strings.ts';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', resources: { en: { cookbook: en } }, initAsync: false, interpolation: { escapeValue: false } });
const t = i18n.getFixedT('en', 'cookbook');
const strings = recipeStrings(t, 'en');
const listStrings = shoppingStrings(t, 'en');

const recipe = (key: string): RecipeContent => {
  const r = offlineRecipe(key, 'en');
  if (!r) throw new Error(`no offline recipe ${key}`);
  return r;
};
// chana masala (4 servings): 1 onion, 3 cloves garlic, ½ tsp turmeric, 400 g tomatoes, 200 ml water
const chana = recipe('chanaMasala');
// mujaddara (4 servings): 3 onions, 1 l water, black pepper to taste
const mujaddara = recipe('mujaddara');
// chicken shawarma: groups, and steps at 220 °C
const shawarma = recipe('chickenShawarma');
const cookbookRecipes: CookbookRecipe[] = [
  { id: 'r-chana', title: chana.title, href: '/en/recipes/chana', servings: chana.servings, ingredients: chana.ingredients },
  { id: 'r-mujaddara', title: mujaddara.title, href: '/en/recipes/mujaddara', servings: mujaddara.servings, ingredients: mujaddara.ingredients },
];

const view = (r: RecipeContent = chana, id = 'r-chana') => <RecipeView recipe={r} recipeId={id} href={`/en/recipes/${id}`} lang="en" bookLanguage="en" strings={strings} />;
const list = (recipes?: CookbookRecipe[], bookLanguage = 'en') => <ShoppingList lang="en" bookLanguage={bookLanguage} strings={listStrings} {...(recipes ? { recipes } : {})} />;
/** The text as a reader sees it: no-break spaces as spaces. */
const seen = (el: Element | null) => (el?.textContent ?? '').replace(/\u00a0/g, ' ');
const ingredients = () => screen.getAllByTestId('ingredient').map(seen);
const lines = () => screen.queryAllByTestId('shopping-line').map(seen);
/** A new page load: the stores start empty, as they would in a fresh tab. */
const newPage = () => {
  cleanup();
  $shopping.set(EMPTY_SHOPPING);
  $units.set('metric');
  $kept.set(null);
};

beforeEach(() => {
  window.localStorage.clear();
  newPage();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  delete (navigator as { wakeLock?: unknown }).wakeLock;
});

describe('the recipe reader', () => {
  it('renders the recipe as written on the server: its servings, metric, no JavaScript needed', () => {
    const html = renderToString(view()).replace(/\u00a0/g, ' ');
    expect(html).toContain('Quantities for 4 servings');
    expect(html).toContain('400 g');
    expect(html).toContain('200 ml');
    expect(html).toContain('cloves');
    expect(html).toContain('value="4"');
    expect(html).toContain('Add to shopping list');
    expect(html).not.toContain(' oz');
    expect(html).toMatch(/aria-pressed="true"[^>]*data-testid="units-metric"/);
  });

  it('hydrates the server’s HTML without a mismatch, then applies this browser’s choices', async () => {
    window.localStorage.setItem(UNITS_KEY, 'us');
    const errors = vi.spyOn(console, 'error');
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(view());
    expect(seen(container)).toContain('400 g canned chopped tomatoes');
    // another island on the page has read this browser's choice already
    $units.set('us');
    let root: Root | undefined;
    await act(async () => { root = hydrateRoot(container, view()); });
    expect(seen(container)).toContain('1 lb canned chopped tomatoes');
    expect(errors).not.toHaveBeenCalled();
    act(() => root!.unmount());
    container.remove();
  });

  it('rescales every quantity as cooks write them when the servings change', async () => {
    const user = userEvent.setup();
    render(view());
    expect(ingredients()).toContain('1 onion, finely chopped');
    await user.click(screen.getByTestId('servings-more'));
    await user.click(screen.getByTestId('servings-more'));
    expect((screen.getByTestId('servings-input') as HTMLInputElement).value).toBe('6');
    expect(seen(screen.getByTestId('servings-note'))).toBe('Quantities for 6 servings');
    const six = ingredients();
    expect(six).toContain('1½ onion, finely chopped');
    expect(six).toContain('4½ cloves garlic, crushed');
    expect(six).toContain('¾ tsp ground turmeric');
    expect(six).toContain('600 g canned chopped tomatoes');
    expect(six).toContain('1½ handfuls fresh coriander, chopped');
    const input = screen.getByTestId('servings-input');
    await user.clear(input);
    await user.type(input, '2');
    expect(ingredients()).toContain('½ onion, finely chopped');
    expect(ingredients()).toContain('1½ cloves garlic, crushed');
  });

  it('keeps the servings between 1 and 24', async () => {
    const user = userEvent.setup();
    render(view());
    const input = screen.getByTestId('servings-input');
    await user.clear(input);
    await user.type(input, '1');
    expect(screen.getByTestId('servings-less').getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByTestId('servings-less'));
    expect((input as HTMLInputElement).value).toBe('1');
    await user.clear(input);
    await user.type(input, '24');
    await user.click(screen.getByTestId('servings-more'));
    expect((input as HTMLInputElement).value).toBe('24');
    expect(seen(screen.getByTestId('servings-note'))).toBe('Quantities for 24 servings');
  });

  it('shows US units and °F, and remembers the choice', async () => {
    const user = userEvent.setup();
    render(view(shawarma, 'r-shawarma'));
    expect(screen.getAllByTestId('step-temperature').map(seen)[0]).toContain('220 °C');
    await user.click(screen.getByTestId('units-us'));
    expect(screen.getByTestId('units-us').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('units-metric').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getAllByTestId('step-temperature').map(seen)[0]).toContain('430 °F');
    expect(ingredients()).toContain('1¾ lb boneless, skinless chicken thighs, in strips');
    expect(window.localStorage.getItem(UNITS_KEY)).toBe('us');

    newPage();
    render(view());
    expect(screen.getByTestId('units-us').getAttribute('aria-pressed')).toBe('true');
    expect(ingredients()).toContain('1 lb canned chopped tomatoes');
    expect(ingredients()).toContain('¾ cup water');
  });

  it('marks each step’s time and temperature', () => {
    render(view(shawarma, 'r-shawarma'));
    const steps = screen.getAllByTestId('step');
    expect(steps).toHaveLength(4);
    expect(seen(within(steps[0]!).getByTestId('step-time'))).toBe('⏱ Time: 30 min');
    expect(seen(within(steps[2]!).getByTestId('step-temperature'))).toBe('🌡 Temperature: 220 °C');
    expect(within(steps[3]!).queryByTestId('step-time')).toBeNull();
    expect(screen.getByText(shawarma.tips[0]!)).toBeTruthy();
  });

  it('marks the recipe’s own words with its book’s language: an Italian recipe reads left to right on the Arabic site', async () => {
    const user = userEvent.setup();
    render(<RecipeView recipe={shawarma} recipeId="r-it" href="/ar/recipes/r-it" lang="ar" bookLanguage="it" strings={strings} />);
    const own = [
      ...document.querySelectorAll('.rc-ingredient-list, .rc-group-heading, .rc-step-text, .rc-tip-list'),
    ];
    expect(own.length).toBe(document.querySelectorAll('.rc-ingredient-list').length + document.querySelectorAll('.rc-group-heading').length + shawarma.steps.length + 1);
    expect(document.querySelectorAll('.rc-group-heading').length).toBeGreaterThan(0);
    for (const el of own) expect([el.getAttribute('lang'), el.getAttribute('dir')], el.className).toEqual(['it', 'ltr']);
    // an ingredient line is written in Italian whole: its spoons, its decimal comma, its comma before a preparation
    const written = ingredients().join('\n');
    expect(written).toMatch(/\d cucchia(io|ini|i|ino) /);
    expect(written).toMatch(/[^\s], [^\s]/);
    expect(written).not.toMatch(/ملعقة|،|tbsp|tsp/);
    // the reader's controls stay in the page's language
    expect(screen.getByTestId('servings-note').closest('[dir]')).toBeNull();
    await user.click(screen.getByTestId('cook-mode'));
    const dialog = screen.getByTestId('cook-dialog');
    expect(dialog.getAttribute('dir')).toBe('rtl');
    const step = within(dialog).getByText(shawarma.steps[0]!.text);
    expect([step.getAttribute('lang'), step.getAttribute('dir')]).toEqual(['it', 'ltr']);
    expect(within(dialog).getByText(shawarma.title).getAttribute('dir')).toBe('ltr');
  });

  it('an Arabic recipe on the English site reads right to left', () => {
    render(<RecipeView recipe={chana} recipeId="r-ar" href="/en/recipes/r-ar" lang="en" bookLanguage="ar" strings={strings} />);
    for (const el of document.querySelectorAll('.rc-ingredient-list, .rc-step-text')) expect([el.getAttribute('lang'), el.getAttribute('dir')]).toEqual(['ar', 'rtl']);
  });

  it('puts the recipe on the shopping list at the chosen servings, and takes it off', async () => {
    const user = userEvent.setup();
    render(view());
    await user.click(screen.getByTestId('servings-more'));
    await user.click(screen.getByTestId('add-to-list'));
    expect(seen(screen.getByTestId('add-to-list'))).toBe('On your shopping list ✓ (remove)');
    const kept = JSON.parse(window.localStorage.getItem(SHOPPING_KEY)!) as { recipes: ShoppingEntry[] };
    expect(kept.recipes).toHaveLength(1);
    expect(kept.recipes[0]).toMatchObject({ recipeId: 'r-chana', servings: 5, baseServings: 4, href: '/en/recipes/r-chana', language: 'en' });
    // changing the servings of a recipe on the list changes the list
    await user.click(screen.getByTestId('servings-more'));
    expect($shopping.get().recipes[0]!.servings).toBe(6);
    await user.click(screen.getByTestId('add-to-list'));
    expect(seen(screen.getByTestId('add-to-list'))).toBe('Add to shopping list');
    expect($shopping.get().recipes).toHaveLength(0);
  });
});

describe('the shopping list', () => {
  it('says how to add recipes when it is empty', () => {
    render(list());
    expect(seen(screen.getByTestId('shopping-empty'))).toContain('Open a recipe and choose Add to shopping list.');
  });

  it('writes the list’s lines in the cookbook’s language (its spoons and decimal comma), its own words in the page’s', async () => {
    const user = userEvent.setup();
    render(list(cookbookRecipes, 'it'));
    for (const pick of screen.getAllByTestId('shopping-pick')) await user.click(pick);
    const written = lines().join('\n');
    expect(written).toMatch(/\d cucchiai /);
    expect(written).toMatch(/\d,\d\sl /);
    expect(written).not.toMatch(/tbsp|tsp|\d\.\d/);
    expect(seen(screen.getByTestId('shopping-print'))).toBe(listStrings.list.print);
  });

  it('merges two recipes’ shared ingredients into one line each, and follows the servings', async () => {
    const user = userEvent.setup();
    render(<>{view()}{list(cookbookRecipes)}</>);
    await user.click(screen.getByTestId('add-to-list'));
    expect(screen.getAllByTestId('shopping-recipe').map(seen)[0]).toContain(chana.title);
    // the list may hold recipes of books in several languages: each title and line takes its own words' direction
    expect(screen.getByRole('link', { name: chana.title }).getAttribute('dir')).toBe('auto');
    for (const line of screen.getAllByTestId('shopping-line')) expect(line.querySelector('.rc-line-text')!.getAttribute('dir')).toBe('auto');
    const picks = screen.getAllByTestId('shopping-pick') as HTMLInputElement[];
    expect(picks[0]!.checked).toBe(true);
    await user.click(picks[1]!);
    expect(screen.getAllByTestId('shopping-recipe')).toHaveLength(2);
    const onions = lines().filter((l) => /onion/.test(l));
    expect(onions).toEqual(['4 onions']); // 1 onion and 3 onions
    expect(lines()).toContain('1.2 l water');
    expect(lines()).toContain('black pepper, to taste');
    // one more serving of the chana masala: 1¼ onions from it
    const chanaRow = screen.getAllByTestId('shopping-recipe')[0]!;
    await user.click(within(chanaRow).getByRole('button', { name: `More servings of ${chana.title}` }));
    expect(seen(chanaRow)).toContain('5 servings');
    expect(lines().filter((l) => /onion/.test(l))).toEqual(['4¼ onions']);
    // the US toggle converts the list too
    await user.click(within(screen.getByTestId('shopping-list')).getByTestId('units-us'));
    expect(lines()).toContain('5¼ cups water');
    // taking the chana masala off leaves the mujaddara's onions
    await user.click(within(chanaRow).getByRole('button', { name: `Remove ${chana.title} from the list` }));
    expect(lines().filter((l) => /onion/.test(l))).toEqual(['3 onions']);
    expect(seen(screen.getByTestId('add-to-list'))).toBe('Add to shopping list');
  });

  it('keeps ticked lines across a page load, and clears after confirming', async () => {
    const user = userEvent.setup();
    render(list(cookbookRecipes));
    await user.click(screen.getAllByTestId('shopping-pick')[0]!);
    const garlic = screen.getAllByTestId('shopping-line').find((l) => /garlic/.test(seen(l)))!;
    await user.click(within(garlic).getByRole('checkbox'));
    expect(garlic.hasAttribute('data-checked')).toBe(true);

    newPage();
    render(list(cookbookRecipes));
    const again = screen.getAllByTestId('shopping-line').find((l) => /garlic/.test(seen(l)))!;
    expect(seen(again)).toBe('3 cloves garlic');
    expect((within(again).getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    const other = screen.getAllByTestId('shopping-line').find((l) => /tomatoes/.test(seen(l)))!;
    expect((within(other).getByRole('checkbox') as HTMLInputElement).checked).toBe(false);

    await user.click(screen.getByTestId('shopping-clear'));
    expect(screen.getAllByTestId('shopping-recipe')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Yes, clear it' }));
    expect(screen.getByTestId('shopping-empty')).toBeTruthy();
    expect(window.localStorage.getItem(SHOPPING_KEY)).toBeNull();
  });

  it('unticks a line a recipe added later needs more of', async () => {
    const user = userEvent.setup();
    render(list(cookbookRecipes));
    await user.click(screen.getAllByTestId('shopping-pick')[0]!);
    const tick = async (word: RegExp) => user.click(within(screen.getAllByTestId('shopping-line').find((l) => word.test(seen(l)))!).getByRole('checkbox'));
    await tick(/onion/);
    await tick(/garlic/);
    await user.click(screen.getAllByTestId('shopping-pick')[1]!);
    const checked = (word: RegExp) => (within(screen.getAllByTestId('shopping-line').find((l) => word.test(seen(l)))!).getByRole('checkbox') as HTMLInputElement).checked;
    expect(checked(/onion/)).toBe(false);
    expect(checked(/garlic/)).toBe(true);
  });

  it('prints the list alone', async () => {
    const user = userEvent.setup();
    const print = vi.fn(() => expect(document.documentElement.dataset.print).toBe('shopping-list'));
    window.print = print;
    render(list(cookbookRecipes));
    await user.click(screen.getAllByTestId('shopping-pick')[0]!);
    await user.click(screen.getByRole('button', { name: 'Print the list' }));
    expect(print).toHaveBeenCalledOnce();
    window.dispatchEvent(new Event('afterprint'));
    expect(document.documentElement.dataset.print).toBeUndefined();
  });

  it('works in memory when the browser keeps nothing', async () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => { throw new Error('SecurityError'); });
    const user = userEvent.setup();
    render(<>{view()}{list()}</>);
    await user.click(screen.getByTestId('add-to-list'));
    await user.click(screen.getAllByTestId('units-us')[0]!);
    expect(lines()).toContain('¾ cup water');
    expect(screen.getByText('This browser can’t keep your list: it will be lost when you leave the page.')).toBeTruthy();
    expect(screen.getByText(/This browser can’t keep your choices/)).toBeTruthy();
  });
});

describe('cook mode', () => {
  it('opens as a dialog, moves by arrow keys and buttons, and gives the focus back on Escape', async () => {
    const user = userEvent.setup();
    render(view(shawarma, 'r-shawarma'));
    const input = screen.getByTestId('servings-input');
    await user.clear(input);
    await user.type(input, '8');
    await user.click(screen.getByTestId('cook-mode'));
    const dialog = screen.getByRole('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByTestId('cook-step'));
    expect(seen(screen.getByTestId('cook-count'))).toBe('Step 1 of 4');
    expect(seen(screen.getByTestId('cook-step'))).toContain(shawarma.steps[0]!.text);
    expect(seen(screen.getByTestId('cook-step'))).toContain('30 min');

    await user.keyboard('{ArrowRight}');
    expect(seen(screen.getByTestId('cook-count'))).toBe('Step 2 of 4');
    expect(seen(screen.getByTestId('cook-step'))).toContain('220 °C');
    await user.click(screen.getByTestId('cook-next'));
    await user.keyboard('{ArrowRight}');
    expect(seen(screen.getByTestId('cook-count'))).toBe('Step 4 of 4');
    expect(screen.getByTestId('cook-next').getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{ArrowRight}');
    expect(seen(screen.getByTestId('cook-count'))).toBe('Step 4 of 4');
    await user.keyboard('{ArrowLeft}');
    await user.click(screen.getByTestId('cook-prev'));
    expect(seen(screen.getByTestId('cook-count'))).toBe('Step 2 of 4');

    // the ingredients, at the servings chosen, a tap away
    expect(seen(within(dialog).getByText('Ingredients for 8 servings'))).toBeTruthy();
    expect(within(dialog).getAllByTestId('cook-ingredient').map(seen)).toContain('8 pita breads');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('cook-mode'));
  });

  it('moves the other way round on a right-to-left page', async () => {
    const user = userEvent.setup();
    render(<RecipeView recipe={shawarma} recipeId="r" href="/ar/r" lang="ar" bookLanguage="ar" strings={strings} />);
    await user.click(screen.getByTestId('cook-mode'));
    await user.keyboard('{ArrowLeft}');
    expect(seen(screen.getByTestId('cook-count'))).toBe('Step 2 of 4');
    await user.click(screen.getByTestId('cook-close'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('cook-mode'));
  });

  it('keeps the screen on where the browser allows it, asks again when the page is back, and lets go on close', async () => {
    const listeners: Record<string, () => void> = {};
    const sentinel = { released: false, release: vi.fn(async () => { sentinel.released = true; }), addEventListener: vi.fn((type: string, fn: () => void) => { listeners[type] = fn; }) };
    const request = vi.fn(async (_type: string) => sentinel);
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    const user = userEvent.setup();
    render(view());
    await user.click(screen.getByTestId('cook-mode'));
    expect(await screen.findByText('Screen stays on')).toBeTruthy();
    expect(request).toHaveBeenCalledWith('screen');

    // the browser lets go when the page is hidden; back in sight, cook mode asks again
    await act(async () => {
      sentinel.released = true;
      listeners.release?.();
    });
    expect(seen(screen.getByTestId('wake-lock-status'))).toBe('');
    sentinel.released = false;
    await act(async () => { document.dispatchEvent(new Event('visibilitychange')); });
    expect(request).toHaveBeenCalledTimes(2);
    expect(seen(screen.getByTestId('wake-lock-status'))).toBe('Screen stays on');

    await user.click(screen.getByTestId('cook-close'));
    await act(async () => {});
    expect(sentinel.release).toHaveBeenCalled();
  });

  it('says the screen may dim when the browser has no wake lock, or refuses it', async () => {
    const user = userEvent.setup();
    render(view());
    await user.click(screen.getByTestId('cook-mode'));
    expect(seen(screen.getByTestId('wake-lock-status'))).toBe('Your browser may dim the screen; tap it now and then');
    await user.click(screen.getByTestId('cook-close'));

    Object.defineProperty(navigator, 'wakeLock', { value: { request: vi.fn(async () => { throw new DOMException('denied', 'NotAllowedError'); }) }, configurable: true });
    await user.click(screen.getByTestId('cook-mode'));
    expect(await screen.findByText('Your browser may dim the screen; tap it now and then')).toBeTruthy();
  });
});

describe('the helpers', () => {
  it('convert a step’s temperature for the system, rounded to 5 degrees', () => {
    expect(temperatureIn({ value: 220, unit: 'C' }, 'us')).toEqual({ value: 430, unit: 'F' });
    expect(temperatureIn({ value: 350, unit: 'F' }, 'metric')).toEqual({ value: 175, unit: 'C' });
    expect(temperatureIn({ value: 183, unit: 'C' }, 'metric')).toEqual({ value: 183, unit: 'C' });
    expect(formatMinutes(20, strings.time)).toBe('20 min');
    expect(formatMinutes(90, strings.time)).toBe('1 h 30 min');
    expect(formatMinutes(120, strings.time)).toBe('2 h');
  });

  it('name units without a symbol in the locale’s words, agreeing with the amount', () => {
    expect(unitWord('clove', 1, strings.units)).toBe('clove');
    expect(unitWord('clove', 0.5, strings.units)).toBe('clove');
    expect(unitWord('clove', { min: 2, max: 3 }, strings.units)).toBe('cloves');
    expect(unitWord('g', 200, strings.units)).toBe('');
    expect(unitWord('to-taste', undefined, strings.units)).toBe('');
  });

  it('keep the ingredients in their groups, in order', () => {
    const groups = ingredientGroups(shawarma, 4, 'metric', 'en', strings.units);
    expect(groups.map((g) => [g.heading, g.lines.length])).toEqual([[null, 1], ['for the marinade', 9], [null, 1], ['for the sauce', 4], ['to serve', 1]]);
    expect(lineText(groups[3]!.lines[0]!)).toBe('200\u00a0g plain yogurt');
    // decimal comma in German
    expect(ingredientGroups(mujaddara, 6, 'metric', 'de', strings.units)[0]!.lines.map((l) => l.amount)).toContain('1,5\u00a0l');
    // a preparation after the language's own comma
    const noted = (lang: string) => ingredientGroups(shawarma, 4, 'metric', lang, strings.units).flatMap((g) => g.lines).find((l) => l.note)!;
    for (const [lang, comma] of [['en', ', '], ['ar', '، '], ['ur', '، '], ['ja', '、'], ['ch', '，']] as const) {
      const line = noted(lang);
      expect(lineText(line), lang).toBe(`${[line.amount, line.unit, line.item].filter(Boolean).join(' ')}${comma}${line.note}`);
    }
  });

  it('read a kept list back, dropping what is damaged', () => {
    const entry: ShoppingEntry = { recipeId: 'a', title: 'A', href: '/a', servings: 6, baseServings: 4, ingredients: [{ quantity: 1, item: 'onion' }], language: 'en' };
    const state = { recipes: [entry], checked: ['onion|count|piece'] };
    expect(parseShopping(serializeShopping(state))).toEqual(state);
    expect(parseShopping('not json')).toEqual(EMPTY_SHOPPING);
    expect(parseShopping(JSON.stringify({ v: 2, recipes: [entry] }))).toEqual(EMPTY_SHOPPING);
    const damaged = JSON.stringify({ v: 1, recipes: [entry, { ...entry, recipeId: 'b', ingredients: [{ quantity: 'lots', item: 'salt' }] }], checked: [3, 'x'] });
    expect(parseShopping(damaged)).toEqual({ recipes: [entry], checked: ['x'] });
    expect(shoppingLines([entry], 'metric').map((l) => l.id)).toEqual(['onion|count|piece']);
  });

  it('keep the schema’s servings range and their placeholders', () => {
    expect(SERVINGS_RANGE).toEqual(SERVINGS);
    expect(strings.cook.stepOf).toBe('Step {{n}} of {{count}}');
    expect(fill(strings.cook.stepOf, { n: 3, count: 8 })).toBe('Step 3 of 8');
    expect(listStrings.list.removeRecipe).toBe('Remove {{title}} from the list');
    expect(strings.units.handful).toMatchObject({ one: 'handful', other: 'handfuls' });
  });
});
