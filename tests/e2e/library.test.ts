// The public library in a browser (issue 6): a guest searches from Discover, filters by the
// book's language, opens a result, saves it through the login dialog (the save happens after
// sign-in) and finds it in My Collection; the back button returns to earlier searches; an author
// page lists only public books; with JavaScript off the search still works.
import { SEED_WORKSHEETS } from '../../db/seeds/worksheets.ts';
import { SEED_COOKBOOKS } from '../../db/seeds/cookbooks.ts';
import AxeBuilder from '@axe-core/playwright';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seedDemo } from '../../db/seeds/demo.ts';
import { LIBRARY_BOOKS, libraryBookId } from '../../db/seeds/library.ts';
import { holdIslandCode, useAppInBrowser, hydrateAll } from '../support/e2e.ts';

const app = useAppInBrowser();

const hydrated = async (page: Page) => {
  await hydrateAll(page);
};

const titles = (page: Page) => page.locator('[data-testid="library-results"] .library-card-title').allTextContents();

beforeAll(async () => {
  await seedDemo(app.server().db.knex);
});

describe('the public library', () => {
  it('Discover reads without the search code; the code comes when the visitor reaches for the search, and words typed meanwhile stay', async () => {
    const base = app.server().baseURL;
    const context = await app.browser().newContext({ viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (req) => { if (req.resourceType() === 'script') scripts.push(req.url()); });
    // a slow network for the search code: the visitor types before it is there
    await page.route(/LibraryBrowser\.[\w-]+\.js$/, async (route) => { await new Promise((r) => setTimeout(r, 800)); await route.continue(); });
    await page.goto(`${base}/en/discover`);
    await page.waitForLoadState('load');
    await page.waitForTimeout(2500); // well past the idle moment other islands wake at
    expect(scripts.filter((u) => /LibraryBrowser/.test(u))).toEqual([]);
    expect(await page.locator('[data-testid="library-results"] .library-card').count()).toBeGreaterThan(5);

    const box = page.getByRole('searchbox', { name: 'Search the library' });
    await box.click();
    await page.keyboard.type('photosynthesis');
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr][component-url*="LibraryBrowser"]'));
    expect(scripts.some((u) => /LibraryBrowser/.test(u))).toBe(true);
    expect(await box.inputValue()).toBe('photosynthesis');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await titles(page))[0], { timeout: 15_000 }).toBe('Photosynthesis: How Plants Make Food');
    expect(new URL(page.url()).search).toBe('?q=photosynthesis');
    await context.close();
  });

  /**
   * On a phone, Discover whose search code is held back while the visitor does `before` and presses
   * Apply (as on a slow connection); then the code comes.
   */
  const applyBeforeCode = async (before: (page: Page) => Promise<void>) => {
    const context = await app.browser().newContext({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const code = await holdIslandCode(page, 'LibraryBrowser');
    await page.goto(`${app.server().baseURL}/en/discover`);
    await page.waitForLoadState('load');
    await before(page);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => code.requested()).toBe(true);
    await code.release();
    return { page, context };
  };

  it('a type chosen and Apply pressed before the search code came filter the list, in one step back from the unfiltered one', async () => {
    const { page, context } = await applyBeforeCode((p) => p.locator('#library-type').selectOption('cookbook').then(() => undefined));
    await expect.poll(() => new URL(page.url()).searchParams.get('type'), { timeout: 15_000 }).toBe('cookbook');
    await expect.poll(async () => [...new Set(await page.locator('[data-testid="library-results"] .library-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-type'))))], { timeout: 15_000 }).toEqual(['cookbook']);
    expect(await page.locator('#library-type').inputValue()).toBe('cookbook');
    expect((await titles(page)).sort()).toEqual(SEED_COOKBOOKS.map((c) => c.theme).sort());
    // a cookbook named after its theme does not say it twice on its card
    const lines = await page.locator('[data-testid="library-results"] .library-card').evaluateAll((cards) => cards.map((c) => [c.querySelector('.library-card-title')?.textContent, c.querySelector('.library-card-topic')?.textContent ?? null]));
    expect(lines.filter(([title, topic]) => topic === title)).toEqual([]);
    // one history entry for the one search: Back shows every type again
    await page.goBack();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect.poll(() => page.locator('#library-type').inputValue()).toBe('');
    await context.close();
  });

  it('words typed and Apply pressed before the search code came are searched for', async () => {
    const { page, context } = await applyBeforeCode((p) => p.getByRole('searchbox', { name: 'Search the library' }).fill('photosynthesis'));
    await expect.poll(async () => (await titles(page))[0], { timeout: 15_000 }).toBe('Photosynthesis: How Plants Make Food');
    expect(new URL(page.url()).searchParams.get('q')).toBe('photosynthesis');
    await context.close();
  });

  it('"Show more" adds the next books under the server\'s first page and moves focus to the first new one; a search then replaces them all', async () => {
    const base = app.server().baseURL;
    const context = await app.browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${base}/en/discover`);
    const first = await titles(page);
    expect(first.length).toBe(24);
    await hydrated(page);
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect.poll(async () => (await titles(page)).length).toBeGreaterThan(24);
    const all = await titles(page);
    expect(all.slice(0, 24)).toEqual(first);
    expect(new Set(all).size).toBe(all.length);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(all[24]);
    await page.getByRole('searchbox', { name: 'Search the library' }).fill('photosynthesis');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await titles(page))[0], { timeout: 15_000 }).toBe('Photosynthesis: How Plants Make Food');
    expect((await titles(page)).length).toBeLessThan(24);
    await context.close();
  });

  it('search from Discover, filter by language, open a result, save it as a guest through the login dialog, find it in My Collection', async () => {
    const base = app.server().baseURL;
    const context = await app.browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await page.goto(`${base}/en/discover`);
    await hydrated(page);
    expect(await page.getByRole('heading', { name: 'Featured' }).isVisible()).toBe(true);
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    // search: results in place, the URL holds the query
    await page.getByRole('searchbox', { name: 'Search the library' }).fill('photosynthesis');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(async () => (await titles(page))[0]).toBe('Photosynthesis: How Plants Make Food');
    expect(await titles(page)).toContain('Die Photosynthese');
    expect(await titles(page)).not.toContain('El sistema solar');
    expect(new URL(page.url()).search).toBe('?q=photosynthesis');
    expect(await page.locator('[data-testid="snippet"] mark').first().textContent()).toMatch(/photosynthe/i);

    // filter by the book's language: only German books are left
    await page.locator('select#library-lang').selectOption('de');
    await expect.poll(() => titles(page)).toEqual(['Die Photosynthese']);
    expect(new URL(page.url()).searchParams.get('lang')).toBe('de');

    // back returns to the unfiltered search, forward to the filtered one
    await page.goBack();
    await expect.poll(async () => (await titles(page))[0]).toBe('Photosynthesis: How Plants Make Food');
    expect(await page.locator('select#library-lang').inputValue()).toBe('');
    await page.goForward();
    await expect.poll(() => titles(page)).toEqual(['Die Photosynthese']);

    // open the result and save it as a guest: the login dialog, then the save after sign-in
    expect(await page.getByRole('heading', { name: 'Featured' }).isVisible()).toBe(false);
    await page.getByTestId('library-results').getByRole('link', { name: 'Die Photosynthese' }).click();
    await page.waitForURL(/\/en\/v\/Die-Photosynthese\//);
    await hydrated(page);
    await page.getByTestId('save-book').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('E-mail').fill('library.guest@example.com');
    await dialog.getByRole('button', { name: /^Continue$/ }).click();
    const code = dialog.getByLabel('Code');
    await code.waitFor();
    const mail = await import('node:fs').then((fs) => {
      const dir = `${app.server().config.DATA_DIR}/outbox`;
      const file = fs.readdirSync(dir).filter((f) => f.endsWith('library.guest@example.com.eml')).sort().at(-1)!;
      return fs.readFileSync(`${dir}/${file}`, 'utf8').replace(/=\r?\n/g, '');
    });
    await code.fill(/sign-in code is (\d{6})/.exec(mail)![1]!);
    await dialog.getByRole('button', { name: /^Continue$/ }).click();
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    await expect.poll(() => page.getByTestId('save-book').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.locator('.ui-toast:visible', { hasText: 'Saved to My Collection' }).count()).toBe(1);
    expect(new URL(page.url()).searchParams.has('save')).toBe(false);

    // My Collection, from the account menu
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'My Collection' }).click();
    await page.waitForURL('**/en/user-collection');
    expect(await page.locator('[data-testid="collection"] .library-card-title').allTextContents()).toEqual(['Die Photosynthese']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an author page lists only the author’s public books', async () => {
    const base = app.server().baseURL;
    const context = await app.browser().newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${base}/en/@demo2`);
    await hydrated(page);
    const shown = await page.locator('.library-card-title').allTextContents();
    const mine = LIBRARY_BOOKS.filter((b) => b.author === 2);
    // the author's public textbooks, their worksheet groups and cookbooks (titled by their topic and theme offline)
    const groups = [...SEED_WORKSHEETS.filter((g) => g.author === 2).map((g) => g.topic), ...SEED_COOKBOOKS.filter((c) => c.author === 2).map((c) => c.theme)];
    expect(shown.sort()).toEqual([...mine.filter((b) => b.visibility === 'public').map((b) => b.title), ...groups].sort());
    expect(mine.some((b) => b.visibility !== 'public')).toBe(true);
    await context.close();
  });

  it('a user chooses their page address; the old one redirects', async () => {
    const base = app.server().baseURL;
    const login = await app.server().app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email: 'page.owner@example.com' } });
    const context = await app.browser().newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'loginJWT', value: login.cookies.find((c) => c.name === 'loginJWT')!.value, url: base }]);
    const page = await context.newPage();
    await page.goto(`${base}/en/my-page`);
    await page.waitForURL('**/en/@page-owner');
    await hydrated(page);
    await page.getByTestId('edit-page').click();
    await page.getByLabel('Page address', { exact: false }).fill('bad slug');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByText('may use only letters, digits, dots and hyphens').count()).toBeGreaterThan(0);
    await page.getByLabel('Page address', { exact: false }).fill('ms.rivera');
    await page.getByLabel('About me', { exact: false }).fill('I teach science in Lisbon.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL('**/en/@ms.rivera');
    expect(await page.locator('.library-author-bio').innerText()).toBe('I teach science in Lisbon.');
    await page.goto(`${base}/en/@page-owner`);
    await page.waitForURL('**/en/@ms.rivera');
    await context.close();
  });

  it('without JavaScript the search form, filters and pages work', async () => {
    const base = app.server().baseURL;
    const context = await app.browser().newContext({ javaScriptEnabled: false, locale: 'ar' });
    const page = await context.newPage();
    await page.goto(`${base}/ar/discover`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.locator('#library-q').fill('الماء');
    await page.locator('#library-lang').selectOption('ar');
    await page.locator('.library-filters button[type="submit"]').click();
    await page.waitForURL(/lang=ar/);
    const shown = await page.locator('[data-testid="library-results"] .library-card-title').allTextContents();
    // the form's default order is newest first: the water cycle textbook, and the cookbook whose recipes need water
    expect(shown).toContain('دورة الماء في الطبيعة');
    expect(shown).toContain('أطباق منزلية بسيطة');
    expect(new URL(page.url()).searchParams.get('sort')).toBe('newest');
    const unlisted = LIBRARY_BOOKS.filter((b) => b.visibility !== 'public').map((b) => libraryBookId(b.key));
    const html = await page.content();
    for (const id of unlisted) expect(html).not.toContain(id);
    await context.close();
  });
});
