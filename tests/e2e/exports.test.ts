// Issue 17 in a browser: a signed-out visitor on a public textbook clicks "Download or print",
// makes the EPUB, watches it build and downloads it; the file is the book (its title and
// chapters). The next visit finds the same file, not a new build. Then in Arabic on a phone.
import { describe, expect, it } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { useAppInBrowser } from '../support/e2e.ts';

const app = useAppInBrowser();

const hydrated = async (page: Page) => {
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
  await page.locator('.site-header[data-ready]').waitFor();
};

async function gql(jwt: string, query: string, variables: object) {
  const res = await app.server().app.inject({ method: 'POST', url: '/graphql', payload: { query, variables }, headers: { cookie: `loginJWT=${jwt}` } });
  const body = res.json() as { data?: any; errors?: { message: string }[] };
  if (body.errors) throw new Error(body.errors[0]!.message);
  return body.data;
}

async function publicBook(email: string, title: string, language: string, key: string) {
  const login = await app.server().app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email } });
  const jwt = login.cookies.find((c) => c.name === 'loginJWT')!.value;
  const id = (await gql(jwt, `mutation($i: StartTextbookInput!) { startTextbook(input: $i) { id } }`, { i: {
    title, topic: 'rivers and the sea', language, chapterCount: 3, idempotencyKey: `start-${key}` } })).startTextbook.id as string;
  await gql(jwt, `mutation($id: ID!) { generateTextbook(id: $id, idempotencyKey: "generate-${key}") { id } }`, { id });
  const book = (await gql(jwt, `mutation($id: ID!) { setTextbookVisibility(id: $id, visibility: public) { slug } }`, { id })).setTextbookVisibility;
  return { id, slug: book.slug as string };
}

describe('downloading a book', () => {
  it('a signed-out visitor makes the EPUB of a public book, downloads it, and finds the same file next time', async () => {
    const base = app.server().baseURL;
    const book = await publicBook('e2e-export-owner@example.com', 'Rivers of the World', 'en', 'export-e2e-1');
    const context = await app.browser().newContext({ acceptDownloads: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${base}/en/v/${book.slug}/${book.id}`);
    await hydrated(page);
    await page.getByRole('link', { name: 'Download or print' }).click();
    await page.waitForURL(/\/export$/);
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'Download this book' }).isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Make the EPUB file' }).click();
    const link = page.getByRole('link', { name: 'Download EPUB' });
    await link.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('Rivers-of-the-World.epub');
    const zip = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
    expect(strFromU8(zip.mimetype!)).toBe('application/epub+zip');
    expect(strFromU8(zip['EPUB/package.opf']!)).toContain('<dc:title>Rivers of the World</dc:title>');
    expect(Object.keys(zip).filter((name) => /^EPUB\/chapter-\d\.xhtml$/.test(name))).toHaveLength(3);

    // the Word file beside it
    await page.getByRole('button', { name: 'Make the DOCX file' }).click();
    const word = page.getByRole('link', { name: 'Download DOCX' });
    await word.waitFor();
    const [docx] = await Promise.all([page.waitForEvent('download'), word.click()]);
    expect(docx.suggestedFilename()).toBe('Rivers-of-the-World.docx');
    expect(strFromU8(unzipSync(new Uint8Array(readFileSync((await docx.path())!)))['word/document.xml']!)).toContain('Rivers of the World');

    // the next visit: the file is there, with its size, and no build is asked for
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('link', { name: 'Download EPUB' }).isVisible()).resolves.toBe(true);
    await expect(page.locator('[data-format="epub"] .export-file-meta').textContent()).resolves.toMatch(/\d+ kB/);
    await expect(page.getByRole('button', { name: 'Make the EPUB file' }).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works in Arabic on a phone, in the page’s language', async () => {
    const base = app.server().baseURL;
    const book = await publicBook('e2e-export-ar@example.com', 'الأنهار', 'ar', 'export-e2e-ar');
    const context = await app.browser().newContext({ acceptDownloads: true, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${base}/ar/v/${book.slug}/${book.id}/export`);
    await hydrated(page);
    await expect(page.locator('html').getAttribute('dir')).resolves.toBe('rtl');
    await page.getByRole('button', { name: 'إنشاء ملف EPUB' }).tap();
    const link = page.getByRole('link', { name: 'تنزيل EPUB' });
    await link.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), link.tap()]);
    const opf = strFromU8(unzipSync(new Uint8Array(readFileSync((await download.path())!)))['EPUB/package.opf']!);
    expect(opf).toContain('page-progression-direction="rtl"');
    // nothing sticks out of a phone's screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();
  });
});
