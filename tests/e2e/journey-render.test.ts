// Issue 10, "Reading and writing real chapters", in Chromium: a chapter with a formula, a table, a
// link and an image reads with JavaScript off (KaTeX's fonts from our own origin, only on pages
// with maths), the wizard shows the server's HTML, no page scrolls sideways at 360 px in English
// and Arabic, and Japanese headlines break between phrases, not inside words.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { seedDemo } from '../../db/seeds/demo.ts';
import { useAppInBrowser } from '../support/e2e.ts';

const app = useAppInBrowser();

async function signIn(email: string) {
  const res = await app.server().app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email } });
  return res.cookies.find((c) => c.name === 'loginJWT')!.value;
}

async function gql(jwt: string, query: string, variables: object) {
  const res = await app.server().app.inject({ method: 'POST', url: '/graphql', payload: { query, variables }, headers: { cookie: `loginJWT=${jwt}` } });
  const body = res.json() as { data?: any; errors?: { message: string }[] };
  if (body.errors) throw new Error(body.errors[0]!.message);
  return body.data;
}

const CHAPTER = [
  '## The quadratic formula',
  '',
  'Every equation $ax^2 + bx + c = 0$ with $a \\neq 0$ has the roots',
  '',
  '$$',
  'x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}',
  '$$',
  '',
  '| $a$ | $b$ | $c$ | roots | a very long column heading that makes the table wider than a phone screen |',
  '|---|---|---|---|---|',
  '| 1 | -3 | 2 | 1 and 2 | two real roots, because the discriminant is positive and so on and so forth |',
  '',
  'Read more on [Wikipedia](https://en.wikipedia.org/wiki/Quadratic_formula).',
  '',
  '![A parabola crossing the x axis twice](https://images.example/parabola.png)',
].join('\n');

let jwt = '';
let book = { id: '', slug: '', chapterId: '' };
let authorSlug = '';

beforeAll(async () => {
  await seedDemo(app.server().db.knex);
  jwt = await signIn('e2e-render-owner@example.com');
  const started = await gql(jwt, `mutation($input: StartTextbookInput!) { startTextbook(input: $input) { id } }`, {
    input: { title: 'Algebra Without Fear: Quadratic Equations and Their Remarkable Solutions', topic: 'quadratics', subject: 'Mathematics', readingLevel: 'high school', language: 'en', chapterCount: 2, idempotencyKey: 'start-render-e2e-1' },
  });
  const id = started.startTextbook.id as string;
  await gql(jwt, `mutation($id: ID!, $k: String!) { generateTextbook(id: $id, idempotencyKey: $k) { id } }`, { id, k: 'generate-render-e2e-1' });
  const read = (await gql(jwt, `query($id: ID!) { textbook(id: $id) { slug chapters { id } } }`, { id })).textbook;
  book = { id, slug: read.slug, chapterId: read.chapters[0].id };
  const knex = app.server().db.knex;
  const owner = await knex('users').where({ email: 'e2e-render-owner@example.com' }).first('id');
  authorSlug = (await knex('user_slugs').where({ user_id: owner.id }).orderBy('created_at', 'desc').first('slug'))?.slug ?? `@${owner.id}`;
  await gql(jwt, `mutation($id: ID!, $input: ChapterInput!) { updateChapter(id: $id, input: $input) { id } }`, { id: book.chapterId, input: { markdown: CHAPTER } });
  await gql(jwt, `mutation($id: ID!, $v: Visibility!) { setTextbookVisibility(id: $id, visibility: $v) { id } }`, { id, v: 'public' });
});

async function newPage(options: { width?: number; height?: number; javaScript?: boolean; signedIn?: boolean; locale?: string } = {}) {
  const context: BrowserContext = await app.browser().newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 }, javaScriptEnabled: options.javaScript ?? true, locale: options.locale ?? 'en-US',
  });
  if (options.signedIn) await context.addCookies([{ name: 'loginJWT', value: jwt, url: app.server().baseURL }]);
  return { context, page: await context.newPage() };
}

describe('a maths chapter', () => {
  it('reads with JavaScript off: formula, table, link and image; KaTeX fonts come from our origin', async () => {
    const base = app.server().baseURL;
    const { context, page } = await newPage({ javaScript: false });
    const hosts = new Set<string>();
    const fonts: string[] = [];
    page.on('request', (r) => {
      hosts.add(new URL(r.url()).host);
      if (r.resourceType() === 'font') fonts.push(r.url());
    });
    await page.route('https://images.example/**', (route) => route.fulfill({ status: 200, contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"/>' }));
    await page.goto(`${base}/en/v/${book.slug}/${book.id}/1`);
    const body = page.getByTestId('chapter-body');
    // the display formula is laid out by KaTeX's CSS: a fraction with its numerator above the line
    const fraction = body.locator('.katex-display .mfrac');
    await fraction.waitFor();
    const [top, bottom] = await Promise.all([fraction.locator('.vlist > span').first().boundingBox(), fraction.locator('.vlist > span').last().boundingBox()]);
    expect(Math.abs(top!.y - bottom!.y)).toBeGreaterThan(10); // stacked, not side by side: KaTeX's CSS is there
    expect(await body.locator('.katex-mathml math').first().getAttribute('xmlns')).toBe('http://www.w3.org/1998/Math/MathML');
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('16px KaTeX_Main'))).toBe(true);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font.startsWith(`${base}/_astro/KaTeX_`)).toBe(true);

    await expect.poll(() => body.getByRole('cell', { name: '1 and 2' }).count()).toBe(1);
    const link = body.getByRole('link', { name: 'Wikipedia' });
    expect(await link.getAttribute('href')).toBe('https://en.wikipedia.org/wiki/Quadratic_formula');
    expect(await link.getAttribute('rel')).toBe('nofollow ugc noopener');
    expect(await body.getByRole('img', { name: 'A parabola crossing the x axis twice' }).getAttribute('loading')).toBe('lazy');
    expect([...hosts].filter((h) => h !== new URL(base).host && h !== 'images.example')).toEqual([]);

    // the book page (no maths) loads no KaTeX at all
    fonts.length = 0;
    await page.goto(`${base}/en/v/${book.slug}/${book.id}`);
    expect(await page.locator('link[href*="katex"]').count()).toBe(0);
    expect(fonts.filter((f) => f.includes('KaTeX'))).toEqual([]);
    await context.close();
  });

  it('the wizard shows the chapter as the server rendered it, maths included', async () => {
    const { context, page } = await newPage({ signedIn: true });
    const scripts: string[] = [];
    page.on('response', async (r) => { if (r.request().resourceType() === 'script') scripts.push(await r.text().catch(() => '')); });
    await page.goto(`${app.server().baseURL}/en/create/textbook/generate?book=${book.id}`);
    const text = page.locator('.wizard-markdown').first();
    await text.waitFor();
    expect(await text.locator('h3').first().textContent()).toBe('The quadratic formula');
    await text.locator('.katex-display .mfrac').waitFor();
    expect(await page.locator('head link[rel="stylesheet"][href*="katex"]').count()).toBe(1);
    expect(await text.getByRole('link', { name: 'Wikipedia' }).getAttribute('rel')).toBe('nofollow ugc noopener');
    // no Markdown or TeX parser ships to the browser
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).not.toMatch(/markdown-it|KaTeX parse error|linkify/i);
    await context.close();
  });
});

describe('no page scrolls sideways at 360 px', () => {
  const pages = (lang: string) => [
    `/${lang}/home`, `/${lang}/discover`, `/${lang}/search/books?q=volcano`, `/${lang}/v/${book.slug}/${book.id}`, `/${lang}/v/${book.slug}/${book.id}/1`,
    `/${lang}/${authorSlug}`, `/${lang}/my-books/published`, `/${lang}/create/textbook/start`, `/${lang}/faq`,
  ];

  for (const lang of ['en', 'ar']) {
    it(`${lang}: home, discover, search, a book as its owner, a chapter, an author, My Books, the wizard, FAQ`, async () => {
      const { context, page } = await newPage({ width: 360, height: 740, signedIn: true });
      const wide: Record<string, { scrollWidth: number; clientWidth: number; culprits: string[] }> = {};
      for (const path of pages(lang)) {
        await page.goto(`${app.server().baseURL}${path}`);
        await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
        await page.waitForTimeout(200);
        const size = await page.evaluate(() => {
          const root = document.scrollingElement!;
          // the elements that stick out while their parent does not: where the extra width starts
          const out = (el: Element | null) => {
            if (!el) return false;
            const r = el.getBoundingClientRect();
            return r.width > 0 && (r.right > root.clientWidth + 0.5 || r.left < -0.5);
          };
          const culprits = [...document.querySelectorAll('body *')].filter((el) => out(el) && !out(el.parentElement) && getComputedStyle(el).position !== 'fixed')
            .slice(0, 5).map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} ${Math.round(el.getBoundingClientRect().width)}px in ${Math.round(el.parentElement!.getBoundingClientRect().width)}px`);
          return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, culprits };
        });
        if (size.scrollWidth > size.clientWidth) wide[path] = size;
      }
      expect(wide).toEqual({});
      await context.close();
    });
  }
});

describe('Japanese headlines', () => {
  it('break between phrases (word-break: auto-phrase), never inside a word', async () => {
    const { context, page } = await newPage({ width: 360, height: 740 });
    await page.goto(`${app.server().baseURL}/ja/home`);
    const h1 = page.locator('h1').first();
    expect(await h1.evaluate((el) => getComputedStyle(el).wordBreak)).toBe('auto-phrase');
    // a headline made to wrap: each line ends at a phrase boundary, so the word 日本語 is never split
    const lines = await page.evaluate(() => {
      const heading = document.createElement('h2');
      heading.lang = 'ja';
      heading.style.width = '9em';
      heading.textContent = '日本語のテキストを自然な位置で改行します';
      document.querySelector('main')!.prepend(heading);
      const text = heading.firstChild!;
      const range = document.createRange();
      const tops: { char: string; top: number }[] = [];
      for (let i = 0; i < text.textContent!.length; i += 1) {
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        tops.push({ char: text.textContent![i]!, top: Math.round(range.getBoundingClientRect().top) });
      }
      const out: string[] = [];
      for (const { char, top } of tops) {
        if (out.length === 0 || top !== tops[tops.findIndex((t) => t.top === top)]!.top || !out.at(-1)!.startsWith(`${top}:`)) out.push(`${top}:${char}`);
        else out[out.length - 1] += char;
      }
      return out.map((line) => line.replace(/^\d+:/, ''));
    });
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe('日本語のテキストを自然な位置で改行します');
    for (const line of lines.slice(0, -1)) expect(line.endsWith('日') || line.endsWith('日本') || line.endsWith('テキ') || line.endsWith('自然な位')).toBe(false);
    expect(lines[0]).toMatch(/^日本語の/);
    await context.close();
  });
});
