// Issue 12, worksheets in use: a teacher's Spanish fractions group (made through the API, as the
// wizard's own test walks the making) — the teacher edits an item in the form on the worksheet's
// page and publishes the group; a signed-out student on a phone-sized screen opens the share link,
// answers, checks and sees a score and an explanation, and finds the answers still there after a
// reload; the teacher prints the student sheet and the key (the browser's print dialog, which
// also saves a PDF): the sheet has no answers, the key has them.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Item } from '../../core/worksheets.ts';
import { doubledSpacing, gqlFromPage as gql, signInAs, useAppInBrowser } from '../support/e2e.ts';

const app = useAppInBrowser();
const base = () => app.server().baseURL;
const knex = () => app.server().db.knex;

/** A finished group of 3 worksheets on fractions with four item types, by the signed-in teacher. */
async function makeGroup(page: Page): Promise<string> {
  const input = {
    topic: 'Fracciones: comparar y sumar', level: '4.º de primaria', language: 'es', worksheetCount: 3, itemsPerWorksheet: 6,
    itemTypes: ['multipleChoice', 'trueFalse', 'fillBlanks', 'shortAnswer'], difficulty: 'medium', idempotencyKey: `e2e-ws-${Date.now()}`,
  };
  const { startWorksheetGroup: g } = await gql(page, 'mutation($input: StartWorksheetGroupInput!) { startWorksheetGroup(input: $input) { id } }', { input });
  await gql(page, 'mutation($id: ID!, $k: String!) { generateWorksheetGroup(id: $id, idempotencyKey: $k) { id } }', { id: g.id, k: `${input.idempotencyKey}-gen` });
  for (let i = 0; i < 120; i++) {
    const row = await knex()('books').where({ id: g.id }).first('status');
    if (row.status === 'done') return g.id;
    await page.waitForTimeout(250);
  }
  throw new Error('the group was not written');
}

const sheetRows = (groupId: string) => knex()('book_parts').where({ book_id: groupId }).orderBy('position');

describe('worksheets in use', () => {
  it('the teacher edits an item and publishes; a student on a phone answers, checks and gets a score; the teacher prints the sheet and the key', async () => {
    const teacherContext = await app.browser().newContext({ viewport: { width: 1280, height: 1000 }, locale: 'es-ES' });
    const teacher = await teacherContext.newPage();
    await signInAs(teacher, base(), 'profe.fracciones@example.com', '/es/home');
    const groupId = await makeGroup(teacher);

    // the group's page: three worksheets, each with its objectives, item count and kinds of item
    await teacher.goto(`${base()}/es/worksheets/${groupId}`);
    expect(await teacher.locator('[data-testid=worksheet-card]').count()).toBe(3);
    // the offline writer's badge is a pill as wide as its words, not a bar across the header
    const badge = await teacher.getByTestId('offline-draft').boundingBox();
    const card = await teacher.locator('[data-testid=worksheet-card]').first().boundingBox();
    expect(badge!.width).toBeLessThan(card!.width / 2);
    await teacher.locator('[data-testid=worksheet-card]').first().getByRole('link', { name: 'Responder en pantalla' }).click();
    await teacher.waitForURL(/\/es\/w\/[^/]+\/96[0-9a-f-]+$/);
    const sheetUrl = new URL(teacher.url());
    const sheetId = sheetUrl.pathname.split('/').pop()!;

    // the teacher edits item 2's question in its form (a true/false statement stays a valid item)
    const [first] = await sheetRows(groupId);
    const items = first.content.items as Item[];
    await teacher.locator('[data-testid=worksheet-editor]').scrollIntoViewIfNeeded();
    await teacher.locator('astro-island:not([ssr]) [data-testid=worksheet-editor]').waitFor();
    await teacher.locator('[data-testid=edit-item-0]').click();
    const form = teacher.locator('[data-testid=worksheet-item-form]');
    await form.getByLabel('Pregunta o consigna').fill('¿Qué fracción es mayor? Elige una.');
    await form.getByRole('button', { name: 'Guardar el ejercicio' }).click();
    await teacher.getByText('Ejercicio 1 guardado.').waitFor();
    // the student mode above shows the edited question at once
    await teacher.locator('[data-testid=ws-item-1]').getByText('¿Qué fracción es mayor? Elige una.').waitFor();
    const saved = (await sheetRows(groupId))[0].content.items as Item[];
    expect(saved[0]!.prompt).toBe('¿Qué fracción es mayor? Elige una.');
    expect(saved.slice(1)).toEqual(items.slice(1));

    // publish the group: public, with a share link
    await teacher.goto(`${base()}/es/worksheets/${groupId}`);
    await teacher.locator('[data-testid=worksheet-visibility]').scrollIntoViewIfNeeded();
    await teacher.locator('astro-island:not([ssr]) [data-testid=worksheet-visibility]').waitFor();
    await teacher.locator('[data-testid=worksheet-visibility]').selectOption('public');
    const shareUrl = await teacher.locator('[data-testid=worksheet-share-url]').inputValue();
    expect(new URL(shareUrl).pathname).toMatch(new RegExp(`^/@[^/]+/worksheets/${groupId}$`));
    await expect.poll(async () => (await knex()('books').where({ id: groupId }).first('visibility')).visibility).toBe('public');

    // a signed-out student on a phone: the worksheet's share link opens it in the reader's language
    const studentContext = await app.browser().newContext({ viewport: { width: 390, height: 844 }, locale: 'es-ES', hasTouch: true, isMobile: true });
    const student = await studentContext.newPage();
    const owner = await knex()('user_slugs as s').join('users as u', 'u.id', 's.user_id').where({ 'u.email': 'profe.fracciones@example.com', 's.is_current': true }).first('s.slug');
    await student.goto(`${base()}/${owner.slug}/w/${sheetUrl.pathname.split('/')[3]}/${sheetId}`);
    await student.waitForURL(new RegExp(`/es/w/[^/]+/${sheetId}$`));
    const player = student.locator('astro-island:not([ssr]) [data-testid=worksheet-player]');
    await student.locator('[data-testid=worksheet-player]').scrollIntoViewIfNeeded();
    await player.waitFor();
    expect(await student.locator('[data-testid=worksheet-editor]').count()).toBe(0);
    // the print box and the answers follow the objectives at the page's one gap, not a hole
    expect(await doubledSpacing(student)).toEqual([]);
    // answer the first item by its key, the second wrongly; check both
    const mc = saved[0]!;
    if (mc.type !== 'multipleChoice') throw new Error(`item 1 is ${mc.type}`);
    await student.locator('[data-testid=ws-item-1]').getByRole('radio', { name: mc.options[mc.correct[0]!]!, exact: true }).check();
    const tf = saved[1]!;
    if (tf.type !== 'trueFalse') throw new Error(`item 2 is ${tf.type}`);
    await student.locator('[data-testid=ws-item-2]').getByRole('radio', { name: tf.answer ? 'Falso' : 'Verdadero' }).check();
    await student.locator('[data-testid=ws-check-all]').tap();
    await expect.poll(() => student.locator('[data-testid=ws-score]').textContent()).toMatch(/^Puntuación: 1 de \d+$/);
    const second = student.locator('[data-testid=ws-item-2]');
    expect(await second.locator('[data-testid=ws-feedback]').textContent()).toContain(tf.explanation);
    // the answers are kept in this browser only: a reload finds them
    await student.reload();
    await student.locator('[data-testid=worksheet-player]').scrollIntoViewIfNeeded();
    await player.waitFor();
    expect(await student.locator('[data-testid=ws-item-1]').getByRole('radio', { name: mc.options[mc.correct[0]!]!, exact: true }).isChecked()).toBe(true);
    await studentContext.close();

    // the teacher prints: the student sheet has no answers, the key has every explanation
    await teacher.addInitScript(() => { (window as unknown as { printed: number }).printed = 0; window.print = () => { (window as unknown as { printed: number }).printed++; }; });
    await teacher.goto(sheetUrl.href);
    await teacher.locator('[data-testid=print-student-a]').click();
    await teacher.waitForURL(/\/print\?sheet=student&version=A$/);
    const studentSheet = teacher.locator('[data-testid=worksheet-sheet-student]');
    await studentSheet.waitFor();
    const studentText = await studentSheet.innerText();
    expect(studentText).toContain('¿Qué fracción es mayor? Elige una.');
    expect(studentText).toMatch(/Nombre/);
    expect(studentText).not.toContain('Por qué:');
    // no explanation on the student's paper (a true/false statement's working may restate the statement itself)
    const asked = (item: Item) => `${item.prompt} ${'text' in item ? item.text : ''}`;
    for (const item of saved.filter((i) => !asked(i).includes(i.explanation))) expect(studentText).not.toContain(item.explanation);
    await teacher.getByRole('button', { name: 'Imprimir o guardar como PDF' }).click();
    expect(await teacher.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await teacher.getByRole('link', { name: 'Solucionario, versión A' }).click();
    const key = teacher.locator('[data-testid=worksheet-sheet-key]');
    await key.waitFor();
    const keyText = await key.innerText();
    for (const item of saved) expect(keyText).toContain(item.explanation);
    // printed, the site's header and the buttons are not on the paper
    await teacher.emulateMedia({ media: 'print' });
    expect(await teacher.locator('.site-header').isVisible()).toBe(false);
    expect(await teacher.getByRole('button', { name: 'Imprimir o guardar como PDF' }).isVisible()).toBe(false);
    await teacherContext.close();
  });
});
