// Issue 16, the storybook create flow in the browser: from /create to a 12-page storybook in
// Arabic (right to left) with two new characters; the storyboard reordered, saved and kept after
// a reload; a link without the book or to another step resumes the book where it is; the book
// made with live progress and a link to read it; the characters offered again from My
// characters. A guest's form survives the sign-in round trip; a balance that cannot pay says so
// before any spend; the storyboard keeps to 8–32 pages and warns before unsaved edits are lost.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { debit } from '../../api/services/credits.ts';
import { bookSlug } from '../../core/slug.ts';
import { useAppInBrowser, headerReady } from '../support/e2e.ts';

const app = useAppInBrowser();
const base = () => app.server().baseURL;
const knex = () => app.server().db.knex;

async function signIn(page: Page, email: string, lang = 'en') {
  await page.goto(`${base()}/${lang}/home`);
  const res = await page.evaluate(async (e) => (await fetch('/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ method: 'login', type: 'mock', email: e }) })).json(), email);
  expect(res).toEqual({ success: true });
}

/** The wizard island once it has settled (the book loaded, or the start form ready). */
async function wizardReady(page: Page, viewer: 'user' | 'guest' = 'user') {
  await page.locator(`.wizard[data-ready][data-viewer="${viewer}"]`).waitFor();
}

const beats = (page: Page) => page.locator('[data-testid=beat-text]').evaluateAll((els) => els.map((e) => (e as HTMLTextAreaElement).value));
const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

async function fillCharacter(page: Page, i: number, c: { name: string; kind: string; look: string; clothes?: string; colours?: string }) {
  await page.locator(`input[name=character-${i}-name]`).fill(c.name);
  await page.locator(`select[name=character-${i}-kind]`).selectOption(c.kind);
  await page.locator(`input[name=character-${i}-look]`).fill(c.look);
  if (c.clothes) await page.locator(`input[name=character-${i}-clothes]`).fill(c.clothes);
  if (c.colours) await page.locator(`input[name=character-${i}-colours]`).fill(c.colours);
}

const MAHA = { name: 'مها', kind: 'child', look: 'بنت صغيرة بشعر أسود مجعد ونظارة حمراء مستديرة', clothes: 'معطف مطر أصفر وحذاء أحمر', colours: 'أصفر، أحمر، أسود' };
const PIP = { name: 'بيب', kind: 'animal', look: 'ثعلب برتقالي صغير بذيل أبيض الطرف', clothes: 'وشاح أزرق', colours: 'برتقالي، أبيض، أزرق' };

describe('the storybook wizard', () => {
  it('makes a 12-page storybook in Arabic: start, storyboard reordered and kept, resume, make, read', async () => {
    const context = await app.browser().newContext({ viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    await signIn(page, 'storyteller.ar@example.com');

    // the chooser offers the storybook beside the textbook, and its card leads to the start step
    await page.goto(`${base()}/en/create`);
    await page.locator('[data-type=storybook]').getByRole('link', { name: 'Create a storybook' }).click();
    await page.waitForURL(/\/en\/create\/storybook\/start$/);
    await wizardReady(page);
    expect(await page.locator('select[name=language]').inputValue()).toBe('en');

    // the same from the Arabic chooser: the page is right to left, the book language is Arabic
    await page.goto(`${base()}/ar/create`);
    expect(await page.locator('.create-type').count()).toBe(5);
    await page.locator('[data-type=storybook] a').click();
    await page.waitForURL(/\/ar\/create\/storybook\/start$/);
    await wizardReady(page);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('select[name=language]').inputValue()).toBe('ar');
    expect(await page.locator('input[name=pageCount]').inputValue()).toBe('12');
    // right to left: step 1 sits to the right of step 3
    const [step1, step3] = [await page.locator('.wizard-step').nth(0).boundingBox(), await page.locator('.wizard-step').nth(2).boundingBox()];
    expect(step1!.x).toBeGreaterThan(step3!.x);
    // six art styles, each a labelled choice with its sample picture
    expect(await page.locator('[data-style] input[type=radio]').count()).toBe(6);
    expect(await page.locator('.sbw-style-sample img').count()).toBe(6);
    await page.getByRole('radio', { name: /قصاصات ورق/ }).check();
    // the whole price before the spend: 1 for the storyboard and 12 × 1 for the pages, and the balance
    await page.locator('[data-cost]').filter({ hasText: 'لديك 50' }).waitFor();
    expect(await page.locator('[data-cost]').textContent()).toContain('13');

    await page.locator('textarea[name=idea]').fill('مها وثعلبها بيب يذهبان إلى الشاطئ ليبحثا عن صدفة تغني.');
    await fillCharacter(page, 0, MAHA);
    await page.locator('[data-testid=add-character]').click();
    await fillCharacter(page, 1, PIP);
    await page.locator('[data-testid=storybook-submit]').click();

    // step 2: the storyboard, a card per page
    await page.waitForURL(/\/ar\/create\/storybook\/outline\?book=a3[0-9a-f-]+$/);
    const bookId = new URL(page.url()).searchParams.get('book')!;
    await wizardReady(page);
    await page.locator('[data-board-state=editing]').waitFor();
    expect(await page.locator('[data-testid=beat]').count()).toBe(12);
    const row = await knex()('books').where({ id: bookId }).first();
    expect(row).toMatchObject({ kind: 'storybook', language: 'ar', chapter_count: 12, status: 'outlined' });
    expect(row.details).toMatchObject({ artStyle: 'paper-cut', age: 5 });
    expect(row.details.characters.map((c: { name: string }) => c.name)).toEqual(['مها', 'بيب']);
    expect(await page.evaluate(() => localStorage.getItem('bookloom.wizard.storybook'))).toBeNull();
    // each page's cast as toggles: both characters are named on the cards
    expect(await page.locator('[data-testid=beat]').first().getByRole('button', { name: 'مها' }).count()).toBe(1);
    // right to left: a card's number is at the right, its tools at the left
    expect((await box(page, '.sbw-beat-number')).x).toBeGreaterThan((await box(page, '.sbw-beat-tools')).x);

    // reorder: page 5 goes up to 4; leaving now would ask first; Save; a reload keeps the order
    const before = await beats(page);
    await page.getByRole('button', { name: 'انقل الصفحة 5 للأعلى' }).click();
    expect((await beats(page)).slice(3, 5)).toEqual([before[4], before[3]]);
    // the same button keeps the focus on the moved card (keyboard users can go on)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('انقل الصفحة 4 للأعلى');
    await page.locator('[data-save-state=unsaved]').waitFor();
    const dialogs: string[] = [];
    page.once('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.dismiss();
    });
    await page.locator('.site-header a[href="/ar/discover"]').first().click();
    await expect.poll(() => dialogs).toEqual(['beforeunload']);
    expect(new URL(page.url()).pathname).toBe('/ar/create/storybook/outline');
    await page.locator('[data-testid=board-save]').click();
    await page.locator('[data-save-state=saved]').waitFor();
    await page.locator('.wizard-alert--success').waitFor();
    const plan = await knex()('book_plans').where({ book_id: bookId }).orderBy('created_at', 'desc').orderBy('id', 'desc').first('plan', 'source');
    expect(plan.source).toBe('author');
    expect(plan.plan.pages.map((p: { beat: string }) => p.beat)).toEqual([...before.slice(0, 3), before[4], before[3], ...before.slice(5)]);
    await page.reload();
    await wizardReady(page);
    await page.locator('[data-board-state=editing]').waitFor();
    const after = await beats(page);
    expect(after[3]).toBe(before[4]);
    expect(after[4]).toBe(before[3]);

    // any device resumes the book where it is: another step's link, or no book at all
    const other = await context.newPage();
    await other.goto(`${base()}/ar/create/storybook/generate?book=${bookId}`);
    await other.waitForURL(`**/ar/create/storybook/outline?book=${bookId}`);
    await other.goto(`${base()}/ar/create/storybook/outline`);
    await other.waitForURL(`**/ar/create/storybook/outline?book=${bookId}`);
    await wizardReady(other);
    expect(await beats(other)).toEqual(after);
    // the start page offers to continue it
    await other.goto(`${base()}/ar/create/storybook/start`);
    await wizardReady(other);
    expect(await other.locator('[data-resume-story]').getAttribute('href')).toBe(`/ar/create/storybook/outline?book=${bookId}`);
    await other.close();

    // step 3: the price of the pages on the button, then the pages fill in
    const make = page.locator('[data-testid=board-make]');
    expect(await make.textContent()).toContain('12');
    await make.click();
    // in tests the pages are written and drawn inside the request (no job queue): about 15 s here,
    // more than a navigation's 30 s default when the two cores are busy
    await page.waitForURL(`**/ar/create/storybook/generate?book=${bookId}`, { timeout: 120_000 });
    await wizardReady(page);
    await page.locator('[data-book-status=done]').waitFor();
    expect(await page.locator('[data-testid=tile][data-status=done]').count()).toBe(12);
    expect(await page.locator('[data-testid=tile] picture img').count()).toBe(12);
    expect(await page.locator('[data-progress]').textContent()).toBe('صُنعت 12 من 12 صفحة');
    const texts = await page.locator('.sbw-tile-text').allTextContents();
    expect(texts.every((t) => /[\u0600-\u06FF]/.test(t))).toBe(true);
    const title = (await knex()('books').where({ id: bookId }).first('title')).title as string;
    expect(await page.locator('[data-testid=read-storybook]').getAttribute('href')).toBe(`/ar/v/${encodeURIComponent(bookSlug(title))}/${bookId}`);
    const balance = await knex()('credit_accounts').join('users', 'users.id', 'credit_accounts.user_id').where('users.email', 'storyteller.ar@example.com').first('credit_accounts.balance');
    expect(Number(balance.balance)).toBe(37); // 50 - 1 storyboard - 12 pages

    // live progress: while a page is being made, the open page follows it
    const last = await knex()('book_parts').where({ book_id: bookId, position: 12 }).first();
    await knex()('books').where({ id: bookId }).update({ status: 'generating', wizard_step: 'generate' });
    await knex()('book_parts').where({ id: last.id }).update({ status: 'writing', content: JSON.stringify({ ...last.content, text: '', image: null }) });
    await page.reload();
    await wizardReady(page);
    await page.locator('[data-testid=tile][data-status=writing] [data-picture-coming]').waitFor();
    expect(await page.locator('[data-count=writing]').count()).toBe(1);
    await knex()('book_parts').where({ id: last.id }).update({ status: 'done', content: JSON.stringify(last.content) });
    await knex()('books').where({ id: bookId }).update({ status: 'done', wizard_step: 'done' });
    await page.locator('[data-book-status=done]').waitFor({ timeout: 5000 });
    expect(await page.locator('[data-testid=tile] picture img').count()).toBe(12);

    // the two characters are now in My characters, offered on the next start with their portraits
    await page.goto(`${base()}/ar/create/storybook/start`);
    await wizardReady(page);
    await page.locator('[data-my-character]').nth(1).waitFor();
    expect(await page.locator('[data-my-character]').count()).toBe(2);
    expect(await page.locator('[data-my-character] img').count()).toBe(2);
    await page.getByRole('button', { name: 'أضف بيب من شخصياتي' }).click();
    expect(await page.locator('[data-character-kind=mine]').count()).toBe(1);
    expect(await page.locator('[data-character-kind=new]').count()).toBe(0);
    await context.close();
  }, 180_000); // twelve pages and two portraits drawn and encoded (AVIF, WebP) on a shared machine

  it('a guest fills the start step, the button opens the login dialog, and nothing is lost after signing in', async () => {
    const context = await app.browser().newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${base()}/en/create/storybook/start`);
    await headerReady(page);
    // a phone's guest start waits for the visitor: the first words typed bring the code, and stay
    await page.locator('textarea[name=idea]').fill('A hedgehog learns to swim');
    await wizardReady(page, 'guest');
    await page.locator('[data-cost]').filter({ hasText: 'This storybook costs 13 credits' }).waitFor();
    await page.locator('input[name=pageCount]').fill('8');
    await fillCharacter(page, 0, { name: 'Hattie', kind: 'animal', look: 'a small brown hedgehog with a pink nose' });
    await page.getByRole('button', { name: 'Sign in and make the storyboard' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('bookloom.wizard.storybook')))!);
    expect(stored).toMatchObject({ idea: 'A hedgehog learns to swim', pageCount: '8', language: 'en', characters: [{ name: 'Hattie', kind: 'animal' }] });
    const booksBefore = Number((await knex()('books').count<{ n: string }[]>('* as n').first())!.n);

    await dialog.getByRole('button', { name: 'Use a test account (local only)' }).click();
    await dialog.getByLabel('Test account e-mail', { exact: false }).fill('story.guest@example.com');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/en/create/storybook/start');
    await wizardReady(page);
    expect(await page.locator('textarea[name=idea]').inputValue()).toBe('A hedgehog learns to swim');
    expect(await page.locator('input[name=pageCount]').inputValue()).toBe('8');
    expect(await page.locator('input[name=character-0-name]').inputValue()).toBe('Hattie');
    expect(await page.locator('select[name=character-0-kind]').inputValue()).toBe('animal');
    expect(Number((await knex()('books').count<{ n: string }[]>('* as n').first())!.n)).toBe(booksBefore);

    // a character's sheet needs a look; two characters may not share a name: said on the fields
    await page.locator('[data-testid=add-character]').click();
    await page.locator('input[name=character-1-name]').fill('hattie');
    await page.getByRole('button', { name: 'Make the storyboard' }).click();
    await page.getByText("Two characters can't have the same name.").waitFor();
    expect(await page.locator('input[name=character-1-look]').getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('button', { name: 'Remove character 2, hattie' }).click();
    await page.getByRole('button', { name: 'Make the storyboard' }).click();
    await page.waitForURL(/\/en\/create\/storybook\/outline\?book=a3/);
    await wizardReady(page);
    expect(await page.locator('[data-testid=beat]').count()).toBe(8);
    await context.close();
  });

  it('says before any spend when the balance is short, and keeps the storyboard to 8–32 pages', async () => {
    const context = await app.browser().newContext({ viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    await signIn(page, 'story.short@example.com');
    await page.goto(`${base()}/en/create/storybook/start`);
    await wizardReady(page);
    await page.locator('textarea[name=idea]').fill('A lighthouse keeper and a seal');
    await page.locator('input[name=pageCount]').fill('8');
    await fillCharacter(page, 0, { name: 'Ola', kind: 'adult', look: 'a tall woman with a grey bun and a red coat' });
    await page.getByRole('button', { name: 'Make the storyboard' }).click();
    await page.waitForURL(/\/en\/create\/storybook\/outline\?book=a3/);
    await wizardReady(page);
    await page.locator('[data-board-state=editing]').waitFor();

    // 8 pages: removing is off, and the page says why; adding one turns it back on
    expect(await page.getByRole('button', { name: 'Remove page 1', exact: true }).isDisabled()).toBe(true);
    await page.getByText('Add a page before removing another.').waitFor();
    await page.getByRole('button', { name: 'Add a page after page 2' }).click();
    expect(await page.locator('[data-testid=beat]').count()).toBe(9);
    // the new page's words take focus; an empty page cannot be saved
    expect(await page.evaluate(() => (document.activeElement as HTMLTextAreaElement | null)?.value)).toBe('');
    await page.locator('[data-testid=board-save]').click();
    await page.getByText('Some pages need a few words first: see the marked fields.').waitFor();
    await page.keyboard.type('Ola waves to the seal from the rocks.');
    expect(await page.getByRole('button', { name: 'Remove page 1', exact: true }).isDisabled()).toBe(false);
    await page.locator('[data-testid=board-save]').click();
    await page.locator('[data-save-state=saved]').waitFor();
    const bookId = new URL(page.url()).searchParams.get('book')!;
    expect((await knex()('books').where({ id: bookId }).first('chapter_count')).chapter_count).toBe(9);

    // the balance drops below the price of the pages: one message, the button off
    const user = await knex()('users').where({ email: 'story.short@example.com' }).first('id');
    await debit(knex(), { userId: user.id, amount: 45, idempotencyKey: 'e2e:story-drain', memo: 'test' });
    await page.reload();
    await page.locator('[data-board-state=editing]').waitFor();
    await page.getByText('You need 9 credits for this but have 4.').waitFor();
    expect(await page.locator('[data-testid=board-make]').isDisabled()).toBe(true);
    // and a new book that the balance cannot finish cannot be started
    await page.goto(`${base()}/en/create/storybook/start`);
    await wizardReady(page);
    await page.getByText('You need 13 credits for this but have 4.').waitFor();
    expect(await page.locator('[data-testid=storybook-submit]').isDisabled()).toBe(true);
    await context.close();
  });

  it('goes back from the storyboard to the description: a new title is free and keeps the storyboard, more pages make a new one for its price', async () => {
    const context = await app.browser().newContext({ viewport: { width: 390, height: 900 } });
    const page = await context.newPage();
    const email = 'story.back@example.com';
    await signIn(page, email);
    const balance = () => page.evaluate(async () => (await (await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ creditBalance }' }) })).json()).data.creditBalance as number);
    await page.goto(`${base()}/en/create/storybook/start`);
    await wizardReady(page);
    await page.locator('textarea[name=idea]').fill('A small hedgehog learns to swim');
    await page.locator('input[name=pageCount]').fill('8');
    await fillCharacter(page, 0, { name: 'Hugo', kind: 'animal', look: 'a small brown hedgehog with a pale nose' });
    await page.getByRole('button', { name: 'Make the storyboard' }).click();
    await page.waitForURL(/\/en\/create\/storybook\/outline\?book=a3/);
    await page.locator('[data-board-state=editing]').waitFor();
    const bookId = new URL(page.url()).searchParams.get('book')!;
    const start = await balance();

    // an edit not saved yet goes to the server on the way back
    await page.locator('[data-testid=beat-text]').first().fill('Hugo looks at the big pond and feels small.');
    await page.getByRole('button', { name: 'Back to the description' }).click();
    await page.waitForURL(new RegExp(`/en/create/storybook/start\\?book=${bookId}$`));
    await page.getByRole('heading', { name: 'Change the description' }).waitFor();
    // the book's own values: its idea, its length, its character (from My characters, not a copy)
    expect(await page.locator('textarea[name=idea]').inputValue()).toBe('A small hedgehog learns to swim');
    expect(await page.locator('input[name=pageCount]').inputValue()).toBe('8');
    expect(await page.locator('[data-character-kind=mine]').count()).toBe(1);
    await page.getByText('Saving these changes costs no credits.').waitFor();

    // a title alone: free, the same storyboard under the new title
    await page.locator('input[name=title]').fill('Hugo Swims');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL(new RegExp(`/en/create/storybook/outline\\?book=${bookId}$`));
    await page.locator('[data-board-state=editing]').waitFor();
    expect(await page.locator('[data-testid=board-title]').inputValue()).toBe('Hugo Swims');
    expect((await beats(page))[0]).toBe('Hugo looks at the big pond and feels small.');
    expect(await balance()).toBe(start);

    // more pages: the price of a new storyboard is said first, then paid once
    await page.getByRole('button', { name: 'Back to the description' }).click();
    await page.getByRole('heading', { name: 'Change the description' }).waitFor();
    await page.locator('input[name=pageCount]').fill('10');
    await page.getByText('These changes need a new storyboard, which costs 1 credit and replaces your edits to the storyboard.').waitFor();
    await page.getByRole('button', { name: 'Save and make a new storyboard' }).click();
    await page.waitForURL(new RegExp(`/en/create/storybook/outline\\?book=${bookId}$`));
    await page.locator('[data-board-state=editing]').waitFor();
    await expect.poll(async () => (await beats(page)).length).toBe(10);
    expect(await balance()).toBe(start - 1);
    // still one Hugo in My characters
    const user = await knex()('users').where({ email }).first('id');
    expect(await knex()('user_characters').where({ user_id: user.id }).count('* as n').first()).toEqual({ n: '1' });
    await context.close();
  });
});
