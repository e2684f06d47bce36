// Issue 16, the storybook reader and its owner's tools in the browser: a 12-page Arabic storybook
// made through the API (offline writer and illustrator) is read right to left (the next-page
// control on the left, ArrowLeft and a rightward swipe turn forward, Home/End), a page number's
// address opens that page, Listen shows only with a voice for the book's language and reads the
// page, a phone shows one page at a time, and without JavaScript every page's words are in the
// HTML. The owner edits a page's words and picture description (kept after a reload), redraws a
// picture with an instruction at the price shown, publishes, and a signed-out visitor opens the
// share URL and reads it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { doubledSpacing, gqlFromPage as gql, signInAs, useAppInBrowser } from '../support/e2e.ts';

const app = useAppInBrowser();
const base = () => app.server().baseURL;

const strings = (lang: string, ns: string) => JSON.parse(readFileSync(path.join(import.meta.dirname, '../../content/locales', lang, `${ns}.json`), 'utf8'));
const ar = strings('ar', 'storybook');
const arReader = strings('ar', 'storybook-reader');
const pageOf = (page: number, count: number) => ar.reader.pageOf.replace('{{page}}', String(page)).replace('{{count}}', String(count));

const position = (page: Page) => page.locator('[data-testid=story-position]').textContent();
/** The reader listens for keys once hydrated (the page reads without it). */
const paged = (page: Page) => page.locator('[data-story][data-paged]').waitFor();

/** A speech synthesis with the voices given, recording what it is asked to say. */
function fakeSpeech(context: BrowserContext, langs: string[]) {
  return context.addInitScript((initial: string[]) => {
    const said: { text: string; lang: string }[] = [];
    const target = new EventTarget();
    let voices = initial.map((lang) => ({ lang, name: `voice ${lang}`, default: false, localService: true, voiceURI: lang }));
    const synth = Object.assign(target, {
      getVoices: () => voices,
      speak: (u: { text: string; lang: string }) => said.push({ text: u.text, lang: u.lang }),
      cancel: () => {},
      speaking: false,
    });
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    (window as any).SpeechSynthesisUtterance = class { text: string; lang = ''; voice: unknown = null; rate = 1; onend = null; onerror = null; constructor(text: string) { this.text = text; } };
    (window as any).__said = said;
    (window as any).__addVoice = (lang: string) => {
      voices = [...voices, { lang, name: `voice ${lang}`, default: false, localService: true, voiceURI: lang }];
      target.dispatchEvent(new Event('voiceschanged'));
    };
  }, langs);
}

describe('the storybook reader', () => {
  let bookId = '';
  let readerPath = '';
  let texts: string[] = [];

  it('reads a 12-page Arabic storybook right to left by keyboard, button and swipe; Listen only with an Arabic voice', async () => {
    const context = await app.browser().newContext({ viewport: { width: 1280, height: 900 } });
    await fakeSpeech(context, ['en-US']);
    const page = await context.newPage();
    await signInAs(page, base(), 'reader-owner@example.com', '/ar/home');
    const { startStorybook } = await gql(page, `mutation($input: StartStorybookInput!) { startStorybook(input: $input) { id status } }`, {
      input: {
        idea: 'مها وبيب يذهبان إلى الشاطئ للبحث عن صدفة ضائعة', age: 5, language: 'ar', pageCount: 12, artStyle: 'watercolor', idempotencyKey: 'reader-e2e-start',
        characters: [
          { name: 'مها', kind: 'child', look: 'بنت صغيرة بشعر أسود مجعد ونظارة مستديرة', clothes: 'معطف مطر أصفر', colours: 'أصفر، أحمر' },
          { name: 'بيب', kind: 'animal', look: 'ثعلب برتقالي صغير', clothes: 'وشاح أخضر', colours: 'برتقالي، أخضر' },
        ],
      },
    });
    expect(startStorybook.status).toBe('outlined');
    const { generateStorybook } = await gql(page, `mutation($id: ID!) { generateStorybook(id: $id, idempotencyKey: "reader-e2e-make") { id status pages { text } } }`, { id: startStorybook.id });
    expect(generateStorybook.status).toBe('done');
    bookId = generateStorybook.id;
    texts = generateStorybook.pages.map((p: { text: string }) => p.text);
    expect(texts).toHaveLength(12);

    // any {name} goes to the book's slug; the reader is right to left
    await page.goto(`${base()}/ar/v/x/${bookId}`);
    await page.waitForURL(/\/ar\/v\/[^/x][^/]*\/a3/);
    readerPath = new URL(page.url()).pathname;
    await paged(page);
    expect(await page.locator('[data-story]').getAttribute('dir')).toBe('rtl');
    expect(await position(page)).toBe(ar.reader.cover);
    const next = (await page.locator('[data-testid=story-next]').boundingBox())!;
    const previous = (await page.locator('[data-testid=story-previous]').boundingBox())!;
    expect(next.x).toBeLessThan(previous.x);

    // ArrowLeft turns forward in a right-to-left book, ArrowRight back; one page shows at a time
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => position(page)).toBe(pageOf(1, 12));
    expect(await page.locator('#page-1').isVisible()).toBe(true);
    expect(await page.locator('#page-2').isVisible()).toBe(false);
    expect(await page.locator('#page-1 [data-story-text]').textContent()).toBe(texts[0]);
    // a spread: the picture beside the words, the picture on the right (where a right-to-left line starts)
    const art = (await page.locator('#page-1 .story-art').boundingBox())!;
    const words = (await page.locator('#page-1 .story-words').boundingBox())!;
    expect(art.x).toBeGreaterThan(words.x + words.width - 1);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => position(page)).toBe(pageOf(3, 12));
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => position(page)).toBe(pageOf(2, 12));
    expect(page.url()).toMatch(/#page-2$/);
    await page.keyboard.press('End');
    await expect.poll(() => position(page)).toBe(ar.reader.theEnd);
    expect(await page.locator('#the-end').isVisible()).toBe(true);
    await page.keyboard.press('Home');
    await expect.poll(() => position(page)).toBe(ar.reader.cover);
    // the next-page button, and a swipe towards the right (forward in a right-to-left book)
    await page.locator('[data-testid=story-next]').click();
    await expect.poll(() => position(page)).toBe(pageOf(1, 12));
    await page.locator('[data-story]').evaluate((story) => {
      story.dispatchEvent(new PointerEvent('pointerdown', { pointerType: 'touch', clientX: 200, clientY: 400, bubbles: true }));
      story.dispatchEvent(new PointerEvent('pointerup', { pointerType: 'touch', clientX: 420, clientY: 410, bubbles: true }));
    });
    await expect.poll(() => position(page)).toBe(pageOf(2, 12));

    // Listen: no Arabic voice, no button; once the browser has one, it reads the page shown
    expect(await page.locator('[data-testid=story-listen]').count()).toBe(0);
    await page.evaluate(() => (window as any).__addVoice('ar-SA'));
    await page.locator('[data-testid=story-listen]').click();
    const said = await page.evaluate(() => (window as any).__said);
    expect(said).toEqual([{ text: texts[1], lang: 'ar-SA' }]);

    // a page number's address opens that page
    await page.goto(`${base()}${readerPath}/5`);
    await page.waitForURL(/#page-5$/);
    await paged(page);
    await expect.poll(() => position(page)).toBe(pageOf(5, 12));
    await context.close();
  });

  it('lets the owner edit a page’s words and description, redraw it at the price shown, and publish it', async () => {
    const context = await app.browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInAs(page, base(), 'reader-owner@example.com', '/ar/home');
    const { storybookCosts } = await gql(page, '{ storybookCosts { page redraw } }');
    await page.goto(`${base()}${readerPath}#page-3`);
    await paged(page);
    await expect.poll(() => position(page)).toBe(pageOf(3, 12));

    // words and description: shown at once, kept after a reload
    const tools = page.locator('[data-testid=page-tools-3]');
    await tools.locator('summary').click();
    const newText = 'وجدت مها الصدفة تحت شجرة النخيل، وضحك بيب كثيرًا.';
    const newAlt = 'مها تمسك صدفة وردية وبيب يقفز بجانبها';
    await tools.locator('[data-testid=page-text]').fill(newText);
    await tools.locator('[data-testid=page-alt]').fill(newAlt);
    await tools.locator('button[type=submit]', { hasText: ar.owner.save }).click();
    await tools.locator('[role=status]', { hasText: ar.owner.saved }).waitFor();
    expect(await page.locator('#page-3 [data-story-text]').textContent()).toBe(newText);
    await page.reload();
    await paged(page);
    expect(await page.locator('#page-3 [data-story-text]').textContent()).toBe(newText);
    expect(await page.locator('#page-3 .story-art img').getAttribute('alt')).toBe(newAlt);

    // redraw with an instruction: the price is on the button; a new picture, the same words
    const redrawLabel = (arReader.tools[`redraw_${new Intl.PluralRules('ar').select(storybookCosts.redraw)}`] as string).replace('{{count}}', String(storybookCosts.redraw));
    const oldSrc = await page.locator('#page-3 .story-art img').getAttribute('src');
    const tools3 = page.locator('[data-testid=page-tools-3]');
    await tools3.locator('summary').click();
    await tools3.locator('[data-testid=redraw-instruction]').fill('اجعل السماء وردية عند الغروب');
    await tools3.locator('button', { hasText: redrawLabel }).click();
    await expect.poll(() => page.locator('#page-3 .story-art img').getAttribute('src'), { timeout: 30_000 }).not.toBe(oldSrc);
    await paged(page);
    expect(await page.locator('#page-3 [data-story-text]').textContent()).toBe(newText);
    expect(await page.locator('#page-3 .story-art img').getAttribute('alt')).toBe(newAlt);
    texts[2] = newText;

    // publish: the share link appears
    await page.locator('[data-testid=story-visibility]').selectOption('public');
    const share = page.locator('[data-testid=story-share-url]');
    await share.waitFor();
    const shareUrl = await share.inputValue();
    expect(new URL(shareUrl).pathname).toMatch(new RegExp(`^/@[^/]+/v/[^/]+/${bookId}$`));
    await context.close();

    // a signed-out visitor on a phone opens the share URL: one page at a time, the picture above its words, no tools
    const phone = await app.browser().newContext({ viewport: { width: 390, height: 844 }, locale: 'ar' });
    const visitor = await phone.newPage();
    await visitor.goto(`${base()}${new URL(shareUrl).pathname}`);
    await visitor.waitForURL((url) => url.pathname === readerPath);
    await paged(visitor);
    expect(await visitor.locator('[data-testid=page-tools-1]').count()).toBe(0);
    expect(await visitor.locator('[data-testid=story-owner]').count()).toBe(0);
    await visitor.locator('[data-testid=story-next]').click();
    await visitor.locator('[data-testid=story-next]').click();
    await visitor.locator('[data-testid=story-next]').click();
    await expect.poll(() => position(visitor)).toBe(pageOf(3, 12));
    expect(await visitor.locator('.story-page:visible').count()).toBe(1);
    expect(await visitor.locator('#page-3 [data-story-text]').textContent()).toBe(newText);
    const art = (await visitor.locator('#page-3 .story-art').boundingBox())!;
    const words = (await visitor.locator('#page-3 .story-words').boundingBox())!;
    expect(art.y + art.height).toBeLessThanOrEqual(words.y + 1);
    expect(art.width).toBeGreaterThan(300);
    // the page fits the phone: nothing scrolls sideways
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.close();
  });

  it('reads without JavaScript: every page’s words are in the HTML, one after another', async () => {
    const context = await app.browser().newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${base()}${readerPath}`);
    expect(await page.locator('[data-story-text]').allTextContents()).toEqual(texts);
    for (const n of [1, 6, 12]) expect(await page.locator(`#page-${n}`).isVisible()).toBe(true);
    // one page after another at the story's gap, not the gap and two section margins
    expect(await doubledSpacing(page)).toEqual([]);
    // the start link is an anchor; the about page and the printable book are plain pages
    await page.locator('[data-testid=story-start]').click();
    expect(page.url()).toMatch(/#page-1$/);
    await page.locator('[data-testid=story-about]').click();
    await page.waitForURL(/\/about$/);
    expect(await page.locator('[data-testid=story-about-page] h1').textContent()).toBe(arReader.about.heading);
    await page.goto(`${base()}${readerPath}/export`);
    expect(await page.locator('[data-testid=story-print] [data-story-text]').allTextContents()).toEqual(texts);
    await context.close();
  });
});
