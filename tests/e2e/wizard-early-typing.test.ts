// A guest's create start waits for the visitor (client:intent="near", site/lib/client-intent.ts):
// its form is server HTML, usable before its code arrives, and the code comes when the price line
// nears the view or the visitor reaches for the form. On a slow connection the first words are
// typed before React takes over.
// Those words must survive the moment the form shows its loaded values (the defaults, or a form
// kept from an earlier visit): they are what the visitor typed last. The wizard's code is held
// back here until the visitor has typed, as a slow phone connection would.
import { describe, expect, it } from 'vitest';
import { holdIslandCode, useAppInBrowser } from '../support/e2e.ts';

const app = useAppInBrowser();
const base = () => app.server().baseURL;

describe('words typed before the wizard code arrives', () => {
  it('the storybook start keeps what a guest typed, over the defaults, and keeps it for the sign-in round trip', async () => {
    const context = await app.browser().newContext({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const code = await holdIslandCode(page, 'StorybookWizard');
    await page.goto(`${base()}/en/create/storybook/start`);
    await page.locator('textarea[name=idea]').fill('A shy hedgehog learns to swim');
    await page.locator('input[name=title]').fill('Hugo Swims');
    await page.locator('select[name=age]').selectOption({ index: 1 });
    const age = await page.locator('select[name=age]').inputValue();
    // the tap asked for the code; it has not run yet
    expect(code.requested()).toBe(true);
    expect(await page.locator('.wizard[data-ready]').count()).toBe(0);

    // the visitor goes on typing as the code arrives and takes over
    await page.locator('textarea[name=idea]').focus();
    await page.keyboard.press('End');
    await code.release();
    await page.keyboard.type(' in the river', { delay: 40 });
    await page.locator('.wizard[data-ready][data-viewer="guest"]').waitFor();
    // the prices arrived (a render after the loaded values): the words are still there
    await page.locator('[data-cost]').filter({ hasText: 'credits' }).waitFor();
    expect(await page.locator('textarea[name=idea]').inputValue()).toBe('A shy hedgehog learns to swim in the river');
    expect(await page.locator('input[name=title]').inputValue()).toBe('Hugo Swims');
    expect(await page.locator('select[name=age]').inputValue()).toBe(age);
    // the form holds them too: they are kept for a reload and for after signing in
    const kept = JSON.parse((await page.evaluate(() => localStorage.getItem('bookloom.wizard.storybook')))!);
    expect(kept).toMatchObject({ idea: 'A shy hedgehog learns to swim in the river', title: 'Hugo Swims' });
    await page.reload();
    await page.locator('.wizard[data-ready]').waitFor();
    expect(await page.locator('textarea[name=idea]').inputValue()).toBe('A shy hedgehog learns to swim in the river');
    await context.close();
  });

  it('the textbook start: words typed now win over a form kept from an earlier visit', async () => {
    const context = await app.browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${base()}/en/faq`);
    await page.evaluate(() => localStorage.setItem('bookloom.wizard.textbook', JSON.stringify({ title: 'Old title', topic: 'An old topic', chapterCount: '4' })));
    const code = await holdIslandCode(page, 'TextbookWizard');
    await page.goto(`${base()}/en/create/textbook/start`);
    await page.locator('textarea[name=topic]').fill('Volcanoes and how they erupt');
    await code.release();
    await page.locator('.wizard[data-ready][data-viewer="guest"]').waitFor();
    await page.locator('[data-cost]').filter({ hasText: 'credits' }).waitFor();
    // the topic typed now; the rest as kept
    expect(await page.locator('textarea[name=topic]').inputValue()).toBe('Volcanoes and how they erupt');
    expect(await page.locator('input[name=title]').inputValue()).toBe('Old title');
    expect(await page.locator('input[name=chapterCount]').inputValue()).toBe('4');
    const kept = JSON.parse((await page.evaluate(() => localStorage.getItem('bookloom.wizard.textbook')))!);
    expect(kept).toMatchObject({ title: 'Old title', topic: 'Volcanoes and how they erupt', chapterCount: '4' });
    await context.close();
  });
});

describe('ticks made before the wizard code arrives', () => {
  it('the cookbook start keeps a diet ticked and a skill chosen, in the form and for a reload', async () => {
    const context = await app.browser().newContext({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const code = await holdIslandCode(page, 'CookbookWizard');
    await page.goto(`${base()}/en/create/cookbook/start`);
    await page.locator('textarea[name=theme]').fill('Quick lentil dinners');
    await page.locator('input[name=diet][value=vegan]').check();
    await page.locator('input[name=skill][value=advanced]').check();
    expect(code.requested()).toBe(true);
    await code.release();
    await page.locator('.wizard[data-ready][data-viewer="guest"]').waitFor();
    await page.locator('[data-cost]').filter({ hasText: 'credits' }).waitFor();
    expect(await page.locator('input[name=diet][value=vegan]').isChecked()).toBe(true);
    expect(await page.locator('input[name=skill][value=advanced]').isChecked()).toBe(true);
    // the form holds them: kept for a reload
    const kept = JSON.parse((await page.evaluate(() => localStorage.getItem('bookloom.wizard.cookbook')))!);
    expect(kept).toMatchObject({ theme: 'Quick lentil dinners', diet: ['vegan'], skill: 'advanced' });
    await page.reload();
    await page.locator('.wizard[data-ready]').waitFor();
    expect(await page.locator('input[name=diet][value=vegan]').isChecked()).toBe(true);
    expect(await page.locator('input[name=skill][value=advanced]').isChecked()).toBe(true);
    await context.close();
  });
});

describe("a guest's create start waits for the visitor", () => {
  it('no wizard code while a phone shows the top of the form; scrolling toward the price brings it, and the price', async () => {
    const context = await app.browser().newContext({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (req) => { if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname); });
    await page.goto(`${base()}/en/create/storybook/start`, { waitUntil: 'load' });
    // idle after the load, and a moment more: the wizard's code was not asked for
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 1500))));
    expect(scripts.filter((s) => /StorybookWizard|\/client\./.test(s))).toEqual([]);
    expect(await page.locator('.wizard[data-ready]').count()).toBe(0);
    // the form is there to read and to fill
    expect(await page.locator('textarea[name=idea]').isEditable()).toBe(true);

    // scrolled (not touched) toward the button: the code comes and the price is shown
    await page.evaluate(() => document.querySelector('[data-cost]')!.scrollIntoView({ block: 'end' }));
    await page.locator('.wizard[data-ready][data-viewer="guest"]').waitFor();
    await page.locator('[data-cost]').filter({ hasText: 'credits' }).waitFor();
    expect(scripts.some((s) => /StorybookWizard/.test(s))).toBe(true);
    await context.close();
  });

  it('a form kept from an earlier visit is shown without waiting: the code comes after the load', async () => {
    const context = await app.browser().newContext({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(`${base()}/en/faq`);
    await page.evaluate(() => localStorage.setItem('bookloom.wizard.storybook', JSON.stringify({ idea: 'A lighthouse keeper and a seal' })));
    await page.goto(`${base()}/en/create/storybook/start`);
    await page.locator('.wizard[data-ready][data-viewer="guest"]').waitFor();
    expect(await page.locator('textarea[name=idea]').inputValue()).toBe('A lighthouse keeper and a seal');
    await context.close();
  });

  it('every create start shows a form kept from an earlier visit with no hydration error', async () => {
    const context = await app.browser().newContext({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    await page.goto(`${base()}/en/faq`);
    const kept = [
      { kind: 'textbook', key: 'bookloom.wizard.textbook', field: 'topic', words: 'Tides and the moon' },
      { kind: 'storybook', key: 'bookloom.wizard.storybook', field: 'idea', words: 'A lighthouse keeper and a seal' },
      { kind: 'worksheets', key: 'bookloom.wizard.worksheet', field: 'topic', words: 'Fractions on a number line' },
      { kind: 'cookbook', key: 'bookloom.wizard.cookbook', field: 'theme', words: 'Soups for a cold week' },
      { kind: 'gamebook', key: 'bookloom.wizard.gamebook', field: 'idea', words: 'Find the keeper lost in the fog' },
    ];
    await page.evaluate((forms) => { for (const f of forms) localStorage.setItem(f.key, JSON.stringify({ [f.field]: f.words })); }, kept);
    for (const f of kept) {
      await page.goto(`${base()}/en/create/${f.kind}/start`);
      await page.locator('.wizard[data-ready][data-viewer="guest"]').waitFor();
      await page.locator('[data-cost]').filter({ hasText: 'credits' }).waitFor();
      expect(await page.locator(`[name=${f.field}]`).inputValue(), f.kind).toBe(f.words);
    }
    // React's first render matched the server's HTML on every one (a mismatch is a page error)
    expect(errors).toEqual([]);
    await context.close();
  });
});
