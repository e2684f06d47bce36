// Issue 13, cookbooks in the browser: a cook, in Italian, picks the cookbook on /it/create, asks
// for 6 vegetarian recipes, renames one in the recipe list, has them written, opens the
// cookbook, scales a recipe from 4 to 6 servings, switches to US units (remembered), cooks it in
// cook mode by keyboard, builds a shopping list for two recipes (merged quantities, ticks kept
// after a reload) and prints a recipe (the print dialog opens; the header and buttons do not print).
// Also: a public recipe page carries its schema.org Recipe JSON-LD, and the wizard's other spelling forwards.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useAppInBrowser } from '../support/e2e.ts';

const app = useAppInBrowser();
const base = () => app.server().baseURL;
const knex = () => app.server().db.knex;

async function signIn(page: Page, email: string, lang = 'it') {
  await page.goto(`${base()}/${lang}/home`);
  const res = await page.evaluate(async (e) => (await fetch('/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ method: 'login', type: 'mock', email: e }) })).json(), email);
  expect(res).toEqual({ success: true });
}

const wizardReady = (page: Page) => page.locator('.wizard[data-ready][data-viewer="user"]').waitFor();
/** An island once hydrated (they start when scrolled into view). */
async function island(page: Page, testId: string) {
  const el = page.locator(`[data-testid=${testId}]`).first();
  await el.scrollIntoViewIfNeeded();
  await page.locator(`astro-island:not([ssr]) [data-testid=${testId}]`).first().waitFor();
  return el;
}
const ingredientTexts = (page: Page) => page.locator('[data-testid=recipe-view] [data-testid=ingredient]').allInnerTexts();

describe('cookbooks', () => {
  it('an Italian cook makes 6 vegetarian recipes, scales one to 6 servings in US units, cooks it, shops for two and prints one', async () => {
    const context = await app.browser().newContext({ viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    await signIn(page, 'cuoca@example.com');

    // the chooser → the wizard's start
    await page.goto(`${base()}/it/create`);
    await page.locator('[data-type=cookbook] a').click();
    await page.waitForURL(/\/it\/create\/cookbook\/start$/);
    await wizardReady(page);
    expect(await page.locator('[data-testid=cookbook-language]').inputValue()).toBe('it');
    expect(await page.locator('[data-testid=cookbook-recipe-count]').inputValue()).toBe('6');
    await page.locator('[data-testid=cookbook-theme]').fill('Cene vegetariane veloci per tutta la famiglia');
    await page.locator('[data-testid=cookbook-cuisine]').fill('italiana');
    await page.locator('[data-testid=diet-vegetarian]').check();
    await page.locator('[data-testid=cookbook-cost]').filter({ hasText: '50' }).waitFor();
    await page.locator('[data-testid=cookbook-submit]').click();

    // the recipe list: 6 recipes; the first renamed
    await page.waitForURL(/\/it\/create\/cookbooks\/outline\?book=b0[0-9a-f-]+$/);
    const bookId = new URL(page.url()).searchParams.get('book')!;
    await wizardReady(page);
    await page.locator('[data-plan-state=editing]').waitFor();
    expect(await page.locator('[data-testid=plan-recipe]').count()).toBe(6);
    const row = await knex()('books').where({ id: bookId }).first();
    expect(row).toMatchObject({ kind: 'cookbook', language: 'it', chapter_count: 6, status: 'outlined' });
    expect(row.details).toMatchObject({ diet: ['vegetarian'], cuisine: 'italiana', skill: 'easy' });
    await page.locator('[data-testid=recipe-title]').first().fill('La pasta della domenica');
    await page.locator('[data-testid=plan-write]').click();

    // writing, then the cookbook
    await page.waitForURL(`**/it/create/cookbooks/generate?book=${bookId}`);
    await wizardReady(page);
    await page.locator('[data-cookbook-status=done]').waitFor();
    expect(await page.locator('[data-testid=recipe-row][data-status=done]').count()).toBe(6);
    await page.locator('[data-testid=open-cookbook]').click();
    await page.waitForURL(`**/it/cookbooks/${bookId}`);
    expect(await page.locator('[data-testid=recipe-card]').count()).toBe(6);
    const parts = await knex()('book_parts').where({ book_id: bookId }).orderBy('position');
    for (const p of parts) expect(p.content.diet).toContain('vegetarian');
    expect(parts[0].content.title).toBe('La pasta della domenica');

    // a recipe written for 4, scaled to 6: every quantity changes as a cook writes it
    const four = parts.find((p: { content: { servings: number } }) => p.content.servings === 4)!;
    await page.locator('[data-testid=recipe-card] a', { hasText: four.content.title }).click();
    await page.waitForURL(/\/it\/r\/[^/]+\/b2[0-9a-f-]+$/);
    await island(page, 'servings-input');
    expect(await page.locator('[data-testid=servings-input]').inputValue()).toBe('4');
    const at4 = await ingredientTexts(page);
    await page.locator('[data-testid=servings-more]').click();
    await page.locator('[data-testid=servings-note]').filter({ hasText: '5' }).waitFor();
    await page.locator('[data-testid=servings-more]').click();
    await page.locator('[data-testid=servings-note]').filter({ hasText: '6' }).waitFor();
    expect(await page.locator('[data-testid=servings-input]').inputValue()).toBe('6');
    const at6 = await ingredientTexts(page);
    expect(at6).toHaveLength(at4.length);
    /** a line's weight in grams ("400 g", "1,2 kg"), or null */
    const grams = (line: string) => {
      const m = /^(\d+(?:[.,]\d+)?)\s*(g|kg)\b/.exec(line);
      return m ? Number(m[1]!.replace(',', '.')) * (m[2] === 'kg' ? 1000 : 1) : null;
    };
    // weights scale by 6/4 (rounded the way cooks round)
    const weighed = at4.map((line, i) => [grams(line), grams(at6[i]!)] as const).filter(([g]) => g !== null);
    expect(weighed.length).toBeGreaterThan(0);
    for (const [g4, g6] of weighed) expect(Math.abs(g6! - g4! * 1.5)).toBeLessThanOrEqual(Math.max(5, g4! * 0.05));
    expect(at6).not.toEqual(at4);

    // US units: grams become ounces or pounds, and the choice is remembered
    await page.locator('[data-testid=units-us]').click();
    const us = await ingredientTexts(page);
    expect(us.join('\n')).not.toMatch(/\d\s*g\b/);
    expect(us.join('\n')).toMatch(/\b(oz|lb|cup|cups)\b/);
    await page.reload();
    await island(page, 'units-us');
    await expect.poll(async () => page.locator('[data-testid=units-us]').getAttribute('aria-pressed')).toBe('true');

    // cook mode: one step at a time, by keyboard, Escape returns to the page
    await page.locator('[data-testid=cook-mode]').click();
    await page.locator('[data-testid=cook-dialog]').waitFor();
    const steps = four.content.steps.length;
    await page.locator('[data-testid=cook-count]').filter({ hasText: `1` }).waitFor();
    expect(await page.locator('[data-testid=cook-step]').innerText()).toContain(four.content.steps[0].text.slice(0, 30));
    await page.keyboard.press('ArrowRight');
    expect(await page.locator('[data-testid=cook-step]').innerText()).toContain(four.content.steps[1].text.slice(0, 30));
    expect(await page.locator('[data-testid=cook-count]').innerText()).toContain(String(steps));
    await page.locator('[data-testid=wake-lock-status]').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('[data-testid=cook-dialog]').waitFor({ state: 'detached' });

    // the shopping list: this recipe (at 6) and another from the cookbook's page, merged
    await page.locator('[data-testid=add-to-list]').click();
    await page.goto(`${base()}/it/cookbooks/${bookId}`);
    await island(page, 'shopping-list');
    const other = parts.find((p: { id: string; content: { ingredients: { item: string }[] } }) => p.id !== four.id)!;
    await page.getByRole('checkbox', { name: other.content.title, exact: true }).check();
    await expect.poll(() => page.locator('[data-testid=shopping-recipe]').count()).toBe(2);
    const lines = page.locator('[data-testid=shopping-line]');
    const items = new Set([...four.content.ingredients, ...other.content.ingredients].map((i: { item: string }) => i.item.toLowerCase()));
    expect(await lines.count()).toBeLessThanOrEqual(items.size);
    expect(await lines.count()).toBeGreaterThan(3);
    await lines.first().locator('input[type=checkbox]').check();
    await page.reload();
    await island(page, 'shopping-list');
    await expect.poll(() => page.locator('[data-testid=shopping-line][data-checked]').count()).toBe(1);
    expect(await page.locator('[data-testid=shopping-recipe]').count()).toBe(2);

    // print a recipe: its own page, the dialog opens; header and buttons are not on the paper
    await page.addInitScript(() => { (window as unknown as { printed: number }).printed = 0; window.print = () => { (window as unknown as { printed: number }).printed++; }; });
    await page.locator('[data-testid=recipe-card] a', { hasText: four.content.title }).click();
    await page.locator('[data-testid=print-recipe]').click();
    await page.waitForURL(/\/print$/);
    const printed = page.locator('[data-testid=recipe-print]');
    for (const ingredient of four.content.ingredients) expect(await printed.innerText()).toContain(ingredient.item);
    await page.locator('[data-testid=print-now]').click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.site-header').isVisible()).toBe(false);
    expect(await page.locator('[data-testid=print-now]').isVisible()).toBe(false);
    await context.close();
  });

  it('a shared recipe page carries its schema.org Recipe JSON-LD; the wizard answers its other spelling', async () => {
    const context = await app.browser().newContext();
    const page = await context.newPage();
    await signIn(page, 'cuoco.pubblico@example.com');
    const id = await page.evaluate(async () => {
      const q = async (query: string, variables: object) => (await (await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) })).json()).data;
      const s = await q('mutation($i: StartCookbookInput!) { startCookbook(input: $i) { id } }', { i: { theme: 'Zuppe d’inverno', diet: [], language: 'it', recipeCount: 1, skill: 'easy', idempotencyKey: 'e2e-cb-jsonld' } });
      await q('mutation($id: ID!) { generateCookbook(id: $id, idempotencyKey: "e2e-cb-jsonld-gen") { id } }', { id: s.startCookbook.id });
      await q('mutation($id: ID!) { setCookbookVisibility(id: $id, visibility: public) { id } }', { id: s.startCookbook.id });
      return s.startCookbook.id as string;
    });
    const recipe = await knex()('book_parts').where({ book_id: id }).first();
    await page.goto(`${base()}/it/r/x/${recipe.id}`);
    await page.waitForURL(/\/it\/r\/[^x][^/]*\/b2/);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(ld).toMatchObject({ '@type': 'Recipe', name: recipe.content.title, inLanguage: 'it', recipeYield: expect.stringContaining(String(recipe.content.servings)) });
    expect(ld.recipeIngredient).toHaveLength(recipe.content.ingredients.length);
    expect(ld.recipeInstructions[0]).toMatchObject({ '@type': 'HowToStep', text: recipe.content.steps[0].text });
    expect(ld.totalTime).toMatch(/^PT/);
    expect(ld).not.toHaveProperty('nutrition');

    await page.goto(`${base()}/it/create/cookbook/outline?book=${id}`);
    await page.waitForURL(`**/it/create/cookbooks/outline?book=${id}`);
    await context.close();
  });

  it('in Arabic, the way back and on points the way the page reads, and an Italian recipe is written in Italian whole', async () => {
    const context = await app.browser().newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signIn(page, 'cuoco.arabo@example.com', 'ar');
    const id = await page.evaluate(async () => {
      const q = async (query: string, variables: object) => (await (await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) })).json()).data;
      const s = await q('mutation($i: StartCookbookInput!) { startCookbook(input: $i) { id } }', { i: { theme: 'Cucina di casa', diet: [], language: 'it', recipeCount: 3, skill: 'easy', idempotencyKey: 'e2e-cb-arrows' } });
      await q('mutation($id: ID!) { generateCookbook(id: $id, idempotencyKey: "e2e-cb-arrows-gen") { id } }', { id: s.startCookbook.id });
      return s.startCookbook.id as string;
    });
    await expect.poll(async () => (await knex()('book_parts').where({ book_id: id, status: 'done' })).length, { timeout: 60_000 }).toBe(3);
    const second = await knex()('book_parts').where({ book_id: id, position: 2 }).first();
    // the neighbours' titles long enough to wrap their links at 390 px, whatever the writer chose
    for (const position of [1, 3]) {
      const part = await knex()('book_parts').where({ book_id: id, position }).first();
      const title = 'Risotto ai funghi porcini con zafferano, burro di montagna e parmigiano stagionato trenta mesi';
      await knex()('book_parts').where({ id: part.id }).update({ title, content: { ...part.content, title } });
    }
    const arrows = async () => page.locator('.recipe-crumbs .arrow, .recipe-pager .arrow').evaluateAll((els) => els.map((el) => {
      const box = el.getBoundingClientRect();
      const link = el.closest('a')!.getBoundingClientRect();
      // which side of its link the arrow stands on, and which way it is drawn
      // (the arrow is an item of its own in the link, so a long title that wraps does not move it)
      return { side: box.left - link.left < link.right - box.right ? 'left' : 'right', mirrored: getComputedStyle(el).transform.startsWith('matrix(-1') };
    }));
    for (const lang of ['ar', 'en']) {
      await page.goto(`${base()}/${lang}/r/x/${second.id}`);
      await page.locator('[data-testid=recipe-view]').waitFor();
      // back to the book, the previous recipe, the next: each arrow at its link's outer end, pointing out
      const expected = lang === 'ar'
        ? [{ side: 'right', mirrored: true }, { side: 'right', mirrored: true }, { side: 'left', mirrored: true }]
        : [{ side: 'left', mirrored: false }, { side: 'left', mirrored: false }, { side: 'right', mirrored: false }];
      const drawn = await arrows();
      expect(drawn, lang).toEqual(expected);
      const lines = (await ingredientTexts(page)).join('\n');
      expect(lines, lang).not.toMatch(/ملعقة|،|tbsp|tsp/);
      // every recipe of the offline bank has a spoon: written after its amount ("1½", "2") and a
      // no-break space (\s takes it)
      expect((second.content.ingredients as { unit?: string }[]).some((i) => i.unit === 'tsp' || i.unit === 'tbsp')).toBe(true);
      expect(lines, lang).toMatch(/[\d½¼¾⅓⅔⅛]\scucchia(io|i|ino|ini)\s/);
    }
    await context.close();
  });

  it('the owner edits a recipe in its form: a wrong unit is said on its field, nothing typed is lost, and the saved recipe shows', async () => {
    const context = await app.browser().newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
    const page = await context.newPage();
    await signIn(page, 'cuoca.editor@example.com');
    const bookId = await page.evaluate(async () => {
      const q = async (query: string, variables: object) => (await (await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) })).json()).data;
      const s = await q('mutation($i: StartCookbookInput!) { startCookbook(input: $i) { id } }', { i: { theme: 'Pranzi veloci', diet: ['vegetarian'], language: 'it', recipeCount: 1, skill: 'easy', idempotencyKey: 'e2e-cb-edit' } });
      await q('mutation($id: ID!) { generateCookbook(id: $id, idempotencyKey: "e2e-cb-edit-gen") { id } }', { id: s.startCookbook.id });
      return s.startCookbook.id as string;
    });
    const recipe = await knex()('book_parts').where({ book_id: bookId }).first();
    await page.goto(`${base()}/it/r/x/${recipe.id}`);
    await page.waitForURL(/\/it\/r\/[^x][^/]*\/b2/);
    const open = await island(page, 'recipe-edit-open');
    await open.click();
    const form = page.locator('[data-testid=recipe-form]');
    await form.waitFor();
    // half a quantity typed as a cook types it, and a new ingredient with no unit chosen for a weight
    await form.locator('[data-testid=ingredient-quantity]').first().fill('1/2');
    await form.locator('[data-testid=recipe-servings]').fill('2');
    await form.locator('[data-testid=add-ingredient]').click();
    const last = form.locator('[data-testid=ingredient-row]').last();
    await last.locator('[data-testid=ingredient-item]').fill('pomodori secchi');
    await last.locator('[data-testid=ingredient-quantity]').fill('30');
    // "30 … to taste" cannot be: said on that row, and what was typed stays
    await last.locator('[data-testid=ingredient-unit]').selectOption('to-taste');
    await form.locator('[data-testid=recipe-save]').click();
    await last.locator('[data-testid=recipe-error]').first().waitFor();
    expect(await last.locator('[data-testid=ingredient-item]').inputValue()).toBe('pomodori secchi');
    expect(await last.locator('[data-testid=ingredient-quantity]').inputValue()).toBe('30');
    expect((await knex()('book_parts').where({ id: recipe.id }).first()).content.servings).toBe(recipe.content.servings);
    await last.locator('[data-testid=ingredient-unit]').selectOption('g');
    await form.locator('[data-testid=recipe-save]').click();
    await page.locator('[data-testid=recipe-saved]').waitFor();
    await page.waitForLoadState('load');
    await expect.poll(async () => (await knex()('book_parts').where({ id: recipe.id }).first()).content.servings).toBe(2);
    const saved = (await knex()('book_parts').where({ id: recipe.id }).first()).content;
    expect(saved.ingredients[0].quantity).toBe(0.5);
    expect(saved.ingredients.at(-1)).toMatchObject({ item: 'pomodori secchi', quantity: 30, unit: 'g' });
    // after the reload the page shows the recipe as saved: for 2, with the dried tomatoes
    await page.locator('[data-testid=recipe-head]').filter({ hasText: 'pomodori secchi' }).or(page.locator('[data-testid=recipe-view]').filter({ hasText: 'pomodori secchi' })).first().waitFor();
    await island(page, 'servings-input');
    expect(await page.locator('[data-testid=servings-input]').inputValue()).toBe('2');
    await context.close();
  });
});
