// Issue 10, the create wizard through GraphQL: a book the balance cannot finish is refused before
// the first spend (nothing debited, no book), and going back from the outline changes the same
// book (updateTextbookStart): a new title is free, anything that shapes the outline costs one
// outline, and only while the outline is being reviewed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { debit } from '../../api/services/credits.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { outlinesOf } from '../support/chapters.ts';

let t: TestApp;
const cookie: Record<string, string> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['poor', 'author', 'other']) {
    const res = await t.app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email: `${who}@wizard.example` } });
    cookie[who] = `loginJWT=${res.cookies.find((c) => c.name === 'loginJWT')!.value}`;
    ids[who] = (await t.db.knex('users').where({ email: `${who}@wizard.example` }).first('id')).id;
  }
});
afterAll(async () => { await t.close(); });

async function gql(who: string | null, query: string, variables: object = {}) {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', payload: { query, variables }, headers: who ? { cookie: cookie[who]! } : {} });
  return { status: res.statusCode, ...(res.json() as { data?: any; errors?: { message: string; extensions: { code: string; fields?: Record<string, string> } }[] }) };
}

const START = `mutation($input: StartTextbookInput!) { startTextbook(input: $input) { id status } }`;
const EDIT = `mutation($id: ID!, $input: TextbookStartInput!) { updateTextbookStart(id: $id, input: $input) {
  id title topic chapterCount status wizardStep outline { title chapters { title } } } }`;
const start = (key: string, extra: object = {}) => ({ title: 'Rivers', topic: 'How rivers shape the land', language: 'en', chapterCount: 5, idempotencyKey: key, ...extra });
const values = (extra: object = {}) => ({ title: 'Rivers', topic: 'How rivers shape the land', subject: '', audience: '', readingLevel: '', language: 'en', chapterCount: 5, notes: '', ...extra });
const balance = async (who: string) => (await gql(who, '{ creditBalance }')).data.creditBalance as number;
const books = async (who: string) => Number((await t.db.knex('books').where({ user_id: ids[who] }).count<{ n: string }[]>('* as n').first())!.n);
const ledgerRows = async () => Number((await t.db.knex('credit_transactions').count<{ n: string }[]>('* as n').first())!.n);

describe('starting only what can be finished', () => {
  it('a balance of 3 and a 5-chapter book (1 + 5 credits): refused with a clear 402, nothing debited, no book', async () => {
    expect(await balance('poor')).toBe(50);
    await debit(t.db.knex, { userId: ids.poor!, amount: 47, idempotencyKey: 'journey:drain', memo: 'test' });
    expect(await balance('poor')).toBe(3);
    const rows = await ledgerRows();
    const res = await gql('poor', START, { input: start('journey-poor-1') });
    expect(res.status).toBe(402);
    expect(res.data).toBeNull();
    expect(res.errors).toHaveLength(1);
    expect(res.errors![0]!.extensions.code).toBe('BAD_USER_INPUT');
    expect(res.errors![0]!.message).toBe('Not enough credits: this needs 6, you have 3 (the outline 1 and 5 chapters × 1)');
    expect(await balance('poor')).toBe(3);
    expect(await ledgerRows()).toBe(rows);
    expect(await books('poor')).toBe(0);
  });

  it('a book the balance covers exactly starts (2 chapters on 3 credits)', async () => {
    const res = await gql('poor', START, { input: start('journey-poor-2', { chapterCount: 2 }) });
    expect(res.errors).toBeUndefined();
    expect(await balance('poor')).toBe(2);
    expect(await books('poor')).toBe(1);
  });
});

describe('Back from the outline changes the same book', () => {
  let bookId = '';

  it('a new title: the same book, free, the outline renamed too', async () => {
    bookId = (await gql('author', START, { input: start('journey-author-1') })).data.startTextbook.id;
    expect(await balance('author')).toBe(49);
    const res = await gql('author', EDIT, { id: bookId, input: values({ title: 'Rivers of the World' }) });
    expect(res.errors).toBeUndefined();
    expect(res.data.updateTextbookStart).toMatchObject({ id: bookId, title: 'Rivers of the World', status: 'outlined', wizardStep: 'outline', outline: { title: 'Rivers of the World' } });
    expect(await balance('author')).toBe(49);
    expect(await books('author')).toBe(1);
    // nothing changed: nothing happens
    const same = await gql('author', EDIT, { id: bookId, input: values({ title: 'Rivers of the World' }) });
    expect(same.data.updateTextbookStart.title).toBe('Rivers of the World');
    expect(await balance('author')).toBe(49);
  });

  it('a new topic and chapter count: one outline charged, a new outline of that many chapters, still one book', async () => {
    const outlines = (await outlinesOf(t.db.knex, bookId)).length;
    const res = await gql('author', EDIT, { id: bookId, input: values({ title: 'Rivers of the World', topic: 'Great rivers and their people', chapterCount: 3 }) });
    expect(res.errors).toBeUndefined();
    expect(res.data.updateTextbookStart).toMatchObject({ id: bookId, topic: 'Great rivers and their people' });
    const book = (await gql('author', `query($id: ID!) { textbook(id: $id) { status chapterCount outline { chapters { title } } } }`, { id: bookId })).data.textbook;
    expect(book.status).toBe('outlined');
    expect(book.outline.chapters).toHaveLength(3);
    expect(await balance('author')).toBe(48);
    expect(await books('author')).toBe(1);
    expect((await outlinesOf(t.db.knex, bookId)).length).toBe(outlines + 1);
  });

  it('a subject from the fixed list: the same book, free, no new outline', async () => {
    const before = await balance('author');
    const res = await gql('author', `mutation($id: ID!, $input: TextbookStartInput!) { updateTextbookStart(id: $id, input: $input) { id subjectCode status } }`,
      { id: bookId, input: values({ title: 'Rivers of the World', topic: 'Great rivers and their people', chapterCount: 3, subjectCode: 'geography' }) });
    expect(res.errors).toBeUndefined();
    expect(res.data.updateTextbookStart).toMatchObject({ id: bookId, subjectCode: 'geography', status: 'outlined' });
    expect(await balance('author')).toBe(before);
  });

  it('refuses bad input per field, other people\'s books, guests, and a change the balance cannot finish', async () => {
    const bad = await gql('author', EDIT, { id: bookId, input: values({ title: ' ', chapterCount: 31 }) });
    expect(bad.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { title: 'is required', chapterCount: 'is too high' } });
    expect((await gql('other', EDIT, { id: bookId, input: values() })).errors![0]!.extensions.code).toBe('NOT_FOUND');
    expect((await gql(null, EDIT, { id: bookId, input: values() })).errors![0]!.extensions.code).toBe('UNAUTHENTICATED');
    await debit(t.db.knex, { userId: ids.author!, amount: 45, idempotencyKey: 'journey:drain-author', memo: 'test' });
    expect(await balance('author')).toBe(3);
    const short = await gql('author', EDIT, { id: bookId, input: values({ title: 'Rivers of the World', topic: 'Deltas', chapterCount: 5 }) });
    expect(short.status).toBe(402);
    expect(short.errors![0]!.message).toMatch(/^Not enough credits: this needs 6, you have 3/);
    expect(await balance('author')).toBe(3);
    expect((await t.db.knex('books').where({ id: bookId }).first('topic')).topic).toBe('Great rivers and their people');
  });

  it('once the chapters are being written, the description is fixed (409)', async () => {
    await t.db.knex('books').where({ id: bookId }).update({ status: 'generating', wizard_step: 'generate' });
    const res = await gql('author', EDIT, { id: bookId, input: values({ title: 'Late rename' }) });
    expect(res.errors![0]!.extensions.code).toBe('CONFLICT');
  });
});
