// Issue 10, the create wizard as a first-time teacher uses it: outline edits survive a reload even
// with an unfinished row, leaving with unsaved edits asks first, Back from the outline shows and
// changes the same book (one book, one charge), a book the balance cannot finish cannot be
// started (the whole cost, one message, the button off, a way forward), and the finished book
// links to My Books.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { debit } from '../../api/services/credits.ts';
import { useAppInBrowser } from '../support/e2e.ts';
import { outlinesOf } from '../support/chapters.ts';

const app = useAppInBrowser();
const base = () => app.server().baseURL;
const knex = () => app.server().db.knex;

async function signIn(page: Page, email: string, lang = 'en') {
  await page.goto(`${base()}/${lang}/home`);
  const res = await page.evaluate(async (e) => (await fetch('/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ method: 'login', type: 'mock', email: e }) })).json(), email);
  expect(res).toEqual({ success: true });
}

async function wizardReady(page: Page) {
  await page.locator('.wizard[data-ready][data-viewer="user"]').waitFor();
}

const chapterTitles = (page: Page) => page.locator('.outline-chapter-title input').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
const balanceOf = async (email: string) => Number((await knex()('credit_accounts').join('users', 'users.id', 'credit_accounts.user_id').where('users.email', email).first('credit_accounts.balance')).balance);

/** Fills the start step like a user and presses Start; resolves on the outline editor. */
async function startBook(page: Page, title: string, chapters: number) {
  await page.goto(`${base()}/en/create/textbook/start`);
  await wizardReady(page);
  await page.locator('input[name="title"]').fill(title);
  await page.locator('textarea[name="topic"]').fill('Rivers, lakes and the sea');
  await page.locator('input[name="chapterCount"]').fill(String(chapters));
  await page.locator('[data-cost]').filter({ hasText: 'You have' }).waitFor();
  await page.getByRole('button', { name: 'Start' }).click();
  await page.waitForURL(/\/en\/create\/textbook\/outline\?book=8a/);
  await wizardReady(page);
  await page.locator('[data-outline-state="editing"]').waitFor();
  return new URL(page.url()).searchParams.get('book')!;
}

describe('outline edits are never lost', () => {
  it('reorder, add a chapter (usable defaults), an unfinished section: saved at once where valid, all back after a reload; leaving asks first', async () => {
    const context = await app.browser().newContext({ viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    await signIn(page, 'reorder@example.com');
    const bookId = await startBook(page, 'Water Everywhere', 4);
    const original = await chapterTitles(page);
    expect(original).toHaveLength(4);

    // move chapter 3 up, add a chapter: it starts as "Chapter 5" with a "New section"
    await page.getByRole('button', { name: 'Move chapter 3 up', exact: true }).click();
    await page.getByRole('button', { name: 'Add a chapter' }).click();
    const expected = [original[0], original[2], original[1], original[3], 'Chapter 5'];
    expect(await chapterTitles(page)).toEqual(expected);
    expect(await page.getByLabel('Chapter 5, section 1', { exact: false }).inputValue()).toBe('New section');
    // an unfinished row: a section of chapter 1 emptied
    await page.getByLabel('Chapter 1, section 1', { exact: false }).fill('');
    // what is valid reaches the server at once, the empty row waits
    await page.locator('[data-save-state="partial"]').waitFor();
    await expect.poll(async () => {
      const row = (await outlinesOf(knex(), bookId))[0]!;
      return row.source === 'author' ? row.outline.chapters.map((c: { title: string }) => c.title) : [];
    }).toEqual(expected);

    // leaving with the unfinished row: the browser asks (dismissed: we stay)
    const dialogs: string[] = [];
    page.once('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.dismiss();
    });
    await page.locator('.site-header a[href="/en/discover"]').first().click();
    await expect.poll(() => dialogs).toEqual(['beforeunload']);
    expect(new URL(page.url()).pathname).toBe('/en/create/textbook/outline');

    // a reload: every edit is there, the empty row included (kept on this device)
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await wizardReady(page);
    await page.locator('[data-outline-state="editing"]').waitFor();
    expect(await chapterTitles(page)).toEqual(expected);
    expect(await page.getByLabel('Chapter 1, section 1', { exact: false }).inputValue()).toBe('');
    // filled in, everything is saved and nothing is asked any more
    await page.getByLabel('Chapter 1, section 1', { exact: false }).fill('Where water comes from');
    await page.locator('[data-save-state="saved"]').waitFor();
    const saved = (await outlinesOf(knex(), bookId))[0]!;
    expect(saved.outline.chapters[0].sections[0]).toBe('Where water comes from');
    expect(await page.evaluate((id) => localStorage.getItem(`bookloom.wizard.outline.${id}`), bookId)).toBeNull();
    await context.close();
  });
});

describe('Back from the outline', () => {
  it('shows the book\'s own values; a new title updates that book; one book, one charge; the finished book links to My Books', async () => {
    const email = 'back.again@example.com';
    const context = await app.browser().newContext({ viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    await signIn(page, email);
    await page.goto(`${base()}/en/create/textbook/start`);
    await wizardReady(page);
    await page.locator('input[name="title"]').fill('Volcanoes');
    await page.locator('textarea[name="topic"]').fill('How volcanoes form and erupt');
    await page.locator('input[name="subject"]').fill('Geography');
    await page.locator('input[name="audience"]').fill('Curious teenagers');
    await page.getByRole('combobox', { name: /Reading level/ }).click();
    await page.getByRole('option', { name: 'High school' }).click();
    await page.locator('input[name="chapterCount"]').fill('2');
    await page.locator('textarea[name="notes"]').fill('Use examples from Iceland.');
    await page.locator('[data-cost]').filter({ hasText: 'You have 50 credits.' }).waitFor();
    await page.getByRole('button', { name: 'Start' }).click();
    await page.waitForURL(/\/en\/create\/textbook\/outline\?book=8a/);
    const bookId = new URL(page.url()).searchParams.get('book')!;
    await wizardReady(page);
    await page.locator('[data-outline-state="editing"]').waitFor();

    // Back: the start step with this book's values
    await page.getByRole('button', { name: 'Back to the description' }).click();
    await page.waitForURL(`**/en/create/textbook/start?book=${bookId}`);
    await wizardReady(page);
    await page.getByRole('heading', { name: 'Change the description' }).waitFor();
    expect(await page.locator('input[name="title"]').inputValue()).toBe('Volcanoes');
    expect(await page.locator('textarea[name="topic"]').inputValue()).toBe('How volcanoes form and erupt');
    expect(await page.locator('input[name="subject"]').inputValue()).toBe('Geography');
    expect(await page.locator('input[name="audience"]').inputValue()).toBe('Curious teenagers');
    expect(await page.getByRole('combobox', { name: /Reading level/ }).textContent()).toBe('High school');
    expect(await page.getByRole('combobox', { name: /Language of the book/ }).textContent()).toBe('English');
    expect(await page.locator('input[name="chapterCount"]').inputValue()).toBe('2');
    expect(await page.locator('textarea[name="notes"]').inputValue()).toBe('Use examples from Iceland.');

    // a new title is free, and said so before saving; a new topic would cost an outline
    await page.locator('textarea[name="topic"]').fill('How volcanoes shape islands');
    await page.locator('[data-cost]').filter({ hasText: 'These changes need a new outline, which costs 1 credit' }).waitFor();
    await page.locator('textarea[name="topic"]').fill('How volcanoes form and erupt');
    await page.locator('input[name="title"]').fill('Volcanoes of the World');
    expect(await page.locator('[data-cost]').textContent()).toBe('Saving these changes costs no credits. You have 49 credits.');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL(`**/en/create/textbook/outline?book=${bookId}`);
    await wizardReady(page);
    await page.locator('[data-outline-state="editing"]').waitFor();
    expect(await page.getByLabel('Book title', { exact: false }).inputValue()).toBe('Volcanoes of the World');

    // the browser's Back lands on this book's values too, never an empty form
    await page.goBack();
    await page.waitForURL(`**/en/create/textbook/start?book=${bookId}`);
    await wizardReady(page);
    await expect.poll(() => page.locator('input[name="title"]').inputValue()).toBe('Volcanoes of the World');

    // still one book, charged once
    await page.goto(`${base()}/en/my-books/drafts`);
    expect(await page.locator('.my-book').count()).toBe(1);
    expect(await page.locator(`.my-book[data-book="${bookId}"]`).count()).toBe(1);
    expect(await balanceOf(email)).toBe(49);

    // write it; the done state links to the book and to My Books
    await page.goto(`${base()}/en/create/textbook/outline?book=${bookId}`);
    await wizardReady(page);
    await page.getByRole('button', { name: 'Write the book' }).click();
    await page.waitForURL(`**/en/create/textbook/generate?book=${bookId}`);
    await wizardReady(page);
    await page.locator('[data-book-status="done"]').waitFor();
    expect(await page.getByRole('link', { name: 'Read your book' }).getAttribute('href')).toMatch(new RegExp(`^/en/v/[^/]+/${bookId}$`));
    const myBooks = page.getByRole('link', { name: 'Go to My Books' });
    expect(await myBooks.getAttribute('href')).toBe('/en/my-books');
    await myBooks.click();
    await page.waitForURL('**/en/my-books/**');
    expect(await balanceOf(email)).toBe(47); // 50 - 1 outline - 2 chapters
    expect(Number((await knex()('books').join('users', 'users.id', 'books.user_id').where('users.email', email).count<{ n: string }[]>('* as n').first())!.n)).toBe(1);
    await context.close();
  });
});

describe('too few credits', () => {
  it('the whole cost shows against the balance; one message, a way forward, Start disabled; in Arabic with its plural forms', async () => {
    const email = 'three.credits@example.com';
    const context = await app.browser().newContext({ viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    await signIn(page, email);
    await page.goto(`${base()}/en/create/textbook/start`);
    await wizardReady(page);
    await page.locator('[data-cost]').filter({ hasText: 'You have 50 credits.' }).waitFor();
    const user = await knex()('users').where({ email }).first('id');
    await debit(knex(), { userId: user.id, amount: 47, idempotencyKey: 'e2e:journey-drain', memo: 'test' });
    await page.reload();
    await wizardReady(page);
    await page.locator('input[name="title"]').fill('Big Ideas');
    await page.locator('textarea[name="topic"]').fill('Everything at once');
    await page.locator('input[name="chapterCount"]').fill('5');

    await page.locator('[data-credits-short]').waitFor();
    expect(await page.locator('[data-cost]').textContent()).toBe('This book costs 6 credits in all: 1 for the outline and 5 × 1 for the chapters.');
    const alerts = page.getByRole('alert');
    expect(await alerts.count()).toBe(1);
    expect(await alerts.locator('strong').textContent()).toBe('You need 6 credits for this but have 3.');
    expect(await alerts.textContent()).toContain('Credits cannot be bought yet');
    expect(await alerts.getByRole('link', { name: 'What are credits? Read the FAQ' }).getAttribute('href')).toBe('/en/faq');
    const startButton = page.getByRole('button', { name: 'Start' });
    expect(await startButton.isDisabled()).toBe(true);
    await startButton.click({ force: true });
    expect(await knex()('books').where({ user_id: user.id }).count<{ n: string }[]>('* as n').first()).toEqual({ n: '0' });
    expect(await balanceOf(email)).toBe(3);

    // fewer chapters fit: the message goes, the button works
    await page.locator('input[name="chapterCount"]').fill('2');
    await page.locator('[data-cost]').filter({ hasText: 'This book costs 3 credits in all' }).waitFor();
    expect(await page.locator('[data-credits-short]').count()).toBe(0);
    expect(await startButton.isDisabled()).toBe(false);

    // the same in Arabic: plural forms of the island's language
    await page.goto(`${base()}/ar/create/textbook/start`);
    await wizardReady(page);
    await page.locator('input[name="chapterCount"]').fill('5');
    await page.locator('[data-credits-short]').waitFor();
    expect(await page.locator('[data-credits-short] strong').textContent()).toBe('تحتاج إلى 6 أرصدة لهذا، ولديك 3.');
    await page.locator('input[name="chapterCount"]').fill('1');
    await page.locator('[data-cost]').filter({ hasText: 'لديك 3 أرصدة.' }).waitFor();
    await context.close();
  });
});
