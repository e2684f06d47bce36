// The create flow in the browser (issue 5): a signed-in author makes a 5-chapter textbook in
// Portuguese with the offline writer (start, cost, outline edits that survive a reload, writing,
// live progress, the reader link), and a guest's start form survives the sign-in round trip.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { bookSlug } from '../../core/slug.ts';
import { doubledSpacing, headerReady, useAppInBrowser } from '../support/e2e.ts';
import { chaptersOf, insertChapters, outlinesOf, updateChapters } from '../support/chapters.ts';

const app = useAppInBrowser();
const base = () => app.server().baseURL;
const knex = () => app.server().db.knex;

async function signIn(page: Page, email: string) {
  await page.goto(`${base()}/pt/home`);
  const res = await page.evaluate(async (e) => (await fetch('/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ method: 'login', type: 'mock', email: e }) })).json(), email);
  expect(res).toEqual({ success: true });
}

/** The wizard island once it has settled (the book loaded, or the start form ready). */
async function wizardReady(page: Page, viewer: 'user' | 'guest') {
  await page.locator(`.wizard[data-ready][data-viewer="${viewer}"]`).waitFor();
}

const chapterTitles = (page: Page) => page.locator('.outline-chapter-title input').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));

describe('the textbook wizard', () => {
  it('the chooser offers the textbook, the storybook, worksheets, the cookbook and the gamebook, and no dead buttons', async () => {
    const context = await app.browser().newContext();
    const page = await context.newPage();
    await page.goto(`${base()}/pt/create`);
    expect(await page.locator('html').getAttribute('data-theme')).toBe('create');
    const cards = page.locator('.create-type');
    expect(await cards.count()).toBe(5);
    expect(await page.getByRole('link', { name: 'Criar um livro didático' }).getAttribute('href')).toBe('/pt/create/textbook/start');
    expect(await page.getByRole('link', { name: 'Criar um livro ilustrado' }).getAttribute('href')).toBe('/pt/create/storybook/start');
    expect(await page.getByRole('link', { name: 'Criar fichas de exercícios' }).getAttribute('href')).toBe('/pt/create/worksheets/start');
    expect(await page.locator('[data-type=cookbook] a').getAttribute('href')).toBe('/pt/create/cookbook/start');
    expect(await page.locator('[data-type=gamebook] a').getAttribute('href')).toBe('/pt/create/gamebook/start');
    expect(await page.locator('[data-type=gamebook] h2').innerText()).not.toBe('Gamebook');
    // each card opens with its own picture, drawn above its name, kept from assistive technology
    const pictures = await cards.evaluateAll((items) => items.map((item) => {
      const svg = item.querySelector('svg.kind-picture');
      const box = svg?.getBoundingClientRect();
      return { kind: svg?.getAttribute('data-kind'), hidden: svg?.getAttribute('aria-hidden'), drawn: !!box && box.width > 100 && box.height > 50, above: !!box && box.bottom <= item.querySelector('h2')!.getBoundingClientRect().top };
    }));
    expect(pictures).toEqual(['textbook', 'storybook', 'worksheet', 'cookbook', 'gamebook'].map((kind) => ({ kind, hidden: 'true', drawn: true, above: true })));
    // each start form sits under the wizard's steps at the wizard's gap (no hole above the form)
    for (const kind of ['textbook', 'storybook', 'worksheets', 'cookbook', 'gamebook']) {
      await page.goto(`${base()}/pt/create/${kind}/start`);
      expect(await doubledSpacing(page), kind).toEqual([]);
    }
    await context.close();
  });

  it('creates a 5-chapter textbook in Portuguese: start, edit the outline, reload, write, read', async () => {
    const context = await app.browser().newContext({ viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    await signIn(page, 'autora@example.com');

    // step 1: describe the book; the cost and the balance show before starting
    await page.goto(`${base()}/pt/create/textbook/start`);
    await wizardReady(page, 'user');
    expect(await page.locator('html').getAttribute('data-theme')).toBe('create');
    await page.locator('[data-cost]').filter({ hasText: 'Você tem 50' }).waitFor();
    // issue 10: the whole book's cost (outline + 8 chapters by default), with plural forms
    expect(await page.locator('[data-cost]').textContent()).toBe('Este livro custa 9 créditos no total: 1 pelo sumário e 8 × 1 pelos capítulos. Você tem 50 créditos.');
    const title = 'Água e vida';
    await page.locator('input[name="title"]').fill(title);
    await page.locator('textarea[name="topic"]').fill('O ciclo da água e por que ele importa para a vida na Terra');
    await page.locator('input[name="subject"]').fill('Ciências');
    await page.locator('input[name="audience"]').fill('Alunos curiosos');
    await page.getByRole('combobox', { name: /Nível de leitura/ }).click();
    await page.getByRole('option', { name: 'Ensino médio' }).click();
    // the book's language defaults to the page's
    expect(await page.getByRole('combobox', { name: /Idioma do livro/ }).textContent()).toBe('Português');
    await page.locator('input[name="chapterCount"]').fill('5');
    await page.locator('textarea[name="notes"]').fill('Use exemplos do Brasil.');
    await page.getByRole('button', { name: 'Começar' }).click();

    // step 2: the outline, edited
    await page.waitForURL(/\/pt\/create\/textbook\/outline\?book=8a[0-9a-f-]+$/);
    const bookId = new URL(page.url()).searchParams.get('book')!;
    await wizardReady(page, 'user');
    await page.locator('[data-outline-state="editing"]').waitFor();
    await page.locator('[data-offline-draft]').waitFor();
    expect(await chapterTitles(page)).toHaveLength(5);
    const book = await knex()('books').where({ id: bookId }).first();
    expect(book).toMatchObject({ title, language: 'pt', reading_level: 'high school', chapter_count: 5, subject: 'Ciências', writer: 'offline' });
    expect(await page.evaluate(() => localStorage.getItem('bookloom.wizard.textbook'))).toBeNull();

    const original = await chapterTitles(page);
    await page.getByLabel('Título do capítulo 1', { exact: false }).fill('Gotas e nuvens');
    await page.keyboard.press('Tab');
    await page.getByRole('button', { name: 'Remover o capítulo 5', exact: true }).click();
    await page.getByRole('button', { name: 'Adicionar um capítulo' }).click();
    // the new chapter's title takes focus
    await page.keyboard.type('Oceanos e mares');
    await page.getByLabel('Capítulo 5, seção 1', { exact: false }).fill('Marés');
    await page.keyboard.press('Tab');
    await page.locator('[data-save-state="saved"]').waitFor();
    const expected = ['Gotas e nuvens', ...original.slice(1, 4), 'Oceanos e mares'];
    await expect.poll(async () => {
      const row = (await outlinesOf(knex(), bookId))[0]!;
      return row.source === 'author' ? row.outline.chapters.map((c: { title: string }) => c.title) : [];
    }).toEqual(expected);
    expect(await page.locator('[data-cost]').textContent()).toBe('Escrever os capítulos custa 5 créditos (5 × 1). Você tem 49 créditos.');

    // a reload mid-way resumes on the outline with the edits
    await page.reload();
    await wizardReady(page, 'user');
    await page.locator('[data-outline-state="editing"]').waitFor();
    expect(await chapterTitles(page)).toEqual(expected);
    expect(await page.getByLabel('Capítulo 5, seção 1', { exact: false }).inputValue()).toBe('Marés');

    // another tab opening another step, or no book at all, lands on this step of this book
    const other = await context.newPage();
    await other.goto(`${base()}/pt/create/textbook/generate?book=${bookId}`);
    await other.waitForURL(`**/pt/create/textbook/outline?book=${bookId}`);
    await other.goto(`${base()}/pt/create/textbook/outline`);
    await other.waitForURL(`**/pt/create/textbook/outline?book=${bookId}`);
    await wizardReady(other, 'user');
    expect(await chapterTitles(other)).toEqual(expected);
    await other.close();

    // step 3: writing, then the finished book
    await page.getByRole('button', { name: 'Escrever o livro' }).click();
    await page.waitForURL(`**/pt/create/textbook/generate?book=${bookId}`);
    await wizardReady(page, 'user');
    await page.locator('[data-book-status="done"]').waitFor();
    expect(await page.locator('[data-chapter-status="done"]').count()).toBe(5);
    expect(await page.getByRole('heading', { level: 2 }).first().textContent()).toBe('Capítulo 1: Gotas e nuvens');
    expect(await page.locator('[data-progress]').textContent()).toBe('5 de 5 capítulos escritos');
    await page.locator('[data-offline-draft]').waitFor();
    // the chapter text is rendered from its Markdown (the offline note, section headings, lists)
    const firstText = page.locator('.wizard-chapter').first().locator('.wizard-markdown');
    expect(await firstText.locator('blockquote').count()).toBe(1);
    expect(await firstText.locator('h3').count()).toBeGreaterThan(2);
    expect(await firstText.locator('li').count()).toBeGreaterThan(2);
    const read = page.getByRole('link', { name: 'Ler seu livro' });
    expect(await read.getAttribute('href')).toBe(`/pt/v/${bookSlug(title)}/${bookId}`);
    const account = await knex()('credit_accounts').join('users', 'users.id', 'credit_accounts.user_id').where('users.email', 'autora@example.com').first('credit_accounts.balance');
    expect(Number(account.balance)).toBe(44); // 50 - 1 outline - 5 chapters

    // live progress: while the book is being written, the open page follows within a second or so
    const chapters = await chaptersOf(knex(), bookId);
    const last = chapters[4]!;
    await knex()('books').where({ id: bookId }).update({ status: 'generating', wizard_step: 'generate' });
    await updateChapters(knex(), { id: last.id }, { status: 'writing', markdown: '## Marés\n\nA Lua puxa' });
    await page.reload();
    await wizardReady(page, 'user');
    const row = page.locator('.wizard-chapter').nth(4);
    await page.locator('.wizard-chapter[data-chapter-status="writing"]').waitFor();
    expect(await row.locator('.wizard-markdown').textContent()).toContain('A Lua puxa');
    const before = Date.now();
    await updateChapters(knex(), { id: last.id }, { markdown: '## Marés\n\nA Lua puxa os oceanos duas vezes por dia.' });
    await row.getByText('duas vezes por dia').waitFor({ timeout: 3000 });
    expect(Date.now() - before).toBeLessThan(2500);
    await updateChapters(knex(), { id: last.id }, { status: 'done', markdown: last.markdown });
    await knex()('books').where({ id: bookId }).update({ status: 'done', wizard_step: 'done' });
    await page.locator('[data-book-status="done"]').waitFor({ timeout: 3000 });
    await context.close();
  });

  it('a guest fills the start step, Start opens the login dialog, and nothing is lost after signing in', async () => {
    const context = await app.browser().newContext({ viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    await page.goto(`${base()}/en/create/textbook/start`);
    await headerReady(page);
    await wizardReady(page, 'guest');
    await page.locator('[data-cost]').filter({ hasText: 'This book costs' }).waitFor();
    expect(await page.locator('[data-cost]').textContent()).toBe('This book costs 9 credits in all: 1 for the outline and 8 × 1 for the chapters.');
    await page.locator('input[name="title"]').fill('Fractions for Everyone');
    await page.locator('textarea[name="topic"]').fill('Adding and comparing fractions');
    await page.locator('input[name="chapterCount"]').fill('3');
    await page.getByRole('button', { name: 'Start' }).click();

    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('bookloom.wizard.textbook')))!);
    expect(stored).toMatchObject({ title: 'Fractions for Everyone', topic: 'Adding and comparing fractions', chapterCount: '3', language: 'en' });
    const booksBefore = Number((await knex()('books').count<{ n: string }[]>('* as n').first())!.n);

    // sign in with the local test account: back on the same step, the fields restored
    await dialog.getByRole('button', { name: 'Use a test account (local only)' }).click();
    await dialog.getByLabel('Test account e-mail', { exact: false }).fill('guest.writer@example.com');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/en/create/textbook/start');
    await wizardReady(page, 'user');
    await page.locator('[data-cost]').filter({ hasText: 'You have 50' }).waitFor();
    expect(await page.locator('input[name="title"]').inputValue()).toBe('Fractions for Everyone');
    expect(await page.locator('textarea[name="topic"]').inputValue()).toBe('Adding and comparing fractions');
    expect(await page.locator('input[name="chapterCount"]').inputValue()).toBe('3');
    expect(Number((await knex()('books').count<{ n: string }[]>('* as n').first())!.n)).toBe(booksBefore);

    // a field's check shows on the field; then Start works
    await page.locator('input[name="title"]').fill('   ');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.locator('.ui-field-error').first().waitFor();
    await page.locator('input[name="title"]').fill('Fractions for Everyone');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.waitForURL(/\/en\/create\/textbook\/outline\?book=8a/);
    await wizardReady(page, 'user');
    await page.locator('[data-outline-state="editing"]').waitFor();
    expect(await chapterTitles(page)).toHaveLength(3);
    await context.close();
  });

  it('rewrites the outline with a comment; too few credits are said clearly; a guest opening a book link is asked to sign in', async () => {
    const context = await app.browser().newContext({ viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    await signIn(page, 'short@example.com');
    await page.goto(`${base()}/en/create/textbook/start`);
    await wizardReady(page, 'user');
    await page.locator('input[name="title"]').fill('Big Book');
    await page.locator('textarea[name="topic"]').fill('Everything');
    await page.locator('input[name="chapterCount"]').fill('4');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.waitForURL(/\/en\/create\/textbook\/outline\?book=8a/);
    const bookId = new URL(page.url()).searchParams.get('book')!;
    await page.locator('[data-outline-state="editing"]').waitFor();

    // a rewritten outline, asked for with a comment
    await page.locator('.wizard-rewrite summary').click();
    await page.getByLabel('What should change?', { exact: false }).fill('Fewer chapters about history');
    await page.locator('.wizard-rewrite').getByRole('button', { name: 'Rewrite the outline' }).click();
    await expect.poll(async () => (await outlinesOf(knex(), bookId)).length).toBe(2);
    await page.locator('[data-outline-state="editing"]').waitFor();
    expect((await knex()('books').where({ id: bookId }).first('notes')).notes).toContain('Fewer chapters about history');
    await page.locator('[data-cost]').filter({ hasText: 'You have 48 credits.' }).waitFor();

    // the balance drops below the price of the chapters
    const user = await knex()('users').where({ email: 'short@example.com' }).first('id');
    const { debit } = await import('../../api/services/credits.ts');
    await debit(knex(), { userId: user.id, amount: 46, idempotencyKey: 'e2e:drain', memo: 'test' });
    await page.reload();
    await page.locator('[data-outline-state="editing"]').waitFor();
    // issue 10: one message and the button disabled (no refusal after a click)
    await page.getByText('You need 4 credits for this but have 2.').waitFor();
    expect(await page.getByRole('button', { name: 'Write the book' }).isDisabled()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/en/create/textbook/outline');

    const guest = await app.browser().newContext();
    const guestPage = await guest.newPage();
    await guestPage.goto(`${base()}/en/create/textbook/outline?book=${bookId}`);
    await wizardReady(guestPage, 'guest');
    await guestPage.getByText('Sign in to continue with this book.').waitFor();
    await guestPage.getByRole('button', { name: 'Sign in' }).click();
    await guestPage.getByRole('dialog').waitFor();
    await guest.close();
    await context.close();
  });
});

describe('resuming a generation', () => {
  it('a reload mid-generation lands on the progress of the same book, and the rest appears as it is written', async () => {
    const context = await app.browser().newContext({ viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    await signIn(page, 'resume.author@example.com');
    const started = await page.evaluate(async () => (await fetch('/graphql', {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation($i: StartTextbookInput!) { startTextbook(input: $i) { id } }', variables: { i: { title: 'Marés', topic: 'as marés', language: 'pt', chapterCount: 3, idempotencyKey: 'resume-start-key' } } }),
    })).json());
    const id = started.data.startTextbook.id as string;
    // the jobs run inline in tests, so stop the book half-way by hand: one chapter written,
    // one being written, one waiting, as a worker would leave it
    const { newId } = await import('../../api/lib/ids.ts');
    await knex()('books').where({ id }).update({ status: 'generating', wizard_step: 'generate' });
    await insertChapters(knex(), id, [
      { id: newId('TextbookChapter'), position: 1, title: 'Um', sections: ['A', 'B'], markdown: '## A\n\nPronto.', status: 'done' },
      { id: newId('TextbookChapter'), position: 2, title: 'Dois', sections: ['C', 'D'], markdown: '## C\n\nMeio', status: 'writing' },
      { id: newId('TextbookChapter'), position: 3, title: 'Três', sections: ['E', 'F'], markdown: '', status: 'queued' },
    ]);
    // an old link to the outline step: the wizard moves to where the book is
    await page.goto(`${base()}/pt/create/textbook/outline?book=${id}`);
    await page.waitForURL(`**/pt/create/textbook/generate?book=${id}`);
    await expect.poll(() => page.locator('[data-progress]').textContent()).toBe('1 de 3 capítulos escritos');
    await page.reload();
    await wizardReady(page, 'user');
    await expect.poll(() => page.locator('[data-progress]').textContent()).toBe('1 de 3 capítulos escritos');
    expect(await page.getByText('Meio').count()).toBeGreaterThan(0);
    // the worker goes on: the open page shows it within a second or two
    await updateChapters(knex(), { book_id: id, position: 2 }, { markdown: '## C\n\nMeio e fim.', status: 'done' });
    await expect.poll(() => page.locator('[data-progress]').textContent(), { timeout: 5_000 }).toBe('2 de 3 capítulos escritos');
    await context.close();
  });
});
