// Signed in, in the browser: the header shows the user menu by role, from the first paint, and
// logging out returns the guest header.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signLoginToken } from '../../api/auth/tokens.ts';
import { useAppInBrowser, headerReady, holdIslandCode } from '../support/e2e.ts';

const app = useAppInBrowser();

async function signIn(page: Page, email: string, roles: string[] = []) {
  await page.goto(`${app.server().baseURL}/en/home`);
  const res = await page.evaluate(async (e) => (await fetch('/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ method: 'login', type: 'mock', email: e }) })).json(), email);
  expect(res).toEqual({ success: true });
  if (roles.length) {
    await app.server().db.knex('users').where({ email }).update({ roles });
    // roles reach the token at the next refresh, as the issue says
    await page.evaluate(async () => fetch('/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ method: 'refreshToken' }) }));
  }
  await page.reload();
  await headerReady(page);
}

describe('signed-in header', () => {
  it('shows the user menu instead of Log In, with the Account items, and logs out', async () => {
    const context = await app.browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'reader@example.com');
    const menuButton = page.getByRole('button', { name: 'Account menu' });
    await menuButton.waitFor();
    expect(await page.getByRole('link', { name: 'Log In' }).count()).toBe(0);
    await menuButton.click();
    await expect.poll(() => page.getByTestId('credit-balance').textContent(), { timeout: 10_000 }).toBe('50 credits');
    const items = await page.getByRole('menu', { name: 'Account menu' }).getByRole('menuitem').allTextContents();
    // issue 10: My Books added; My References hidden until its page exists. Issue 15: Credits (the account page)
    expect(items).toEqual(['My Books', 'My Collection', 'Create New', 'Credits', 'Language', 'Log Out']);
    // the language pane and Back
    await page.getByRole('menuitem', { name: 'Language' }).click();
    expect(await page.getByRole('menuitem', { name: 'Deutsch' }).getAttribute('href')).toBe('/de/home');
    await page.getByRole('menuitem', { name: /Back/ }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    // signed out, the header offers Log In (the address is /en/home before and after the log-out
    // navigation, so no header-readiness wait here: it could reach for the page being left)
    await page.waitForURL('**/en/home');
    await page.getByRole('link', { name: 'Log In' }).waitFor();
    expect(await context.cookies().then((c) => c.find((x) => x.name === 'loginJWT')?.value ?? '')).toBe('');
    await context.close();
  });

  it('a moderator sees Tools; an admin sees Tasks, Global Config and the Flags toggles', async () => {
    const context = await app.browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'moe@example.com', ['contentMod']);
    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu', { name: 'Account menu' });
    expect(await menu.getByRole('menuitem', { name: 'Tools' }).count()).toBe(1);
    expect(await menu.getByRole('menuitem', { name: 'Tasks' }).count()).toBe(0);
    expect(await menu.getByRole('menuitemcheckbox').count()).toBe(2);
    await context.close();

    const adminContext = await app.browser().newContext({ viewport: { width: 1280, height: 900 } });
    const adminPage = await adminContext.newPage();
    await signIn(adminPage, 'ada@example.com', ['admin']);
    await adminPage.getByRole('button', { name: 'Account menu' }).click();
    const adminMenu = adminPage.getByRole('menu', { name: 'Account menu' });
    expect(await adminMenu.getByRole('menuitem', { name: 'Tasks' }).getAttribute('href')).toBe('/admin/tasks');
    expect(await adminMenu.getByRole('menuitem', { name: 'Global Config' }).getAttribute('href')).toBe('/admin/global-configs');
    // a flag toggle is a local override kept in the browser
    const toggle = adminMenu.getByRole('menuitemcheckbox').first();
    expect(await toggle.isChecked()).toBe(false);
    await toggle.check();
    expect(await adminPage.evaluate(() => localStorage.getItem('bookloom.featureFlags'))).toBe('{"gamebooks2":true}');
    await adminContext.close();
  });

  it('is drawn signed in before its code comes: the user menu on an on-demand page, no Log In on a pre-rendered one', async () => {
    const context = await app.browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    page.on('console', (message) => { if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`); });
    await signIn(page, 'early-header@example.com');
    await app.server().db.knex('users').where({ email: 'early-header@example.com' }).update({ name: 'Nadia Early' });
    const code = await holdIslandCode(page, 'HeaderIsland');
    const header = page.locator('.site-header');
    const avatar = header.getByRole('button', { name: 'Account menu' });
    const logIn = header.getByRole('link', { name: 'Log In' });

    // on-demand: the server knows who this is, and its HTML has their menu, not the guest links
    await page.goto(`${app.server().baseURL}/en/discover`);
    await expect.poll(code.requested).toBe(true);
    expect(await page.locator('.site-header[data-ready]').count()).toBe(0);
    expect(await avatar.isVisible()).toBe(true);
    expect(await avatar.textContent()).toBe('NE');
    expect(await logIn.count()).toBe(0);
    await code.release();
    await page.locator('.site-header[data-ready]').waitFor();
    await avatar.click();
    expect(await page.getByRole('menu', { name: 'Account menu' }).locator('.user-menu-name').textContent()).toBe('Nadia Early');

    // pre-rendered: the same HTML for everyone; a visitor with a login cookie is not offered Log In
    const held = await holdIslandCode(page, 'HeaderIsland');
    await page.goto(`${app.server().baseURL}/en/faq`);
    expect(await page.locator('.site-header[data-ready]').count()).toBe(0);
    // in the HTML, and hidden (so also out of the accessibility tree) until the code has read the session
    expect(await header.locator('a[href="/en/login"]').count()).toBe(1);
    expect(await header.locator('a[href="/en/login"]').isVisible()).toBe(false);
    expect(await header.locator('a[href="/en/login?signUp=1"]').isVisible()).toBe(false);
    expect(await header.locator('.lang-picker').isVisible()).toBe(false);
    expect(await logIn.count()).toBe(0);
    expect(await header.getByRole('link', { name: 'Discover' }).isVisible()).toBe(true);
    await held.release();
    await avatar.waitFor();
    // drawn from the token at once (issued under the old name), then from the user's metadata
    await expect.poll(() => avatar.textContent()).toBe('NE');
    expect(await header.locator('a[href="/en/login"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('back the next day (the token long expired), the visitor is still signed in: on a page, and on My Books typed in', async () => {
    const context = await app.browser().newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await signIn(page, 'back.tomorrow@example.com');
    const cookie = (await context.cookies()).find((c) => c.name === 'loginJWT')!;
    // the cookie lasts as long as the session (30 days), not as long as the token inside (15 minutes)
    expect(cookie.expires * 1000).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    // the next day: the same session's token, issued a day ago and long expired
    const claims = JSON.parse(Buffer.from(cookie.value.split('.')[1]!, 'base64url').toString());
    const user = await app.server().db.knex('users').where({ email: 'back.tomorrow@example.com' }).first();
    const yesterday = await signLoginToken(app.server().config, { id: user.id, email: user.email, name: user.name ?? '', picture: null, roles: [] }, claims.sid, Date.now() - 86_400_000);
    await context.addCookies([{ ...cookie, value: yesterday }]);
    await page.goto(`${app.server().baseURL}/en/home`);
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    expect(await page.locator('.site-header').getByRole('link', { name: 'Log In' }).isVisible()).toBe(false);
    // the page refreshed it with the session's refresh cookie
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'loginJWT')?.value).not.toBe(yesterday);
    const fresh = (await context.cookies()).find((c) => c.name === 'loginJWT')!;
    expect(JSON.parse(Buffer.from(fresh.value.split('.')[1]!, 'base64url').toString()).exp * 1000).toBeGreaterThan(Date.now());
    // My Books typed in with yesterday's token: the page the visitor asked for, signed in
    await context.addCookies([{ ...cookie, value: yesterday }]);
    await page.goto(`${app.server().baseURL}/en/my-books`);
    await page.waitForURL(/\/en\/my-books\/(drafts|generating|private|published)$/);
    await page.getByRole('heading', { name: 'My Books' }).waitFor();
    await context.close();
  });

  it('shows a guest with a stale login cookie Log In once the header has read it', async () => {
    const context = await app.browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    for (const path of ['/en/faq', '/en/discover']) {
      // the cookie the header cannot use (it clears it): not a token, or one the server no longer takes
      await context.addCookies([{ name: 'loginJWT', value: 'not-a-token', url: app.server().baseURL }]);
      await page.goto(`${app.server().baseURL}${path}`);
      await page.locator('.site-header[data-ready]').waitFor();
      expect(await page.locator('.site-header').getByRole('link', { name: 'Log In' }).isVisible(), path).toBe(true);
      expect(await page.locator('.site-header').getByRole('link', { name: 'Sign Up' }).isVisible(), path).toBe(true);
    }
    await context.close();
  });
});
