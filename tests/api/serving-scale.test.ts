// Two API instances on one database (issue 11): each has its own pool and its own memory cache,
// as two processes behind a load balancer do. A user signed in on one works on the other (the
// token is the shared JWT_SECRET's, the session is in Postgres), and a write on either ends the
// other's cached library listing at once (api/plugins/cache-bus.ts), not after the TTL.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app.ts';
import { createKnex, type Knex } from '../../db/knex.ts';
import { seedDemo } from '../../db/seeds/demo.ts';
import { createTestApp, testConfig, type TestApp } from '../support/app.ts';

// long enough that only the notice can end a cached listing within this test
const env = { LIBRARY_CACHE_SECONDS: '300' };
let a: TestApp;
let bKnex: Knex;
let b: FastifyInstance;

beforeAll(async () => {
  a = await createTestApp({ env });
  await seedDemo(a.db.knex);
  bKnex = createKnex(a.db.url, { max: 5 });
  b = await buildApp({ config: testConfig(a.db, env), knex: bKnex, site: false });
  await b.ready();
});
afterAll(async () => {
  await b?.close();
  await bKnex?.destroy();
  await a?.close();
});

const LISTING = '{ library(limit: 60, sort: "mostSaved") { books { id saveCount } } }';
const post = (app: FastifyInstance, query: string, variables: object = {}, cookie?: string) =>
  app.inject({ method: 'POST', url: '/graphql', payload: { query, variables }, headers: cookie ? { cookie } : {} });
const saves = (body: string, id: string) => (JSON.parse(body).data.library.books as { id: string; saveCount: number }[]).find((x) => x.id === id)?.saveCount;

/** Reads the listing on `app` until `done` holds (a notice takes milliseconds; 5 s is a generous bound, not a timing claim). */
async function listingUntil(app: FastifyInstance, done: (body: string) => boolean) {
  for (let waited = 0; ; waited += 25) {
    const res = await post(app, LISTING);
    if (done(res.body)) return res;
    if (waited > 5000) throw new Error(`the listing never changed: ${res.body.slice(0, 200)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('two instances, one database', () => {
  it('a user signed in on one works on the other', async () => {
    const login = await a.app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email: 'two-instances@example.com' } });
    const cookie = `loginJWT=${login.cookies.find((c) => c.name === 'loginJWT')!.value}`;
    const me = await post(b, '{ redwood { currentUser } }', {}, cookie);
    expect(JSON.parse(me.body).data.redwood.currentUser.email).toBe('two-instances@example.com');
  });

  it('a write on one ends the other\'s cached listing at once, both ways', async () => {
    const login = await a.app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email: 'two-savers@example.com' } });
    const cookie = `loginJWT=${login.cookies.find((c) => c.name === 'loginJWT')!.value}`;
    const first = await post(a.app, LISTING);
    const book = (JSON.parse(first.body).data.library.books as { id: string; saveCount: number }[])[0]!;
    // both instances now hold the listing in memory
    expect((await post(a.app, LISTING)).headers['x-cache']).toBe('hit');
    await post(b, LISTING);
    expect((await post(b, LISTING)).headers['x-cache']).toBe('hit');

    // saved on B: A's next listing is read afresh and shows it
    expect(JSON.parse((await post(b, 'mutation($id: ID!) { saveBook(id: $id) { saved } }', { id: book.id }, cookie)).body).errors).toBeUndefined();
    const onA = await listingUntil(a.app, (body) => saves(body, book.id) === book.saveCount + 1);
    expect(onA.headers['x-cache']).toBeUndefined();

    // and back: B's own write ended its cache; read it in again, then unsave on A and B follows
    await post(b, LISTING);
    expect((await post(b, LISTING)).headers['x-cache']).toBe('hit');
    expect(JSON.parse((await post(a.app, 'mutation($id: ID!) { unsaveBook(id: $id) { saved } }', { id: book.id }, cookie)).body).errors).toBeUndefined();
    await listingUntil(b, (body) => saves(body, book.id) === book.saveCount);
  });
});
