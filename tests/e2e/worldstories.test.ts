// Issue 14, world stories in the browser (behind the worldstory flag): an author with the flag
// (interactDemo) opens her world, starts a story in it, renames a chapter, has it written and
// reads it, chapter by chapter, in Italian; an author without the flag is not offered it.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useAppInBrowser } from '../support/e2e.ts';

const app = useAppInBrowser();
const base = () => app.server().baseURL;
const knex = () => app.server().db.knex;

async function signIn(page: Page, email: string, roles?: string[]) {
  await page.goto(`${base()}/it/home`);
  const login = () => page.evaluate(async (e) => (await fetch('/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ method: 'login', type: 'mock', email: e }) })).json(), email);
  expect(await login()).toEqual({ success: true });
  if (roles) {
    await knex()('users').where({ email }).update({ roles });
    expect(await login()).toEqual({ success: true });
  }
}
const makeWorld = (page: Page, idea: string) => page.evaluate(async (i) => {
  const res = await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: 'mutation($i: String!) { createWorld(idea: $i, language: "it") { id slug } }', variables: { i } }) });
  return (await res.json()).data.createWorld as { id: string; slug: string };
}, idea);

describe('world stories', () => {
  it('an author with the flag tells a story in her world and reads it; one without is not offered it', async () => {
    const context = await app.browser().newContext({ viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    await signIn(page, 'narratrice@example.com', ['interactDemo']);
    const world = await makeWorld(page, 'Un arcipelago di fari dove la nebbia sussurra nomi');
    await page.goto(`${base()}/it/world/${world.slug}/${world.id}`);
    await page.locator('[data-testid=world-new-story]').click();
    await page.waitForURL(/\/it\/create\/world-story\/start\?world=/);
    await page.locator('.wizard[data-ready][data-viewer="user"]').waitFor();
    await page.locator('[data-testid=story-world-option] input:checked').waitFor();
    await page.locator('[data-testid=story-idea]').fill('La notte in cui il faro si spense');
    await page.locator('[data-testid=story-chapters]').fill('3');
    await page.locator('[data-testid=story-submit]').click();
    await page.waitForURL(/\/it\/create\/world-story\/outline\?book=af[0-9a-f-]+$/);
    const storyId = new URL(page.url()).searchParams.get('book')!;
    await page.locator('[data-plan-state=editing]').waitFor();
    expect(await page.locator('[data-testid=plan-chapter]').count()).toBe(3);
    await page.locator('[data-testid=chapter-title]').first().fill('Una notte senza luce');
    await page.locator('[data-testid=plan-write]').click();
    await page.waitForURL(`**/it/create/world-story/generate?book=${storyId}`);
    await page.locator('[data-story-status=done]').waitFor();
    await page.locator('[data-testid=open-story]').click();
    await page.waitForURL(`**/it/stories/${storyId}`);
    const chapters = page.locator('.story-chapter');
    expect(await chapters.count()).toBe(3);
    expect(await chapters.first().locator('h2').innerText()).toContain('Una notte senza luce');
    const parts = await knex()('book_parts').where({ book_id: storyId }).orderBy('position');
    expect(await chapters.first().innerText()).toContain(parts[0].content.markdown.split('\n')[0].slice(0, 40));
    await page.locator('astro-island:not([ssr]) [data-testid=story-share]').click();
    await page.locator('[data-testid=story-owner][data-visibility=public]').waitFor();
    // the world lists it
    await page.goto(`${base()}/it/world/${world.slug}/${world.id}`);
    expect(await page.locator('[data-testid=world-story]').count()).toBe(1);
    // the card says its idea under the title only when it adds something: an untitled story is named after its idea
    const card = page.locator('[data-testid=world-story]');
    const shown = [await card.locator('h3').innerText(), ...await card.locator('.world-book-idea').allInnerTexts()];
    expect(shown.length).toBeGreaterThan(0);
    expect(new Set(shown).size).toBe(shown.length);
    await context.close();

    const other = await app.browser().newContext();
    const p2 = await other.newPage();
    await signIn(p2, 'senza.flag@example.com');
    const own = await makeWorld(p2, 'Una città di orologi');
    await p2.goto(`${base()}/it/world/${own.slug}/${own.id}`);
    await p2.locator('[data-testid=world-page]').waitFor();
    expect(await p2.locator('[data-testid=world-new-story]').count()).toBe(0);
    await other.close();
  });
});
