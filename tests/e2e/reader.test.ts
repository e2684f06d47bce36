// Reading and owning a textbook in a browser (issue 5): the owner edits chapter 2 and publishes
// the book; a signed-out visitor, with JavaScript off, opens the share URL and reads the edit.
// Then the owner retitles the book and rewrites a chapter with an instruction.
import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { doubledSpacing, hydrateAll, useAppInBrowser } from '../support/e2e.ts';

const app = useAppInBrowser();

const hydrated = async (page: Page) => {
  await hydrateAll(page);
  await page.waitForTimeout(300);
};

async function signIn(email: string) {
  const s = app.server();
  const res = await s.app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email } });
  return res.cookies.find((c) => c.name === 'loginJWT')!.value;
}

async function gql(jwt: string, query: string, variables: object) {
  const res = await app.server().app.inject({ method: 'POST', url: '/graphql', payload: { query, variables }, headers: { cookie: `loginJWT=${jwt}` } });
  const body = res.json() as { data?: any; errors?: { message: string }[] };
  if (body.errors) throw new Error(body.errors[0]!.message);
  return body.data;
}

/** A finished three-chapter book by the offline writer (jobs run inline: no queue in tests). */
async function makeBook(jwt: string, title: string, key: string) {
  const started = await gql(jwt, `mutation($input: StartTextbookInput!) { startTextbook(input: $input) { id } }`, {
    input: { title, topic: 'how the sea shapes the land', subject: 'Geography', readingLevel: 'Primary', language: 'en', chapterCount: 3, idempotencyKey: `start-${key}` },
  });
  const id = started.startTextbook.id as string;
  await gql(jwt, `mutation($id: ID!, $k: String!) { generateTextbook(id: $id, idempotencyKey: $k) { id } }`, { id, k: `generate-${key}` });
  const book = (await gql(jwt, `query($id: ID!) { textbook(id: $id) { slug status } }`, { id })).textbook;
  expect(book.status).toBe('done');
  return { id, slug: book.slug as string };
}

async function ownerPage(jwt: string) {
  const context = await app.browser().newContext();
  await context.addCookies([{ name: 'loginJWT', value: jwt, url: app.server().baseURL }]);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.server().baseURL });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error' && !m.text().includes('status of 409')) errors.push(m.text()); });
  return { context, page, errors };
}

describe('reading and owning a textbook', () => {
  it('the owner edits chapter 2 and publishes; a signed-out visitor opens the share URL and reads the edit', async () => {
    const base = app.server().baseURL;
    const jwt = await signIn('e2e-reader-owner@example.com');
    const book = await makeBook(jwt, 'Coasts and Cliffs', 'coasts-01');
    const bookUrl = `${base}/en/v/${book.slug}/${book.id}`;
    const { context, page, errors } = await ownerPage(jwt);

    await page.goto(`${bookUrl}/2`);
    await hydrated(page);
    expect(await page.locator('[data-testid="offline-draft"]').isVisible()).toBe(true);
    await page.getByText('Edit this chapter').click();
    await page.getByLabel('Chapter text (Markdown)').fill('## Waves at work\n\nEvery wave carries **sand** away, *slowly*.\n\n- arches\n- stacks');
    await page.getByRole('button', { name: 'Save chapter' }).click();
    await expect.poll(() => page.locator('[data-testid="chapter-body"]').innerHTML(), { timeout: 10_000 }).toContain('<h2>Waves at work</h2>');
    expect(await page.locator('[data-testid="chapter-body"]').innerHTML()).toContain('<strong>sand</strong>');

    // publish: the visibility select, then the share box with its URL
    await hydrated(page);
    expect(await page.locator('[data-testid="share-box"]').count()).toBe(0);
    await page.getByRole('combobox', { name: 'Who can read this book' }).click();
    await page.getByRole('option', { name: 'Public' }).click();
    await expect.poll(() => page.locator('.ui-toast:visible', { hasText: 'Visibility changed.' }).count()).toBe(1);
    const shareUrl = `${base}/@e2e-reader-owner/v/${book.slug}/${book.id}`;
    expect(await page.getByTestId('share-url').inputValue()).toBe(shareUrl);
    // the share box sits in the owner's tools at their gap, like every other tool
    expect(await doubledSpacing(page, '.owner-tools > *')).toEqual([]);
    const tweet = await page.locator('[data-share="twitter"]').getAttribute('href');
    expect(tweet).toBe(`https://twitter.com/intent/tweet?url=${encodeURIComponent(shareUrl)}&text=${encodeURIComponent('I made a book with Bookloom: Coasts and Cliffs')}`);
    expect(await page.locator('[data-share="linkedin"]').getAttribute('href')).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(shareUrl)}`);
    expect(await page.locator('[data-share="facebook"]').getAttribute('href')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(shareUrl)}`);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => page.locator('.ui-toast:visible', { hasText: 'Link copied.' }).count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);
    expect((await app.server().db.knex('books').where({ id: book.id }).first('visibility')).visibility).toBe('public');
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
    expect(errors).toEqual([]);

    // a signed-out visitor, JavaScript off: the share URL, the book page, chapter 2 with the edit
    const visitor = await app.browser().newContext({ javaScriptEnabled: false, locale: 'en-US' });
    const guest = await visitor.newPage();
    const response = await guest.goto(shareUrl);
    expect(response!.status()).toBe(200);
    expect(guest.url()).toBe(bookUrl);
    expect(await guest.locator('h1').textContent()).toBe('Coasts and Cliffs');
    expect(await guest.locator('[data-owner-tools]').count()).toBe(0);
    expect(await guest.locator('meta[property="og:title"]').getAttribute('content')).toBe('Coasts and Cliffs | Bookloom');
    await guest.locator('.book-toc a').nth(1).click();
    await guest.waitForURL(`${bookUrl}/2`);
    expect(await guest.locator('.chapter-body h2').first().textContent()).toBe('Waves at work');
    expect(await guest.locator('.chapter-body strong').first().textContent()).toBe('sand');
    expect(await guest.locator('.chapter-body li').allTextContents()).toEqual(['arches', 'stacks']);
    await guest.getByRole('link', { name: /Next chapter/ }).click();
    await guest.waitForURL(`${bookUrl}/3`);
    await visitor.close();
    await context.close();
  });

  it('the owner retitles the book (a new slug) and rewrites a chapter with an instruction', async () => {
    const base = app.server().baseURL;
    const jwt = await signIn('e2e-reader-second@example.com');
    const book = await makeBook(jwt, 'Rivers', 'rivers-01');
    const { context, page, errors } = await ownerPage(jwt);

    await page.goto(`${base}/en/v/${book.slug}/${book.id}`);
    await hydrated(page);
    // sharing an unfinished book is refused with the server's message
    await app.server().db.knex('books').where({ id: book.id }).update({ status: 'generating' });
    await page.getByRole('combobox', { name: 'Who can read this book' }).click();
    await page.getByRole('option', { name: 'Unlisted' }).click();
    await expect.poll(() => page.locator('.ui-field-error').textContent()).toBe('Only a finished book can be shared.');
    await app.server().db.knex('books').where({ id: book.id }).update({ status: 'done' });

    await page.getByText('Edit the title and front matter').click();
    await page.getByLabel('Title').fill('Rivers of the World');
    await page.getByLabel('Dedication').fill('For everyone who lives by a river');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(`${base}/en/v/Rivers-of-the-World/${book.id}`);
    expect(await page.locator('h1').textContent()).toBe('Rivers of the World');
    expect(await page.locator('.book-dedication p').textContent()).toBe('For everyone who lives by a river');
    expect(await page.title()).toBe('Rivers of the World | Bookloom');

    // the old address answers 301 to the new one
    const old = await app.server().app.inject({ url: `/en/v/Rivers/${book.id}`, headers: { cookie: `loginJWT=${jwt}` } });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/en/v/Rivers-of-the-World/${book.id}`);

    await page.goto(`${base}/en/v/Rivers-of-the-World/${book.id}/1`);
    await hydrated(page);
    await page.getByText('Edit this chapter').click();
    await page.getByLabel('Chapter text (Markdown)').fill('A placeholder to be rewritten.');
    await page.getByRole('button', { name: 'Save chapter' }).click();
    await expect.poll(() => page.locator('[data-testid="chapter-body"]').textContent()).toBe('A placeholder to be rewritten.');
    await hydrated(page);
    await page.getByText('Rewrite this chapter with AI').click();
    await page.getByLabel('What should change?').fill('Use simpler words and more examples');
    await page.getByRole('button', { name: 'Rewrite chapter' }).click();
    // issue 10: the rewrite asks first, with its price
    await page.getByRole('dialog', { name: 'Rewrite chapter 1 with AI?' }).getByRole('button', { name: 'Yes, rewrite' }).click();
    // the rewrite is followed by polling; once the chapter is written the page reloads with it
    await expect.poll(() => page.locator('[data-testid="chapter-body"] h2').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await page.locator('[data-testid="chapter-body"]').textContent()).not.toContain('A placeholder to be rewritten.');
    const chapter = await app.server().db.knex('book_parts').where({ book_id: book.id, position: 1 }).first('status', 'instruction');
    expect(chapter).toEqual({ status: 'done', instruction: null });
    expect(errors).toEqual([]);
    await context.close();
  });
});
