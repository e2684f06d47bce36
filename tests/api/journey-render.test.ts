// Issue 10, "Reading and writing real chapters", as the server renders it: chapters with links,
// tables, images and KaTeX maths on the reader pages and the moderator's chapter view (no
// JavaScript needed, KaTeX's stylesheet only where there is maths), GraphQL's TextbookChapter.html
// for the wizard, and no raw stored enum value (reading level, status, visibility, mode, type) on
// Portuguese and Japanese pages. Needs `astro build` first.
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../db/seeds/demo.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
const cookies: Record<string, string> = {};

async function signIn(who: string, roles: string[] = []): Promise<void> {
  const email = `render-${who}@example.com`;
  const res = await t.app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email } });
  expect(res.json()).toEqual({ success: true });
  if (roles.length > 0) await t.db.knex('users').where({ email }).update({ roles });
  cookies[who] = `loginJWT=${res.cookies.find((c) => c.name === 'loginJWT')!.value}`;
}

const get = (url: string, who?: string, lang?: string) => {
  const cookie = [who ? cookies[who] : '', lang ? `bookloom.lang=${lang}` : ''].filter(Boolean).join('; ');
  return t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
};

async function gqlRaw(who: string, query: string, variables: object = {}) {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', payload: { query, variables }, headers: { cookie: cookies[who]! } });
  return { status: res.statusCode, body: res.json() as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] } };
}

async function gql(who: string, query: string, variables: object = {}) {
  const { body } = await gqlRaw(who, query, variables);
  if (body.errors) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data;
}

async function startBook(title: string, language: string, readingLevel: string, key: string) {
  const started = await gql('owner', `mutation($input: StartTextbookInput!) { startTextbook(input: $input) { id slug } }`, {
    input: { title, topic: `${title}: ${key}`, subject: 'Ciências', readingLevel, language, chapterCount: 2, idempotencyKey: `start-${key}` },
  });
  return started.startTextbook as { id: string; slug: string };
}

async function finishedBook(title: string, language: string, readingLevel: string, key: string) {
  const book = await startBook(title, language, readingLevel, key);
  await gql('owner', `mutation($id: ID!, $k: String!) { generateTextbook(id: $id, idempotencyKey: $k) { id } }`, { id: book.id, k: `generate-${key}` });
  const read = await gql('owner', `query($id: ID!) { textbook(id: $id) { status chapters { id } } }`, { id: book.id });
  expect(read.textbook.status).toBe('done');
  return { ...book, chapters: read.textbook.chapters as { id: string }[] };
}

const SCIENCE = [
  '## Energia',
  '',
  'Segundo [a enciclopédia](https://pt.wikipedia.org/wiki/Energia), a energia de repouso é $E = mc^2$.',
  '',
  '$$',
  '\\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}',
  '$$',
  '',
  '| Planeta | Luas |',
  '|---|--:|',
  '| Terra | 1 |',
  '',
  '![Um vulcão em erupção](https://images.example/vulcao.jpg)',
  '',
  '[perigo](javascript:alert(1)) <script>alert(2)</script>',
].join('\n');

let science: Awaited<ReturnType<typeof finishedBook>>;
let plain: Awaited<ReturnType<typeof finishedBook>>;
let draft: { id: string; slug: string };

beforeAll(async () => {
  t = await createTestApp({ site: true });
  await seedDemo(t.db.knex);
  await signIn('owner');
  await signIn('mod', ['contentMod']);
  science = await finishedBook('Física para todos', 'pt', 'primary', 'science-01');
  plain = await finishedBook('物理の基本', 'ja', 'high school', 'plain-0001');
  draft = await startBook('Rascunho de química', 'pt', 'early reader', 'draft-0001');
  await gql('owner', `mutation($id: ID!, $input: ChapterInput!) { updateChapter(id: $id, input: $input) { id } }`, {
    id: science.chapters[0]!.id, input: { markdown: SCIENCE },
  });
  await gql('owner', `mutation($id: ID!, $v: Visibility!) { setTextbookVisibility(id: $id, visibility: $v) { id } }`, { id: science.id, v: 'public' });
}, 120_000);
afterAll(async () => { await t?.close(); });

/** The chapter body of a page, as a DOM. */
function chapterBody(html: string) {
  const window = new Window();
  window.document.write(html);
  return window.document.querySelector('[data-testid="chapter-body"]');
}

describe('chapters with links, tables, images and maths, rendered on the server', () => {
  it('the reader shows them without JavaScript, and links KaTeX CSS built from the package', async () => {
    const res = await get(`/pt/v/${encodeURIComponent(science.slug)}/${science.id}/1`, 'owner');
    expect(res.statusCode).toBe(200);
    const body = chapterBody(res.body)!;
    const link = body.querySelector('a[href^="https://pt.wikipedia.org"]')!;
    expect(link.textContent).toBe('a enciclopédia');
    expect(link.getAttribute('rel')).toBe('nofollow ugc noopener');
    expect(body.querySelector('.katex math annotation')?.textContent).toBe('E = mc^2');
    expect(body.querySelector('.math-display .katex-display math[display="block"] mfrac')).not.toBeNull();
    expect([...body.querySelectorAll('.table-scroll table td')].map((td) => td.textContent)).toEqual(['Terra', '1']);
    const img = body.querySelector('img')!;
    expect([img.getAttribute('src'), img.getAttribute('alt'), img.getAttribute('loading')]).toEqual(['https://images.example/vulcao.jpg', 'Um vulcão em erupção', 'lazy']);
    expect(body.querySelector('script, a[href^="javascript"]')).toBeNull();
    expect(body.textContent).toContain('<script>alert(2)</script>');

    const css = /<link rel="stylesheet" href="(\/_astro\/katex[^"]*\.css)"/.exec(res.body)?.[1];
    expect(css).toBeDefined();
    const sheet = await t.app.inject({ method: 'GET', url: css! });
    expect(sheet.statusCode).toBe(200);
    const font = /url\((\/_astro\/KaTeX_Main-Regular[^)]*\.woff2)\)/.exec(sheet.body)?.[1];
    expect(font).toBeDefined();
    expect((await t.app.inject({ method: 'GET', url: font! })).statusCode).toBe(200);
  });

  it('a chapter without maths links no KaTeX stylesheet', async () => {
    const res = await get(`/ja/v/${encodeURIComponent(plain.slug)}/${plain.id}/1`, 'owner');
    expect(res.statusCode).toBe(200);
    expect(chapterBody(res.body)).not.toBeNull();
    expect(res.body).not.toMatch(/katex[^"]*\.css/);
  });

  it('the printable copy and the moderator chapter view render maths too', async () => {
    const exported = await get(`/pt/v/${encodeURIComponent(science.slug)}/${science.id}/export`, 'owner');
    expect(exported.body).toContain('<annotation encoding="application/x-tex">E = mc^2</annotation>');
    expect(exported.body).toMatch(/<link rel="stylesheet" href="\/_astro\/katex/);
    const mod = await get(`/moderator/textbooks/${science.id}/${science.chapters[0]!.id}`, 'mod');
    expect(mod.statusCode).toBe(200);
    const body = chapterBody(mod.body)!;
    expect(body.querySelector('.katex math')).not.toBeNull();
    expect(body.querySelector('table')).not.toBeNull();
    expect(mod.body).toMatch(/<link rel="stylesheet" href="\/_astro\/katex/);
  });

  it('GraphQL gives the wizard the same HTML (TextbookChapter.html), headings at the level asked', async () => {
    const data = await gql('owner', `query($id: ID!) { textbook(id: $id) { chapters { html h3: html(headingLevel: 3) } } }`, { id: science.id });
    const [first] = data.textbook.chapters;
    expect(first.html).toMatch(/^<h2>Energia<\/h2>/);
    expect(first.h3).toMatch(/^<h3>Energia<\/h3>/);
    expect(first.html).toContain('<annotation encoding="application/x-tex">E = mc^2</annotation>');
    expect(first.html).toContain('rel="nofollow ugc noopener"');
    expect(first.html).not.toMatch(/<script|href="javascript/);
  });

  it('a heading level other than 2, 3 or 4 is refused with a clear message (BAD_USER_INPUT, never a 500)', async () => {
    const { status, body } = await gqlRaw('owner', `query($id: ID!) { textbook(id: $id) { chapters { html(headingLevel: 9) } } }`, { id: science.id });
    expect(status).toBeLessThan(500); // a field error: GraphQL answers 200 with the partial data, as everywhere in this API
    expect(body.data).toEqual({ textbook: null });
    expect(body.errors?.[0]?.message).toBe('headingLevel must be 2, 3 or 4');
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

// ----- stored enum values are shown translated -----

const RAW_VALUES = [
  'early reader', 'primary', 'middle school', 'high school', 'university', 'adult', // reading levels
  'draft', 'drafts', 'outlining', 'outlined', 'generating', 'done', 'failed', 'cancelled', 'queued', 'writing', // statuses, modes
  'private', 'unlisted', 'public', 'published', 'textbook', // visibility, modes, book types
];
const RAW = new RegExp(`(?<![\\p{L}\\p{N}])(${RAW_VALUES.join('|')})(?![\\p{L}\\p{N}])`, 'iu');

/** What a reader sees: text and the labels of elements, without scripts, styles or island props. */
function visibleText(html: string): string {
  const window = new Window();
  window.document.write(html);
  const document = window.document;
  for (const el of document.querySelectorAll('script, style, template, noscript')) el.remove();
  const labels = [...document.querySelectorAll('[aria-label], [title], [alt], [placeholder]')]
    .flatMap((el) => ['aria-label', 'title', 'alt', 'placeholder'].map((name) => el.getAttribute(name) ?? ''));
  const texts: string[] = [];
  const walk = (node: { nodeType: number; textContent: string | null; childNodes: ArrayLike<unknown> }) => {
    if (node.nodeType === 3) texts.push(node.textContent ?? '');
    for (const child of Array.from(node.childNodes)) walk(child as typeof node);
  };
  walk(document.body as unknown as Parameters<typeof walk>[0]);
  return [...texts, ...labels].join('\n');
}

function rawValuesIn(html: string): string[] {
  return visibleText(html).split('\n').filter((line) => RAW.test(line)).map((line) => line.trim().slice(0, 120));
}

describe('no raw stored values on Portuguese and Japanese pages', () => {
  const pages = (lang: string) => [
    `/${lang}/v/${encodeURIComponent(science.slug)}/${science.id}`,
    `/${lang}/v/${encodeURIComponent(science.slug)}/${science.id}/about`,
    `/${lang}/v/${encodeURIComponent(science.slug)}/${science.id}/1`,
    `/${lang}/v/${encodeURIComponent(plain.slug)}/${plain.id}`,
    `/${lang}/my-books/drafts`,
    `/${lang}/my-books/generating`,
    `/${lang}/my-books/published`,
    `/${lang}/search/books?lang=${lang}`,
    `/${lang}/search/books?lang=${lang}&level=primary`,
    `/${lang}/discover`,
  ];

  for (const lang of ['pt', 'ja']) {
    it(`${lang}: reader pages, My Books and the library show translated labels`, async () => {
      const found: Record<string, string[]> = {};
      for (const url of pages(lang)) {
        const res = await get(url, 'owner');
        expect(res.statusCode, url).toBe(200);
        const raw = rawValuesIn(res.body);
        if (raw.length > 0) found[url] = raw;
      }
      expect(found).toEqual({});
    });

    it(`${lang}: the moderator's screens show translated labels`, async () => {
      const found: Record<string, string[]> = {};
      for (const url of ['/moderator/textbooks', `/moderator/textbooks/${science.id}`, `/moderator/textbooks/${draft.id}`, `/moderator/textbooks/${science.id}/${science.chapters[1]!.id}`]) {
        const res = await get(url, 'mod', lang);
        expect(res.statusCode, url).toBe(200);
        const raw = rawValuesIn(res.body);
        if (raw.length > 0) found[url] = raw;
      }
      expect(found).toEqual({});
    });
  }

  it('the reading level reads as its translation', async () => {
    const pt = visibleText((await get(`/pt/v/${encodeURIComponent(science.slug)}/${science.id}`)).body);
    expect(pt).toContain('Ensino fundamental I');
    const ja = visibleText((await get(`/ja/v/${encodeURIComponent(plain.slug)}/${plain.id}`, 'owner')).body);
    expect(ja).toContain('高校');
  });
});
