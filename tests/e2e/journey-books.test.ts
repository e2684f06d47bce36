// Issue 10 in a browser, as the owner and a reader do it: My Books' tabs each show exactly their
// books; the owner makes a private copy of a book and deletes another (confirmation dialog,
// keyboard, then My Books confirms and the book's address answers 410); a reader removes a book
// from My Collection and undoes it; a very long title does not stretch the library's cards.
// Books are set up through the API (the writing itself is not the journey under test).
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

async function gql(jwt: string, query: string, variables: object = {}) {
  const res = await app.server().app.inject({ method: 'POST', url: '/graphql', payload: { query, variables }, headers: { cookie: `loginJWT=${jwt}` } });
  const body = res.json() as { data?: any; errors?: { message: string }[] };
  if (body.errors) throw new Error(body.errors[0]!.message);
  return body.data;
}

async function startBook(jwt: string, title: string, key: string) {
  const started = await gql(jwt, `mutation($input: StartTextbookInput!) { startTextbook(input: $input) { id } }`, {
    input: { title, topic: 'the sea and the land', subject: 'Geography', readingLevel: 'primary', language: 'en', chapterCount: 2, idempotencyKey: `start-${key}` },
  });
  return started.startTextbook.id as string;
}

async function makeBook(jwt: string, title: string, key: string, visibility = 'private') {
  const id = await startBook(jwt, title, key);
  await gql(jwt, `mutation($id: ID!, $k: String!) { generateTextbook(id: $id, idempotencyKey: $k) { id } }`, { id, k: `generate-${key}` });
  if (visibility !== 'private') await gql(jwt, `mutation($id: ID!, $v: Visibility!) { setTextbookVisibility(id: $id, visibility: $v) { id } }`, { id, v: visibility });
  const book = (await gql(jwt, `query($id: ID!) { textbook(id: $id) { slug } }`, { id })).textbook;
  return { id, slug: book.slug as string, title };
}

async function browserAs(jwt: string, width = 1280) {
  const context = await app.browser().newContext({ viewport: { width, height: 900 } });
  await context.addCookies([{ name: 'loginJWT', value: jwt, url: app.server().baseURL }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  return { context, page, errors };
}

const listedTitles = (page: Page) => page.locator('[data-testid="my-books"] .my-book > h2').allInnerTexts();

describe('My Books, copy and delete', () => {
  it('each tab shows exactly its books', async () => {
    const base = app.server().baseURL;
    const jwt = await signIn('e2e-journey-tabs@example.com');
    await startBook(jwt, 'Tabs Draft', 'tabs-draft');
    await makeBook(jwt, 'Tabs Private', 'tabs-private');
    await makeBook(jwt, 'Tabs Public', 'tabs-public', 'public');
    await makeBook(jwt, 'Tabs Unlisted', 'tabs-unlisted', 'unlisted');
    const { context, page, errors } = await browserAs(jwt);

    await page.goto(`${base}/en/my-books`);
    await hydrated(page);
    expect(page.url()).toBe(`${base}/en/my-books/published`);
    expect((await listedTitles(page)).sort()).toEqual(['Tabs Public', 'Tabs Unlisted']);
    await page.getByRole('navigation', { name: 'My books by stage' }).getByRole('link', { name: 'Private' }).click();
    await page.waitForURL(`${base}/en/my-books/private`);
    expect(await listedTitles(page)).toEqual(['Tabs Private']);
    await page.getByRole('link', { name: 'Drafts' }).click();
    await page.waitForURL(`${base}/en/my-books/drafts`);
    expect(await listedTitles(page)).toEqual(['Tabs Draft']);
    await page.getByRole('link', { name: 'Generating' }).click();
    await page.waitForURL(`${base}/en/my-books/generating`);
    expect(await page.locator('.my-book').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the owner makes a private copy, opens it, and finds it under Private', async () => {
    const base = app.server().baseURL;
    const jwt = await signIn('e2e-journey-copy@example.com');
    const book = await makeBook(jwt, 'Coral Reefs', 'copy-reefs', 'public');
    const { context, page, errors } = await browserAs(jwt);
    const before = (await gql(jwt, '{ creditBalance }')).creditBalance;

    await page.goto(`${base}/en/v/${book.slug}/${book.id}`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Make a copy' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/en/v/Coral-Reefs-') && !url.pathname.endsWith(book.id));
    await expect.poll(() => page.locator('h1.book-title').innerText()).toBe('Coral Reefs (copy)');
    expect(await page.locator('.book-toc li').count()).toBe(2);
    expect(await page.getByTestId('visibility-note').innerText()).toBe('Only you can see this book.');
    expect((await gql(jwt, '{ creditBalance }')).creditBalance).toBe(before);

    await page.goto(`${base}/en/my-books/private`);
    expect(await listedTitles(page)).toEqual(['Coral Reefs (copy)']);
    await page.goto(`${base}/en/my-books/published`);
    expect(await listedTitles(page)).toEqual(['Coral Reefs']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the owner deletes a book after confirming (keyboard): My Books confirms, the address answers 410', async () => {
    const base = app.server().baseURL;
    const jwt = await signIn('e2e-journey-delete@example.com');
    const book = await makeBook(jwt, 'Sand Dunes', 'delete-dunes', 'public');
    const url = `${base}/en/v/${book.slug}/${book.id}`;
    const { context, page, errors } = await browserAs(jwt);

    await page.goto(url);
    await hydrated(page);
    const opener = page.getByRole('button', { name: 'Delete this book' });
    // Escape closes the dialog without deleting, and focus comes back to the button
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete “Sand Dunes”?' });
    await dialog.waitFor();
    expect(await dialog.getByText('This cannot be undone.').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Delete this book');
    expect((await page.request.get(url)).status()).toBe(200);

    // again, and this time confirm with the keyboard
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Delete for good');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/en\/my-books\/(drafts|generating|private|published)/);
    await page.getByText('The book was deleted.').waitFor();
    expect(await page.locator('.my-book').count()).toBe(0);

    const gone = await page.goto(url);
    expect(gone!.status()).toBe(410);
    expect(await page.locator('h1').innerText()).toBe('This book was deleted');
    expect(await page.getByText('This book was deleted by its author.').isVisible()).toBe(true);
    expect((await page.goto(`${url}/1`))!.status()).toBe(410);
    expect((await page.request.get(`${base}/share/textbook/${book.id}.png`)).status()).toBe(404);
    expect(await (await page.request.get(`${base}/sitemap.xml`)).text()).not.toContain(book.id);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a draft is deleted from its My Books card', async () => {
    const base = app.server().baseURL;
    const jwt = await signIn('e2e-journey-draft@example.com');
    await startBook(jwt, 'Forgotten Draft', 'delete-draft');
    const { context, page, errors } = await browserAs(jwt, 390);
    await page.goto(`${base}/en/my-books/drafts`);
    await hydrated(page);
    // the way on (Continue) is the card's filled button; Delete is an outline at the row's far end
    const card = page.locator('.my-book', { hasText: 'Forgotten Draft' });
    const look = await card.evaluate((el) => {
      const box = (e: Element) => e.getBoundingClientRect();
      const continueLink = [...el.querySelectorAll('a')].find((a) => a.textContent === 'Continue')!;
      const remove = [...el.querySelectorAll('button')].find((b) => b.textContent === 'Delete this book')!;
      const padEnd = parseFloat(getComputedStyle(el).paddingRight) + parseFloat(getComputedStyle(el).borderRightWidth);
      return {
        continueFill: getComputedStyle(continueLink).backgroundColor, deleteFill: getComputedStyle(remove).backgroundColor,
        deleteText: getComputedStyle(remove).color, gapAtEnd: Math.round(box(el).right - padEnd - box(remove).right),
        sameRow: Math.abs(box(remove).top - box(continueLink).top) < 8,
      };
    });
    expect(look.continueFill).toBe('rgb(59, 91, 219)');
    expect(look.deleteFill).not.toBe('rgb(217, 48, 37)');
    expect(look.deleteText).toBe('rgb(217, 48, 37)');
    expect(look).toMatchObject({ gapAtEnd: 0, sameRow: true });
    await card.getByRole('button', { name: 'Delete this book' }).click();
    await page.getByRole('dialog', { name: 'Delete “Forgotten Draft”?' }).getByRole('button', { name: 'Delete for good' }).click();
    await page.getByText('The book was deleted.').waitFor();
    await page.goto(`${base}/en/my-books/drafts`);
    expect(await page.locator('.my-book').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('My Collection and library cards', () => {
  it('the owner removes a saved book with the keyboard, undoes it, and removes it for good', async () => {
    const base = app.server().baseURL;
    const author = await signIn('e2e-journey-author@example.com');
    const reader = await signIn('e2e-journey-reader@example.com');
    const first = await makeBook(author, 'Saved Glaciers', 'save-glaciers', 'public');
    const second = await makeBook(author, 'Saved Rivers', 'save-rivers', 'public');
    for (const b of [first, second]) await gql(reader, `mutation($id: ID!) { saveBook(id: $id) { saved } }`, { id: b.id });
    const { context, page, errors } = await browserAs(reader);

    await page.goto(`${base}/en/user-collection`);
    await hydrated(page);
    const cards = page.locator('[data-testid="collection"] .library-card');
    expect(await cards.count()).toBe(2);
    const remove = page.getByRole('button', { name: 'Remove “Saved Rivers” from My Collection' });
    await remove.focus();
    await page.keyboard.press('Enter');
    await page.getByText('Removed from My Collection').waitFor();
    await expect.poll(() => cards.count()).toBe(1);
    // the keyboard user's place: the next Remove button has the focus
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Remove “Saved Glaciers” from My Collection');
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Back in My Collection').waitFor();
    await expect.poll(() => cards.count()).toBe(2);
    await page.reload();
    expect(await cards.count()).toBe(2);

    await hydrated(page);
    await page.getByRole('button', { name: 'Remove “Saved Glaciers” from My Collection' }).click();
    await expect.poll(() => cards.count()).toBe(1);
    await page.waitForTimeout(500);
    await page.reload();
    expect(await cards.allTextContents()).toEqual([expect.stringContaining('Saved Rivers')]);
    // other people's view of this collection has no Remove
    const slug = `@${(await app.server().db.knex('users').where({ email: 'e2e-journey-reader@example.com' }).first('id')).id}`;
    const other = await browserAs(author);
    await other.page.goto(`${base}/en/collection-${slug}`);
    expect(await other.page.locator('.library-card').count()).toBe(1);
    expect(await other.page.getByRole('button', { name: /Remove/ }).count()).toBe(0);
    await other.context.close();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a very long title is clamped: every card in the row keeps the same height as without it', async () => {
    const base = app.server().baseURL;
    const author = await signIn('e2e-journey-long@example.com');
    const longTitle = `${'A remarkably long and winding title about the great rivers of the world '.repeat(2)}and everything that lives in them`.slice(0, 200);
    const books = [
      await makeBook(author, 'Short One', 'long-1', 'public'),
      await makeBook(author, 'Short Two', 'long-2', 'public'),
      await makeBook(author, 'Short Three', 'long-3', 'public'),
      await makeBook(author, longTitle, 'long-4', 'public'),
    ];
    const { context, page } = await browserAs(author, 1280);
    const slug = (await app.server().db.knex('user_slugs').join('users', 'users.id', 'user_slugs.user_id')
      .where({ 'users.email': 'e2e-journey-long@example.com', is_current: true }).first('slug')).slug as string;
    await page.goto(`${base}/en/${slug}`);
    const boxes = async () => page.locator('.library-card').evaluateAll((cards) => cards.map((c) => {
      const r = c.getBoundingClientRect();
      const title = c.querySelector('.library-card-title')!;
      return { top: Math.round(r.top), height: Math.round(r.height), titleHeight: title.getBoundingClientRect().height, lineHeight: parseFloat(getComputedStyle(title).lineHeight) };
    }));
    const all = await boxes();
    expect(all).toHaveLength(books.length);
    const row = all.filter((b) => b.top === all[0]!.top);
    expect(row.length).toBeGreaterThan(1);
    // the clamp: the long title takes at most three lines, and all cards in the row are as tall as each other
    for (const b of row) expect(b.titleHeight).toBeLessThanOrEqual(b.lineHeight * 3 + 1);
    expect(new Set(row.map((b) => b.height)).size).toBe(1);
    // the whole title is still the link's name and tooltip
    const link = page.locator('.library-card-title a', { hasText: 'A remarkably long' });
    expect(await link.getAttribute('title')).toBe(longTitle);
    expect(await link.textContent()).toBe(longTitle);
    await context.close();
  });
});
