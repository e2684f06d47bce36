// Issue 14, gamebooks in the browser, in French: an author picks the gamebook on /fr/create,
// makes a world from an idea, asks for a 20-segment gamebook with story state, sees its map and
// has it written; on the map of the written gamebook she makes the first segment a dead end (every
// choice needs the key nobody has yet): the checks show it and sharing is refused; she fixes it
// and leaves a choice for readers to grow, shares it, and a signed-out reader plays it to an
// ending by keyboard alone. A reader with growing in play (interactDemo) takes the unwritten
// choice and the writer writes the segment for them, kept in the book. The author exports Twee.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useAppInBrowser } from '../support/e2e.ts';

const app = useAppInBrowser();
const base = () => app.server().baseURL;
const knex = () => app.server().db.knex;

async function signIn(page: Page, email: string, roles?: string[]) {
  await page.goto(`${base()}/fr/home`);
  const login = () => page.evaluate(async (e) => (await fetch('/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ method: 'login', type: 'mock', email: e }) })).json(), email);
  expect(await login()).toEqual({ success: true });
  if (roles) {
    await knex()('users').where({ email }).update({ roles });
    expect(await login()).toEqual({ success: true });
  }
}
const wizardReady = (page: Page) => page.locator('.wizard[data-ready][data-viewer="user"]').waitFor();
const hydrated = (page: Page, testId: string) => page.locator(`astro-island:not([ssr]) [data-testid=${testId}]`).first().waitFor();

describe('gamebooks', () => {
  it('a French author builds a world, plans 20 segments, fixes a dead end, shares; a reader plays to an ending by keyboard, another grows a path; Twee', async () => {
    const context = await app.browser().newContext({ viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    await signIn(page, 'autrice@example.com');

    // the chooser → the start: no world yet, so one is made from an idea
    await page.goto(`${base()}/fr/create`);
    await page.locator('[data-type=gamebook] a').click();
    await page.waitForURL(/\/fr\/create\/gamebook\/start$/);
    await wizardReady(page);
    await page.locator('[data-testid=new-world-idea]').fill('Un archipel de phares où le brouillard murmure des noms');
    await page.locator('[data-testid=new-world-make]').click();
    await page.locator('[data-testid=world-option] input:checked').waitFor();
    const world = await knex()('worlds').where({ user_id: knex()('users').where({ email: 'autrice@example.com' }).select('id') }).first();
    expect(world).toMatchObject({ language: 'fr', visibility: 'private' });
    expect(await page.locator('[data-testid=gamebook-language]').inputValue()).toBe('fr');
    expect(await page.locator('[data-testid=gamebook-segments]').inputValue()).toBe('20');
    await page.locator('[data-testid=gamebook-idea]').fill('Retrouver la gardienne du phare disparue dans le brouillard');
    await page.locator('[data-testid=gamebook-use-flags]').check();
    await page.locator('[data-testid=gamebook-cost]').filter({ hasText: '21' }).waitFor();
    await page.locator('[data-testid=gamebook-submit]').click();

    // the map of the plan: 20 segments, 3 endings, nothing the checks object to
    await page.waitForURL(/\/fr\/create\/gamebook\/outline\?book=ac[0-9a-f-]+$/);
    const bookId = new URL(page.url()).searchParams.get('book')!;
    await wizardReady(page);
    await page.locator('[data-plan-state=editing]').waitFor();
    expect(await page.locator('.gbm-node').count()).toBe(20);
    expect(await page.locator('.gbm-node--good, .gbm-node--bad, .gbm-node--neutral').count()).toBe(3);
    await page.locator('[data-testid=checks-ok]').waitFor();
    await page.locator('[data-testid=plan-write]').click();
    await page.waitForURL(`**/fr/create/gamebook/generate?book=${bookId}`);
    await wizardReady(page);
    await page.locator('[data-gamebook-status=done]').waitFor();
    await page.locator('[data-testid=open-gamebook]').click();
    await page.waitForURL(`**/fr/create/gamebook/map?book=${bookId}`);
    await hydrated(page, 'gamebook-author');

    // a dead end: every choice of the first segment needs the key, which nobody has at the start
    const book = await knex()('books').where({ id: bookId }).first();
    const start = (await knex()('book_plans').where({ book_id: bookId }).first()).plan.start as string;
    const startNode = page.locator(`.gbm-node[data-segment="${start}"]`);
    await startNode.focus();
    await page.keyboard.press('Enter');
    const editor = page.locator(`[data-testid=segment-editor][data-segment="${start}"]`);
    await editor.waitFor();
    const choices = editor.locator('[data-testid=segment-choice]');
    const count = await choices.count();
    for (let i = 0; i < count; i++) {
      const needs = choices.nth(i).locator('.gbm-flag-set').first().locator('input[type=checkbox]').first();
      if (!(await needs.isChecked())) await needs.check();
    }
    await editor.locator('[data-testid=segment-apply]').click();
    await page.locator('[data-testid=check-problem][data-kind=deadEnd][data-severity=error]').waitFor();
    expect(await startNode.getAttribute('data-problem')).toBe('error');
    expect(await page.locator('[data-testid=gamebook-share]').isDisabled()).toBe(true);
    await page.locator('[data-testid=share-blocked]').waitFor();

    // fixed: the first choice needs nothing again; the last is left for readers to grow
    await choices.nth(0).locator('.gbm-flag-set').first().locator('input[type=checkbox]').first().uncheck();
    for (let i = 1; i < count; i++) {
      const needs = choices.nth(i).locator('.gbm-flag-set').first().locator('input[type=checkbox]').first();
      if (await needs.isChecked()) await needs.uncheck();
    }
    await choices.nth(count - 1).locator('[data-testid=choice-to]').selectOption('');
    await editor.locator('[data-testid=segment-apply]').click();
    await expect.poll(() => page.locator('[data-testid=check-problem][data-severity=error]').count()).toBe(0);
    await page.locator('[data-testid=check-problem][data-kind=unwritten]').waitFor();
    const growChoice = (await knex()('book_parts').where({ book_id: bookId }).whereRaw("content->>'id' = ?", [start]).first()).content.choices[count - 1];
    expect(growChoice.to).toBeNull();
    await page.locator('[data-testid=gamebook-share]').click();
    await page.locator('[data-testid=gamebook-author][data-visibility=public]').waitFor();

    // a picture where the author wants one: the first segment's, in watercolour
    const tools = page.locator('[data-testid=picture-tools]');
    await tools.locator('[data-testid=picture-wish]').fill('La porte du port au crépuscule');
    await tools.locator('[data-testid=picture-style]').selectOption('watercolor');
    await tools.locator('[data-testid=picture-draw]').click();
    // the author goes on editing the segment while it is drawn: what they type stays
    const title = editor.locator('[data-testid=segment-title]');
    await title.fill('Le port des brumes');
    await tools.locator('[data-testid=segment-picture] img[alt="La porte du port au crépuscule"]').waitFor({ timeout: 20_000 });
    await page.waitForTimeout(1500); // the page reads the book again once the picture is there
    expect(await title.inputValue()).toBe('Le port des brumes');
    expect(await tools.locator('[data-testid=picture-draw]').innerText()).toMatch(/redessiner/i);

    // Twee for Twine, from the map's files
    await page.locator('[data-testid=make-twee]').click();
    const twee = page.locator('[data-testid=download-twee]');
    await twee.waitFor();
    const file = await page.evaluate(async (href) => (await fetch(href)).text(), (await twee.getAttribute('href'))!);
    expect(file).toContain(':: StoryData');
    expect(file).toContain(`:: StoryTitle\n${book.title}`);
    expect((file.match(/^:: /gm) ?? []).length).toBeGreaterThanOrEqual(20);

    const playUrl = await page.locator('[data-testid=gamebook-play-link]').getAttribute('href');
    await context.close();

    // a reader signed out plays it to an ending, by keyboard alone
    const reader = await app.browser().newContext({ viewport: { width: 390, height: 844 } });
    const play = await reader.newPage();
    await play.goto(`${base()}${playUrl}`);
    await play.locator('[data-testid=gamebook-player][data-ready]').waitFor();
    // the first segment's picture, above its words, drawn and loaded
    const picture = play.locator('[data-testid=gamebook-player] [data-testid=segment-picture] img');
    expect(await picture.getAttribute('alt')).toBe('La porte du port au crépuscule');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await play.locator('.site-header .logo').count()).toBe(1);
    expect(await play.locator('.site-header nav').count()).toBe(0);
    // the unwritten choice is there, not offered to a reader without growing in play
    expect(await play.locator('[data-testid=play-choice][data-unwritten=true]').isDisabled()).toBe(true);
    const seen = new Set<string>();
    for (let i = 0; i < 40 && !(await play.locator('[data-testid=ending]').count()); i++) {
      const at = (await play.locator('[data-testid=gamebook-player]').getAttribute('data-segment'))!;
      seen.add(at);
      await play.keyboard.press('1');
      await expect.poll(async () => play.locator('[data-testid=gamebook-player]').getAttribute('data-segment')).not.toBe(at);
    }
    await play.locator('[data-testid=ending]').waitFor();
    expect(await play.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('segment-title');
    // B goes back a step, R starts again; the path is in the address to share
    expect(new URL(play.url()).searchParams.get('path')).toBeTruthy();
    await play.keyboard.press('b');
    await expect.poll(async () => play.locator('[data-testid=ending]').count()).toBe(0);
    await play.keyboard.press('r');
    await expect.poll(async () => play.locator('[data-testid=gamebook-player]').getAttribute('data-segment')).toBe(start);
    // the keys are told to a reader with a keyboard, not to one on a phone
    expect(await play.locator('.gbp-keys').isVisible()).toBe(true);
    await reader.close();
    const phone = await app.browser().newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const onPhone = await phone.newPage();
    await onPhone.goto(`${base()}${playUrl}`);
    await onPhone.locator('[data-testid=play-choice]').first().waitFor();
    expect(await onPhone.locator('.gbp-keys').count()).toBe(1);
    expect(await onPhone.locator('.gbp-keys').isVisible()).toBe(false);
    await phone.close();

    // a reader with growing in play takes the unwritten choice: the writer writes it, once, for everyone
    const grower = await app.browser().newContext();
    const g = await grower.newPage();
    await signIn(g, 'lectrice.demo@example.com', ['interactDemo']);
    await g.goto(`${base()}${playUrl}`);
    await g.locator('[data-testid=gamebook-player][data-ready]').waitFor();
    const unwritten = g.locator('[data-testid=play-choice][data-unwritten=true]');
    await expect.poll(() => unwritten.isDisabled()).toBe(false);
    // while it is written, the words come to this reader as the writer streams them: the offline
    // writer has its answer at once, so the reader's answer is held back here and the words so
    // far are those a streaming writer would have kept (the server's side is in tests/api/gamebooks)
    let release!: () => void;
    const released = new Promise<void>((r) => { release = r; });
    await g.route('**/graphql', async (route) => {
      const query = String(route.request().postDataJSON()?.query ?? '');
      if (query.includes('takeGamebookChoice')) {
        const response = await route.fetch();
        await released;
        await route.fulfill({ response });
      } else if (query.includes('gamebookGrowth')) {
        await route.fulfill({ json: { data: { gamebookGrowth: { status: 'writing', segmentId: 'g1', draftTitle: 'Vers le port', draftText: 'Tu descends les marches glissantes vers le port' } } } });
      } else {
        await route.continue();
      }
    });
    await unwritten.click();
    const draft = g.locator('[data-testid=play-draft]');
    await draft.waitFor({ timeout: 15_000 });
    expect(await draft.innerText()).toContain('Tu descends les marches glissantes vers le port');
    expect(await draft.getAttribute('aria-busy')).toBe('true');
    release();
    await draft.waitFor({ state: 'detached', timeout: 20_000 });
    await g.unroute('**/graphql');
    await expect.poll(async () => g.locator('[data-testid=gamebook-player]').getAttribute('data-segment'), { timeout: 20_000 }).toMatch(/^g/);
    const grown = await knex()('book_parts').where({ book_id: bookId }).whereRaw("content->>'grownFrom' = ?", [`${start}/${growChoice.id}`]);
    expect(grown).toHaveLength(1);
    expect(grown[0].status).toBe('done');
    expect(await g.locator('[data-testid=segment-text]').innerText()).toContain(grown[0].content.text.split('\n')[0].slice(0, 30));
    expect(await g.locator('[data-testid=play-choice]').count()).toBeGreaterThanOrEqual(2);
    await grower.close();
  });

  it('the interact2 address forwards to interact, keeping the path', async () => {
    const res = await fetch(`${base()}/fr/interact2/x/b5000000-0000-4000-8000-000000000000/ac000000-0000-4000-8000-000000000000?path=s1-1`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/fr/interact/x/b5000000-0000-4000-8000-000000000000/ac000000-0000-4000-8000-000000000000?path=s1-1');
  });
});
