// Issue 17 in a browser: a signed-out visitor on a public textbook clicks "Download or print",
// makes the EPUB, watches it build and downloads it; the file is the book (its title and
// chapters); the same for the PDF (US Letter for an English reader), which also opens in the
// browser, and the DOCX. The next visit finds the same file, not a new build; after the author
// edits a chapter, the page says the file is of an older version and makes it again in one click.
// Then in Arabic on a phone: A4 by default, US Letter when chosen. A paper chosen and Make pressed
// before the page's code came make that file once it comes.
import { describe, expect, it } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { useAppInBrowser, hydrateAll, holdIslandCode } from '../support/e2e.ts';

const app = useAppInBrowser();

const hydrated = async (page: Page) => {
  await hydrateAll(page);
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
  return { id, slug: book.slug as string, jwt };
}

describe('downloading a book', () => {
  it('a signed-out visitor makes the EPUB, PDF and DOCX of a public book, downloads them, opens the PDF, and finds the same files next time', async () => {
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

    // the PDF: on US Letter for an English reader; downloaded, and opened in the browser
    await expect(page.getByRole('radio', { name: 'US Letter' }).isChecked()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Make the PDF file' }).click();
    const pdfLink = page.getByRole('link', { name: 'Download PDF' });
    await pdfLink.waitFor({ timeout: 60_000 });
    const [pdf] = await Promise.all([page.waitForEvent('download'), pdfLink.click()]);
    expect(pdf.suggestedFilename()).toBe('Rivers-of-the-World.pdf');
    const pdfFile = (await pdf.path())!;
    expect(readFileSync(pdfFile).subarray(0, 5).toString()).toBe('%PDF-');
    const info = execFileSync('pdfinfo', [pdfFile]).toString();
    expect(info).toContain('(letter)');
    expect(execFileSync('pdftotext', [pdfFile, '-']).toString()).toContain('Rivers of the World');
    // "Open it in the browser" opens a new tab on the file itself, shown rather than saved (a
    // browser with a PDF viewer shows it; headless Chromium has none and reports a download)
    const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'Open it in the browser' }).click()]);
    const shown = await context.request.get(tab.url());
    expect(shown.headers()['content-type']).toBe('application/pdf');
    expect(shown.headers()['content-disposition']).toMatch(/^inline; filename="Rivers-of-the-World\.pdf"/);
    expect((await shown.body()).equals(readFileSync(pdfFile))).toBe(true);
    await tab.close();

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
    await expect(page.getByText('This book has changed since this file was made.').count()).resolves.toBe(0);

    // the author edits a chapter: the old file says so, and is made again in one click
    const chapters = (await gql(book.jwt, `query($id: ID!) { textbook(id: $id) { chapters { id markdown } } }`, { id: book.id })).textbook.chapters;
    await gql(book.jwt, `mutation($id: ID!, $i: ChapterInput!) { updateChapter(id: $id, input: $i) { id } }`, { id: chapters[0].id, i: { markdown: `${chapters[0].markdown}\n\n## Estuaries\n\nWhere a river meets the sea.` } });
    await page.reload();
    await hydrated(page);
    const epubRow = page.locator('[data-format="epub"]');
    await expect(epubRow.getByText('This book has changed since this file was made.').isVisible()).resolves.toBe(true);
    const oldHref = await epubRow.getByRole('link', { name: 'Download EPUB' }).getAttribute('href');
    await epubRow.getByRole('button', { name: 'Make the EPUB file again' }).click();
    await page.waitForFunction((old) => document.querySelector('[data-format="epub"] a[download]')?.getAttribute('href') !== old
      && !document.querySelector('[data-format="epub"] .export-file-outdated'), oldHref);
    const [fresh] = await Promise.all([page.waitForEvent('download'), epubRow.getByRole('link', { name: 'Download EPUB' }).click()]);
    const freshZip = unzipSync(new Uint8Array(readFileSync((await fresh.path())!)));
    expect(strFromU8(freshZip['EPUB/chapter-1.xhtml']!)).toContain('Where a river meets the sea.');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a paper chosen and Make pressed before the page’s code came make that file once it comes', async () => {
    const base = app.server().baseURL;
    const book = await publicBook('e2e-export-early@example.com', 'Lakes and Ponds', 'en', 'export-e2e-early');
    const context = await app.browser().newContext({ acceptDownloads: true });
    const page = await context.newPage();
    const code = await holdIslandCode(page, 'ExportFiles');
    await page.goto(`${base}/en/v/${book.slug}/${book.id}/export`);
    await page.getByRole('radio', { name: 'A4' }).click();
    await page.getByRole('button', { name: 'Make the PDF file' }).click();
    await expect.poll(code.requested).toBe(true);
    expect(await page.getByRole('link', { name: 'Download PDF' }).count()).toBe(0);
    await code.release();
    const pdfLink = page.getByRole('link', { name: 'Download PDF' });
    await pdfLink.waitFor({ timeout: 60_000 });
    await expect(page.getByRole('radio', { name: 'A4' }).isChecked()).resolves.toBe(true);
    const [pdf] = await Promise.all([page.waitForEvent('download'), pdfLink.click()]);
    expect(execFileSync('pdfinfo', [(await pdf.path())!]).toString()).toContain('(A4)');
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
    // a Latin format name in an Arabic label is isolated (FSI…PDI, site/lib/i18n-bidi.ts)
    const iso = (latin: string) => `\u2068${latin}\u2069`;
    await page.getByRole('button', { name: `إنشاء ملف ${iso('EPUB')}` }).tap();
    const link = page.getByRole('link', { name: `تنزيل ${iso('EPUB')}` });
    await link.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), link.tap()]);
    const opf = strFromU8(unzipSync(new Uint8Array(readFileSync((await download.path())!)))['EPUB/package.opf']!);
    expect(opf).toContain('page-progression-direction="rtl"');
    // the PDF on A4, the paper of an Arabic reader; US Letter when chosen, a file of its own
    await expect(page.getByRole('radio', { name: 'A4' }).isChecked()).resolves.toBe(true);
    await page.getByRole('button', { name: `إنشاء ملف ${iso('PDF')}` }).tap();
    const a4 = page.getByRole('link', { name: `تنزيل ${iso('PDF')}` });
    await a4.waitFor({ timeout: 60_000 });
    const a4Href = await a4.getAttribute('href');
    await page.getByRole('radio', { name: 'Letter الأمريكي' }).tap();
    await page.getByRole('button', { name: `إنشاء ملف ${iso('PDF')}` }).tap();
    const letter = page.getByRole('link', { name: `تنزيل ${iso('PDF')}` });
    await page.waitForFunction((old) => document.querySelector('[data-format="pdf"] a[download]')?.getAttribute('href') !== old, a4Href, { timeout: 60_000 });
    const [letterPdf] = await Promise.all([page.waitForEvent('download'), letter.tap()]);
    expect(execFileSync('pdfinfo', [(await letterPdf.path())!]).toString()).toContain('(letter)');
    await page.getByRole('radio', { name: 'A4' }).tap();
    await expect(page.getByRole('link', { name: `تنزيل ${iso('PDF')}` }).getAttribute('href')).resolves.toBe(a4Href);
    // nothing sticks out of a phone's screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();
  });
});
