// Issue 10, "Never lose work", in a browser: the owner edits a chapter and sees it saved; asks
// for an AI rewrite, sees the price in a dialog and confirms; undoes the rewrite in one click and
// has the edit back; opens the version history, previews and restores the AI's text. A failed
// save says so and keeps the text; the price follows each language's plural rules.
import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useAppInBrowser, hydrateAll } from '../support/e2e.ts';

const app = useAppInBrowser();

const hydrated = async (page: Page) => {
  await hydrateAll(page);
  await page.waitForTimeout(300);
};

async function signIn(email: string) {
  const res = await app.server().app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email } });
  return res.cookies.find((c) => c.name === 'loginJWT')!.value;
}

async function gql(jwt: string, query: string, variables: object) {
  const res = await app.server().app.inject({ method: 'POST', url: '/graphql', payload: { query, variables }, headers: { cookie: `loginJWT=${jwt}` } });
  const body = res.json() as { data?: any; errors?: { message: string }[] };
  if (body.errors) throw new Error(body.errors[0]!.message);
  return body.data;
}

/** The precondition, not the journey: a finished two-chapter book by the offline writer. */
async function makeBook(jwt: string, key: string) {
  const started = await gql(jwt, `mutation($input: StartTextbookInput!) { startTextbook(input: $input) { id } }`, {
    input: { title: 'Tides', topic: 'why the sea rises and falls', language: 'en', chapterCount: 2, idempotencyKey: `start-${key}` },
  });
  const id = started.startTextbook.id as string;
  await gql(jwt, `mutation($id: ID!, $k: String!) { generateTextbook(id: $id, idempotencyKey: $k) { id } }`, { id, k: `generate-${key}` });
  const book = (await gql(jwt, `query($id: ID!) { textbook(id: $id) { slug status } }`, { id })).textbook;
  expect(book.status).toBe('done');
  return { id, slug: book.slug as string };
}

async function ownerPage(jwt: string, width = 1280) {
  const context = await app.browser().newContext({ viewport: { width, height: 900 } });
  await context.addCookies([{ name: 'loginJWT', value: jwt, url: app.server().baseURL }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) errors.push(m.text()); });
  return { context, page, errors };
}

const body = (page: Page) => page.locator('[data-testid="chapter-body"]').textContent();
const flash = (page: Page) => page.getByTestId('owner-flash').textContent();

describe('a chapter never loses its text', () => {
  it('edit and save, rewrite for the price shown, undo the rewrite, restore the AI version from the history', async () => {
    const base = app.server().baseURL;
    const jwt = await signIn('e2e-versions-owner@example.com');
    const book = await makeBook(jwt, 'versions-e2e-1');
    const balance = (await gql(jwt, '{ creditBalance }', {})).creditBalance as number;
    const { context, page, errors } = await ownerPage(jwt);
    await page.goto(`${base}/en/v/${book.slug}/${book.id}/1`);
    await hydrated(page);
    const written = await body(page);

    // the owner's edit, saved, and the page says so
    await page.getByText('Edit this chapter').click();
    await page.getByLabel('Chapter text (Markdown)').fill('## My own words\n\nA paragraph I wrote myself.');
    await page.getByRole('button', { name: 'Save chapter' }).click();
    await expect.poll(() => flash(page)).toBe('Chapter saved.');
    expect(await body(page)).toContain('A paragraph I wrote myself.');
    expect(await page.getByRole('status').filter({ hasText: 'Chapter saved.' }).count()).toBe(1);

    // a rewrite shows its price, then asks in a dialog before spending
    await page.getByText('Rewrite this chapter with AI').click();
    expect(await page.getByTestId('rewrite-price').textContent()).toBe('Rewriting costs 1 credit.');
    await page.getByLabel('What should change?').fill('Make it about the moon');
    await page.getByRole('button', { name: 'Rewrite chapter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rewrite chapter 1 with AI?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(`Rewriting costs 1 credit. You have ${balance} credits.`);
    expect(await dialog.textContent()).toContain('Your current text stays in the version history');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    expect((await new AxeBuilder({ page }).include('dialog').analyze()).violations.map((v) => v.id)).toEqual([]);
    // Escape leaves without spending; asking again and confirming spends one credit
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect((await gql(jwt, '{ creditBalance }', {})).creditBalance).toBe(balance);
    await page.getByRole('button', { name: 'Rewrite chapter' }).click();
    await dialog.getByRole('button', { name: 'Yes, rewrite' }).click();
    await expect.poll(() => flash(page), { timeout: 15_000 }).toBe('Chapter 1 was rewritten.');
    const rewritten = await body(page);
    expect(rewritten).not.toContain('A paragraph I wrote myself.');
    expect((await gql(jwt, '{ creditBalance }', {})).creditBalance).toBe(balance - 1);

    // the previous text is one click away
    await hydrated(page);
    expect(await page.getByTestId('undo-rewrite').textContent()).toContain('AI rewrote with: Make it about the moon');
    await page.getByRole('button', { name: 'Undo rewrite' }).click();
    await expect.poll(() => flash(page)).toBe('Version 2 restored.');
    expect(await body(page)).toContain('A paragraph I wrote myself.');
    await hydrated(page);
    expect(await page.getByTestId('undo-rewrite').count()).toBe(0);

    // the history: newest first, when and by whom; preview the AI's text and restore it
    await page.getByText('Version history', { exact: true }).click();
    const items = page.getByTestId('chapter-version');
    await expect.poll(() => items.count()).toBe(4);
    const lines = await items.evaluateAll((els) => els.map((el) => el.querySelector('.owner-version-who')!.textContent));
    expect(lines).toEqual(['Restored from version 2', 'AI rewrote with: Make it about the moon', 'You edited', 'AI wrote']);
    expect(await items.first().textContent()).toContain('Current');
    expect(await items.first().locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const aiVersion = items.nth(1);
    await aiVersion.getByRole('button', { name: 'Preview' }).click();
    expect((await aiVersion.locator('pre').textContent())!.replace(/\s+/g, ' ')).toContain(rewritten!.replace(/\s+/g, ' ').trim().slice(0, 40));
    expect((await new AxeBuilder({ page }).include('[data-owner-tools]').analyze()).violations.map((v) => v.id)).toEqual([]);
    await aiVersion.getByRole('button', { name: 'Restore version 3' }).click();
    await expect.poll(() => flash(page)).toBe('Version 3 restored.');
    expect(await body(page)).toBe(rewritten);
    expect(written).not.toBe(rewritten);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a failed save says so and keeps the text in the editor', async () => {
    const base = app.server().baseURL;
    const jwt = await signIn('e2e-versions-offline@example.com');
    const book = await makeBook(jwt, 'versions-e2e-2');
    const { context, page } = await ownerPage(jwt);
    await page.goto(`${base}/en/v/${book.slug}/${book.id}/2`);
    await hydrated(page);
    await page.route('**/graphql', (route) => (route.request().postData()?.includes('UpdateChapter') ? route.abort('internetdisconnected') : route.continue()));
    await page.getByText('Edit this chapter').click();
    const text = '## Lost?\n\nNot this text.';
    await page.getByLabel('Chapter text (Markdown)').fill(text);
    await page.getByRole('button', { name: 'Save chapter' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'The chapter was not saved' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Your text is still in the editor; try again.');
    expect(await page.getByLabel('Chapter text (Markdown)').inputValue()).toBe(text);
    expect(await flash(page)).toBe('');
    await context.close();
  });

  it('the price follows the plural rules of the page language, right to left too', async () => {
    const base = app.server().baseURL;
    const jwt = await signIn('e2e-versions-plural@example.com');
    const book = await makeBook(jwt, 'versions-e2e-3');
    const { context, page } = await ownerPage(jwt, 390);
    const price = async (lang: string) => {
      await page.goto(`${base}/${lang}/v/${book.slug}/${book.id}/1`);
      await hydrated(page);
      await page.locator('[data-owner-tools] details summary').nth(1).click();
      return page.getByTestId('rewrite-price').textContent();
    };
    expect(await price('de')).toBe('Das Neuschreiben kostet 1 Guthabenpunkt.');
    await app.server().db.knex('global_configs').insert({ key: 'credits.chapterCost', value: JSON.stringify(2) }).onConflict('key').merge();
    try {
      expect(await price('de')).toBe('Das Neuschreiben kostet 2 Guthabenpunkte.');
      expect(await price('fr')).toBe('La réécriture coûte 2 crédits.');
      expect(await price('ar')).toBe('تكلفة إعادة الكتابة: رصيدان (2).');
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      // nothing scrolls sideways at 390 px with the panels open
      await page.getByText('سجل النسخ', { exact: true }).click();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      await app.server().db.knex('global_configs').where({ key: 'credits.chapterCost' }).delete();
    }
    await context.close();
  });
});
