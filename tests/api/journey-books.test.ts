// Issue 10, a book's lifecycle: My Books lists each book in exactly one mode; the owner deletes a
// book (its pages answer 410 Gone, its share card, sitemap entry, library, featured and collection
// places go) or makes a private copy (no credits). Per role: guests, other users, moderators.
// Renders pages, so it needs `astro build` first. Jobs run inline: generateTextbook finishes the book.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
const cookies: Record<string, string> = {};

async function signIn(who: string, roles: string[] = []) {
  const email = `journey-${who}@books.example`;
  const res = await t.app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email } });
  if (roles.length > 0) await t.db.knex('users').where({ email }).update({ roles });
  cookies[who] = `loginJWT=${res.cookies.find((c) => c.name === 'loginJWT')!.value}`;
}

type Answer = { data?: any; errors?: { message: string; extensions: { code: string } }[] };
async function gql(who: string | null, query: string, variables: object = {}): Promise<Answer> {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', payload: { query, variables }, headers: who ? { cookie: cookies[who]! } : {} });
  return res.json() as Answer;
}
async function ok(who: string, query: string, variables: object = {}) {
  const answer = await gql(who, query, variables);
  if (answer.errors) throw new Error(answer.errors.map((e) => e.message).join('; '));
  return answer.data;
}
const code = (answer: Answer) => answer.errors?.[0]?.extensions.code;
const get = (url: string, who?: string) => t.app.inject({ method: 'GET', url, headers: who ? { cookie: cookies[who]! } : {} });

const START = `mutation($input: StartTextbookInput!) { startTextbook(input: $input) { id } }`;
async function startBook(who: string, title: string, key: string, language = 'en') {
  const data = await ok(who, START, { input: { title, topic: `all about ${title}`, subject: 'Science', readingLevel: 'primary', language, chapterCount: 2, idempotencyKey: `start-${key}` } });
  return data.startTextbook.id as string;
}
async function finishedBook(who: string, title: string, key: string, visibility = 'private', language = 'en') {
  const id = await startBook(who, title, key, language);
  await ok(who, `mutation($id: ID!, $k: String!) { generateTextbook(id: $id, idempotencyKey: $k) { id } }`, { id, k: `generate-${key}` });
  if (visibility !== 'private') await ok(who, `mutation($id: ID!, $v: Visibility!) { setTextbookVisibility(id: $id, visibility: $v) { id } }`, { id, v: visibility });
  return id;
}

const MY = `query($m: MyBooksMode!) { myBooks(mode: $m) { id } }`;
const myIds = async (who: string, mode: string) => ((await ok(who, MY, { m: mode })).myBooks as { id: string }[]).map((b) => b.id).sort();
const DELETE = `mutation($id: ID!) { deleteTextbook(id: $id) { id deletedAt } }`;
const DUPLICATE = `mutation($id: ID!) { duplicateTextbook(id: $id) { id title visibility status topic subject readingLevel language chapterCount dedication copyright
  outline { title chapters { title sections } } chapters { id position title markdown status } } }`;
const balance = async (who: string) => (await ok(who, '{ creditBalance }')).creditBalance as number;

beforeAll(async () => {
  t = await createTestApp({ site: true });
  await signIn('owner');
  await signIn('other');
  await signIn('mod', ['contentMod']);
});
afterAll(async () => { await t.close(); });

describe('My Books: each mode lists exactly its books', () => {
  it('drafts, generating, private and published never overlap, and together hold every book', async () => {
    const draft = await startBook('owner', 'Draft Rivers', 'modes-draft');
    const stopped = await startBook('owner', 'Stopped Clouds', 'modes-stopped');
    // a book whose writing was stopped (setup: the status only)
    await t.db.knex('books').where({ id: stopped }).update({ status: 'cancelled', wizard_step: 'generate' });
    const privateDone = await finishedBook('owner', 'Private Stars', 'modes-private');
    const publicDone = await finishedBook('owner', 'Public Moons', 'modes-public', 'public');
    const unlistedDone = await finishedBook('owner', 'Unlisted Comets', 'modes-unlisted', 'unlisted');
    expect(await myIds('owner', 'drafts')).toEqual([draft]);
    expect(await myIds('owner', 'generating')).toEqual([stopped]);
    expect(await myIds('owner', 'private')).toEqual([privateDone]);
    expect(await myIds('owner', 'published')).toEqual([publicDone, unlistedDone].sort());
    // another user's modes hold none of them
    for (const mode of ['drafts', 'generating', 'private', 'published']) expect(await myIds('other', mode)).toEqual([]);
    expect(code(await gql('owner', MY, { m: 'everything' }))).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(code(await gql(null, MY, { m: 'published' }))).toBe('UNAUTHENTICATED');
  });

  it('the pages show the same books, with a Private tab', async () => {
    const published = (await get('/en/my-books/published', 'owner')).body;
    expect(published).toContain('Public Moons');
    expect(published).toContain('Unlisted Comets');
    expect(published).not.toContain('Private Stars');
    const own = await get('/en/my-books/private', 'owner');
    expect(own.statusCode).toBe(200);
    expect(own.body).toMatch(/href="\/en\/my-books\/private" aria-current="page"/);
    expect(own.body).toContain('Private Stars');
    expect(own.body).not.toContain('Public Moons');
    expect((await get('/ar/my-books/private', 'other')).body).toContain('ليست لديك كتب مكتملة خاصة');
  });
});

describe('My Books opens where the last book is', () => {
  it('Drafts before any book; a book just finished under Private, with a count on each tab; after sharing it, Published', async () => {
    await signIn('newcomer');
    expect((await get('/en/my-books', 'newcomer')).headers.location).toBe('/en/my-books/drafts');
    const id = await finishedBook('newcomer', 'Fresh Rain', 'newcomer-rain');
    expect((await get('/pt/my-books?x=1', 'newcomer')).headers.location).toBe('/pt/my-books/private?x=1');
    const page = (await get('/en/my-books/private', 'newcomer')).body;
    expect(page).toMatch(/data-testid="count-private">1</);
    expect(page).toMatch(/data-testid="count-published">0</);
    // a finished book's way on is Read, the card's one filled button (no Continue)
    expect(page).toMatch(/<a class="button primary small" href="\/en\/v\/[^"]+">Read<\/a>/);
    expect(page).not.toContain('>Continue<');
    await ok('newcomer', `mutation($id: ID!, $v: Visibility!) { setTextbookVisibility(id: $id, visibility: $v) { id } }`, { id, v: 'public' });
    expect((await get('/en/my-books', 'newcomer')).headers.location).toBe('/en/my-books/published');
  });
});

describe('deleteTextbook', () => {
  let id = '';
  let page = '';

  beforeAll(async () => {
    id = await finishedBook('owner', 'Deleted Volcanoes', 'delete-1', 'public');
    const book = (await ok('owner', `query($id: ID!) { textbook(id: $id) { slug } }`, { id })).textbook;
    page = `/en/v/${book.slug}/${id}`;
    await ok('mod', `mutation($id: ID!) { setTextbookFeatured(id: $id, featured: true) }`, { id });
    await ok('other', `mutation($id: ID!) { saveBook(id: $id) { saved } }`, { id });
  });

  it('before: the book is listed, featured, saved, in the sitemap, with a share card', async () => {
    expect((await get(page)).statusCode).toBe(200);
    expect((await get(`/share/textbook/${id}.png`)).statusCode).toBe(200);
    expect((await get('/sitemap.xml')).body).toContain(id);
    expect((await ok('other', '{ featuredBooks { id } }')).featuredBooks.map((b: { id: string }) => b.id)).toContain(id);
    expect((await ok('other', '{ myCollection { books { id } } }')).myCollection.books.map((b: { id: string }) => b.id)).toContain(id);
  });

  it('is the owner’s alone: guests UNAUTHENTICATED, others and moderators FORBIDDEN (NOT_FOUND for a private book)', async () => {
    expect(code(await gql(null, DELETE, { id }))).toBe('UNAUTHENTICATED');
    expect(code(await gql('other', DELETE, { id }))).toBe('FORBIDDEN');
    expect(code(await gql('mod', DELETE, { id }))).toBe('FORBIDDEN');
    const privateId = await finishedBook('owner', 'Private Secrets', 'delete-private');
    expect(code(await gql('other', DELETE, { id: privateId }))).toBe('NOT_FOUND');
    expect(code(await gql('owner', DELETE, { id: 'not-an-id' }))).toBe('BAD_USER_INPUT');
    expect(code(await gql('owner', DELETE, { id: '8a000000-0000-4000-8000-000000000000' }))).toBe('NOT_FOUND');
    expect((await get(page)).statusCode).toBe(200);
  });

  it('the owner deletes it: 410 on its pages, no share card, gone from sitemap, library, featured, collections and My Books', async () => {
    const credits = await t.db.knex('credit_transactions').count('* as n').first();
    const answer = await ok('owner', DELETE, { id });
    expect(answer.deleteTextbook.id).toBe(id);
    expect(Date.parse(answer.deleteTextbook.deletedAt)).not.toBeNaN();

    for (const url of [page, `${page}/1`, `${page}/about`, `${page}/export`, `/en/v/wrong-slug/${id}`]) {
      for (const who of [undefined, 'owner', 'mod']) {
        const res = await get(url, who);
        expect(res.statusCode, `${url} ${who}`).toBe(410);
        expect(res.body).toContain('This book was deleted by its author');
      }
    }
    const pt = await get(page.replace('/en/', '/pt/'));
    expect(pt.statusCode).toBe(410);
    expect(pt.body).toContain('Este livro foi excluído pelo autor');
    // the 410 page is not an address of its own
    expect((await get('/en/book-deleted')).statusCode).toBe(404);

    expect((await get(`/share/textbook/${id}.png`)).statusCode).toBe(404);
    expect((await get('/sitemap.xml')).body).not.toContain(id);
    expect((await ok('other', '{ featuredBooks { id } }')).featuredBooks.map((b: { id: string }) => b.id)).not.toContain(id);
    expect((await ok('other', '{ myCollection { books { id } } }')).myCollection.books).toEqual([]);
    expect((await ok('other', '{ library(query: "Deleted Volcanoes") { books { id } } }')).library.books.map((b: { id: string }) => b.id)).not.toContain(id);
    expect((await ok('other', '{ library(sort: "newest") { books { id } } }')).library.books.map((b: { id: string }) => b.id)).not.toContain(id);
    for (const mode of ['drafts', 'generating', 'private', 'published']) expect(await myIds('owner', mode)).not.toContain(id);
    for (const who of ['owner', 'other', 'mod']) expect(code(await gql(who, `query($id: ID!) { textbook(id: $id) { id } }`, { id }))).toBe('NOT_FOUND');

    // nothing can bring it back into view, and the ledger is untouched (soft delete)
    expect(code(await gql('owner', `mutation($id: ID!) { setTextbookVisibility(id: $id, visibility: public) { id } }`, { id }))).toBe('NOT_FOUND');
    expect(code(await gql('mod', `mutation($id: ID!) { setTextbookFeatured(id: $id, featured: true) }`, { id }))).toBeDefined();
    expect(code(await gql('owner', DELETE, { id }))).toBe('NOT_FOUND');
    expect(code(await gql('owner', DUPLICATE, { id }))).toBe('NOT_FOUND');
    expect(await t.db.knex('credit_transactions').count('* as n').first()).toEqual(credits);
    const row = await t.db.knex('books').where({ id }).first('visibility', 'featured_at', 'deleted_at');
    expect(row).toMatchObject({ visibility: 'private', featured_at: null });
    expect(row.deleted_at).not.toBeNull();
  });

  it('a deleted book can never be shared again, whatever writes the row', async () => {
    await expect(t.db.knex('books').where({ id }).update({ visibility: 'public' })).rejects.toThrow(/textbooks_deleted_private/);
  });
});

describe('duplicateTextbook', () => {
  it('makes a private copy of every chapter, the outline and the front matter, under new ids, without credits', async () => {
    const id = await finishedBook('owner', 'Os Vulcões', 'copy-1', 'public', 'pt');
    await ok('owner', `mutation($id: ID!, $input: FrontMatterInput!) { updateTextbookFrontMatter(id: $id, input: $input) { id } }`, { id, input: { dedication: 'Para a turma 5B', copyright: '© 2026 Ana' } });
    await ok('mod', `mutation($id: ID!) { setTextbookFeatured(id: $id, featured: true) }`, { id });
    const original = (await ok('owner', DUPLICATE.replace('mutation($id: ID!) { duplicateTextbook(id: $id)', 'query($id: ID!) { textbook(id: $id)'), { id })).textbook;
    const before = await balance('owner');

    const copy = (await ok('owner', DUPLICATE, { id })).duplicateTextbook;
    expect(copy.id).not.toBe(id);
    expect(copy.id).toMatch(/^8a/);
    expect(copy.title).toBe(`${original.title} (cópia)`);
    expect(copy.visibility).toBe('private');
    const { id: _a, title: _b, visibility: _c, chapters: originalChapters, ...same } = original;
    const { id: _d, title: _e, visibility: _f, chapters: copyChapters, ...copied } = copy;
    expect(copied).toEqual(same);
    expect(copied.dedication).toBe('Para a turma 5B');
    expect(copyChapters.map((c: { position: number; title: string; markdown: string; status: string }) => [c.position, c.title, c.markdown, c.status]))
      .toEqual(originalChapters.map((c: { position: number; title: string; markdown: string; status: string }) => [c.position, c.title, c.markdown, c.status]));
    for (const c of copyChapters) expect(originalChapters.map((o: { id: string }) => o.id)).not.toContain(c.id);
    expect(await balance('owner')).toBe(before);

    const row = await t.db.knex('books').where({ id: copy.id }).first();
    expect(row).toMatchObject({ featured_at: null, published_at: null, read_count: 0, save_count: 0, hidden_at: null, deleted_at: null });
    expect(await myIds('owner', 'private')).toContain(copy.id);
    expect(code(await gql('other', `query($id: ID!) { textbook(id: $id) { id } }`, { id: copy.id }))).toBe('NOT_FOUND');
    // the copy is searchable by its owner's edits later, and its chapters are its own
    await ok('owner', `mutation($id: ID!, $input: ChapterInput!) { updateChapter(id: $id, input: $input) { id } }`, { id: copyChapters[0].id, input: { markdown: 'Só na cópia.' } });
    const again = (await ok('owner', `query($id: ID!) { textbook(id: $id) { chapters { markdown } } }`, { id })).textbook;
    expect(again.chapters[0].markdown).toBe(originalChapters[0].markdown);
  });

  it('carries columns added by later migrations', async () => {
    await t.db.knex.raw("alter table books add column later_column text not null default ''");
    await t.db.knex.raw("alter table book_parts add column reviewed boolean not null default false");
    try {
      const id = await finishedBook('owner', 'Moons of Jupiter', 'copy-columns');
      await t.db.knex('books').where({ id }).update({ later_column: 'science.astronomy' });
      await t.db.knex('book_parts').where({ book_id: id }).update({ reviewed: true });
      const copy = (await ok('owner', DUPLICATE, { id })).duplicateTextbook;
      expect(copy.title).toBe('Moons of Jupiter (copy)');
      expect((await t.db.knex('books').where({ id: copy.id }).first('later_column')).later_column).toBe('science.astronomy');
      expect((await t.db.knex('book_parts').where({ book_id: copy.id }).pluck('reviewed'))).toEqual([true, true]);
    } finally {
      await t.db.knex.raw('alter table books drop column later_column');
      await t.db.knex.raw('alter table book_parts drop column reviewed');
    }
  });

  it('is the owner’s alone, and waits for a book being written', async () => {
    const publicId = await finishedBook('owner', 'Shared Tides', 'copy-public', 'public');
    const privateId = await finishedBook('owner', 'Hidden Tides', 'copy-private');
    expect(code(await gql(null, DUPLICATE, { id: publicId }))).toBe('UNAUTHENTICATED');
    expect(code(await gql('other', DUPLICATE, { id: publicId }))).toBe('FORBIDDEN');
    expect(code(await gql('mod', DUPLICATE, { id: publicId }))).toBe('FORBIDDEN');
    expect(code(await gql('other', DUPLICATE, { id: privateId }))).toBe('NOT_FOUND');
    expect(code(await gql('owner', DUPLICATE, { id: 'nope' }))).toBe('BAD_USER_INPUT');
    await t.db.knex('books').where({ id: privateId }).update({ status: 'generating' });
    const busy = await gql('owner', DUPLICATE, { id: privateId });
    expect(code(busy)).toBe('CONFLICT');
    expect(busy.errors![0]!.message).toMatch(/being written/);
    const long = await finishedBook('owner', 'L'.repeat(200), 'copy-long');
    const copy = (await ok('owner', DUPLICATE, { id: long })).duplicateTextbook;
    expect([...copy.title].length).toBeLessThanOrEqual(200);
    expect(copy.title.endsWith('… (copy)')).toBe(true);
  });
});
