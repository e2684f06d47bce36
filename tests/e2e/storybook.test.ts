// Issue 16 in the browser: a first-time author clicks from the home page to a 12-page storybook
// in Arabic with two characters, reorders the storyboard (kept after a reload), watches it being
// drawn, reads it right to left by keyboard, redraws a picture with an instruction, tries to put
// a renamed text file on a page (refused with its message) and a real picture (kept), publishes,
// and a signed-out visitor opens the share URL — on a phone-sized screen too.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useAppInBrowser } from '../support/e2e.ts';

const app = useAppInBrowser();
const base = () => app.server().baseURL;

async function signIn(page: Page, email: string) {
  await page.goto(`${base()}/ar/home`);
  const res = await page.evaluate(async (e) => (await fetch('/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ method: 'login', type: 'mock', email: e }) })).json(), email);
  expect(res).toEqual({ success: true });
}

const beats = (page: Page) => page.locator('[data-testid=beat-text]').evaluateAll((els) => els.map((e) => (e as HTMLTextAreaElement).value));

describe('a storybook, from the home page to a shared picture book', () => {
  it('is made in Arabic, reordered, drawn, read right to left, redrawn, given an own picture and shared', async () => {
    const context = await app.browser().newContext({ viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    await signIn(page, 'storyteller@example.com');

    // from the home page, by clicking: Create → Storybook
    await page.goto(`${base()}/ar/home`);
    await page.locator('a[href="/ar/create"]').first().click();
    await page.locator('[data-type=storybook] a').click();
    await page.waitForURL(/\/ar\/create\/storybook\/start$/);
    const form = page.locator('[data-testid=storybook-start]');
    await form.waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.locator('[data-testid=storybook-cost]').filter({ hasText: '13' }).waitFor();
    await page.locator('textarea[name=idea]').fill('مها وبيب يذهبان إلى الشاطئ للبحث عن صدفة ضائعة');
    expect(await page.locator('select[name=language]').inputValue()).toBe('ar');
    await page.locator('input[name=character-0-name]').fill('مها');
    await page.locator('input[name=character-0-look]').fill('بنت صغيرة بشعر أسود مجعد ونظارة مستديرة');
    await page.locator('input[name=character-0-clothes]').fill('معطف مطر أصفر وحذاء أحمر');
    await page.locator('[data-testid=add-character]').click();
    await page.locator('input[name=character-1-name]').fill('بيب');
    await page.locator('select[name=character-1-kind]').selectOption('animal');
    await page.locator('input[name=character-1-look]').fill('ثعلب برتقالي صغير');
    await page.locator('[data-testid=storybook-submit]').click();

    // the storyboard: 12 beats; swap pages 4 and 5, save, reload: the order is kept
    await page.waitForURL(/\/ar\/create\/storybook\/outline\?book=a3/);
    await page.locator('[data-testid=beat]').nth(11).waitFor();
    expect(await page.locator('[data-testid=beat]').count()).toBe(12);
    const before = await beats(page);
    expect(before.join(' ')).toMatch(/مها/);
    await page.locator('[data-testid=move-up]').nth(4).click();
    await page.locator('[data-testid=board-save]').click();
    await page.locator('.wizard-alert--success').waitFor();
    await page.reload();
    await page.locator('[data-testid=beat]').nth(11).waitFor();
    const after = await beats(page);
    expect(after[3]).toBe(before[4]);
    expect(after[4]).toBe(before[3]);

    // make it: the pages fill in, then the book is ready
    await page.locator('[data-testid=board-make]').click();
    await page.waitForURL(/\/ar\/create\/storybook\/generate\?book=/);
    await page.locator('[data-testid=read-storybook]').waitFor({ timeout: 60_000 });
    expect(await page.locator('[data-testid=tile][data-status=done]').count()).toBe(12);
    expect(await page.locator('[data-testid=tile] img').count()).toBe(12);

    // read it: right to left, ArrowLeft turns forward, every page has its picture
    await page.locator('[data-testid=read-storybook]').click();
    await page.waitForURL(/\/ar\/v\/[^/]+\/a3/);
    const readerUrl = page.url().split('#')[0]!;
    // the page turning is ready once the reader is paged (its keys are listened to from then on)
    await page.locator('[data-story][data-paged]').waitFor();
    expect(await page.locator('[data-story]').getAttribute('dir')).toBe('rtl');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.locator('[data-testid=story-position]').textContent()).toBe('الصفحة 1 من 12');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.locator('[data-testid=story-position]').textContent()).toBe('الصفحة 3 من 12');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.locator('[data-testid=story-position]').textContent()).toBe('الصفحة 2 من 12');
    // the next-page button sits on the left in a right-to-left book
    const next = await page.locator('[data-testid=story-next]').boundingBox();
    const previous = await page.locator('[data-testid=story-previous]').boundingBox();
    expect(next!.x).toBeLessThan(previous!.x);
    const shown = page.locator('.story-page.is-current img');
    expect(await shown.getAttribute('alt')).toBeTruthy();

    // redraw page 2 with an instruction: a new picture, the same words
    const tools = page.locator('[data-testid=page-tools-2]');
    const oldSrc = await page.locator('#page-2 img').getAttribute('src');
    const oldText = await page.locator('#page-2 [data-story-text]').textContent();
    await tools.locator('summary').click();
    await tools.locator('[data-testid=redraw-instruction]').fill('اجعل الثلج يتساقط');
    await tools.locator('button', { hasText: /أعد الرسم/ }).click();
    await expect.poll(async () => page.locator('#page-2 img').getAttribute('src'), { timeout: 30_000 }).not.toBe(oldSrc);
    expect(await page.locator('#page-2 [data-story-text]').textContent()).toBe(oldText);

    // an own picture: a renamed text file is refused with its message; a PNG is kept
    const dir = os.tmpdir();
    const fake = path.join(dir, 'not-a-picture.png');
    writeFileSync(fake, 'this is a text file with a picture name');
    const real = path.join(dir, 'my-drawing.png');
    writeFileSync(real, await sharp({ create: { width: 640, height: 480, channels: 3, background: '#f29bbd' } }).png().toBuffer());
    const tools3 = page.locator('[data-testid=page-tools-3]');
    await page.locator('[data-story][data-paged]').waitFor(); // the redraw reloaded the page
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.locator('[data-testid=story-position]').textContent()).toBe('الصفحة 3 من 12');
    await tools3.locator('summary').click();
    await tools3.locator('[data-testid=page-upload]').setInputFiles(fake);
    await tools3.locator('[role=alert]').filter({ hasText: 'Only JPEG, PNG and WebP pictures can be used' }).waitFor();
    await tools3.locator('[data-testid=page-upload]').setInputFiles(real);
    await page.waitForURL(/#page-3$/);
    await page.locator('[data-story][data-paged]').waitFor();
    await expect.poll(async () => (await page.locator('#page-3 img').getAttribute('width'))).toBe('640');

    // publish and share
    await page.locator('[data-testid=story-visibility]').selectOption('public');
    const share = page.locator('[data-testid=story-share-url]');
    await share.waitFor();
    const shareUrl = await share.inputValue();
    expect(shareUrl).toMatch(/\/v\/[^/]+\/a3[0-9a-f-]+$/);
    await context.close();

    // a signed-out visitor on a phone opens the share URL and reads it, one page at a time
    const phone = await app.browser().newContext({ viewport: { width: 390, height: 844 }, locale: 'ar' });
    const visitor = await phone.newPage();
    await visitor.goto(new URL(new URL(shareUrl).pathname, base()).href);
    await visitor.waitForURL(/\/v\/[^/]+\/a3/);
    expect(visitor.url().split('#')[0]).toContain(new URL(readerUrl).pathname.split('/').at(-1));
    await visitor.locator('[data-story][data-paged]').waitFor();
    expect(await visitor.locator('[data-testid=page-tools-1]').count()).toBe(0);
    await visitor.locator('[data-testid=story-next]').click();
    await expect.poll(() => visitor.locator('.story-page.is-current').count()).toBe(1);
    expect(await visitor.locator('#page-1').isVisible()).toBe(true);
    expect(await visitor.locator('#page-2').isVisible()).toBe(false);
    await phone.close();
  }, 150_000);

  it('reads without JavaScript: every page’s words are in the HTML', async () => {
    const id = (await app.server().db.knex('books').where({ kind: 'storybook', visibility: 'public', status: 'done' }).first('id', 'title'));
    const context = await app.browser().newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${base()}/ar/v/x/${id.id}`);
    const texts = await page.locator('[data-story-text]').allTextContents();
    expect(texts).toHaveLength(12);
    for (const text of texts) expect(text.trim().length).toBeGreaterThan(10);
    expect(await page.locator('#page-12').isVisible()).toBe(true);
    await context.close();
  });
});
