// Issue 12, the worksheet create flow in the browser: a teacher, in Spanish, picks worksheets on
// /es/create, asks for 3 worksheets on fractions with four item types, renames a worksheet in the
// plan and moves another up (saved, kept after a reload, leaving unsaved asks first), writes the
// worksheets with live progress and lands on the group's page. Also: the plan keeps to its limits
// and says what the server would refuse, and a guest's form survives the sign-in round trip.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useAppInBrowser, headerReady } from '../support/e2e.ts';

const app = useAppInBrowser();
const base = () => app.server().baseURL;
const knex = () => app.server().db.knex;

async function signIn(page: Page, email: string, lang = 'es') {
  await page.goto(`${base()}/${lang}/home`);
  const res = await page.evaluate(async (e) => (await fetch('/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ method: 'login', type: 'mock', email: e }) })).json(), email);
  expect(res).toEqual({ success: true });
}

/** The wizard island once it has settled (the group loaded, or the start form ready). */
async function wizardReady(page: Page, viewer: 'user' | 'guest' = 'user') {
  await page.locator(`.wizard[data-ready][data-viewer="${viewer}"]`).waitFor();
}

const sheetTitles = (page: Page) => page.locator('[data-testid=worksheet-title]').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
const checkedTypes = (page: Page) => page.locator('input[name=itemTypes]:checked').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));

describe('the worksheet wizard', () => {
  it('makes 3 worksheets on fractions in Spanish: chooser, start, plan edited and reordered, write, progress, the group', async () => {
    const context = await app.browser().newContext({ viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    await signIn(page, 'maestra.es@example.com');

    // the chooser offers worksheets beside the textbook, the storybook and the cookbook
    await page.goto(`${base()}/es/create`);
    expect(await page.locator('.create-type').count()).toBe(5);
    await page.locator('[data-type=worksheet]').getByRole('link', { name: 'Crear fichas de trabajo' }).click();
    await page.waitForURL(/\/es\/create\/worksheets\/start$/);
    await wizardReady(page);
    expect(await page.title()).toContain('Nuevas fichas de trabajo');

    // the defaults: the page's language, 3 worksheets of 8 items, four types, medium
    expect(await page.locator('select[name=language]').inputValue()).toBe('es');
    expect(await page.locator('input[name=worksheetCount]').inputValue()).toBe('3');
    expect(await page.locator('input[name=itemsPerWorksheet]').inputValue()).toBe('8');
    expect(await checkedTypes(page)).toEqual(['multipleChoice', 'trueFalse', 'fillBlanks', 'shortAnswer']);
    expect(await page.getByRole('radio', { name: 'Media' }).isChecked()).toBe(true);
    expect(await page.locator('input[name=itemTypes]').count()).toBe(7);
    // the whole price before the spend (1 for the plan, 3 × 1 for the worksheets) and the balance
    await page.locator('[data-cost]').filter({ hasText: 'Tienes 50' }).waitFor();
    expect(await page.locator('[data-cost]').textContent()).toBe(
      'Estas fichas cuestan 4 créditos en total: 1 por el plan y 3 × 1 por las fichas. Tienes 50 créditos.');

    // no item type at all is said on the field and nothing is sent
    for (const type of ['multipleChoice', 'trueFalse', 'fillBlanks', 'shortAnswer']) await page.locator(`input[name=itemTypes][value=${type}]`).uncheck();
    await page.locator('textarea[name=topic]').fill('Fracciones: compararlas y sumar las de igual denominador');
    await page.locator('input[name=level]').fill('4.º de primaria');
    await page.locator('[data-testid=worksheet-submit]').click();
    await page.locator('[data-field=itemTypes]').getByText('Elige al menos un tipo de pregunta.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/es/create/worksheets/start');

    // four types: multiple choice, true or false, fill in the blanks and matching; hard
    await page.getByRole('checkbox', { name: /Opción múltiple/ }).check();
    await page.getByRole('checkbox', { name: /Verdadero o falso/ }).check();
    await page.getByRole('checkbox', { name: /Completar huecos/ }).check();
    await page.getByRole('checkbox', { name: /Relacionar/ }).check();
    await page.getByRole('radio', { name: 'Difícil' }).check();
    await page.locator('input[name=itemsPerWorksheet]').fill('6');
    await page.locator('[data-testid=worksheet-submit]').click();

    // step 2: the plan, a card per worksheet
    await page.waitForURL(/\/es\/create\/worksheets\/outline\?book=95[0-9a-f-]+$/);
    const groupId = new URL(page.url()).searchParams.get('book')!;
    await wizardReady(page);
    await page.locator('[data-plan-state=editing]').waitFor();
    expect(await page.locator('[data-testid=plan-worksheet]').count()).toBe(3);
    const row = await knex()('books').where({ id: groupId }).first();
    expect(row).toMatchObject({ kind: 'worksheet', language: 'es', chapter_count: 3, status: 'outlined', reading_level: '4.º de primaria' });
    expect(row.details).toMatchObject({ itemsPerWorksheet: 6, itemTypes: ['multipleChoice', 'trueFalse', 'fillBlanks', 'matching'], difficulty: 'hard' });
    expect(await page.evaluate(() => localStorage.getItem('bookloom.wizard.worksheet'))).toBeNull();
    await page.locator('[data-plan-about]').filter({ hasText: '4.º de primaria · 6 preguntas por ficha · Difícil' }).waitFor();
    for (const card of await page.locator('[data-testid=plan-worksheet]').all()) expect(await card.locator('[data-testid=objective]').count()).toBeGreaterThan(0);

    // rename worksheet 1, move worksheet 3 up; leaving now asks first; Save; a reload keeps it
    const before = await sheetTitles(page);
    await page.getByRole('textbox', { name: /Título de la ficha 1/ }).fill('Comparar fracciones');
    await page.getByRole('button', { name: 'Subir la ficha 3' }).click();
    expect(await sheetTitles(page)).toEqual(['Comparar fracciones', before[2], before[1]]);
    // the same button keeps the focus on the moved card
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Subir la ficha 2');
    await page.locator('[data-save-state=unsaved]').waitFor();
    const dialogs: string[] = [];
    page.once('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.dismiss();
    });
    await page.locator('.site-header a[href="/es/discover"]').first().click();
    await expect.poll(() => dialogs).toEqual(['beforeunload']);
    expect(new URL(page.url()).pathname).toBe('/es/create/worksheets/outline');
    await page.locator('[data-testid=plan-save]').click();
    await page.locator('[data-save-state=saved]').waitFor();
    await page.locator('.wizard-alert--success').filter({ hasText: 'Plan guardado.' }).waitFor();
    const plan = await knex()('book_plans').where({ book_id: groupId }).orderBy('created_at', 'desc').orderBy('id', 'desc').first('plan', 'source');
    expect(plan.source).toBe('author');
    expect(plan.plan.worksheets.map((w: { title: string }) => w.title)).toEqual(['Comparar fracciones', before[2], before[1]]);
    await page.reload();
    await wizardReady(page);
    await page.locator('[data-plan-state=editing]').waitFor();
    expect(await sheetTitles(page)).toEqual(['Comparar fracciones', before[2], before[1]]);

    // step 3: the price on the button, then the worksheets are written
    const write = page.locator('[data-testid=plan-write]');
    expect(await write.textContent()).toBe('Escribir las fichas: 3 créditos');
    await write.click();
    await page.waitForURL(`**/es/create/worksheets/generate?book=${groupId}`);
    await wizardReady(page);
    await page.locator('[data-group-status=done]').waitFor();
    expect(await page.locator('[data-testid=worksheet-row][data-status=done]').count()).toBe(3);
    expect(await page.locator('[data-progress]').textContent()).toBe('3 de 3 fichas escritas');
    expect(await page.locator('.wsw-row-title').allTextContents()).toEqual(
      ['Ficha 1: Comparar fracciones', `Ficha 2: ${before[2]}`, `Ficha 3: ${before[1]}`]);
    expect(await page.locator('.wsw-row-items').allTextContents()).toEqual(['6 preguntas', '6 preguntas', '6 preguntas']);
    const balance = await knex()('credit_accounts').join('users', 'users.id', 'credit_accounts.user_id').where('users.email', 'maestra.es@example.com').first('credit_accounts.balance');
    expect(Number(balance.balance)).toBe(46); // 50 - 1 plan - 3 worksheets

    // live progress: while a worksheet is being written, the open page follows it
    const last = await knex()('book_parts').where({ book_id: groupId, position: 3 }).first();
    await knex()('books').where({ id: groupId }).update({ status: 'generating', wizard_step: 'generate' });
    await knex()('book_parts').where({ id: last.id }).update({ status: 'writing', content: JSON.stringify({ ...last.content, items: last.content.items.slice(0, 2) }) });
    await page.reload();
    await wizardReady(page);
    await page.locator('[data-testid=worksheet-row][data-status=writing]').getByText('2 de 6 preguntas').waitFor();
    expect(await page.locator('[data-count=writing]').textContent()).toBe('1 en curso');
    await page.locator('[data-cancel-worksheets]').waitFor();
    await knex()('book_parts').where({ id: last.id }).update({ status: 'done', content: JSON.stringify(last.content) });
    await knex()('books').where({ id: groupId }).update({ status: 'done', wizard_step: 'done' });
    await page.locator('[data-group-status=done]').waitFor({ timeout: 5000 });

    // then the group's page
    await page.getByRole('link', { name: 'Ver tus fichas' }).click();
    await page.waitForURL(`**/es/worksheets/${groupId}`);
    await context.close();
  }, 120_000);

  it('keeps the plan to 1–10 worksheets and 1–6 objectives, and says what the server would refuse', async () => {
    const context = await app.browser().newContext({ viewport: { width: 390, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'limits.ws@example.com', 'en');
    await page.goto(`${base()}/en/create/worksheets/start`);
    await wizardReady(page);
    await page.locator('textarea[name=topic]').fill('The water cycle');
    await page.locator('input[name=level]').fill('Grade 5');
    await page.locator('input[name=worksheetCount]').fill('1');
    await page.locator('input[name=itemsPerWorksheet]').fill('30');
    await page.getByRole('button', { name: 'Make the plan' }).click();
    await page.getByText('Items per worksheet is too high').waitFor();
    expect(await page.locator('input[name=itemsPerWorksheet]').getAttribute('aria-invalid')).toBe('true');
    await page.locator('input[name=itemsPerWorksheet]').fill('5');
    await page.getByRole('button', { name: 'Make the plan' }).click();
    await page.waitForURL(/\/en\/create\/worksheets\/outline\?book=95/);
    await page.locator('[data-plan-state=editing]').waitFor();

    // one worksheet: it cannot be removed; a new one takes the focus, and two with one title are refused
    expect(await page.getByRole('button', { name: 'Remove worksheet 1' }).isDisabled()).toBe(true);
    await page.locator('[data-testid=add-worksheet]').click();
    expect(await page.locator('[data-testid=plan-worksheet]').count()).toBe(2);
    expect(await page.evaluate(() => document.activeElement?.id)).toMatch(/^wsw-ws-w\d+-title$/);
    await page.keyboard.type((await sheetTitles(page))[0]!.toUpperCase());
    await page.locator('[data-testid=plan-save]').click();
    await page.getByText('Some fields need attention first: see the marked fields.').waitFor();
    await page.getByText('Another worksheet already has this title.').waitFor();
    await page.getByText("This can't be empty.").waitFor(); // the new worksheet's first objective
    await page.getByRole('textbox', { name: 'Title of worksheet 2' }).fill('Clouds and rain');
    await page.getByRole('textbox', { name: 'Objective 1 of worksheet 2' }).fill('Explain how clouds form');
    // objectives: up to 6, at least 1
    const second = page.locator('[data-testid=plan-worksheet]').nth(1);
    for (let i = 0; i < 5; i++) await second.getByRole('button', { name: 'Add an objective to worksheet 2' }).click();
    expect(await second.locator('[data-testid=objective]').count()).toBe(6);
    expect(await second.getByRole('button', { name: 'Add an objective to worksheet 2' }).isDisabled()).toBe(true);
    for (let i = 6; i > 1; i--) await second.getByRole('button', { name: `Remove objective ${i} of worksheet 2` }).click();
    expect(await second.getByRole('button', { name: 'Remove objective 1 of worksheet 2' }).isDisabled()).toBe(true);
    await page.locator('[data-testid=plan-save]').click();
    await page.locator('[data-save-state=saved]').waitFor();
    const groupId = new URL(page.url()).searchParams.get('book')!;
    expect((await knex()('books').where({ id: groupId }).first('chapter_count')).chapter_count).toBe(2);
    await page.getByRole('button', { name: 'Write the worksheets: 2 credits' }).waitFor();

    // back to the start: more items are free and keep the plan
    await page.getByRole('button', { name: 'Back to the topic and settings' }).click();
    await page.waitForURL(new RegExp(`/en/create/worksheets/start\\?book=${groupId}$`));
    await page.getByRole('heading', { name: 'Change the topic and settings' }).waitFor();
    expect(await page.locator('input[name=worksheetCount]').inputValue()).toBe('2');
    await page.locator('input[name=itemsPerWorksheet]').fill('10');
    await page.getByText('Saving these changes costs no credits.').waitFor();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL(new RegExp(`/en/create/worksheets/outline\\?book=${groupId}$`));
    await page.locator('[data-plan-state=editing]').waitFor();
    expect((await sheetTitles(page))[1]).toBe('Clouds and rain');
    await page.locator('[data-plan-about]').filter({ hasText: '10 items per worksheet' }).waitFor();
    await context.close();
  });

  it('a guest fills the start step, signs in from the button, and nothing is lost', async () => {
    const context = await app.browser().newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${base()}/en/create/worksheets/start`);
    await headerReady(page);
    // a phone's guest start waits for the visitor: the first words typed bring the code, and stay
    await page.locator('textarea[name=topic]').fill('Telling the time');
    await wizardReady(page, 'guest');
    await page.locator('[data-cost]').filter({ hasText: 'These worksheets cost 4 credits' }).waitFor();
    await page.locator('input[name=level]').fill('Year 2');
    await page.getByRole('checkbox', { name: /Ordering/ }).check();
    await page.getByRole('button', { name: 'Sign in and make the plan' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Use a test account (local only)' }).click();
    await dialog.getByLabel('Test account e-mail', { exact: false }).fill('ws.guest@example.com');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/en/create/worksheets/start');
    await wizardReady(page);
    expect(await page.locator('textarea[name=topic]').inputValue()).toBe('Telling the time');
    expect(await page.locator('input[name=level]').inputValue()).toBe('Year 2');
    expect(await checkedTypes(page)).toEqual(['multipleChoice', 'trueFalse', 'fillBlanks', 'ordering', 'shortAnswer']);
    await context.close();
  });
});
