// Issue 11, "abuse that one request can do": what a single request (or a burst of them) may cost
// the server or the ledger. Measured figures are in the bench (`npm run bench abuse`); here only
// what a client observes: refusals, sizes, statuses and the ledger.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../api/app.ts';
import { startJobs, type Jobs } from '../../api/jobs/boss.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
let queued: FastifyInstance; // the same database, jobs queued on pg-boss and no worker taking them
let jobs: Jobs;

async function signIn(app: FastifyInstance, email: string) {
  const res = await app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email } });
  return `loginJWT=${res.cookies.find((c) => c.name === 'loginJWT')!.value}`;
}

async function gql(app: FastifyInstance, cookie: string | null, query: string, variables: object = {}) {
  const res = await app.inject({ method: 'POST', url: '/graphql', payload: { query, variables }, headers: cookie ? { cookie } : {} });
  return { status: res.statusCode, body: res.json() as { data?: any; errors?: { message: string; extensions: { code: string } }[] } };
}

const START = `mutation($input: StartTextbookInput!) { startTextbook(input: $input) { id } }`;
const GEN = `mutation($id: ID!, $k: String!) { generateTextbook(id: $id, idempotencyKey: $k) { status } }`;
const BOOK = `query($id: ID!) { textbook(id: $id) { status chapters { id status } } }`;
const REWRITE = `mutation($id: ID!, $i: String!) { regenerateChapter(id: $id, instruction: $i) { status } }`;
const CANCEL = `mutation($id: ID!) { cancelGeneration(id: $id) { status } }`;

/** A finished public book of `chapters` chapters, written by the offline writer in-process. */
async function doneBook(cookie: string, key: string, chapters = 4) {
  const input = { title: `Abuse ${key}`, topic: 'rivers and lakes', subject: 'Geography', audience: 'pupils', readingLevel: 'middle school', language: 'en', chapterCount: chapters, idempotencyKey: `start-${key}` };
  const id = (await gql(t.app, cookie, START, { input })).body.data.startTextbook.id as string;
  expect((await gql(t.app, cookie, GEN, { id, k: `gen-${key}` })).body.data.generateTextbook).toBeTruthy();
  const book = (await gql(t.app, cookie, BOOK, { id })).body.data.textbook;
  expect(book.status).toBe('done');
  return { id, chapters: book.chapters as { id: string }[] };
}

const balance = async (cookie: string) => (await gql(t.app, cookie, '{ creditBalance }')).body.data.creditBalance as number;

beforeAll(async () => {
  t = await createTestApp();
  jobs = await startJobs(t.db.url, t.db.knex, t.config, { work: false });
  queued = await buildApp({ config: t.config, knex: t.db.knex, site: false, jobs });
  await queued.ready();
});
afterAll(async () => {
  await queued?.close();
  await jobs?.stop();
  await t.close();
});

describe('chapter rewrites are paid per job', () => {
  it('rewrite, cancel before a worker starts, rewrite again: charged twice, refunded once', async () => {
    const cookie = await signIn(t.app, 'rewriter@abuse.example');
    const { id, chapters } = await doneBook(cookie, 'free-rewrite');
    const chapter = chapters[0]!.id;
    const before = await balance(cookie);
    expect((await gql(queued, cookie, REWRITE, { id: chapter, i: 'Shorter, please' })).body.data.regenerateChapter.status).toBe('queued');
    expect(await balance(cookie)).toBe(before - 1);
    expect((await gql(queued, cookie, CANCEL, { id })).body.data.cancelGeneration.status).toBe('done'); // a finished book stays finished: the stopped rewrite keeps its text
    expect(await balance(cookie)).toBe(before);
    expect((await gql(queued, cookie, REWRITE, { id: chapter, i: 'Shorter, please' })).body.data.regenerateChapter.status).toBe('queued');
    expect(await balance(cookie)).toBe(before - 1);
    const debits = await t.db.knex('credit_transactions').where('idempotency_key', 'like', `chapter:${chapter}:%`).pluck('idempotency_key');
    expect(new Set(debits).size).toBe(2);
    // and each paid run is its own job on the queue (the second is not folded into the first)
    const queuedJobs = await t.db.knex.raw(`select count(*)::int as n from pgboss.job where name = 'book-part' and data->>'partId' = ?`, [chapter]);
    expect(queuedJobs.rows[0].n).toBe(2);
  });
});

describe('concurrent cancel and rewrite', () => {
  it('50 concurrent cancel/rewrite pairs: no 5xx, and the ledger matches the chapters', async () => {
    const cookie = await signIn(t.app, 'racer@abuse.example');
    const { id, chapters } = await doneBook(cookie, 'race', 5);
    // every chapter queued for a rewrite: the book is being written when the burst starts
    for (const c of chapters) expect((await gql(queued, cookie, REWRITE, { id: c.id, i: 'First rewrite' })).status).toBe(200);
    const before = await balance(cookie) + chapters.length;
    const pairs = Array.from({ length: 50 }, (_, i) => [
      gql(queued, cookie, REWRITE, { id: chapters[i % chapters.length]!.id, i: `Rewrite number ${i}` }),
      gql(queued, cookie, CANCEL, { id }),
    ]).flat();
    const answers = await Promise.all(pairs);
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    for (const a of answers) {
      if (a.body.errors) expect(a.body.errors[0]!.extensions.code).not.toBe('INTERNAL_SERVER_ERROR');
    }
    expect(answers.some((a) => a.body.data?.regenerateChapter)).toBe(true);
    // no worker ran: every paid rewrite is either still queued or was cancelled and refunded
    const book = (await gql(t.app, cookie, BOOK, { id })).body.data.textbook;
    let outstanding = 0;
    for (const c of book.chapters as { id: string; status: string }[]) {
      const debits = Number((await t.db.knex('credit_transactions').where('idempotency_key', 'like', `chapter:${c.id}:%`).count<{ n: string }[]>('* as n'))[0]!.n);
      const refunds = Number((await t.db.knex('credit_transactions').where('idempotency_key', 'like', `cancel:chapter:${c.id}:%`).count<{ n: string }[]>('* as n'))[0]!.n);
      expect(debits - refunds).toBe(c.status === 'queued' ? 1 : 0);
      outstanding += debits - refunds;
    }
    expect(await balance(cookie)).toBe(before - outstanding);
  });
});

describe('what one GraphQL request may ask for', () => {
  const CHAPTERS = `id title markdown html sections status`;
  let bookId = '';
  beforeAll(async () => {
    const cookie = await signIn(t.app, 'public-author@abuse.example');
    bookId = (await doneBook(cookie, 'public', 30)).id;
    const shared = await gql(t.app, cookie, `mutation($id: ID!) { setTextbookVisibility(id: $id, visibility: public) { visibility } }`, { id: bookId });
    expect(shared.body.data.setTextbookVisibility.visibility).toBe('public');
  });

  it('a whole 30-chapter book in one query is answered', async () => {
    const res = await gql(t.app, null, `query($id: ID!) { textbook(id: $id) { title chapters { ${CHAPTERS} } } }`, { id: bookId });
    expect(res.status).toBe(200);
    expect(res.body.data.textbook.chapters).toHaveLength(30);
  });

  it('30 aliases of the book\'s chapters are refused before execution, naming the cost and the limit', async () => {
    const aliases = Array.from({ length: 30 }, (_, i) => `b${i}: textbook(id: $id) { chapters { ${CHAPTERS} } }`).join('\n');
    const before = await t.db.knex('books').where({ id: bookId }).first('read_count');
    const res = await t.app.inject({ method: 'POST', url: '/graphql', payload: { query: `query($id: ID!) { ${aliases} }`, variables: { id: bookId } } });
    expect(res.statusCode).toBe(400);
    expect(res.rawPayload.length).toBeLessThan(1000);
    const error = res.json().errors[0];
    expect(error.extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY', limit: 25_000 });
    expect(error.extensions.cost).toBeGreaterThan(25_000);
    expect(error.message).toContain(`costs ${error.extensions.cost}, above the limit of 25000`);
    expect(res.json()).not.toHaveProperty('data.b0');
    expect((await t.db.knex('books').where({ id: bookId }).first('read_count')).read_count).toBe(before.read_count);
  });

  it('list sizes come from the limit argument, from variables too', async () => {
    const fields = 'id title slug subject subjectCode topic language readingLevel chapterCount readCount saveCount publishedAt featured snippet author { name }';
    const many = `query($n: Int) { ${Array.from({ length: 30 }, (_, i) => `l${i}: library(limit: $n) { books { ${fields} } }`).join(' ')} }`;
    expect((await gql(t.app, null, many, { n: 20 })).status).toBe(200);
    const refused = await gql(t.app, null, many, { n: 60 });
    expect(refused.status).toBe(400);
    expect(refused.body.errors![0]!.extensions.code).toBe('QUERY_TOO_COSTLY');
  });

  it('an answer above the size cap is refused whole, with a message', async () => {
    const capped = await buildApp({ config: { ...t.config, GRAPHQL_MAX_RESPONSE_MB: 0.05 }, knex: t.db.knex, site: false });
    await capped.ready();
    try {
      const res = await capped.inject({ method: 'POST', url: '/graphql', payload: { query: `query($id: ID!) { textbook(id: $id) { chapters { ${CHAPTERS} } } }`, variables: { id: bookId } } });
      expect(res.statusCode).toBe(400);
      expect(res.rawPayload.length).toBeLessThan(1000);
      expect(res.json().errors[0]).toMatchObject({ extensions: { code: 'RESPONSE_TOO_LARGE' } });
      expect(res.json().errors[0].message).toMatch(/above the limit of 0\.05 MB/);
      const small = await capped.inject({ method: 'POST', url: '/graphql', payload: { query: `query($id: ID!) { textbook(id: $id) { title } }`, variables: { id: bookId } } });
      expect(small.statusCode).toBe(200);
    } finally {
      await capped.close();
    }
  });
});

describe('a crafted chapter', () => {
  // every construct that once cost more than linear time or blew up the output, in one 200 KB chapter
  const crafted = [
    '$x^2$ '.repeat(15_000),
    '*a **'.repeat(2_000) + 'x' + '** a*'.repeat(2_000),
    '['.repeat(10_000) + ']'.repeat(10_000),
    '| a | b |\n|---|---|\n' + '| x | y |\n'.repeat(2_000),
    Array.from({ length: 300 }, (_, i) => `${'  '.repeat(i % 60)}- deep`).join('\n'),
    '$$\\frac{a}{b}$$\n\n'.repeat(500),
  ].join('\n\n').slice(0, 199_000);

  it('the printable book and the chapter HTML complete with a bounded size, and /healthz still answers', async () => {
    const cookie = await signIn(t.app, 'crafter@abuse.example');
    const { id, chapters } = await doneBook(cookie, 'crafted', 2);
    const saved = await gql(t.app, cookie, `mutation($id: ID!, $input: ChapterInput!) { updateChapter(id: $id, input: $input) { id } }`, { id: chapters[0]!.id, input: { markdown: crafted } });
    expect(saved.body.errors).toBeUndefined();
    await gql(t.app, cookie, `mutation($id: ID!) { setTextbookVisibility(id: $id, visibility: public) { visibility } }`, { id });
    const slug = (await gql(t.app, null, `query($id: ID!) { textbook(id: $id) { slug } }`, { id })).body.data.textbook.slug;

    const site = await buildApp({ config: t.config, knex: t.db.knex, site: true });
    await site.ready();
    try {
      const [page, health] = await Promise.all([
        site.inject({ method: 'GET', url: `/en/v/${slug}/${id}/export` }),
        site.inject({ method: 'GET', url: '/healthz' }),
      ]);
      expect(page.statusCode).toBe(200);
      expect(health.statusCode).toBe(200);
      // 15 000 formulas once made ~19 MB: past the cap a formula shows as its TeX source
      expect(page.rawPayload.length).toBeLessThan(4 * 1024 * 1024);
      expect(page.body).toContain('<code class="math-source">x^2</code>');
      expect(page.body.match(/class="katex"/g)!.length).toBeLessThanOrEqual(400);
      const html = await gql(t.app, null, `query($id: ID!) { textbook(id: $id) { chapters { html } } }`, { id });
      expect(html.status).toBe(200);
      expect(JSON.stringify(html.body).length).toBeLessThan(4 * 1024 * 1024);
    } finally {
      await site.close();
    }
  });
});

describe('bad input in the address', () => {
  it('a NUL byte or a malformed escape anywhere in the address is a 400 with a message, never a 500', async () => {
    const site = await buildApp({ config: t.config, knex: t.db.knex, site: true });
    await site.ready();
    try {
      for (const url of ['/en/search/books?q=%00', '/en/discover?q=volc%00ano', '/en/discover?subject=%00&sort=%00', '/en/home?x=%00',
        '/en/disc%00over', '/%00', '/en/v/%00/%00/export', '/graphql?query=%00', '/en/discover?q=%E0%A4%A', '/en/discover?q=%FF%FE']) {
        const res = await site.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(400);
        const body = res.json();
        expect(body.error ?? body.errors?.[0]?.message, url).toMatch(/NUL character|malformed percent escape/);
      }
      // a very long query string is refused or served, never a 500
      const long = await site.inject({ method: 'GET', url: `/en/discover?q=${'a'.repeat(12_000)}` });
      expect(long.statusCode).toBeLessThan(500);
      // ordinary escapes still work
      expect((await site.inject({ method: 'GET', url: '/en/discover?q=vulc%C3%B5es' })).statusCode).toBe(200);
    } finally {
      await site.close();
    }
  });
});
