// Issue 10, the library slice in a browser: an admin sets the site announcement by clicking, a
// signed-out visitor sees it on the pre-rendered home page and on Discover (and can dismiss it),
// clearing it removes it; a teacher picks "Biologia" on /pt/discover and finds biology books in
// several languages.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seedDemo } from '../../db/seeds/demo.ts';
import { LIBRARY_BOOKS } from '../../db/seeds/library.ts';
import { useAppInBrowser, hydrateAll } from '../support/e2e.ts';

const app = useAppInBrowser();

beforeAll(async () => {
  await seedDemo(app.server().db.knex);
});

const hydrated = async (page: Page) => {
  await hydrateAll(page);
};

async function adminPage() {
  const s = app.server();
  const email = 'journey-admin@example.com';
  const res = await s.app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email } });
  await s.db.knex('users').where({ email }).update({ roles: ['admin'] });
  const context = await app.browser().newContext();
  await context.addCookies([{ name: 'loginJWT', value: res.cookies.find((c) => c.name === 'loginJWT')!.value, url: s.baseURL }]);
  return { context, page: await context.newPage() };
}

async function setAnnouncement(page: Page, json: string) {
  const base = app.server().baseURL;
  await page.goto(`${base}/admin/global-configs`);
  await page.getByRole('link', { name: 'site.announcement' }).click();
  await page.waitForURL(`${base}/admin/global-configs/site.announcement`);
  await page.getByRole('link', { name: 'Edit' }).click();
  await hydrated(page);
  await page.getByLabel('Value (JSON)').fill(json);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(`${base}/admin/global-configs/site.announcement`);
}

const banner = (page: Page) => page.locator('#site-announcement');

describe('the site announcement', () => {
  it('an admin sets it by clicking; a signed-out visitor sees it on the pre-rendered home page and on Discover, dismisses it; clearing it removes it', async () => {
    const base = app.server().baseURL;
    const admin = await adminPage();
    await setAnnouncement(admin.page, '{"en": "The library is closed for maintenance on Sunday", "pt": "A biblioteca fecha para manutenção no domingo"}');

    const visitor = await app.browser().newContext({ viewport: { width: 390, height: 800 } });
    const page = await visitor.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${base}/en/home`);
    await expect.poll(() => banner(page).innerText()).toContain('The library is closed for maintenance on Sunday');
    expect(await page.getByRole('region', { name: 'Announcement' }).isVisible()).toBe(true);
    await page.goto(`${base}/pt/discover`);
    await expect.poll(() => banner(page).innerText()).toContain('A biblioteca fecha para manutenção no domingo');
    // the banner fits a phone's width
    expect(await banner(page).evaluate((el) => el.scrollWidth <= window.innerWidth && el.getBoundingClientRect().width <= window.innerWidth)).toBe(true);

    // dismissed, it stays away on the next pages
    await page.getByRole('button', { name: 'Fechar o aviso' }).click();
    expect(await banner(page).count()).toBe(0);
    await page.goto(`${base}/pt/home`);
    expect(await banner(page).count()).toBe(0);

    // a new announcement shows again, even to someone who dismissed the last one
    await setAnnouncement(admin.page, '"Sunday maintenance moved to Monday"');
    await page.goto(`${base}/pt/home`);
    await expect.poll(() => banner(page).innerText()).toContain('Sunday maintenance moved to Monday');

    await setAnnouncement(admin.page, 'null');
    const fresh = await app.browser().newContext();
    const other = await fresh.newPage();
    for (const path of ['/en/home', '/en/discover']) {
      await other.goto(`${base}${path}`);
      expect(await banner(other).count()).toBe(0);
    }
    await page.reload();
    expect(await banner(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await fresh.close();
    await visitor.close();
    await admin.context.close();
  });
});

describe('subjects', () => {
  it('picking "Biologia" on /pt/discover shows biology books in several languages', async () => {
    const base = app.server().baseURL;
    const context = await app.browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${base}/pt/discover`);
    await hydrated(page);
    const subject = page.getByLabel('Disciplina');
    const label = (await subject.locator('option').allInnerTexts()).find((text) => text.startsWith('Biologia'));
    expect(label).toMatch(/^Biologia \(\d+\)$/);
    await subject.selectOption({ label: label! });
    await page.waitForURL(/subject=biology/);
    const biology = LIBRARY_BOOKS.filter((b) => b.visibility === 'public' && b.subjectCode === 'biology');
    expect(new Set(biology.map((b) => b.language)).size).toBeGreaterThanOrEqual(3);
    await expect.poll(async () => (await page.locator('[data-testid="library-results"] .library-card-title').allTextContents()).sort())
      .toEqual(biology.map((b) => b.title).sort());
    await context.close();
  });
});
