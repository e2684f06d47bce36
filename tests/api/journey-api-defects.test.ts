// Issue 10, API defects: user(id:) and User.slug answer (no camelCase column names in raw
// queries); the spec's current-user query as RedwoodJS's client writes it (currentUser is a JSON
// scalar); unsaveBook keeps a private book's save count to itself; a book's notes (with the
// outline comments) are the owner's only; a disabled author's books go with the author.
// Needs `astro build` first (the book pages are rendered).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../../api/models/User.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};

async function signIn(who: string, email: string, roles?: string[]): Promise<void> {
  const res = await t.app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email } });
  expect(res.json()).toEqual({ success: true });
  if (roles) await t.db.knex('users').where({ email }).update({ roles });
  cookies[who] = `loginJWT=${res.cookies.find((c) => c.name === 'loginJWT')!.value}`;
  ids[who] = (await t.db.knex('users').where({ email }).first('id')).id;
}

type Reply = { data?: any; errors?: { message: string; extensions?: { code?: string } }[] };

async function post(query: string, variables: object = {}, who?: string, operationName?: string) {
  const res = await t.app.inject({
    method: 'POST', url: '/graphql', payload: { query, variables, ...(operationName ? { operationName } : {}) },
    headers: who ? { cookie: cookies[who]! } : {},
  });
  return { status: res.statusCode, body: res.json() as Reply };
}

async function ok(query: string, variables: object = {}, who?: string) {
  const { body } = await post(query, variables, who);
  if (body.errors) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data;
}

const codeOf = (body: Reply) => body.errors?.[0]?.extensions?.code;
const get = (url: string, who?: string) => t.app.inject({ method: 'GET', url, headers: who ? { cookie: cookies[who]! } : {} });

const NOTE = 'Private note: my class struggles with decimals';
const COMMENT = 'Private comment: fewer chapters about history';

/** A finished book written by `who` (offline writer, jobs inline), with notes and an outline comment. */
async function finishedBook(who: string, title: string, visibility: 'private' | 'unlisted' | 'public'): Promise<{ id: string; slug: string }> {
  const start = await ok(`mutation($input: StartTextbookInput!) { startTextbook(input: $input) { id slug } }`, {
    input: { title, topic: 'numbers and how to compare them', language: 'en', chapterCount: 2, notes: NOTE, idempotencyKey: `key-${title}` },
  }, who);
  const id = start.startTextbook.id as string;
  await ok(`mutation($id: ID!, $c: String!) { regenerateOutline(id: $id, comment: $c) { id } }`, { id, c: COMMENT }, who);
  await ok(`mutation($id: ID!, $k: String!) { generateTextbook(id: $id, idempotencyKey: $k) { id } }`, { id, k: `gen-${title}` }, who);
  await expect.poll(async () => (await t.db.knex('books').where({ id }).first('status')).status, { timeout: 20_000 }).toBe('done');
  if (visibility !== 'private') await ok(`mutation($id: ID!, $v: Visibility!) { setTextbookVisibility(id: $id, visibility: $v) { id } }`, { id, v: visibility }, who);
  return { id, slug: start.startTextbook.slug };
}

beforeAll(async () => {
  t = await createTestApp({ site: true });
  await signIn('author', 'journey.author@example.com');
  await signIn('reader', 'journey.reader@example.com');
  await signIn('mod', 'journey.mod@example.com', ['contentMod']);
});

afterAll(async () => {
  await t?.close();
});

describe('user(id:) and User.slug', () => {
  it('answers a valid id with the public user and their page address', async () => {
    const { user } = await ok(`query($id: ID!) { user(id: $id) { id name picture slug } }`, { id: ids.author });
    expect(user).toEqual({ id: ids.author, name: 'Journey Author', picture: null, slug: '@journey-author' });
  });

  it('answers the slugs of many users in one request', async () => {
    const data = await ok(`query($a: ID!, $b: ID!) { a: user(id: $a) { slug } b: user(id: $b) { slug } }`, { a: ids.author, b: ids.reader });
    expect(data).toEqual({ a: { slug: '@journey-author' }, b: { slug: '@journey-reader' } });
  });

  it('an unknown id is NOT_FOUND, a malformed one BAD_USER_INPUT, never a server error', async () => {
    const unknown = await post(`query($id: ID!) { user(id: $id) { id } }`, { id: '70000000-0000-4000-8000-000000000000' });
    expect(unknown.body.data?.user).toBeNull();
    expect(codeOf(unknown.body)).toBe('NOT_FOUND');
    const bad = await post(`query($id: ID!) { user(id: $id) { id } }`, { id: 'not-an-id' });
    expect(codeOf(bad.body)).toBe('BAD_USER_INPUT');
  });

  it("the User model's relations join on the database's columns", async () => {
    const user = await User.query(t.db.knex).findById(ids.author!).withGraphFetched('[profile, slugs]');
    expect(user!.slugs!.map((s) => s.slug)).toContain('@journey-author');
    expect(user!.profile === null || user!.profile?.userId === ids.author).toBe(true);
  });
});

describe('redwood { currentUser }', () => {
  const SPEC_QUERY = 'query __REDWOOD__AUTH_GET_CURRENT_USER { redwood { currentUser } }';

  it("answers the spec's query as written with the user's metadata", async () => {
    const res = await post(SPEC_QUERY, {}, 'mod', '__REDWOOD__AUTH_GET_CURRENT_USER');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: { redwood: { currentUser: { id: ids.mod, name: 'Journey Mod', email: 'journey.mod@example.com', picture: null, roles: ['contentMod'] } } },
    });
  });

  it('answers null for a guest', async () => {
    const res = await post(SPEC_QUERY, {}, undefined, '__REDWOOD__AUTH_GET_CURRENT_USER');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { redwood: { currentUser: null } } });
  });
});

describe('unsaveBook', () => {
  const UNSAVE = 'mutation($id: ID!) { unsaveBook(id: $id) { id saved saveCount } }';
  const SAVE = 'mutation($id: ID!) { saveBook(id: $id) { id saved saveCount } }';

  it("is NOT_FOUND on someone else's private book, as saveBook is, and tells no save count", async () => {
    const book = await finishedBook('author', 'Decimals in Private', 'private');
    await t.db.knex('books').where({ id: book.id }).update({ save_count: 7 });
    const unsave = await post(UNSAVE, { id: book.id }, 'reader');
    expect(unsave.body.data).toBeNull();
    expect(codeOf(unsave.body)).toBe('NOT_FOUND');
    expect(JSON.stringify(unsave.body)).not.toContain('"saveCount"');
    expect(codeOf((await post(SAVE, { id: book.id }, 'reader')).body)).toBe('NOT_FOUND');
    // its owner may still unsave it (e.g. saved while it was public)
    expect((await ok(UNSAVE, { id: book.id }, 'author')).unsaveBook).toEqual({ id: book.id, saved: false, saveCount: 7 });
  });

  it('still unsaves a readable book', async () => {
    const book = await finishedBook('author', 'Decimals for All', 'public');
    expect((await ok(SAVE, { id: book.id }, 'reader')).saveBook).toEqual({ id: book.id, saved: true, saveCount: 1 });
    expect((await ok(UNSAVE, { id: book.id }, 'reader')).unsaveBook).toEqual({ id: book.id, saved: false, saveCount: 0 });
  });
});

describe("a book's notes", () => {
  const NOTES = 'query($id: ID!) { textbook(id: $id) { id title notes } }';

  it('are the owner\'s only, for public and unlisted books alike', async () => {
    for (const visibility of ['public', 'unlisted'] as const) {
      const book = await finishedBook('author', `Notes kept ${visibility}`, visibility);
      const own = (await ok(NOTES, { id: book.id }, 'author')).textbook;
      expect(own.notes).toContain(NOTE);
      expect(own.notes).toContain(COMMENT);
      for (const who of [undefined, 'reader']) {
        const seen = (await ok(NOTES, { id: book.id }, who)).textbook;
        expect(seen, `${visibility} ${who ?? 'guest'}`).toEqual({ id: book.id, title: expect.any(String), notes: null });
      }
      // the reader's pages (and their JSON-LD) never carry them either
      for (const path of [`/en/v/${book.slug}/${book.id}`, `/en/v/${book.slug}/${book.id}/about`]) {
        const page = await get(path);
        expect(page.statusCode, path).toBe(200);
        expect(page.body).not.toContain('Private note');
        expect(page.body).not.toContain('Private comment');
      }
    }
  });
});

describe("a disabled author's books", () => {
  const BOOK = 'query($id: ID!) { textbook(id: $id) { id title } }';
  const DISABLE = 'mutation($id: ID!, $d: Boolean!) { setUserDisabled(id: $id, disabled: $d) { id disabled } }';

  it('go with the author: no book by id, no pages, no share card, no saving; moderators still see them', async () => {
    await signIn('leaving', 'leaving.author@example.com');
    const book = await finishedBook('leaving', 'Fractions Gone', 'public');
    const unlisted = await finishedBook('leaving', 'Fractions Unlisted', 'unlisted');
    const pages = [`/en/v/${book.slug}/${book.id}`, `/en/v/${book.slug}/${book.id}/about`, `/en/v/${book.slug}/${book.id}/1`, `/en/v/${unlisted.slug}/${unlisted.id}`];
    const card = `/share/textbook/${book.id}.png`;
    // readable while the author is active
    expect((await ok(BOOK, { id: book.id })).textbook.id).toBe(book.id);
    for (const path of pages) expect((await get(path)).statusCode, path).toBe(200);
    expect((await get(card)).statusCode).toBe(200);

    await ok(DISABLE, { id: ids.leaving, d: true }, 'mod');
    for (const id of [book.id, unlisted.id]) {
      for (const who of [undefined, 'reader']) {
        const res = await post(BOOK, { id }, who);
        expect(res.body.data?.textbook ?? null, `${id} ${who ?? 'guest'}`).toBeNull();
        expect(codeOf(res.body)).toBe('NOT_FOUND');
      }
    }
    for (const path of pages) {
      expect((await get(path)).statusCode, path).toBe(404);
      expect((await get(path, 'reader')).statusCode, path).toBe(404);
    }
    expect((await get(card)).statusCode).toBe(404);
    expect(codeOf((await post('mutation($id: ID!) { saveBook(id: $id) { id } }', { id: book.id }, 'reader')).body)).toBe('NOT_FOUND');
    expect(codeOf((await post('query($id: ID!) { user(id: $id) { id } }', { id: ids.leaving })).body)).toBe('NOT_FOUND');
    // moderators still see them (to review, or to restore the account)
    expect((await ok(BOOK, { id: book.id }, 'mod')).textbook.id).toBe(book.id);
    expect((await get(`/moderator/textbooks/${book.id}`, 'mod')).statusCode).toBe(200);

    // enabled again, the books come back
    await ok(DISABLE, { id: ids.leaving, d: false }, 'mod');
    expect((await ok(BOOK, { id: book.id })).textbook.id).toBe(book.id);
    expect((await get(card)).statusCode).toBe(200);
  });
});
