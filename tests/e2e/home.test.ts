// The first journey: a visitor opens the home page in Chromium and sees it, with no errors.
import { describe, expect, it } from 'vitest';
import { useAppInBrowser } from '../support/e2e.ts';

const app = useAppInBrowser();

describe('home page', () => {
  it('shows the home page with no console errors', async () => {
    const page = await app.browser().newPage();
    const problems: string[] = [];
    page.on('console', (msg) => { if (msg.type() === 'error') problems.push(msg.text()); });
    page.on('pageerror', (err) => problems.push(err.message));
    const res = await page.goto(`${app.server().baseURL}/en/home`);
    expect(res?.status()).toBe(200);
    await expect(page.title()).resolves.toBe('Bookloom: You have a great book inside you. Draft your first book within minutes.');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('You have a great book inside you');
    expect(await page.getByRole('link', { name: 'Create a book' }).getAttribute('href')).toBe('/en/create');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('follows the language-less root to the browser language', async () => {
    const context = await app.browser().newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto(`${app.server().baseURL}/`);
    expect(new URL(page.url()).pathname).toBe('/de/home');
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await context.close();
  });

  it('lays out right-to-left in Arabic', async () => {
    const page = await app.browser().newPage();
    await page.goto(`${app.server().baseURL}/ar/home`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    // the logo sits at the inline start, which is the right edge in RTL
    const box = await page.locator('.logo').boundingBox();
    const width = page.viewportSize()!.width;
    expect(box!.x).toBeGreaterThan(width / 2);
    await page.close();
  });

  it('shows the not-found page with status 404', async () => {
    const page = await app.browser().newPage();
    const res = await page.goto(`${app.server().baseURL}/en/no-such-page`);
    expect(res?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    await page.close();
  });
});
