// The admin and moderator screens in a browser: forms with server field errors, 6 s toasts,
// tasks that run, users' roles and disabling, and the screens in the visitor's language.
import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { deterministicId } from '../../core/ids.ts';
import { useAppInBrowser, headerReady, holdIslandCode } from '../support/e2e.ts';

const app = useAppInBrowser();

async function session(email: string, roles: string[], options: BrowserContextOptions = {}) {
  const s = app.server();
  const res = await s.app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email } });
  await s.db.knex('users').where({ email }).update({ roles });
  const jwt = res.cookies.find((c) => c.name === 'loginJWT')!.value;
  const context = await app.browser().newContext(options);
  await context.addCookies([{ name: 'loginJWT', value: jwt, url: s.baseURL }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(page.url() + ' ' + e.message));
  page.on('console', (m) => { if (m.type() === 'error' && !m.text().includes('status of 400')) errors.push(m.text()); });
  return { page, context, errors };
}

const hydrated = async (page: Page) => { await page.waitForFunction(() => !document.querySelector('astro-island[ssr]')); await headerReady(page); await page.waitForTimeout(300); };

describe('admin screens in a browser', () => {
  it('global configs: field errors, create, edit, delete with 6 s toasts', async () => {
    const { page, context, errors } = await session('e2e-admin@example.com', ['admin']);
    const base = app.server().baseURL;
    await app.server().db.knex('global_configs').insert({ key: 'taken.key', value: '1' });
    await page.goto(`${base}/admin/global-configs/new`);
    await hydrated(page);
    await page.getByLabel('Key').fill('taken.key');
    await page.getByLabel('Value (JSON)').fill('{"a": 1,}');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => page.locator('.ui-field-error').allTextContents()).toEqual([expect.stringMatching(/^Value \(JSON\) is not valid JSON/)]);
    await page.getByLabel('Value (JSON)').fill('{"a": 1}');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => page.locator('.ui-field-error').allTextContents()).toEqual(['Key is already taken']);
    await expect.poll(() => page.locator('.ui-form-error').textContent()).toContain('Errors prevented this form from being saved');
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);

    await page.getByLabel('Key').fill('e2e.setting');
    await page.getByLabel('Description').fill('Made in a browser');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(`${base}/admin/global-configs/e2e.setting`);
    await expect.poll(() => page.locator('.ui-toast:visible', { hasText: 'Created.' }).count()).toBe(1);
    expect(await page.locator('.ui-toast:visible').count()).toBe(1);
    expect(await page.locator('.site-header .ui-toaster').isVisible()).toBe(false);
    await page.waitForTimeout(4500);
    expect(await page.locator('.ui-toast:visible', { hasText: 'Created.' }).isVisible()).toBe(true);
    expect(await page.locator('[data-testid="config-value"]').textContent()).toBe('{\n  "a": 1\n}');

    await page.getByRole('link', { name: 'Edit' }).click();
    await hydrated(page);
    await page.getByLabel('Value (JSON)').fill('[1, 2, 3]');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${base}/admin/global-configs/e2e.setting`);
    expect(await page.locator('[data-testid="config-value"]').textContent()).toBe('[\n  1,\n  2,\n  3\n]');

    await hydrated(page);
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(`${base}/admin/global-configs`);
    await expect.poll(() => page.locator('.ui-toast:visible', { hasText: 'Deleted.' }).count()).toBe(1);
    expect(await page.content()).not.toContain('e2e.setting');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a form filled and Create pressed before its code came is sent once the code comes, with what was typed', async () => {
    const { page, context, errors } = await session('e2e-early-admin@example.com', ['admin']);
    const base = app.server().baseURL;
    const code = await holdIslandCode(page, 'GlobalConfigForm');
    await page.goto(`${base}/admin/global-configs/new`);
    await expect.poll(code.requested).toBe(true);
    await page.getByLabel('Key').fill('early.setting');
    await page.getByLabel('Value (JSON)').fill('{"early": true}');
    await page.getByLabel('Description').fill('Typed before the code came');
    await page.getByRole('button', { name: 'Create' }).click();
    // the press did not send the page a form it cannot read: the page is still here, with what was typed
    expect(page.url()).toBe(`${base}/admin/global-configs/new`);
    expect(await page.getByLabel('Key').inputValue()).toBe('early.setting');
    await code.release();
    await page.waitForURL(`${base}/admin/global-configs/early.setting`);
    expect(await page.locator('[data-testid="config-value"]').textContent()).toBe('{\n  "early": true\n}');
    expect(await app.server().db.knex('global_configs').where({ key: 'early.setting' }).first('description')).toEqual({ description: 'Typed before the code came' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('tasks: create runs it, shows the result; a bad payload is a field error', async () => {
    const { page, context, errors } = await session('e2e-admin2@example.com', ['admin']);
    const base = app.server().baseURL;
    await page.goto(`${base}/admin/tasks/new`);
    await hydrated(page);
    await page.getByLabel('Payload (JSON object)').fill('[1]');
    await page.getByRole('button', { name: 'Create and queue' }).click();
    await expect.poll(() => page.locator('.ui-field-error').allTextContents()).toEqual(['Payload (JSON object) must be a JSON object, like {}']);
    await page.getByLabel('Payload (JSON object)').fill('{"days": 30}');
    await page.getByRole('button', { name: 'Create and queue' }).click();
    await page.waitForURL(/\/admin\/tasks\/60[0-9a-f-]+$/);
    expect(await page.locator('h1').textContent()).toContain('Done');
    expect(await page.locator('[data-testid="task-result"]').textContent()).toBe('{\n  "deleted": 0\n}');
    await expect.poll(() => page.locator('.ui-toast:visible', { hasText: 'The task was created and queued.' }).count()).toBe(1);
    await page.goto(`${base}/admin/tasks`);
    expect(await page.locator('table[data-testid="tasks"] tbody tr').count()).toBe(1);
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('users: search in place, toggle a role, disable, with toasts; a moderator cannot touch admin', async () => {
    const s = app.server();
    await session('someone.else@example.com', []);
    const { page, context, errors } = await session('e2e-mod@example.com', ['contentMod']);
    await page.goto(`${s.baseURL}/moderator/users`);
    await hydrated(page);
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
    await page.getByRole('searchbox').fill('someone');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    expect(page.url()).toBe(`${s.baseURL}/moderator/users?q=someone`);
    const row = page.locator('tbody tr', { hasText: 'someone.else@example.com' });
    expect(await row.getByRole('button', { name: 'Admin' }).isDisabled()).toBe(true);
    await row.getByRole('button', { name: 'Free Demo' }).click();
    await expect.poll(() => row.getByRole('button', { name: 'Free Demo' }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.locator('.ui-toast:visible', { hasText: 'Roles of someone.else@example.com updated.' }).count()).toBe(1);
    expect((await s.db.knex('users').where({ email: 'someone.else@example.com' }).first('roles')).roles).toEqual(['freeDemo']);
    page.once('dialog', (d) => void d.accept());
    await row.getByRole('button', { name: 'Disable' }).click();
    await expect.poll(() => row.getByRole('button', { name: 'Enable' }).count()).toBe(1);
    expect((await s.db.knex('users').where({ email: 'someone.else@example.com' }).first('disabled_at')).disabled_at).not.toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fit a phone in Arabic and English: the sections wrap above the page, which starts on the first screen; tables scroll in place', async () => {
    const { page, context, errors } = await session('e2e-admin-phone@example.com', ['admin'], { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const base = app.server().baseURL;
    await app.server().db.knex('global_configs').insert({ key: 'phone.setting', value: '{"a": 1}', description: 'A setting with a long description that makes its table wider than a phone' }).onConflict('key').ignore();
    const pages: { lang: string; path: string; sideways: number; heading: number; dir: string }[] = [];
    for (const lang of ['ar', 'en']) {
      await context.addCookies([{ name: 'bookloom.lang', value: lang, url: base }]);
      for (const path of ['/moderator/users', '/moderator/textbooks/config', '/moderator/featured-worlds', '/admin/global-configs', '/admin/promotion-codes']) {
        await page.goto(base + path);
        pages.push({ lang, path, ...await page.evaluate(() => ({
          sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          heading: Math.round(document.querySelector('.admin-content h1')!.getBoundingClientRect().top),
          dir: document.documentElement.dir,
        })) });
      }
    }
    expect(pages.filter((p) => p.sideways > 0)).toEqual([]);
    // the page's heading within the first 60 % of the screen, not below fourteen section links
    expect(pages.filter((p) => p.heading > 844 * 0.6)).toEqual([]);
    expect(pages.map((p) => p.dir)).toEqual([...Array(5).fill('rtl'), ...Array(5).fill('ltr')]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('in Arabic, a book in a left-to-right language keeps its title apart from the badges, and an author’s address its brackets', async () => {
    const { page, context } = await session('e2e-admin-bidi@example.com', ['admin'], { viewport: { width: 390, height: 844 } });
    const s = app.server();
    await s.app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email: 'bidi.author@example.com' } });
    const author = await s.db.knex('users').where({ email: 'bidi.author@example.com' }).first('id');
    await s.db.knex('users').where({ id: author.id }).update({ name: 'Priya Sharma' });
    const book = { id: deterministicId('Textbook', 'e2e-bidi', 1) };
    await s.db.knex('books').insert({
      id: book.id, user_id: author.id, title: 'सौर मंडल', topic: 'the solar system', language: 'hi', chapter_count: 1, start_key: 'bidi-e2e',
      status: 'done', visibility: 'public', hidden_at: s.db.knex.fn.now(), hidden_reason: 'A test',
    });
    await context.addCookies([{ name: 'bookloom.lang', value: 'ar', url: s.baseURL }]);
    await page.goto(`${s.baseURL}/moderator/textbooks/${book.id}`);
    const drawn = await page.evaluate(() => {
      const x = (node: Node, offset: number) => { const range = document.createRange(); range.setStart(node, offset); range.setEnd(node, offset + 1); return range.getBoundingClientRect().left; };
      const textOf = (el: Element): Text[] => { const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT); const out: Text[] = []; while (walker.nextNode()) out.push(walker.currentNode as Text); return out; };
      const at = (el: Element, char: string) => { for (const node of textOf(el)) { const i = node.data.indexOf(char); if (i >= 0) return x(node, i); } return NaN; };
      const heading = document.querySelector('.admin-content h1')!;
      const author = [...document.querySelectorAll('.admin-details dd')].find((dd) => dd.textContent!.includes('@'))!;
      const title = heading.querySelector('[lang]') ?? heading;
      return {
        author: author.textContent,
        openBefore: at(author, '<') < at(author, '>'),
        title: title.getAttribute('dir'),
        badgeLeftOfTitle: heading.querySelector('.admin-badge')!.getBoundingClientRect().right <= title.getBoundingClientRect().left,
      };
    });
    expect(drawn).toEqual({ author: 'Priya Sharma <bidi.author@example.com>', openBefore: true, title: 'ltr', badgeLeftOfTitle: true });
    // a setting's JSON reads left to right on an Arabic page: the quote that opens a key is left of the key
    await s.db.knex('global_configs').insert({ key: 'bidi.setting', value: '{"walk": true}' }).onConflict('key').ignore();
    await page.goto(`${s.baseURL}/admin/global-configs/bidi.setting`);
    const json = await page.locator('[data-testid="config-value"]').evaluate((pre) => {
      const text = pre.firstChild as Text;
      const x = (i: number) => { const range = document.createRange(); range.setStart(text, i); range.setEnd(text, i + 1); return range.getBoundingClientRect().left; };
      const quote = text.data.indexOf('"');
      return { text: text.data, quoteLeftOfKey: x(quote) < x(quote + 1) };
    });
    expect(json).toEqual({ text: '{\n  "walk": true\n}', quoteLeftOfKey: true });
    await context.close();
  });

  it('speaks the language stored in the cookie (German)', async () => {
    const { page, context } = await session('e2e-admin3@example.com', ['admin']);
    await context.addCookies([{ name: 'bookloom.lang', value: 'de', url: app.server().baseURL }]);
    await page.goto(`${app.server().baseURL}/admin/global-configs/new`);
    await hydrated(page);
    await page.getByLabel('Schlüssel').fill('1bad');
    await page.getByRole('button', { name: 'Erstellen' }).click();
    await expect.poll(() => page.locator('.ui-field-error').count()).toBeGreaterThan(0);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await context.close();
  });
});
