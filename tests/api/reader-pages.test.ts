// The textbook reader and My Books as the one server renders them (spec §2, issue 5): who may
// read, canonical slugs, chapters readable without JavaScript, the owner's tools, My Books.
// Needs `astro build` first. Books are made through GraphQL with the offline writer; jobs run
// inline (no queue), so a book is finished when generateTextbook answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookSlug } from '../../core/slug.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
const cookies: Record<string, string> = {};

async function signIn(who: string, roles: string[] = []): Promise<void> {
  const email = `reader-${who}@example.com`;
  const res = await t.app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email } });
  expect(res.json()).toEqual({ success: true });
  if (roles.length > 0) await t.db.knex('users').where({ email }).update({ roles });
  cookies[who] = `loginJWT=${res.cookies.find((c) => c.name === 'loginJWT')!.value}`;
}

const get = (url: string, who?: string) => t.app.inject({ method: 'GET', url, headers: who ? { cookie: cookies[who]! } : {} });

async function gql(who: string, query: string, variables: object = {}) {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', payload: { query, variables }, headers: { cookie: cookies[who]! } });
  const body = res.json() as { data?: any; errors?: { message: string }[] };
  if (body.errors) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data;
}

/** A finished book written by the offline writer: start, then generate (inline jobs). */
async function makeBook(who: string, title: string, language: string, chapterCount: number, key: string) {
  const started = await gql(who, `mutation($input: StartTextbookInput!) { startTextbook(input: $input) { id } }`, {
    input: { title, topic: `a first look at ${title.toLowerCase()}`, subject: 'Geography', readingLevel: 'Middle school', language, chapterCount, idempotencyKey: `start-${key}` },
  });
  const id: string = started.startTextbook.id;
  await gql(who, `mutation($id: ID!, $k: String!) { generateTextbook(id: $id, idempotencyKey: $k) { id } }`, { id, k: `generate-${key}` });
  const book = await gql(who, `query($id: ID!) { textbook(id: $id) { title slug status chapters { id position title } } }`, { id });
  expect(book.textbook.status).toBe('done');
  return { id, title: book.textbook.title as string, slug: book.textbook.slug as string, chapters: book.textbook.chapters as { id: string; position: number; title: string }[] };
}

const setVisibility = (id: string, visibility: string) =>
  gql('owner', `mutation($id: ID!, $v: Visibility!) { setTextbookVisibility(id: $id, visibility: $v) { visibility } }`, { id, v: visibility });

let book: Awaited<ReturnType<typeof makeBook>>;
let arabic: Awaited<ReturnType<typeof makeBook>>;
let page = '';

beforeAll(async () => {
  t = await createTestApp({ site: true });
  await signIn('owner');
  await signIn('other');
  await signIn('mod', ['contentMod']);
  book = await makeBook('owner', 'Volcanoes and How They Form', 'en', 3, 'volcanoes-1');
  arabic = await makeBook('owner', 'البراكين وكيف تتكون', 'ar', 2, 'arabic-0001');
  page = `/en/v/${encodeURIComponent(book.slug)}/${book.id}`;
  await gql('owner', `mutation($id: ID!, $input: ChapterInput!) { updateChapter(id: $id, input: $input) { id } }`, {
    id: book.chapters[1]!.id,
    input: { markdown: '## Lava on the move\n\nMagma is **hot** and *slow*.\n\n- ash\n- gas\n\n1. rise\n2. erupt\n\n<script>alert("x")</script>' },
  });
});
afterAll(async () => { await t.close(); });

describe('the book page and its chapters for the owner', () => {
  it('renders the book page: title, author, facts, contents, offline-draft mark, owner tools', async () => {
    expect(book.slug).toBe('Volcanoes-and-How-They-Form');
    const res = await get(page, 'owner');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toMatch(/<html lang="en" dir="ltr" data-theme="create"/);
    expect(html).toContain('<title>Volcanoes and How They Form | Bookloom</title>');
    expect(html).toContain('<meta name="description" content="a first look at volcanoes and how they form">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toMatch(/<h1 class="book-title"[^>]*>Volcanoes and How They Form<\/h1>/);
    expect(html).toContain('by Reader Owner');
    expect(html).toContain('Middle school');
    expect(html).toContain('Geography');
    expect(html).toContain('data-testid="offline-draft"');
    for (const c of book.chapters) expect(html).toContain(`href="${page}/${c.position}"`);
    expect(html).toContain(`href="${page}/about"`);
    expect(html).toContain(`href="${page}/export"`);
    expect(html).toContain('data-owner-tools');
    expect(html).toContain('component-url="/_astro/OwnerTools');
  });

  it('renders a chapter on the server, with previous/next and the table of contents', async () => {
    const res = await get(`${page}/2`, 'owner');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(`<title>${book.chapters[1]!.title} · Volcanoes and How They Form | Bookloom</title>`);
    expect(html).toContain('Chapter 2 of 3');
    expect(html).toContain('<h2>Lava on the move</h2>');
    expect(html).toContain('<p>Magma is <strong>hot</strong> and <em>slow</em>.</p>');
    expect(html).toContain('<ul>\n<li>ash</li>\n<li>gas</li>\n</ul>');
    expect(html).toContain('<ol>\n<li>rise</li>\n<li>erupt</li>\n</ol>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert');
    expect(html).toMatch(new RegExp(`href="${page}/1" rel="prev"`));
    expect(html).toMatch(new RegExp(`href="${page}/3" rel="next"`));
    expect(html).toMatch(/aria-current="page"[^>]*>[^<]+<\/span>/);
    expect(html).toContain('data-owner-tools');
    const last = (await get(`${page}/3`, 'owner')).body;
    expect(last).toMatch(new RegExp(`href="${page}" rel="next"`));
    const first = (await get(`${page}/1`, 'owner')).body;
    expect(first).not.toContain('rel="prev"');
  });

  it('renders the about page and the printable version with every chapter', async () => {
    const about = await get(`${page}/about`, 'owner');
    expect(about.statusCode).toBe(200);
    expect(about.body).toContain('About this book');
    expect(about.body).toContain('The offline writer (no AI)');
    const exported = await get(`${page}/export`, 'owner');
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('<meta name="robots" content="noindex">');
    for (const c of book.chapters) expect(exported.body).toContain(`id="chapter-${c.position}"`);
    expect(exported.body).toContain('<h3>Lava on the move</h3>');
  });

  it('puts the book text in its own language and direction inside the page language', async () => {
    const url = `/en/v/${encodeURIComponent(arabic.slug)}/${arabic.id}`;
    const res = await get(url, 'owner');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<html lang="en" dir="ltr"/);
    expect(res.body).toMatch(/<article class="book" lang="ar" dir="rtl"/);
    expect(res.body).toContain('البراكين وكيف تتكون');
    const chapter = await get(`${url}/1`, 'owner');
    expect(chapter.statusCode).toBe(200);
    expect(chapter.body).toMatch(/<article class="book" lang="ar" dir="rtl"/);
    // the interface in Urdu (right to left) around an English book
    const urdu = await get(`/ur/v/${book.slug}/${book.id}/1`, 'owner');
    expect(urdu.body).toMatch(/<html lang="ur" dir="rtl"/);
    expect(urdu.body).toMatch(/<article class="book" lang="en" dir="ltr"/);
  });
});

describe('who may read', () => {
  it('answers 404 with the not-found page for others and guests while the book is private', async () => {
    for (const who of ['other', undefined]) {
      for (const url of [page, `${page}/1`, `${page}/about`, `${page}/export`]) {
        const res = await get(url, who);
        expect(res.statusCode, `${who} ${url}`).toBe(404);
        expect(res.body).toContain('Page not found');
        expect(res.body).not.toContain('Volcanoes and How They Form');
      }
    }
  });

  it('lets a moderator read a private book, without the owner tools', async () => {
    const res = await get(page, 'mod');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('data-owner-tools');
  });

  it('public: a guest reads the chapter in the HTML, no JavaScript needed, and the page is indexable', async () => {
    await setVisibility(book.id, 'public');
    const res = await get(`${page}/2`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h2>Lava on the move</h2>');
    expect(res.body).toContain('<p>Magma is <strong>hot</strong> and <em>slow</em>.</p>');
    expect(res.body).not.toContain('name="robots"');
    const home = await get(page);
    expect(home.statusCode).toBe(200);
    expect(home.body).not.toContain('name="robots"');
    expect(home.body).toContain('<meta property="og:title" content="Volcanoes and How They Form | Bookloom">');
    expect(home.body).toContain('<meta property="og:description" content="a first look at volcanoes and how they form">');
    expect(home.body).toContain('<meta name="twitter:title" content="Volcanoes and How They Form | Bookloom">');
    // the share targets for a visitor, pointing at the share URL
    // the configured public URL, never the request's Host (issue 11)
    const share = encodeURIComponent(`${t.config.PUBLIC_URL}/@reader-owner/v/${book.slug}/${book.id}`);
    expect(home.body).toContain(`https://www.linkedin.com/sharing/share-offsite/?url=${share}`);
    expect(home.body).toContain(`https://twitter.com/intent/tweet?url=${share}&amp;text=${encodeURIComponent('I made a book with Bookloom: Volcanoes and How They Form')}`);
    expect(home.body).toContain(`https://www.facebook.com/sharer/sharer.php?u=${share}`);
  });

  it('gives the owner tools flag only to the owner', async () => {
    expect((await get(page, 'owner')).body).toContain('data-owner-tools');
    for (const who of ['other', 'mod', undefined]) {
      const html = (await get(page, who)).body;
      expect(html, String(who)).not.toContain('data-owner-tools');
      expect(html, String(who)).not.toContain('OwnerTools');
    }
  });

  it('unlisted: readable by anyone with the link, but not indexable', async () => {
    await setVisibility(book.id, 'unlisted');
    const res = await get(`${page}/1`, 'other');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    await setVisibility(book.id, 'public');
  });

  it('sends the share URL to the reader language version', async () => {
    const share = `/@reader-owner/v/${book.slug}/${book.id}`;
    const res = await t.app.inject({ url: share, headers: { 'accept-language': 'de-DE' } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/de/v/${book.slug}/${book.id}`);
    const de = await get(res.headers.location as string);
    expect(de.statusCode).toBe(200);
    expect(de.body).toMatch(/<html lang="de"/);
  });
});

describe('addresses', () => {
  it('redirects a wrong slug to the right one with 301, keeping the part and the query', async () => {
    const wrong = await get(`/en/v/volcanoes/${book.id}`);
    expect(wrong.statusCode).toBe(301);
    expect(wrong.headers.location).toBe(page);
    const chapter = await get(`/en/v/Old-Title/${book.id}/2?from=list`);
    expect(chapter.statusCode).toBe(301);
    expect(chapter.headers.location).toBe(`${page}/2?from=list`);
    const about = await get(`/fr/v/x/${book.id}/about`);
    expect(about.headers.location).toBe(`/fr/v/${book.slug}/${book.id}/about`);
  });

  it('accepts a slug in any script, encoded or not, and redirects to its encoded form', async () => {
    await setVisibility(arabic.id, 'public');
    expect(arabic.slug).toBe(bookSlug('البراكين وكيف تتكون'));
    const encoded = `/en/v/${encodeURIComponent(arabic.slug)}/${arabic.id}`;
    expect((await get(encoded)).statusCode).toBe(200);
    const wrong = await get(`/en/v/wrong/${arabic.id}`);
    expect(wrong.statusCode).toBe(301);
    expect(wrong.headers.location).toBe(encoded);
  });

  it('answers 404 for a chapter that does not exist, an unknown part, language or id', async () => {
    for (const url of [`${page}/99`, `${page}/0`, `${page}/-1`, `${page}/1.5`, `${page}/02x`, `${page}/chapters`, `${page}/About`,
      `/xx/v/${book.slug}/${book.id}`, `/xx/v/${book.slug}/${book.id}/1`, `/en/v/${book.slug}/not-an-id`, `/en/v/${book.slug}/not-an-id/1`,
      `/en/v/${book.slug}/8a000000-0000-4000-8000-000000000000`, `/en/v/${book.slug}/70000000-0000-4000-8000-000000000000`]) {
      const res = await get(url, 'owner');
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('Page not found');
    }
  });
});

describe('My Books', () => {
  it('redirects /{lang}/my-books to a tab', async () => {
    const res = await get('/en/my-books', 'owner');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^\/en\/my-books\/(drafts|generating|private|published)$/);
    expect((await get('/xx/my-books', 'owner')).statusCode).toBe(404);
  });

  it('opens the login dialog for guests, with the page as the way back', async () => {
    const res = await get('/pt/my-books/published?x=1');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/pt/login?next=${encodeURIComponent('/pt/my-books/published?x=1')}`);
    const legacy = await get('/en/my-books');
    expect(legacy.statusCode).toBe(302);
  });

  it('lists the finished books with progress and a read link; unknown modes are 404', async () => {
    const res = await get('/en/my-books/published', 'owner');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toMatch(/href="\/en\/my-books\/published" aria-current="page"/);
    expect(html).toContain('href="/en/my-books/drafts"');
    expect(html).toContain('href="/en/my-books/generating"');
    expect(html).toContain('Volcanoes and How They Form');
    expect(html).toContain('3 of 3 chapters written');
    expect(html).toContain(`href="${page}"`);
    expect(html).toContain('Offline draft');
    expect((await get('/en/my-books/everything', 'owner')).statusCode).toBe(404);
    // another user's list holds none of these books
    expect((await get('/en/my-books/published', 'other')).body).not.toContain('Volcanoes');
  });

  it('lists a draft with the wizard step to continue', async () => {
    const started = await gql('owner', `mutation($input: StartTextbookInput!) { startTextbook(input: $input) { id } }`, {
      input: { title: 'Rivers', topic: 'rivers', language: 'en', chapterCount: 2, idempotencyKey: 'start-rivers-1' },
    });
    const id = started.startTextbook.id as string;
    const html = (await get('/en/my-books/drafts', 'owner')).body;
    expect(html).toContain('Rivers');
    expect(html).toContain(`href="/en/create/textbook/outline?book=${id}"`);
    expect(html).toContain('Outline ready');
    expect((await get('/en/my-books/generating', 'owner')).body).toContain('No book is being written right now.');
  });

  it("says each kind's status in its own words, and a gamebook's button opens its map", async () => {
    const { startCookbook } = await gql('owner', 'mutation($i: StartCookbookInput!) { startCookbook(input: $i) { id } }', {
      i: { theme: 'Soups for a cold week', diet: [], language: 'en', recipeCount: 2, skill: 'easy', idempotencyKey: 'mb-cookbook' },
    });
    const { createWorld } = await gql('owner', 'mutation { createWorld(idea: "Islands of lighthouses in the fog", language: "en") { id } }');
    const { startGamebook } = await gql('owner', 'mutation($i: StartGamebookInput!) { startGamebook(input: $i) { id } }', {
      i: { worldId: createWorld.id, idea: 'Find the keeper lost in the fog', language: 'en', segmentCount: 8, endingCount: 1, useFlags: false, idempotencyKey: 'mb-gamebook' },
    });
    const drafts = (await get('/en/my-books/drafts', 'owner')).body;
    const card = (id: string) => drafts.slice(drafts.indexOf(`data-book="${id}"`), drafts.indexOf('</li>', drafts.indexOf(`data-book="${id}"`)));
    expect(card(startCookbook.id)).toContain('Recipe list ready');
    expect(card(startGamebook.id)).toContain('Map ready');
    expect(card(startGamebook.id)).not.toContain('Outline ready');
    // in Spanish too
    expect((await get('/es/my-books/drafts', 'owner')).body).toContain('Mapa listo');
    await gql('owner', 'mutation($id: ID!) { generateGamebook(id: $id, idempotencyKey: "mb-gamebook-gen") { id } }', { id: startGamebook.id });
    const finished = (await get('/en/my-books/private', 'owner')).body;
    const at = finished.indexOf(`data-book="${startGamebook.id}"`);
    const gamebookCard = finished.slice(at, finished.indexOf('</li>', at));
    expect(gamebookCard).toMatch(new RegExp(`href="/en/create/gamebook/map\\?book=${startGamebook.id}">Open the map</a>`));
    expect(gamebookCard).not.toContain('>Read<');

    // the credits history says what each kind's credits paid for, and filters by any kind's book
    const { gamebook } = await gql('owner', 'query($id: ID!) { gamebook(id: $id) { title } }', { id: startGamebook.id });
    const history = (await get('/en/account', 'owner')).body;
    // each title is bidi-isolated (FSI…PDI): a Latin title inside an Arabic line keeps its quotes around it
    const named = (words: string) => `${words} “\u2068${gamebook.title}\u2069”`;
    const lines = [...history.matchAll(/<span class="credit-line-what">([^<]*)<\/span>/g)].map((m) => m[1]!.replace(/&#39;/g, "'"));
    expect(lines).toContain(named('Map of'));
    expect(lines).toContain(named('Segments of'));
    expect(lines.some((l) => /^Recipe list of “\u2068.+\u2069”$/.test(l))).toBe(true);
    const arabic = (await get('/ar/account', 'owner')).body;
    const arabicLines = [...arabic.matchAll(/<span class="credit-line-what">([^<]*)<\/span>/g)].map((m) => m[1]!.replace(/&#39;/g, "'"));
    expect(arabicLines.filter((l) => l.includes(`\u2068${gamebook.title}\u2069`))).toHaveLength(2);
    expect(lines).not.toContain('Credit adjustment');
    const filtered = (await get(`/en/account?book=${startGamebook.id}`, 'owner')).body;
    const only = [...filtered.matchAll(/<span class="credit-line-what">([^<]*)<\/span>/g)].map((m) => m[1]!.replace(/&#39;/g, "'"));
    expect(only.sort()).toEqual([named('Map of'), named('Segments of')].sort());
  });
});
