// The library's memory cache as production runs it (LIBRARY_CACHE_SECONDS=5): whole answers to
// public listing queries are served again without executing them, never answers that depend on
// who asks, and any write in the process ends them at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { seedDemo } from '../../db/seeds/demo.ts';

let t: TestApp;
let cookie = '';

const post = (query: string, variables: object = {}, withCookie = false) =>
  t.app.inject({ method: 'POST', url: '/graphql', payload: { query, variables }, headers: withCookie ? { cookie } : {} });

beforeAll(async () => {
  t = await createTestApp({ env: { LIBRARY_CACHE_SECONDS: '5' } });
  await seedDemo(t.db.knex);
  const res = await t.app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email: 'cache-reader@example.com' } });
  cookie = `loginJWT=${res.cookies.find((c) => c.name === 'loginJWT')!.value}`;
});

afterAll(async () => {
  await t?.close();
});

describe('the listing cache', () => {
  const LISTING = '{ library(limit: 5) { books { id title saveCount } } }';

  it('serves a public listing again from memory, the same for guests and signed-in users', async () => {
    const first = await post(LISTING);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBeUndefined();
    const second = await post(LISTING);
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect((await post(LISTING, {}, true)).headers['x-cache']).toBe('hit');
    // other variables are another answer
    const other = await post('query($q: String) { library(query: $q, limit: 5) { books { id } } }', { q: 'water' });
    expect(other.headers['x-cache']).toBeUndefined();
  });

  it('never keeps what depends on who asks, nor errors', async () => {
    const mine = '{ myCollection { books { id } } }';
    await post(mine, {}, true);
    expect((await post(mine, {}, true)).headers['x-cache']).toBeUndefined();
    const mixed = '{ library(limit: 1) { books { id } } isBookSaved(id: "8a000000-0000-4000-8000-000000000000") }';
    await post(mixed, {}, true);
    expect((await post(mixed, {}, true)).headers['x-cache']).toBeUndefined();
    const bad = '{ library(language: "xx") { books { id } } }';
    expect((await post(bad)).statusCode).toBe(400);
    const again = await post(bad);
    expect(again.statusCode).toBe(400);
    expect(again.headers['x-cache']).toBeUndefined();
  });

  it('a write ends the cached answers at once', async () => {
    const query = `{ library(limit: 60, sort: "mostSaved") { books { id saveCount } } }`;
    const books = (body: string) => JSON.parse(body).data.library.books as { id: string; saveCount: number }[];
    const before = await post(query);
    const book = books(before.body).at(-1)!;
    expect((await post(query)).headers['x-cache']).toBe('hit');
    const saved = await post('mutation($id: ID!) { saveBook(id: $id) { saveCount } }', { id: book.id }, true);
    expect(saved.json().data.saveBook.saveCount).toBe(book.saveCount + 1);
    const after = await post(query);
    expect(after.headers['x-cache']).toBeUndefined();
    expect(books(after.body).find((b) => b.id === book.id)?.saveCount).toBe(book.saveCount + 1);
  });
});
