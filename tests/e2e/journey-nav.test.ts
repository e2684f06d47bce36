// Issue 10, finding your way, in Chromium: My Books in the user menu and the mobile menu; no menu
// link that answers 404 (My References stays hidden until its page exists); a guest opening a
// signed-in page gets the login dialog and lands on that page after signing in; a moderator sent
// away from /admin (and a user from /moderator) is told why.
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { useAppInBrowser, headerReady } from '../support/e2e.ts';

const app = useAppInBrowser();

async function newPage(width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await app.browser().newContext({ viewport: { width, height: 900 } });
  return { context, page: await context.newPage() };
}

const ready = (page: Page) => headerReady(page);

/** Signing in is not the journey under test here: the local mock login, then roles set as a moderator would. */
async function signIn(page: Page, email: string, roles: string[] = []) {
  await page.goto(`${app.server().baseURL}/en/home`);
  const res = await page.evaluate(async (e) => (await fetch('/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ method: 'login', type: 'mock', email: e }) })).json(), email);
  expect(res).toEqual({ success: true });
  if (roles.length) {
    await app.server().db.knex('users').where({ email }).update({ roles });
    await page.evaluate(async () => fetch('/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ method: 'refreshToken' }) }));
  }
  await page.reload();
  await ready(page);
  await page.getByRole('button', { name: 'Account menu' }).waitFor();
}

/** Every link of the open user menu and of the mobile menu, as the signed-in user sees them. */
async function menuLinks(page: Page): Promise<{ user: { label: string; href: string }[]; mobile: { label: string; href: string }[] }> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu', { name: 'Account menu' });
  await menu.waitFor();
  const read = (root: ReturnType<Page['locator']>) => root.locator('a[href]').evaluateAll((links) =>
    links.map((a) => ({ label: a.textContent!.trim(), href: a.getAttribute('href')! })));
  const user = await read(menu);
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const mobile = page.getByRole('dialog', { name: 'Main navigation' });
  await mobile.waitFor();
  const links = await read(mobile);
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 900 });
  return { user, mobile: links };
}

describe('My Books in the menus', () => {
  it('the user menu and the mobile menu lead a signed-in user to My Books', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'finder@example.com');
    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu', { name: 'Account menu' });
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['My Books', 'My Collection', 'Create New', 'Credits', 'Language', 'Log Out']);
    await menu.getByRole('menuitem', { name: 'My Books' }).click();
    await page.waitForURL(/\/en\/my-books\/(drafts|generating|private|published)$/);
    await page.getByRole('heading', { level: 1, name: 'My Books' }).waitFor();

    // the mobile slide-in menu, at a phone's width, in Portuguese
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${app.server().baseURL}/pt/discover`);
    await ready(page);
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const mobile = page.getByRole('dialog');
    // a click that came before the header's code is replayed once it is live: the menu opens then
    await mobile.waitFor();
    expect(await mobile.getByRole('link').allTextContents()).toEqual(['Início', 'Descobrir', 'Criar novo', 'Meus livros', 'Minha coleção']);
    await mobile.getByRole('link', { name: 'Meus livros' }).click();
    await page.waitForURL(/\/pt\/my-books\/(drafts|generating|private|published)$/);
    await page.getByRole('heading', { level: 1, name: 'Meus livros' }).waitFor();
    await context.close();
  });

  it('no menu link answers 404, for a user, a moderator and an admin; My References is not offered', async () => {
    const everyone = ['/en/account', '/en/create', '/en/discover', '/en/home', '/en/my-books', '/en/user-collection'];
    const cases: [string, string[], string[]][] = [
      ['links.user@example.com', [], everyone],
      ['links.mod@example.com', ['contentMod'], [...everyone, '/moderator/users']],
      ['links.admin@example.com', ['admin'], [...everyone, '/admin/global-configs', '/admin/tasks']],
    ];
    for (const [email, roles, expected] of cases) {
      const { context, page } = await newPage();
      await signIn(page, email, roles);
      const { user, mobile } = await menuLinks(page);
      const hrefs = [...new Set([...user, ...mobile].map((l) => l.href))].sort();
      expect(hrefs, email).toEqual(expected.sort());
      expect([...user, ...mobile].map((l) => l.label)).not.toContain('My References');
      for (const href of hrefs) {
        // followed as this user (the context's cookies), redirects included
        const res = await page.request.get(`${app.server().baseURL}${href}`);
        expect(res.status(), `${email} ${href}`).not.toBe(404);
        expect(res.status(), `${email} ${href}`).toBeLessThan(400);
      }
      await context.close();
    }
  });
});

describe('a guest opening a signed-in page', () => {
  it('gets the login dialog and, signed in with the test account, lands on that page', async () => {
    const { context, page } = await newPage();
    await page.goto(`${app.server().baseURL}/en/my-books`);
    await ready(page);
    expect(new URL(page.url()).pathname).toBe('/en/login');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Log in' }).waitFor();
    await dialog.getByRole('button', { name: 'Use a test account (local only)' }).click();
    await dialog.getByLabel('Test account e-mail', { exact: false }).fill('returning.teacher@example.com');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/en\/my-books\/(drafts|generating|private|published)$/);
    await page.getByRole('heading', { level: 1, name: 'My Books' }).waitFor();
    await context.close();
  });

  it('works the same for My Collection, a My Books tab with its query, and My Page', async () => {
    for (const [path, landing] of [
      ['/de/user-collection', /\/de\/user-collection$/],
      ['/en/my-books/drafts?sort=new', /\/en\/my-books\/drafts\?sort=new$/],
      ['/en/my-page', /\/en\/@guest-/],
    ] as const) {
      const { context, page } = await newPage();
      await page.goto(`${app.server().baseURL}${path}`);
      await ready(page);
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await dialog.locator('.login-mock-link button').first().click();
      await dialog.locator('[data-screen="mock"] input').fill(`guest-${path.split('/')[2]!.replace(/\W/g, '')}@example.com`);
      await dialog.locator('[data-screen="mock"] button[type="submit"]').click();
      await page.waitForURL(landing);
      await context.close();
    }
  });
});

describe('refused areas say why', () => {
  it('a moderator opening /admin lands home with "That page is for admins only."', async () => {
    const { context, page } = await newPage();
    await signIn(page, 'mod.nav@example.com', ['contentMod']);
    await page.goto(`${app.server().baseURL}/admin/tasks`);
    await ready(page);
    const banner = page.getByRole('alert').filter({ hasText: 'That page is for admins only.' });
    await banner.waitFor();
    // the address is the home page again, so a reload or a shared link does not repeat it
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/en/home');
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await banner.waitFor({ state: 'detached' });
    await context.close();
  });

  it('a signed-in user opening /moderator is told, in their chosen language (RTL too)', async () => {
    const { context, page } = await newPage(390);
    await signIn(page, 'user.nav@example.com');
    await context.addCookies([{ name: 'bookloom.lang', value: 'ar', url: app.server().baseURL }]);
    await page.goto(`${app.server().baseURL}/moderator/users`);
    await ready(page);
    expect(new URL(page.url()).pathname).toBe('/ar/home');
    const banner = page.getByRole('alert').filter({ hasText: 'هذه الصفحة للمشرفين فقط.' });
    await banner.waitFor();
    // nothing scrolls sideways at a phone's width
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page.goto(`${app.server().baseURL}/admin/global-configs`);
    await ready(page);
    await page.getByRole('alert').filter({ hasText: 'هذه الصفحة للمشرفين العامين فقط.' }).waitFor();
    await context.close();
  });
});
