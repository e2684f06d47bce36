// The public library (issue 6) as the server answers it: search relevance on the demo corpus,
// visibility rules, filters and sorts, author pages and slugs with their redirects, collections,
// save/unsave, read counts, featured picks, SEO (JSON-LD, share image, sitemap) and bad input.
// Needs `astro build` first. The corpus is the demo seed (db/seeds/library/*.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../db/seeds/demo.ts';
import { demoAuthorId, LIBRARY_BOOKS, libraryBookId } from '../../db/seeds/library.ts';
import { SEED_WORKSHEETS } from '../../db/seeds/worksheets.ts';
import { SEED_COOKBOOKS } from '../../db/seeds/cookbooks.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { routes } from '../../site/lib/routes.ts';

let t: TestApp;
const cookies: Record<string, string> = {};

async function signIn(who: string, email: string, roles?: string[]): Promise<void> {
  const res = await t.app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email } });
  expect(res.json()).toEqual({ success: true });
  if (roles) await t.db.knex('users').where({ email }).update({ roles });
  cookies[who] = `loginJWT=${res.cookies.find((c) => c.name === 'loginJWT')!.value}`;
}

const get = (url: string, who?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...(who ? { cookie: cookies[who]! } : {}), ...headers } });

async function gqlRaw(query: string, variables: object = {}, who?: string) {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', payload: { query, variables }, headers: who ? { cookie: cookies[who]! } : {} });
  return { status: res.statusCode, body: res.json() as { data?: any; errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[] } };
}

async function gql(query: string, variables: object = {}, who?: string) {
  const { body } = await gqlRaw(query, variables, who);
  if (body.errors) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data;
}

const LIBRARY = `query($query: String, $language: String, $readingLevel: String, $subject: String, $sort: String, $offset: Int, $limit: Int) {
  library(query: $query, language: $language, readingLevel: $readingLevel, subject: $subject, sort: $sort, offset: $offset, limit: $limit) {
    books { id title language readingLevel subject readCount saveCount snippet author { slug name } } nextOffset suggestions
  }
}`;

const search = async (vars: Record<string, unknown>) => (await gql(LIBRARY, vars)).library as {
  books: { id: string; title: string; language: string; readingLevel: string; subject: string; readCount: number; saveCount: number; snippet: string | null; author: { slug: string } }[];
  nextOffset: number | null;
  suggestions: string[];
};

const seedBook = (title: string) => {
  const book = LIBRARY_BOOKS.find((b) => b.title === title);
  if (!book) throw new Error(`no seed book ${title}`);
  return { ...book, id: libraryBookId(book.key) };
};

beforeAll(async () => {
  t = await createTestApp({ site: true });
  await seedDemo(t.db.knex);
  await signIn('reader', 'library-reader@example.com');
  await signIn('mod', 'library-mod@example.com', ['contentMod']);
  await signIn('demo1', 'demo1@bookloom.app');
});

afterAll(async () => {
  await t?.close();
});

describe('search relevance on the demo corpus', () => {
  // the book a reader means comes first: 23 queries in 11 languages, with typos, missing
  // accents, stems and scripts without word breaks
  const cases: [string, string, string][] = [
    ['en', 'photosynthesis', 'Photosynthesis: How Plants Make Food'],
    ['en', 'fractions numerator', 'Fractions Made Simple'],
    ['en', 'water cycle', 'The Water Cycle'],
    ['en (typo)', 'photosinthesis', 'Photosynthesis: How Plants Make Food'],
    ['en (stem)', 'volcano', 'Volcanoes and Earthquakes'],
    ['en (typo)', 'earthqakes', 'Volcanoes and Earthquakes'],
    ['en', 'python programming', 'Introduction to Python Programming'],
    ['es', 'sistema solar', 'El sistema solar'],
    ['es (no accents)', 'revolucion mexicana', 'La Revolución Mexicana'],
    ['pt', 'frações', 'Frações para crianças'],
    ['pt (no accents)', 'floresta amazonica', 'A Floresta Amazônica'],
    ['fr', 'révolution française', 'La Révolution française'],
    ['fr', 'Bastille', 'La Révolution française'],
    ['de', 'Photosynthese', 'Die Photosynthese'],
    ['de', 'Bruchrechnen', 'Bruchrechnen für Einsteiger'],
    ['ja', '光合成', '光合成のしくみ'],
    ['ja', '日本の歴史', '日本の歴史入門'],
    ['ja (two characters)', '歴史', '日本の歴史入門'],
    ['ko', '광합성', '광합성의 원리'],
    ['ar', 'دورة الماء', 'دورة الماء في الطبيعة'],
    ['hi', 'सौर मंडल', 'सौर मंडल'],
    ['ch', '光合作用', '光合作用'],
    ['it', 'impero romano', "L'Impero Romano"],
  ];
  it.each(cases)('%s: “%s” finds %s first', async (_lang, query, expected) => {
    const { books } = await search({ query });
    expect(books[0]?.title).toBe(expected);
  });

  it('says which corrected query a misspelt search shows', async () => {
    const { library } = await gql('{ library(query: "earthqakes") { books { title } correctedQuery } }');
    expect(library.books[0].title).toBe('Volcanoes and Earthquakes');
    expect(library.correctedQuery).toBe('earthquakes');
    expect((await gql('{ library(query: "earthquakes") { correctedQuery } }')).library.correctedQuery).toBeNull();
  });

  it('a retitled book brings its new words to the spelling vocabulary', async () => {
    const book = seedBook('Eating Well Every Day');
    await t.db.knex('books').where({ id: book.id }).update({ title: 'Eating Well with Zeppelinology' });
    const { library } = await gql('{ library(query: "zepelinology") { books { id } correctedQuery } }');
    expect(library.correctedQuery).toBe('zeppelinology');
    expect(library.books.map((b: { id: string }) => b.id)).toEqual([book.id]);
    await t.db.knex('books').where({ id: book.id }).update({ title: book.title });
  });

  it('marks the matched words in a snippet', async () => {
    const { books } = await search({ query: 'chlorophyll', language: 'en' });
    expect(books[0]!.title).toBe('Photosynthesis: How Plants Make Food');
    expect(books[0]!.snippet).toMatch(/\u0002[Cc]hlorophyll\u0003/);
  });

  it('suggests close titles when nothing matches', async () => {
    const { books, suggestions } = await search({ query: 'photosynthesys plantes volcanic xyzzy' });
    expect(books).toEqual([]);
    expect(suggestions.length).toBeGreaterThan(0);
  });

  it('null arguments mean "not given", as GraphQL clients send them', async () => {
    const { books } = await search({ query: 'photosynthesis', language: null, readingLevel: null, subject: null, sort: null, offset: null });
    expect(books[0]?.title).toBe('Photosynthesis: How Plants Make Food');
  });

  it('a query of only symbols or stop words is not an error', async () => {
    for (const query of ['the', '!!!', '"unclosed', 'a OR', '-', '%_\\']) {
      const res = await gqlRaw(LIBRARY, { query });
      expect(res.status, query).toBe(200);
      expect(res.body.errors, query).toBeUndefined();
    }
  });
});

describe('visibility', () => {
  it('never lists, searches or sitemaps private and unlisted books', async () => {
    expect((await search({ query: 'zanzibarian' })).books).toEqual([]);
    expect((await search({ query: 'quillbramble' })).books).toEqual([]);
    const hidden = LIBRARY_BOOKS.filter((b) => b.visibility !== 'public').map((b) => libraryBookId(b.key));
    const all: string[] = [];
    for (let offset: number | null = 0; offset !== null;) {
      const page = await search({ offset, limit: 60 });
      all.push(...page.books.map((b) => b.id));
      offset = page.nextOffset;
    }
    // the demo textbooks and the demo worksheet groups (storybooks join once drawn)
    expect(all.length).toBe(LIBRARY_BOOKS.filter((b) => b.visibility === 'public').length + SEED_WORKSHEETS.length + SEED_COOKBOOKS.length);
    expect(all.filter((id) => hidden.includes(id))).toEqual([]);
    const sitemap = (await get('/sitemap.xml')).body;
    for (const id of hidden) expect(sitemap).not.toContain(id);
    expect(sitemap).toContain(seedBook('The Water Cycle').id);
    expect(sitemap).toContain('/en/@demo1</loc>');
  });

  it('a private book is not reachable by others, an unlisted one is by its link', async () => {
    const secret = seedBook('Secret Diary Notes');
    expect((await get(`/en/v/x/${secret.id}`)).statusCode).toBe(404);
    expect((await get(`/en/v/x/${secret.id}`, 'reader')).statusCode).toBe(404);
    const unlisted = seedBook('Hidden Garden Lessons');
    const page = await get(`/en/v/Hidden-Garden-Lessons/${unlisted.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<meta name="robots" content="noindex"');
  });

  it('a book a moderator hides leaves the library at once', async () => {
    const book = seedBook('Volcanoes and Earthquakes');
    expect((await search({ query: 'volcanoes' })).books.map((b) => b.id)).toContain(book.id);
    await gql(`mutation($id: ID!) { hideTextbook(id: $id, reason: "test") { id } }`, { id: book.id }, 'mod').catch(async () => {
      await t.db.knex('books').where({ id: book.id }).update({ hidden_at: new Date() });
    });
    expect((await search({ query: 'volcanoes' })).books.map((b) => b.id)).not.toContain(book.id);
    await t.db.knex('books').where({ id: book.id }).update({ hidden_at: null, hidden_reason: null });
  });

  it('the author page lists only the author’s public books', async () => {
    const res = await get('/en/@demo1');
    expect(res.statusCode).toBe(200);
    const mine = LIBRARY_BOOKS.filter((b) => b.author === 1);
    for (const b of mine) {
      if (b.visibility === 'public') expect(res.body, b.title).toContain(libraryBookId(b.key));
      else expect(res.body, b.title).not.toContain(libraryBookId(b.key));
    }
    expect(res.body).toContain('"@type":"ProfilePage"');
  });
});

describe('filters, sorts and pages', () => {
  it('filters by the language of the book', async () => {
    const { books } = await search({ language: 'ja' });
    expect(books.length).toBeGreaterThan(0);
    expect(new Set(books.map((b) => b.language))).toEqual(new Set(['ja']));
  });

  it('filters by reading level and subject', async () => {
    const level = await search({ readingLevel: 'primary' });
    expect(level.books.length).toBeGreaterThan(0);
    expect(level.books.every((b) => b.readingLevel === 'primary')).toBe(true);
    // subjects are codes of a fixed list (issue 10): biology finds the books worded Biology, Biologie, 生物…
    const subject = await search({ subject: 'biology' });
    expect(subject.books.map((b) => b.title)).toContain('Photosynthesis: How Plants Make Food');
    expect(new Set(subject.books.map((b) => b.subject))).toEqual(new Set(LIBRARY_BOOKS.filter((b) => b.visibility === 'public' && b.subjectCode === 'biology').map((b) => b.subject)));
  });

  it('sorts by most read and most saved', async () => {
    const read = (await search({ sort: 'mostRead', limit: 20 })).books.map((b) => b.readCount);
    expect(read).toEqual([...read].sort((a, b) => b - a));
    const saved = (await search({ sort: 'mostSaved', limit: 20 })).books.map((b) => b.saveCount);
    expect(saved).toEqual([...saved].sort((a, b) => b - a));
  });

  it('pages without repeating a book', async () => {
    const first = await search({ limit: 10 });
    expect(first.nextOffset).toBe(10);
    const second = await search({ limit: 10, offset: 10 });
    expect(second.books.filter((b) => first.books.some((f) => f.id === b.id))).toEqual([]);
  });

  it('bad input is a 400 naming the field', async () => {
    for (const [vars, field] of [[{ language: 'xx' }, 'language'], [{ sort: 'random' }, 'sort'], [{ readingLevel: 'phd' }, 'readingLevel'], [{ offset: -1 }, 'offset'], [{ query: 'x'.repeat(201) }, 'query'], [{ limit: 500 }, 'limit']] as const) {
      const res = await gqlRaw(LIBRARY, vars);
      expect(res.status, field).toBe(400);
      expect(res.body.errors?.[0]?.extensions?.code, field).toBe('BAD_USER_INPUT');
      expect(Object.keys(res.body.errors?.[0]?.extensions?.fields ?? {}), field).toContain(field);
    }
  });
});

describe('pages', () => {
  it('Discover renders featured picks and the first page as HTML, with JSON-LD', async () => {
    const res = await get('/en/discover');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Photosynthesis: How Plants Make Food');
    expect(res.body).toContain('id="featured-title"');
    expect(res.body).toContain('"@type":"ItemList"');
    expect(res.body).toMatch(/<form[^>]+action="\/en\/discover" method="get"/);
  });

  it("Discover's first page of results is HTML inside the search island, not a copy of every book in its props", async () => {
    const res = await get('/en/discover');
    const island = /<astro-island[^>]*component-url="[^"]*LibraryBrowser[^"]*"[^>]*props="([^"]*)"[^>]*>([\s\S]*?)<\/astro-island>/.exec(res.body);
    expect(island).not.toBeNull();
    const props = island![1]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&');
    expect(props).not.toContain('Photosynthesis');
    expect(props.length).toBeLessThan(20_000);
    // the results are the island's static slot: the cards as HTML, read without JavaScript
    const slot = /<astro-slot>([\s\S]*?)<\/astro-slot>/.exec(island![2]!);
    expect(slot?.[1]).toContain('data-testid="library-results"');
    expect(slot?.[1]).toContain('Photosynthesis: How Plants Make Food');
  });

  it("the language filter and the cards name a book's language in the page's language", async () => {
    const options = (html: string) => Object.fromEntries([...(/<select id="library-lang"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? '')
      .matchAll(/<option value="([a-z]*)"[^>]*>([^<]*)<\/option>/g)].map((m) => [m[1], m[2]]));
    const facts = (html: string) => [...html.matchAll(/<ul class="library-card-facts"><li>([^<]*)<\/li>/g)].map((m) => m[1]);
    const en = (await get('/en/discover')).body;
    expect(options(en)).toMatchObject({ '': 'All languages', ar: 'Arabic', ja: 'Japanese', ch: 'Chinese (Simplified)', en: 'English' });
    expect(facts(en)).toEqual(expect.arrayContaining(['English', 'Arabic', 'Japanese']));
    expect(facts(en)).not.toContain('العربية');
    const ar = (await get('/ar/discover')).body;
    expect(options(ar)).toMatchObject({ ar: 'العربية', en: 'الإنجليزية', ja: 'اليابانية' });
    expect(facts(ar)).toEqual(expect.arrayContaining(['الإنجليزية', 'اليابانية']));
    const fr = (await get('/fr/discover')).body;
    expect(options(fr)).toMatchObject({ en: 'Anglais', fr: 'Français', ur: 'Ourdou' });
    // and so do a cookbook's and a worksheet group's pages, and a worksheet's about page
    const first = async (path: string, link: RegExp) => link.exec((await get(path)).body)?.[1];
    const cookbook = await first('/en/search/books?type=cookbook&lang=it', /href="(\/en\/cookbooks\/[^"]+)"/);
    expect((await get(cookbook!)).body).toMatch(/<p class="cookbook-kicker">[^<]*· Italian<\/p>/);
    const group = await first('/en/search/books?type=worksheet&lang=es', /href="(\/en\/worksheets\/[^"]+)"/);
    const groupPage = (await get(group!)).body;
    expect(groupPage).toMatch(/<p class="ws-kicker">[^<]*· Spanish<\/p>/);
    const sheet = /href="(\/en\/w\/[^"?]+\/[0-9a-f-]+)"/.exec(groupPage)?.[1];
    expect((await get(`${sheet}/about`)).body).toMatch(/<dd>Spanish<\/dd>/);
    // every page with a Save button carries the button's styles (the count stood against the word)
    const book = await first('/en/discover', /href="(\/en\/v\/[^"]+\/8a[^"]+)"/);
    for (const path of [cookbook!, group!, book!]) {
      const html = (await get(path)).body;
      expect(html, path).toContain('data-testid="save-book"');
      expect(html, path).toMatch(/\.library-save\{gap:/);
    }
  });

  it('a search URL renders its results without JavaScript and is not indexed', async () => {
    const res = await get(`/fr/search/books?q=${encodeURIComponent('révolution')}&lang=fr`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('La Révolution française');
    expect(res.body).not.toContain('El sistema solar');
    expect(res.body).toContain('<meta name="robots" content="noindex, follow"');
  });

  it('/search redirects to the default mode with the query', async () => {
    const res = await get('/de/search?q=zelle');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/de/search/books?q=zelle');
    expect((await get('/search?q=zelle', undefined, { 'accept-language': 'es' })).headers.location).toBe('/es/search?q=zelle');
    expect((await get('/en/search/everything')).statusCode).toBe(404);
  });

  it('searches authors', async () => {
    const res = await get('/en/search/authors?q=Demo%20Author%203');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('href="/en/@demo3"');
  });

  it('a malformed filter in the URL answers 400 with the message and the whole library', async () => {
    const res = await get('/en/discover?lang=xx');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('language is not valid');
    // the whole library's first page (the newest books of every kind), not an empty one
    expect(res.body.match(/"@type":"ListItem"/g)?.length ?? 0).toBeGreaterThanOrEqual(20);
  });

  it('a public book page carries its share card, og:type book and schema.org Book', async () => {
    const book = seedBook('The Water Cycle');
    const res = await get(`/en/v/The-Water-Cycle/${book.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(new RegExp(`<meta property="og:image" content="http://localhost[:0-9]*/share/textbook/${book.id}\\.png\\?v=[a-z0-9]+"`));
    expect(res.body).toContain('<meta property="og:type" content="book"');
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(res.body)?.[1];
    const data = JSON.parse(ld!);
    expect(data).toMatchObject({ '@type': 'Book', name: 'The Water Cycle', inLanguage: 'en', author: { '@type': 'Person', name: 'Demo Author 3' } });
  });
});

describe('author pages and slugs', () => {
  it('an unknown or malformed address is not found', async () => {
    expect((await get('/en/@nobody-here')).statusCode).toBe(404);
    expect((await get('/en/not-a-slug')).statusCode).toBe(404);
    expect((await get('/en/@bad_slug')).statusCode).toBe(404);
  });

  it('@ plus the user id and a language-less address redirect to the page', async () => {
    const id = demoAuthorId(2);
    const res = await get(`/en/@${id}`);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/en/@demo2');
    const collection = await get(`/pt/collection-@${id}`);
    expect(collection.statusCode).toBe(301);
    expect(collection.headers.location).toBe('/pt/collection-@demo2');
    expect((await get('/@demo2', undefined, { 'accept-language': 'fr' })).headers.location).toBe('/fr/@demo2');
  });

  it('/my-page goes to the signed-in user’s page; guests sign in first', async () => {
    const mine = await get('/en/my-page', 'demo1');
    expect(mine.statusCode).toBe(302);
    expect(mine.headers.location).toBe('/en/@demo1');
    const guest = await get('/en/my-page');
    expect(guest.statusCode).toBe(302);
    expect(guest.headers.location).toBe('/en/login?next=%2Fen%2Fmy-page');
  });

  const UPDATE = 'mutation($name: String!, $bio: String, $slug: String!) { updateMyPage(name: $name, bio: $bio, slug: $slug) { name slug bio } }';

  it('refuses malformed, reserved and taken addresses with a field message', async () => {
    for (const [slug, message] of [['a', 'is too short'], ['bad slug', 'may use only letters, digits, dots and hyphens'], ['-edge', 'must start and end with a letter or digit'], ['admin', 'is taken'], ['demo2', 'is taken'], ['x'.repeat(41), 'is too long']]) {
      const res = await gqlRaw(UPDATE, { name: 'Reader', slug }, 'reader');
      expect(res.status, slug).toBe(400);
      expect(res.body.errors?.[0]?.extensions?.fields?.slug, slug).toBe(message);
    }
    const empty = await gqlRaw(UPDATE, { name: '  ', slug: 'reader-ok' }, 'reader');
    expect(empty.body.errors?.[0]?.extensions?.fields?.name).toBe('is required');
    expect((await gqlRaw(UPDATE, { name: 'Guest', slug: 'guest-page' })).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('a new address keeps the old one as a redirect, and nobody else can take it', async () => {
    const before = await gql('{ author(slug: "@demo1") { slug } }');
    expect(before.author.slug).toBe('@demo1');
    const saved = await gql(UPDATE, { name: 'Dana Demo', bio: 'I write science books.', slug: '@dana.demo' }, 'demo1');
    expect(saved.updateMyPage).toEqual({ name: 'Dana Demo', slug: '@dana.demo', bio: 'I write science books.' });
    const old = await get('/en/@demo1?from=share');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/en/@dana.demo?from=share');
    const page = await get('/en/@dana.demo');
    expect(page.body).toContain('Dana Demo');
    expect(page.body).toContain('I write science books.');
    // the old address stays the user's
    const taken = await gqlRaw(UPDATE, { name: 'Reader', slug: '@demo1' }, 'reader');
    expect(taken.body.errors?.[0]?.extensions?.fields?.slug).toBe('is taken');
    // and the user can go back to it
    await gql(UPDATE, { name: 'Demo Author 1', bio: 'Demo Author 1 writes books for the Bookloom demo library.', slug: '@demo1' }, 'demo1');
    expect((await get('/en/@demo1')).statusCode).toBe(200);
    expect((await get('/en/@dana.demo')).statusCode).toBe(301);
  });
});

describe('named routes (spec §2)', () => {
  it('every named route resolves', async () => {
    const userId = demoAuthorId(4);
    const expected: Record<keyof typeof routes, [string, number, string?]> = {
      home: [routes.home('en'), 200],
      library: [routes.library('en'), 200],
      create: [routes.create('en'), 200],
      userCollection: [routes.userCollection('en', userId), 301, '/en/collection-@demo4'],
      myUserSlug: [routes.myUserSlug('en'), 302, '/en/@demo1'],
      userSlugRedirect: [routes.userSlugRedirect('@demo4'), 302, '/en/@demo4'],
      myUserSlugRedirect: [routes.myUserSlugRedirect(), 302, '/en/my-page'],
      createRedirect: [routes.createRedirect(), 302, '/en/create'],
      myContentReposRedirect: [routes.myContentReposRedirect(), 302, '/en/my-references'],
      contentModTextbooks: [routes.contentModTextbooks(), 200],
      adminTasks: [routes.adminTasks(), 302, '/en/home?denied=admin'],
      adminGlobalConfigs: [routes.adminGlobalConfigs(), 302, '/en/home?denied=admin'],
    };
    for (const [name, [url, status, location]] of Object.entries(expected)) {
      const who = name === 'contentModTextbooks' ? 'mod' : 'demo1';
      const res = await get(url, who, { 'accept-language': 'en' });
      expect(res.statusCode, name).toBe(status);
      if (location) expect(res.headers.location, name).toMatch(new RegExp(`^${location.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    }
  });
});

describe('saves and collections', () => {
  const SAVE = 'mutation($id: ID!) { saveBook(id: $id) { id saved saveCount } }';
  const UNSAVE = 'mutation($id: ID!) { unsaveBook(id: $id) { id saved saveCount } }';

  it('save and unsave are idempotent and move the count once', async () => {
    const book = seedBook('Fractions Made Simple');
    const start = (await t.db.knex('books').where({ id: book.id }).first('save_count')).save_count as number;
    const once = await gql(SAVE, { id: book.id }, 'reader');
    const twice = await gql(SAVE, { id: book.id }, 'reader');
    expect(once.saveBook).toEqual({ id: book.id, saved: true, saveCount: start + 1 });
    expect(twice.saveBook).toEqual(once.saveBook);
    expect((await gql('query($id: ID!) { isBookSaved(id: $id) }', { id: book.id }, 'reader')).isBookSaved).toBe(true);
    const collection = await gql('{ myCollection { books { title } } }', {}, 'reader');
    expect(collection.myCollection.books.map((b: { title: string }) => b.title)).toContain('Fractions Made Simple');
    const removed = await gql(UNSAVE, { id: book.id }, 'reader');
    const again = await gql(UNSAVE, { id: book.id }, 'reader');
    expect(removed.unsaveBook).toEqual({ id: book.id, saved: false, saveCount: start });
    expect(again.unsaveBook).toEqual(removed.unsaveBook);
  });

  it('a guest cannot save; a private book cannot be saved; a bad id is a 400', async () => {
    const book = seedBook('The Water Cycle');
    expect((await gqlRaw(SAVE, { id: book.id })).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gqlRaw(SAVE, { id: seedBook('Secret Diary Notes').id }, 'reader')).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const bad = await gqlRaw(SAVE, { id: 'not-a-book' }, 'reader');
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.message).toBe('Invalid Textbook uuid');
  });

  it('My Collection shows the user’s saves, unlisted ones too; others see only the listed ones', async () => {
    const unlisted = seedBook('Hidden Garden Lessons');
    const listed = seedBook('El sistema solar');
    await gql(SAVE, { id: unlisted.id }, 'reader');
    await gql(SAVE, { id: listed.id }, 'reader');
    const mine = await get('/en/user-collection', 'reader');
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toContain('Hidden Garden Lessons');
    expect(mine.body).toContain('El sistema solar');
    const slug = (await t.db.knex('user_slugs as s').join('users as u', 'u.id', 's.user_id').where('u.email', 'library-reader@example.com').where('s.is_current', true).first('s.slug')).slug;
    const theirs = await get(`/en/collection-${slug}`);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).toContain('El sistema solar');
    expect(theirs.body).not.toContain('Hidden Garden Lessons');
    const guest = await get('/en/user-collection');
    expect(guest.statusCode).toBe(302);
    expect(guest.headers.location).toBe('/en/login?next=%2Fen%2Fuser-collection');
  });
});

describe('read counts', () => {
  it('counts a reader once a day, not the owner, not bots, and keeps no personal data', async () => {
    const book = seedBook('A Floresta Amazônica');
    const count = async () => (await t.db.knex('books').where({ id: book.id }).first('read_count')).read_count as number;
    const start = await count();
    const url = `/pt/v/A-Floresta-Amazonica/${book.id}`;
    const chrome = { 'user-agent': 'Mozilla/5.0 Chrome/140' };
    expect((await get(url, undefined, chrome)).statusCode).toBe(200);
    await get(url, undefined, chrome);
    await get(`${url}/1`, undefined, chrome);
    expect(await count()).toBe(start + 1);
    await get(url, undefined, { 'user-agent': 'Mozilla/5.0 Firefox/140' });
    expect(await count()).toBe(start + 2);
    await get(url, undefined, { 'user-agent': 'Googlebot/2.1' });
    await get(url, 'reader');
    await get(url, 'reader');
    expect(await count()).toBe(start + 3);
    // the owner (demo author 8) reading their own book does not count
    await signIn('demo8', 'demo8@bookloom.app');
    await get(url, 'demo8');
    expect(await count()).toBe(start + 3);
    const rows = await t.db.knex('library_reads').where({ textbook_id: book.id });
    expect(rows.length).toBe(3);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(['day', 'reader', 'textbook_id']);
      expect(row.reader.length).toBe(16);
    }
  });
});

describe('featured picks', () => {
  const FEATURE = 'mutation($id: ID!, $f: Boolean!) { setTextbookFeatured(id: $id, featured: $f) }';
  it('moderators feature and unfeature public books; others may not', async () => {
    const book = seedBook('Introduction to Python Programming');
    const featured = async () => (await gql('{ featuredBooks { id } }')).featuredBooks.map((b: { id: string }) => b.id) as string[];
    expect(await featured()).toContain(book.id);
    await gql(FEATURE, { id: book.id, f: false }, 'mod');
    expect(await featured()).not.toContain(book.id);
    await gql(FEATURE, { id: book.id, f: true }, 'mod');
    expect(await featured()).toContain(book.id);
    expect((await gqlRaw(FEATURE, { id: book.id, f: false }, 'reader')).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const unlisted = await gqlRaw(FEATURE, { id: seedBook('Hidden Garden Lessons').id, f: true }, 'mod');
    expect(unlisted.body.errors?.[0]?.message).toBe('Only a finished, public, visible book can be featured');
  });

  it('the moderator’s book page offers featuring for public books only', async () => {
    const featured = await get(`/moderator/textbooks/${seedBook('Introduction to Python Programming').id}`, 'mod');
    expect(featured.statusCode).toBe(200);
    expect(featured.body).toContain('data-testid="featured-badge"');
    const button = (label: string) => new RegExp(`<button[^>]*>(<[^>]+>)*${label}<`);
    expect(featured.body).toMatch(button('Stop featuring'));
    const plain = await get(`/moderator/textbooks/${seedBook('The Water Cycle').id}`, 'mod');
    expect(plain.body).toMatch(button('Feature on Discover'));
    expect(plain.body).not.toContain('data-testid="featured-badge"');
    const unlisted = await get(`/moderator/textbooks/${seedBook('Hidden Garden Lessons').id}`, 'mod');
    expect(unlisted.body).not.toMatch(button('Feature on Discover'));
    expect(unlisted.body).not.toContain('<h2>Featured on Discover</h2>');
  });
});
