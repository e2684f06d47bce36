// Issue 10, the library slice: subjects as a fixed, translated list; the site announcement;
// offline drafts kept out of the public library in production.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app.ts';
import { createTestApp, testConfig, type TestApp } from '../support/app.ts';

const PUBLIC_URL = 'https://bookloom.app';
let t: TestApp;
let production: FastifyInstance;
const cookie: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ site: true, env: { PUBLIC_URL } });
  // the same database and secret, built as in production (mock login exists only locally, so the
  // session is made by the local app and used on both)
  production = await buildApp({ config: testConfig(t.db, { APP_ENV: 'production', PUBLIC_URL }), knex: t.db.knex, site: false });
  await production.ready();
  for (const who of ['author', 'admin']) {
    const res = await t.app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email: `${who}@journey.example` } });
    cookie[who] = `loginJWT=${res.cookies.find((c) => c.name === 'loginJWT')!.value}`;
  }
  await t.db.knex('users').where({ email: 'admin@journey.example' }).update({ roles: ['admin'] });
});
afterAll(async () => {
  await production?.close();
  await t?.close();
});

type Answer = { data?: any; errors?: { message: string; extensions: { code: string; fields?: Record<string, string> } }[] };
async function gql(app: FastifyInstance, who: string | null, query: string, variables: object = {}): Promise<Answer> {
  const res = await app.inject({ method: 'POST', url: '/graphql', payload: { query, variables }, headers: who ? { cookie: cookie[who]! } : {} });
  return res.json() as Answer;
}

const START = `mutation($input: StartTextbookInput!) { startTextbook(input: $input) { id } }`;
const GENERATE = `mutation($id: ID!, $k: String!) { generateTextbook(id: $id, idempotencyKey: $k) { status } }`;
const VISIBILITY = `mutation($id: ID!, $v: Visibility!) { setTextbookVisibility(id: $id, visibility: $v) { visibility offlineDraft } }`;

/** A finished book written by the offline writer (no AI provider in tests). */
async function writtenBook(key: string, input: Record<string, unknown> = {}): Promise<string> {
  const started = await gql(t.app, 'author', START, {
    input: { title: `Book ${key}`, topic: 'cells and what they do', subject: 'Biology', readingLevel: 'middle school', language: 'en', chapterCount: 2, idempotencyKey: `start-${key}`, ...input },
  });
  const id = started.data.startTextbook.id as string;
  await gql(t.app, 'author', GENERATE, { id, k: `generate-${key}` });
  // jobs run in-process right after the commit
  // (a plain loop: expect.poll is not allowed in beforeAll)
  for (let waited = 0; ; waited += 50) {
    const { status } = (await t.db.knex('books').where({ id }).first('status'))!;
    if (status === 'done') break;
    if (waited > 10_000) throw new Error(`book ${key} is ${status}, not done`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return id;
}

describe('offline drafts in production', () => {
  // the books made here leave the library again, so the subject counts below are the last block's own
  afterAll(async () => { await t.db.knex('books').update({ visibility: 'private' }); });
  it('refuses making an offline draft public in production, with a clear message; unlisted and private stay allowed', async () => {
    const id = await writtenBook('offline-prod');
    const refused = await gql(production, 'author', VISIBILITY, { id, v: 'public' });
    expect(refused.errors).toHaveLength(1);
    expect(refused.errors![0]!.extensions.code).toBe('BAD_USER_INPUT');
    expect(refused.errors![0]!.message).toBe('An offline draft (written without an AI provider) cannot be made public; make it unlisted to share it by link');
    expect(refused.errors![0]!.extensions.fields).toEqual({ visibility: 'offlineDraft' });
    const { visibility } = (await t.db.knex('books').where({ id }).first('visibility'))!;
    expect(visibility).toBe('private');
    expect((await gql(production, 'author', VISIBILITY, { id, v: 'unlisted' })).data.setTextbookVisibility).toEqual({ visibility: 'unlisted', offlineDraft: true });
    expect((await gql(production, 'author', VISIBILITY, { id, v: 'private' })).data.setTextbookVisibility).toEqual({ visibility: 'private', offlineDraft: true });
  });

  it('locally an offline draft may be made public (the demo library is offline-written)', async () => {
    const id = await writtenBook('offline-local');
    expect((await gql(t.app, 'author', VISIBILITY, { id, v: 'public' })).data.setTextbookVisibility).toEqual({ visibility: 'public', offlineDraft: true });
  });

  it('in production a book written by an AI provider may be made public', async () => {
    const id = await writtenBook('provider-prod');
    await t.db.knex('books').where({ id }).update({ writer: 'openai-compatible' });
    expect((await gql(production, 'author', VISIBILITY, { id, v: 'public' })).data.setTextbookVisibility).toEqual({ visibility: 'public', offlineDraft: false });
  });
});

describe('the site announcement', () => {
  const SAVE = `mutation($key: ID!, $input: UpdateGlobalConfigInput!) { updateGlobalConfig(key: $key, input: $input) { key value } }`;
  const CREATE = `mutation($input: CreateGlobalConfigInput!) { createGlobalConfig(input: $input) { key } }`;
  const page = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const banner = (html: string) => /<div class="site-announcement"[^>]*>\s*<p class="site-announcement-text">([^<]*)<\/p>/.exec(html)?.[1] ?? null;

  it('is checked when saved: a text, texts per known language, or null', async () => {
    expect((await gql(t.app, 'admin', CREATE, { input: { key: 'site.announcement', value: 'null', description: 'A banner shown on every page when set' } })).data).toEqual({ createGlobalConfig: { key: 'site.announcement' } });
    for (const [value, message] of [
      ['{"xx": "Hello"}', expect.stringMatching(/^has an unknown language "xx"/)],
      ['[1, 2]', expect.stringMatching(/^must be null, a text, or texts per language/)],
      ['{"en": 3}', expect.stringMatching(/^must be null, a text/)],
      [JSON.stringify('x'.repeat(501)), 'is too long (at most 500 characters)'],
    ] as const) {
      const refused = await gql(t.app, 'admin', SAVE, { key: 'site.announcement', input: { value } });
      expect(refused.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { value: message } });
    }
    expect((await t.db.knex('global_configs').where({ key: 'site.announcement' }).first('value'))!.value).toBeNull();
  });

  it('shows on pre-rendered and on-demand pages once saved, escaped, in the page language with English as fallback; clearing removes it', async () => {
    // read once: the cached "nothing" must end when the admin saves
    expect(banner(await page('/en/home'))).toBeNull();
    expect(banner(await page('/pt/discover'))).toBeNull();
    const saved = await gql(t.app, 'admin', SAVE, { key: 'site.announcement', input: { value: JSON.stringify({ en: 'Maintenance <b>tonight</b> & more', pt: 'Manutenção hoje à noite' }) } });
    expect(saved.errors).toBeUndefined();
    expect(banner(await page('/en/home'))).toBe('Maintenance &#60;b&#62;tonight&#60;/b&#62; &#38; more');
    expect(banner(await page('/pt/home'))).toBe('Manutenção hoje à noite');
    expect(banner(await page('/de/faq'))).toBe('Maintenance &#60;b&#62;tonight&#60;/b&#62; &#38; more');
    expect(banner(await page('/pt/discover'))).toBe('Manutenção hoje à noite');
    expect(banner(await page('/ja/discover'))).toBe('Maintenance &#60;b&#62;tonight&#60;/b&#62; &#38; more');
    // one banner per page, translated controls, and no validator that would keep a stale copy
    const home = await t.app.inject({ method: 'GET', url: '/pt/home' });
    expect(home.body.match(/class="site-announcement"/g)).toHaveLength(1);
    expect(home.body).toContain('aria-label="Fechar o aviso"');
    expect(home.headers.etag).toBeUndefined();

    await gql(t.app, 'admin', SAVE, { key: 'site.announcement', input: { value: '"Nur ein Text für alle"' } });
    expect(banner(await page('/ar/home'))).toBe('Nur ein Text für alle');
    await gql(t.app, 'admin', SAVE, { key: 'site.announcement', input: { value: 'null' } });
    expect(await page('/en/home')).not.toContain('id="site-announcement"');
    expect(await page('/pt/discover')).not.toContain('id="site-announcement"');
  });
});

describe('subjects as a fixed, translated list', () => {
  const LIBRARY = `query($subject: String, $query: String, $language: String) { library(subject: $subject, query: $query, language: $language) { books { id title subject subjectCode language } } }`;
  const publish = async (id: string) => {
    expect((await gql(t.app, 'author', VISIBILITY, { id, v: 'public' })).data.setTextbookVisibility.visibility).toBe('public');
  };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    for (const [key, language, subject, title] of [
      ['bio-en', 'en', 'Biology', 'Cells at work'],
      ['bio-de', 'de', 'Biologie', 'Zellen bei der Arbeit'],
      ['bio-pt', 'pt', 'Ciências biológicas', 'Células em ação'],
      ['hist-en', 'en', 'History', 'Rivers of the past'],
    ] as const) {
      ids[key] = await writtenBook(key, { language, subject, title });
      await publish(ids[key]!);
    }
    // the wizard's picker: a code chosen, the author's own wording kept
    ids.picked = await writtenBook('picked', { language: 'es', subject: 'Vida y seres vivos', subjectCode: 'biology', title: 'La vida' });
    await publish(ids.picked!);
  });

  it('books worded Biology, Biologie and Ciências biológicas are all found under the biology filter; each keeps its wording', async () => {
    const { books } = (await gql(t.app, null, LIBRARY, { subject: 'biology' })).data.library;
    expect(books.map((b: { id: string }) => b.id).sort()).toEqual([ids['bio-en'], ids['bio-de'], ids['bio-pt'], ids.picked].sort());
    expect(Object.fromEntries(books.map((b: { id: string; subject: string; subjectCode: string }) => [b.id, [b.subject, b.subjectCode]]))).toEqual({
      [ids['bio-en']!]: ['Biology', 'biology'], [ids['bio-de']!]: ['Biologie', 'biology'], [ids['bio-pt']!]: ['Ciências biológicas', 'biology'], [ids.picked!]: ['Vida y seres vivos', 'biology'],
    });
    // with a language, and an older link's wording standing for its code
    expect((await gql(t.app, null, LIBRARY, { subject: 'biology', language: 'de' })).data.library.books.map((b: { id: string }) => b.id)).toEqual([ids['bio-de']]);
    expect((await gql(t.app, null, LIBRARY, { subject: 'Biología' })).data.library.books).toHaveLength(4);
    expect((await gql(t.app, null, LIBRARY, { subject: 'history' })).data.library.books.map((b: { id: string }) => b.id)).toEqual([ids['hist-en']]);
  });

  it('search still matches the free-text wording', async () => {
    const { books } = (await gql(t.app, null, LIBRARY, { query: 'biológicas' })).data.library;
    expect(books.map((b: { id: string }) => b.id)).toContain(ids['bio-pt']);
  });

  it('the filter offers the subjects that have listed books, with counts; a bad code is refused by the wizard', async () => {
    const { data } = await gql(t.app, null, `{ librarySubjectCodes { code books } de: librarySubjectCodes(language: "de") { code books } }`);
    expect(data.librarySubjectCodes).toEqual([{ code: 'biology', books: 4 }, { code: 'history', books: 1 }]);
    expect(data.de).toEqual([{ code: 'biology', books: 1 }]);
    const refused = await gql(t.app, 'author', START, { input: { title: 'X', topic: 'y', subjectCode: 'alchemy', language: 'en', chapterCount: 1, idempotencyKey: 'start-bad-subject' } });
    expect(refused.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { subjectCode: 'is not valid' } });
  });

  it('a book page names the subject in the page language, the author\'s own wording beside it', async () => {
    const { slug } = (await gql(t.app, null, `query($id: ID!) { textbook(id: $id) { slug } }`, { id: ids['bio-de'] })).data.textbook;
    const pt = await t.app.inject({ method: 'GET', url: `/pt/v/${slug}/${ids['bio-de']}` });
    expect(pt.statusCode).toBe(200);
    expect(pt.body).toMatch(/<dd[^>]*>Biologia · <span[^>]*>Biologie<\/span><\/dd>/);
    const de = await t.app.inject({ method: 'GET', url: `/de/v/${slug}/${ids['bio-de']}/about` });
    expect(de.body).toMatch(/<dd[^>]*>Biologie<\/dd>/);
  });

  it('the Subject filter on /pt/discover lists the subjects by their Portuguese names and filters by code', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/pt/discover?subject=biology' });
    expect(page.statusCode).toBe(200);
    const select = /<select id="library-subject"[^>]*>([\s\S]*?)<\/select>/.exec(page.body)![1]!;
    expect([...select.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((m) => [m[1], m[2]])).toEqual([
      ['', expect.any(String)], ['biology', 'Biologia (4)'], ['history', 'História (1)'],
    ]);
    for (const title of ['Cells at work', 'Zellen bei der Arbeit', 'Células em ação', 'La vida']) expect(page.body).toContain(title);
    expect(page.body).not.toContain('Rivers of the past');
  });
});
