// Islands whose code comes after their server HTML (`client:intent`, site/lib/client-intent.ts):
// the owner's panel on a worksheet group, a shared worksheet's player, a storybook page's tools
// (they wake as they come into view), a recipe's servings.
// Their forms are server HTML, usable before their code arrives; on a slow phone a choice is made,
// an answer typed or a button pressed first. What the person did must count once the code is
// there: the choice saved, the answer kept, the words sent. The code is held back here until they
// have acted, as a slow connection would.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { gqlFromPage as gql, holdIslandCode, signInAs, useAppInBrowser } from '../support/e2e.ts';

const app = useAppInBrowser();
const base = () => app.server().baseURL;
const knex = () => app.server().db.knex;

async function done(page: Page, id: string) {
  await expect.poll(async () => (await knex()('books').where({ id }).first('status')).status, { timeout: 60_000 }).toBe('done');
}

describe('used before its code arrives', () => {
  it('a worksheet group made unlisted before the owner panel’s code came is saved as unlisted; a student’s answer typed before the player’s code is kept', async () => {
    const context = await app.browser().newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const teacher = await context.newPage();
    await signInAs(teacher, base(), 'early.teacher@example.com');
    const input = {
      topic: 'Adding fractions', level: 'Grade 4', language: 'en', worksheetCount: 1, itemsPerWorksheet: 4,
      itemTypes: ['shortAnswer'], difficulty: 'easy', idempotencyKey: `e2e-early-${Date.now()}`,
    };
    const { startWorksheetGroup: group } = await gql(teacher, 'mutation($input: StartWorksheetGroupInput!) { startWorksheetGroup(input: $input) { id } }', { input });
    await gql(teacher, 'mutation($id: ID!, $k: String!) { generateWorksheetGroup(id: $id, idempotencyKey: $k) { id } }', { id: group.id, k: `${input.idempotencyKey}-gen` });
    await done(teacher, group.id);

    const panel = await holdIslandCode(teacher, 'GroupOwner');
    await teacher.goto(`${base()}/en/worksheets/${group.id}`);
    const visibility = teacher.locator('[data-testid=worksheet-visibility]');
    await visibility.scrollIntoViewIfNeeded();
    await expect.poll(panel.requested).toBe(true);
    // the select is server HTML: it can be changed, and nothing is saved yet
    await visibility.selectOption('unlisted');
    expect((await knex()('books').where({ id: group.id }).first('visibility')).visibility).toBe('private');
    await panel.release();
    // once the code is there, the choice made before it is saved and the share link shown
    await expect.poll(async () => (await knex()('books').where({ id: group.id }).first('visibility')).visibility).toBe('unlisted');
    const shareUrl = await teacher.locator('[data-testid=worksheet-share-url]').inputValue();
    expect(await visibility.inputValue()).toBe('unlisted');

    // a student opens the share link; the player's code is slow
    const student = await (await app.browser().newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })).newPage();
    const player = await holdIslandCode(student, 'WorksheetPlayer');
    await student.goto(new URL(new URL(shareUrl).pathname, base()).href);
    await student.waitForURL(/\/en\/worksheets\//);
    await student.locator('[data-testid=worksheet-card]').first().getByRole('link', { name: /answer on screen/i }).click();
    await student.waitForURL(/\/en\/w\/[^/]+\/[0-9a-f-]+$/);
    const answer = student.locator('[data-testid=ws-item-1] input[type=text], [data-testid=ws-item-1] textarea').first();
    await answer.scrollIntoViewIfNeeded();
    await expect.poll(player.requested).toBe(true);
    await answer.fill('three quarters');
    await player.release();
    await student.locator('astro-island:not([ssr]) [data-testid=worksheet-player]').waitFor();
    // the answer is the player's: kept in this browser, there after a reload
    await expect.poll(() => student.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('bookloom.worksheet.')).map((k) => localStorage.getItem(k)).join(''))).toContain('three quarters');
    await student.reload();
    await student.locator('astro-island:not([ssr]) [data-testid=worksheet-player]').waitFor();
    await expect.poll(() => answer.inputValue()).toBe('three quarters');
    await student.context().close();
    await context.close();
  }, 120_000);

  it('a storybook page’s words typed and saved before the page tools’ code came are saved', async () => {
    const context = await app.browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInAs(page, base(), 'early.storyteller@example.com');
    const { startStorybook: story } = await gql(page, `mutation($i: StartStorybookInput!) { startStorybook(input: $i) { id } }`, { i: {
      idea: 'A small fox looks for the moon in the pond', age: 5, language: 'en', pageCount: 8, artStyle: 'watercolor', idempotencyKey: `e2e-early-story-${Date.now()}`,
      characters: [{ name: 'Pip', kind: 'animal', look: 'a small red fox with a white tail tip', clothes: 'a green scarf', colours: 'red, green' }] } });
    await gql(page, `mutation($id: ID!, $k: String!) { generateStorybook(id: $id, idempotencyKey: $k) { id } }`, { id: story.id, k: `early-story-gen-${Date.now()}` });
    await done(page, story.id);

    const tools = await holdIslandCode(page, 'PageTools');
    await page.goto(`${base()}/en/v/x/${story.id}`);
    const first = page.locator('[data-testid=page-tools-1]');
    // the reader opens on the cover; the next-page button turns to page 1
    await page.locator('[data-story][data-paged]').waitFor();
    await page.locator('[data-testid=story-next]').click();
    await expect.poll(() => page.locator('[data-testid=story-position]').textContent()).toBe('Page 1 of 8');
    await first.locator('summary').click();
    await expect.poll(tools.requested).toBe(true);
    await first.locator('[data-testid=page-text]').fill('Pip the fox looked into the pond and saw the moon smiling back.');
    await first.getByRole('button', { name: 'Save' }).click();
    // the press did not leave the page or send a form the page cannot read
    expect(page.url().split('#')[0]).toMatch(new RegExp(`/en/v/[^/]+/${story.id}$`));
    await tools.release();
    await first.getByText('Page saved').waitFor();
    expect((await knex()('book_parts').where({ book_id: story.id, position: 1 }).first('content')).content.text)
      .toBe('Pip the fox looked into the pond and saw the moon smiling back.');
    expect(await page.locator('#page-1 [data-story-text]').textContent()).toBe('Pip the fox looked into the pond and saw the moon smiling back.');
    await context.close();
  }, 120_000);

  it('two taps on a recipe’s servings “+” before its code came count twice', async () => {
    const context = await app.browser().newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await signInAs(page, base(), 'early.cook@example.com');
    const { startCookbook: cookbook } = await gql(page, `mutation($input: StartCookbookInput!) { startCookbook(input: $input) { id } }`, {
      input: { theme: 'Quick lentil dinners', cuisine: 'Indian', diet: ['vegetarian'], language: 'en', recipeCount: 2, skill: 'easy', idempotencyKey: `e2e-early-cook-${Date.now()}` } });
    await gql(page, `mutation($id: ID!, $k: String!) { generateCookbook(id: $id, idempotencyKey: $k) { id } }`, { id: cookbook.id, k: `early-cook-gen-${Date.now()}` });
    await done(page, cookbook.id);
    const recipe = await knex()('book_parts').where({ book_id: cookbook.id }).orderBy('position').first('id', 'content');
    const servings = recipe.content.servings as number;

    const code = await holdIslandCode(page, 'RecipeView');
    await page.goto(`${base()}/en/r/x/${recipe.id}`);
    await page.waitForURL(/\/en\/r\/[^/]+\/[0-9a-f-]+$/);
    await expect.poll(code.requested).toBe(true);
    const more = page.locator('[data-testid=servings-more]');
    await more.click();
    await more.click();
    await code.release();
    await page.locator(`[data-testid=servings-note]`).filter({ hasText: String(servings + 2) }).waitFor();
    expect(await page.locator('[data-testid=servings-input]').inputValue()).toBe(String(servings + 2));
    await context.close();
  }, 120_000);
});
