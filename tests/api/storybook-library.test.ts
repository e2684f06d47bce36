// Issue 16, storybooks everywhere books are shared: the library lists, searches (their pages'
// words) and filters them by type, Discover and search show their cover (or a coloured cover
// with the title until the first picture is drawn), they are featured, saved, on the author's
// page, in the sitemap at /{lang}/v/{slug}/{id}, with a share card that says "Storybook" in the
// book's language. My Books lists them through the Book interface, in the right tabs with the
// right links; the owner deletes (410) and copies them (same pictures, new ids of the kind's
// families). Renders pages, so it needs `astro build` first. Jobs run inline.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idType } from '../../core/ids.ts';
import { LANGUAGE_INFO } from '../../core/languages.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
const cookies: Record<string, string> = {};

async function signIn(who: string, roles: string[] = []) {
  const email = `shelf-${who}@books.example`;
  const res = await t.app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email } });
  if (roles.length > 0) await t.db.knex('users').where({ email }).update({ roles });
  cookies[who] = `loginJWT=${res.cookies.find((c) => c.name === 'loginJWT')!.value}`;
}

type Answer = { data?: any; errors?: { message: string; extensions: { code: string } }[] };
async function gql(who: string | null, query: string, variables: object = {}): Promise<Answer> {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', payload: { query, variables }, headers: who ? { cookie: cookies[who]! } : {} });
  return res.json() as Answer;
}
async function ok(who: string | null, query: string, variables: object = {}) {
  const answer = await gql(who, query, variables);
  if (answer.errors) throw new Error(answer.errors.map((e) => e.message).join('; '));
  return answer.data;
}
const code = (answer: Answer) => answer.errors?.[0]?.extensions.code;
const get = (url: string, who?: string) => t.app.inject({ method: 'GET', url, headers: who ? { cookie: cookies[who]! } : {} });

const KOFI = { name: 'Kofi', kind: 'child', look: 'a boy with short black hair', clothes: 'a green shirt', colours: 'green' };
const HALA = { name: 'هالة', kind: 'child', look: 'بنت بشعر أسود قصير', clothes: 'فستان أصفر', colours: 'أصفر' };

async function startStory(who: string, key: string, over: Record<string, unknown> = {}): Promise<string> {
  const data = await ok(who, `mutation($i: StartStorybookInput!) { startStorybook(input: $i) { id } }`, { i: {
    idea: 'Kofi and the kite that flew over the mountain', age: 6, language: 'en', pageCount: 8, artStyle: 'flat',
    characters: [KOFI], idempotencyKey: `shelf-start-${key}`, ...over } });
  return data.startStorybook.id;
}
async function finishedStory(who: string, key: string, visibility: string, over: Record<string, unknown> = {}): Promise<string> {
  const id = await startStory(who, key, over);
  await ok(who, `mutation($id: ID!, $k: String!) { generateStorybook(id: $id, idempotencyKey: $k) { id } }`, { id, k: `shelf-generate-${key}` });
  if (visibility !== 'private') await ok(who, `mutation($id: ID!, $v: Visibility!) { setStorybookVisibility(id: $id, visibility: $v) { id } }`, { id, v: visibility });
  return id;
}
async function finishedTextbook(who: string, key: string, title: string): Promise<string> {
  const data = await ok(who, `mutation($input: StartTextbookInput!) { startTextbook(input: $input) { id } }`, { input: {
    title, topic: `all about ${title}`, subject: 'Science', readingLevel: 'primary', language: 'en', chapterCount: 2, idempotencyKey: `shelf-tb-${key}` } });
  const id = data.startTextbook.id;
  await ok(who, `mutation($id: ID!, $k: String!) { generateTextbook(id: $id, idempotencyKey: $k) { id } }`, { id, k: `shelf-tb-generate-${key}` });
  await ok(who, `mutation($id: ID!) { setTextbookVisibility(id: $id, visibility: public) { id } }`, { id });
  return id;
}

const LIBRARY = `query($q: String, $type: String, $language: String) { library(query: $q, type: $type, language: $language, limit: 60) {
  books { id type title slug age chapterCount snippet cover { src srcset width height placeholder } } } }`;
const libraryIds = async (vars: object) => ((await ok(null, LIBRARY, vars)).library.books as { id: string }[]).map((b) => b.id);

let story = '';        // en, public, featured
let arabic = '';       // ar, public
let hidden = '';       // en, unlisted
let textbook = '';     // a public textbook
let draft = '';        // en, storyboard only
let storyTitle = '';
let authorSlug = '';

beforeAll(async () => {
  t = await createTestApp({ site: true });
  await signIn('author');
  await signIn('reader');
  await signIn('mod', ['contentMod']);
  story = await finishedStory('author', 'en', 'public');
  arabic = await finishedStory('author', 'ar', 'public', { idea: 'هالة تزرع شجرة في حديقة المدرسة', language: 'ar', characters: [HALA], age: 4 });
  hidden = await finishedStory('author', 'unlisted', 'unlisted', { idea: 'A quiet owl who sings at night' });
  textbook = await finishedTextbook('author', 'tb', 'Volcanoes for young explorers');
  draft = await startStory('author', 'draft', { idea: 'A snail who wants to see the sea' });
  storyTitle = (await t.db.knex('books').where({ id: story }).first('title')).title;
  authorSlug = (await t.db.knex('user_slugs as s').join('users as u', 'u.id', 's.user_id').where({ 'u.email': 'shelf-author@books.example', 's.is_current': true }).first('s.slug')).slug;
}, 240_000);
afterAll(async () => { await t.close(); });

describe('the library', () => {
  it('lists storybooks as storybooks, with their cover and their reader age; the type filter picks a kind', async () => {
    const all = await libraryIds({});
    expect(all).toEqual(expect.arrayContaining([story, arabic, textbook]));
    expect(all).not.toContain(hidden); // unlisted: by link only
    expect(all).not.toContain(draft);
    const stories = (await ok(null, LIBRARY, { type: 'storybook' })).library.books;
    expect(stories.map((b: { id: string }) => b.id).sort()).toEqual([story, arabic].sort());
    for (const book of stories) {
      expect(book.type).toBe('storybook');
      expect(book.chapterCount).toBe(8);
      expect(book.cover.src).toMatch(/^\/api\/images\/8d[0-9a-f-]+\//);
      expect(book.cover.width / book.cover.height).toBeCloseTo(4 / 3, 1);
      expect(book.cover.placeholder).toMatch(/^data:image\//);
    }
    expect(stories.find((b: { id: string }) => b.id === arabic).age).toBe(4);
    const textbooks = (await ok(null, LIBRARY, { type: 'textbook' })).library.books;
    expect(textbooks.map((b: { id: string }) => b.id)).toEqual([textbook]);
    expect(textbooks[0]).toMatchObject({ type: 'textbook', age: null, cover: null });
    expect(code(await gql(null, LIBRARY, { type: 'gamebook' }))).toBe('BAD_USER_INPUT');
    // the cover's address serves the picture
    const cover = await get(stories[0].cover.src);
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toMatch(/^image\//);
  });

  it('finds a storybook by the words of its pages, in its own language', async () => {
    const pages = await t.db.knex('book_parts').where({ book_id: story }).orderBy('position').select('content');
    const known = `${storyTitle} Kofi and the kite that flew over the mountain`.toLowerCase();
    // the longest such word (a short one may be a stop word the index leaves out)
    const word = pages.flatMap((p) => String(p.content.text).toLowerCase().match(/\p{L}{6,}/gu) ?? []).filter((w) => !known.includes(w))
      .sort((a, b) => b.length - a.length)[0];
    expect(word, 'a word only the pages have').toBeTruthy();
    const found = (await ok(null, LIBRARY, { q: word, type: 'storybook' })).library.books;
    expect(found.map((b: { id: string }) => b.id)).toContain(story);
    expect(found.find((b: { id: string }) => b.id === story).snippet).toMatch(/\u0002/);
    // Arabic words, searched in Arabic
    const arabicText = (await t.db.knex('book_parts').where({ book_id: arabic, position: 2 }).first('content')).content.text as string;
    const arabicWord = (arabicText.match(/\p{L}{5,}/gu) ?? []).sort((a, b) => b.length - a.length)[0]!;
    expect(await libraryIds({ q: arabicWord, language: 'ar' })).toContain(arabic);
  });

  it('Discover and search show the cover, the Storybook label and a Storybook type filter', async () => {
    const discover = (await get('/en/discover')).body;
    expect(discover).toContain('<option value="storybook">Storybook</option>');
    const card = discover.slice(discover.indexOf(`data-book="${story}"`), discover.indexOf(`data-book="${story}"`) + 3000);
    expect(card).toContain('data-type="storybook"');
    expect(card).toMatch(/<img src="\/api\/images\/8d/);
    expect(card).toContain('>Storybook<');
    expect(card).toContain('data-testid="age"');
    const filtered = (await get('/en/search/books?type=storybook')).body;
    expect(filtered).toContain(`data-book="${story}"`);
    expect(filtered).not.toContain(`data-book="${textbook}"`);
    // the same card in Arabic says so in Arabic
    const ar = (await get('/ar/discover?type=storybook')).body;
    expect(ar).toContain('قصة مصورة');
  });

  it('until the first picture is drawn, the cover is a coloured one with the title', async () => {
    const first = await t.db.knex('book_parts').where({ book_id: arabic, position: 1 }).first('id', 'content');
    await t.db.knex('book_parts').where({ id: first.id }).update({ content: JSON.stringify({ ...first.content, image: null }) });
    try {
      const [book] = (await ok(null, LIBRARY, { type: 'storybook', language: 'ar' })).library.books;
      expect(book.cover).toBeNull();
      const page = (await get('/en/search/books?type=storybook&lang=ar')).body;
      const card = page.slice(page.indexOf(`data-book="${arabic}"`), page.indexOf(`data-book="${arabic}"`) + 2000);
      expect(card).toMatch(/class="library-card-cover cover-pending" data-tone="[0-5]"/);
      expect(card).toContain('<span class="cover-pending-title" lang="ar" dir="rtl">');
      expect(card).not.toContain('<img');
    } finally {
      await t.db.knex('book_parts').where({ id: first.id }).update({ content: JSON.stringify(first.content) });
    }
  });

  it('a featured storybook is on Discover’s shelf', async () => {
    await ok('mod', `mutation($id: ID!) { setTextbookFeatured(id: $id, featured: true) }`, { id: story });
    const featured = (await ok(null, `{ featuredBooks { id type cover { src } } }`)).featuredBooks;
    expect(featured).toEqual([expect.objectContaining({ id: story, type: 'storybook', cover: { src: expect.stringMatching(/^\/api\/images\//) } })]);
    const discover = (await get('/en/discover')).body;
    const shelf = discover.slice(0, discover.indexOf('id="library-results-title"'));
    expect(shelf).toContain(`data-book="${story}"`);
    // the shelf opens the page: its first cover is the largest paint, fetched first and at once
    const shelfStart = shelf.slice(shelf.indexOf('id="featured-title"'));
    expect(shelfStart.match(/<img [^>]*>/)![0]).toMatch(/loading="eager" fetchpriority="high"/i);
    // the results below it are further down: their covers wait until they are near
    const results = discover.slice(discover.indexOf('id="library-results-title"'));
    const covers = results.match(/<img [^>]*>/g) ?? [];
    expect(covers.length).toBeGreaterThan(0);
    for (const img of covers) expect(img).toContain('loading="lazy"');
    // on a search page the results open the page: the first row loads at once
    const search = (await get('/en/search/books?type=storybook')).body;
    const first = search.slice(search.indexOf('data-book=')).match(/<img [^>]*>/)!;
    expect(first[0]).toMatch(/loading="eager" fetchpriority="high"/i);
  });

  it('a reader saves a storybook to their collection, and unsaves it', async () => {
    const saved = await ok('reader', `mutation($id: ID!) { saveBook(id: $id) { id saved saveCount } }`, { id: story });
    expect(saved.saveBook).toEqual({ id: story, saved: true, saveCount: 1 });
    expect((await ok('reader', `query($id: ID!) { isBookSaved(id: $id) }`, { id: story })).isBookSaved).toBe(true);
    const mine = (await ok('reader', `{ myCollection { books { id type cover { src } } } }`)).myCollection.books;
    expect(mine).toEqual([expect.objectContaining({ id: story, type: 'storybook' })]);
    expect((await get('/en/user-collection', 'reader')).body).toContain(`data-book="${story}"`);
    // a storybook only its owner reads cannot be saved
    expect(code(await gql('reader', `mutation($id: ID!) { saveBook(id: $id) { id } }`, { id: draft }))).toBe('NOT_FOUND');
    const unsaved = await ok('reader', `mutation($id: ID!) { unsaveBook(id: $id) { saved saveCount } }`, { id: story });
    expect(unsaved.unsaveBook).toEqual({ saved: false, saveCount: 0 });
  });

  it('the author’s page lists their storybooks beside their textbooks', async () => {
    const books = (await ok(null, `query($s: String!) { authorBooks(slug: $s) { books { id type } } }`, { s: authorSlug })).authorBooks.books;
    expect(books.map((b: { id: string }) => b.id)).toEqual(expect.arrayContaining([story, arabic, textbook]));
    const page = (await get(`/en/${authorSlug}`)).body;
    expect(page).toContain(`data-book="${story}"`);
    expect(page).toContain(`data-book="${textbook}"`);
  });

  it('the sitemap has every listed storybook at /{lang}/v/{slug}/{id}, and no other', async () => {
    const xml = (await get('/sitemap.xml')).body;
    const slug = (await ok(null, LIBRARY, { type: 'storybook', language: 'en' })).library.books[0].slug;
    expect(xml).toContain(`/en/v/${encodeURIComponent(slug)}/${story}</loc>`);
    expect(xml).toMatch(new RegExp(`/ar/v/[^<]+/${arabic}</loc>`));
    expect(xml).not.toContain(hidden);
    expect(xml).not.toContain(draft);
  });
});

describe('share cards', () => {
  it('a shared storybook has a card; the card says Storybook in the book’s language', async () => {
    const res = await get(`/share/storybook/${arabic}.png`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const { renderBookCard } = await import('../../api/share-image/card.ts');
    const book = await t.db.knex('books as b').join('users as u', 'u.id', 'b.user_id').where('b.id', arabic).first('b.title', 'u.name');
    const drawn = (label: string) => renderBookCard({ title: book.title, typeLabel: label, authorName: book.name, language: 'ar', dir: LANGUAGE_INFO.ar.dir });
    expect(res.rawPayload.equals(await drawn('قصة مصورة'))).toBe(true);
    expect(res.rawPayload.equals(await drawn('كتاب مدرسي'))).toBe(false);
    // an unlisted one too (anyone with the link reads it); a draft, another kind's path, a bad id: none
    expect((await get(`/share/storybook/${hidden}.png`)).statusCode).toBe(200);
    expect((await get(`/share/storybook/${draft}.png`)).statusCode).toBe(404);
    expect((await get(`/share/textbook/${story}.png`)).statusCode).toBe(404);
    expect((await get(`/share/storybook/${textbook}.png`)).statusCode).toBe(404);
    expect((await get(`/share/cookbook/${story}.png`)).statusCode).toBe(404);
    expect((await get(`/share/textbook/${textbook}.png`)).statusCode).toBe(200);
  });

  it('the reader’s page names the picture book’s cover as its image, and the image answers', async () => {
    const slug = (await ok(null, LIBRARY, { type: 'storybook', language: 'ar' })).library.books[0].slug;
    const page = (await get(`/en/v/${encodeURIComponent(slug)}/${arabic}`)).body;
    const image = /<meta property="og:image" content="([^"]+)"/.exec(page)?.[1] ?? '';
    expect(image).toMatch(/\/images\/8d[0-9a-f-]+\/|\/share\/storybook\//);
    expect((await get(new URL(image).pathname)).statusCode).toBe(200);
  });
});

const MY_BOOKS = `query($m: MyBooksMode!, $k: BookKind) { myBooks(mode: $m, kind: $k) {
  __typename id kind title slug language status wizardStep visibility partCount isOwner author { id }
  ... on Storybook { pageCount age cover { src } }
  ... on Textbook { chapterCount readingLevel } } }`;

describe('My Books', () => {
  it('answers every kind through the Book interface, each as its own type; a kind filter narrows', async () => {
    const published = (await ok('author', MY_BOOKS, { m: 'published' })).myBooks;
    const byId = new Map(published.map((b: { id: string }) => [b.id, b]));
    expect(byId.get(story)).toMatchObject({ __typename: 'Storybook', kind: 'storybook', partCount: 8, pageCount: 8, age: 6, isOwner: true, cover: { src: expect.any(String) } });
    expect(byId.get(textbook)).toMatchObject({ __typename: 'Textbook', kind: 'textbook', partCount: 2, chapterCount: 2, readingLevel: 'primary' });
    const drafts = (await ok('author', MY_BOOKS, { m: 'drafts' })).myBooks;
    expect(drafts).toEqual([expect.objectContaining({ id: draft, __typename: 'Storybook', status: 'outlined', wizardStep: 'outline' })]);
    const onlyStories = (await ok('author', MY_BOOKS, { m: 'published', k: 'storybook' })).myBooks;
    expect(onlyStories.every((b: { kind: string }) => b.kind === 'storybook')).toBe(true);
    expect(onlyStories.map((b: { id: string }) => b.id).sort()).toEqual([story, arabic, hidden].sort());
    expect((await ok('author', MY_BOOKS, { m: 'published', k: 'textbook' })).myBooks.map((b: { id: string }) => b.id)).toEqual([textbook]);
    expect(code(await gql('author', MY_BOOKS, { m: 'published', k: 'novel' }))).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(code(await gql(null, MY_BOOKS, { m: 'published' }))).toBe('UNAUTHENTICATED');
  });

  it('shows storybooks in their tabs with a cover, the Storybook label and links to their wizard or their reader', async () => {
    const drafts = (await get('/en/my-books/drafts', 'author')).body;
    const item = drafts.slice(drafts.indexOf(`data-book="${draft}"`), drafts.indexOf(`data-book="${draft}"`) + 3000);
    expect(item).toContain('data-kind="storybook"');
    expect(item).toContain('>Storybook<');
    expect(item).toContain(`href="/en/create/storybook/outline?book=${draft}"`);
    expect(item).toContain('data-testid="cover-pending"'); // no picture before its pages are made
    const published = (await get('/en/my-books/published', 'author')).body;
    const done = published.slice(published.indexOf(`data-book="${story}"`), published.indexOf(`data-book="${story}"`) + 3000);
    expect(done).toMatch(/<img class="my-book-cover" src="\/api\/images\/8d/);
    expect(done).toMatch(new RegExp(`href="/en/v/[^"]+/${story}"`));
    expect(done).not.toContain('/create/storybook/');
    expect(done).toContain('8 of 8 pages made');
    // in Arabic the same tab, words in Arabic
    const ar = (await get('/ar/my-books/published', 'author')).body;
    expect(ar).toContain('قصة مصورة');
    expect(ar).toMatch(/صُنعت 8 من 8 صفح/);
  });
});

describe('copy and delete', () => {
  it('the owner copies a storybook: a private copy with its storyboard and pages under new ids, the same pictures, no credits', async () => {
    const balance = async () => (await ok('author', '{ creditBalance }')).creditBalance as number;
    const before = await balance();
    const copy = (await ok('author', `mutation($id: ID!) { duplicateBook(id: $id) { __typename id kind title visibility status
      ... on Storybook { pages { id position text picture { id } } storyboard { title } characters { id } } } }`, { id: story })).duplicateBook;
    expect(copy).toMatchObject({ __typename: 'Storybook', kind: 'storybook', visibility: 'private', status: 'done', title: `${storyTitle} (copy)` });
    expect(idType(copy.id)).toBe('Storybook');
    const original = (await ok('author', `query($id: ID!) { storybook(id: $id) { pages { id text picture { id } } characters { id } } }`, { id: story })).storybook;
    expect(copy.pages).toHaveLength(8);
    copy.pages.forEach((p: { id: string; text: string; picture: { id: string } }, i: number) => {
      expect(idType(p.id)).toBe('StorybookPage');
      expect(p.id).not.toBe(original.pages[i].id);
      expect(p.text).toBe(original.pages[i].text);
      expect(p.picture.id).toBe(original.pages[i].picture.id); // pictures are shared files
    });
    expect(copy.characters).toEqual(original.characters);
    const plans = await t.db.knex('book_plans').where({ book_id: copy.id }).select('id');
    expect(plans.length).toBeGreaterThan(0);
    for (const p of plans) expect(idType(p.id)).toBe('StorybookOutline');
    expect(await balance()).toBe(before);
    // the textbook name answers a Textbook, so it copies textbooks only; others may not copy
    expect(code(await gql('author', `mutation($id: ID!) { duplicateTextbook(id: $id) { id } }`, { id: story }))).toBe('BAD_USER_INPUT');
    expect(code(await gql('reader', `mutation($id: ID!) { duplicateBook(id: $id) { id } }`, { id: story }))).toBe('FORBIDDEN');
    expect(code(await gql('reader', `mutation($id: ID!) { duplicateBook(id: $id) { id } }`, { id: draft }))).toBe('NOT_FOUND');
    expect(code(await gql(null, `mutation($id: ID!) { duplicateBook(id: $id) { id } }`, { id: story }))).toBe('UNAUTHENTICATED');
    // the copy is the owner's, in Private
    expect((await ok('author', MY_BOOKS, { m: 'private' })).myBooks.map((b: { id: string }) => b.id)).toContain(copy.id);
  });

  it('the owner deletes a storybook: its page answers 410, it leaves the library, the sitemap, My Books; its card goes', async () => {
    const slug = (await ok(null, LIBRARY, { type: 'storybook', language: 'en' })).library.books.find((b: { id: string }) => b.id === story).slug;
    expect(code(await gql('reader', `mutation($id: ID!) { deleteBook(id: $id) { id } }`, { id: story }))).toBe('FORBIDDEN');
    const deleted = (await ok('author', `mutation($id: ID!) { deleteBook(id: $id) { id deletedAt } }`, { id: story })).deleteBook;
    expect(deleted.id).toBe(story);
    const page = await get(`/en/v/${encodeURIComponent(slug)}/${story}`);
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('data-testid="book-deleted"');
    expect((await get(`/en/v/${encodeURIComponent(slug)}/${story}`, 'author')).statusCode).toBe(410);
    expect(await libraryIds({})).not.toContain(story);
    expect((await ok(null, `{ featuredBooks { id } }`)).featuredBooks).toEqual([]);
    expect((await get('/sitemap.xml')).body).not.toContain(story);
    expect((await get(`/share/storybook/${story}.png`)).statusCode).toBe(404);
    expect((await ok('author', MY_BOOKS, { m: 'published' })).myBooks.map((b: { id: string }) => b.id)).not.toContain(story);
    expect(code(await gql('author', `query($id: ID!) { storybook(id: $id) { id } }`, { id: story }))).toBe('NOT_FOUND');
  });

  it('the textbook name deletes a storybook too', async () => {
    const again = await finishedStory('author', 'delete-again', 'private', { idea: 'A small cloud looking for rain' });
    expect((await ok('author', `mutation($id: ID!) { deleteTextbook(id: $id) { id } }`, { id: again })).deleteTextbook.id).toBe(again);
    expect((await ok('author', MY_BOOKS, { m: 'private' })).myBooks.map((b: { id: string }) => b.id)).not.toContain(again);
  }, 60_000);
});
