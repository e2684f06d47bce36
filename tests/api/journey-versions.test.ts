// Issue 10, "Never lose work": every chapter keeps its versions. The owner edits, rewrites with
// AI and restores; the history lists each text with where it came from; a restore is a new
// version; nobody else lists or restores; the chapter job never adds a version twice; books
// written before the history began get their text as a first version.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationConfig } from '../../db/knex.ts';
import { writePart as writeChapter } from '../../api/engine/books.ts';
import { updateChapters } from '../support/chapters.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createTestDatabase } from '../support/db.ts';

let t: TestApp;
const cookie: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ site: true });
  for (const [who, roles] of [['author', ['freeDemo']], ['other', ['freeDemo']], ['moderator', ['contentMod']]] as const) {
    const email = `${who}@versions.example`;
    const res = await t.app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email } });
    await t.db.knex('users').where({ email }).update({ roles });
    cookie[who] = `loginJWT=${res.cookies.find((c) => c.name === 'loginJWT')!.value}`;
  }
});
afterAll(async () => { await t.close(); });

type Gql = { data?: any; errors?: { message: string; extensions: { code: string } }[] };
async function gql(who: string | null, query: string, variables: object = {}): Promise<Gql> {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', payload: { query, variables }, headers: who ? { cookie: cookie[who]! } : {} });
  return res.json() as Gql;
}
const code = (res: Gql) => res.errors?.[0]?.extensions.code;

const VERSIONS = `query($id: ID!) { chapterVersions(chapterId: $id) { id number source instruction restoredFrom title markdown createdAt } }`;
const EDIT = `mutation($id: ID!, $input: ChapterInput!) { updateChapter(id: $id, input: $input) { markdown } }`;
const REWRITE = `mutation($id: ID!, $i: String!) { regenerateChapter(id: $id, instruction: $i) { status } }`;
const RESTORE = `mutation($c: ID!, $v: ID!) { restoreChapterVersion(chapterId: $c, versionId: $v) { id status title markdown } }`;
const BOOK = `query($id: ID!) { textbook(id: $id) { status chapters { id markdown versions { number source } } } }`;

async function makeBook(key: string, chapterCount = 2) {
  const started = await gql('author', `mutation($input: StartTextbookInput!) { startTextbook(input: $input) { id } }`, {
    input: { title: 'Rios e mares', topic: 'a água na Terra', language: 'pt', chapterCount, idempotencyKey: `start-${key}` },
  });
  const id = started.data.startTextbook.id as string;
  await gql('author', `mutation($id: ID!, $k: String!) { generateTextbook(id: $id, idempotencyKey: $k) { id } }`, { id, k: `generate-${key}` });
  const book = (await gql('author', BOOK, { id })).data.textbook;
  expect(book.status).toBe('done');
  return { id, chapters: book.chapters as { id: string; markdown: string }[] };
}

describe('a chapter keeps its versions', () => {
  let bookId = '';
  let chapterId = '';
  let written = '';
  const edited = '## Minha versão\n\nO texto que escrevi à mão.';

  it('the writer\'s first text is version 1', async () => {
    const book = await makeBook('versions-1');
    bookId = book.id;
    chapterId = book.chapters[0]!.id;
    written = book.chapters[0]!.markdown;
    const versions = (await gql('author', VERSIONS, { id: chapterId })).data.chapterVersions;
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ number: 1, source: 'writer', instruction: null, restoredFrom: null, markdown: written });
    expect(versions[0].id).toMatch(/^90/);
  });

  it('edit → rewrite → the versions in order with their sources; restore brings the edit back as a new version', async () => {
    expect((await gql('author', EDIT, { id: chapterId, input: { markdown: edited } })).data.updateChapter.markdown).toBe(edited);
    // saving the same text again changes nothing and adds no version
    await gql('author', EDIT, { id: chapterId, input: { markdown: edited } });
    expect((await gql('author', REWRITE, { id: chapterId, i: 'Use palavras mais simples' })).errors).toBeUndefined();

    let versions = (await gql('author', VERSIONS, { id: chapterId })).data.chapterVersions;
    expect(versions.map((v: { number: number; source: string }) => [v.number, v.source])).toEqual([[1, 'writer'], [2, 'edit'], [3, 'rewrite']]);
    expect(versions[1].markdown).toBe(edited);
    expect(versions[2].instruction).toBe('Use palavras mais simples');
    const rewritten = (await gql('author', BOOK, { id: bookId })).data.textbook.chapters[0].markdown;
    expect(rewritten).not.toBe(edited);
    expect(versions[2].markdown).toBe(rewritten);
    expect(Date.parse(versions[2].createdAt)).toBeGreaterThanOrEqual(Date.parse(versions[0].createdAt));

    const restored = (await gql('author', RESTORE, { c: chapterId, v: versions[1].id })).data.restoreChapterVersion;
    expect(restored).toMatchObject({ id: chapterId, status: 'done', markdown: edited });
    versions = (await gql('author', VERSIONS, { id: chapterId })).data.chapterVersions;
    expect(versions.map((v: { source: string; restoredFrom: number | null }) => [v.source, v.restoredFrom])).toEqual([
      ['writer', null], ['edit', null], ['rewrite', null], ['restore', 2],
    ]);
    // nothing is lost: the AI's text can come back too
    await gql('author', RESTORE, { c: chapterId, v: versions[2].id });
    expect((await gql('author', BOOK, { id: bookId })).data.textbook.chapters[0].markdown).toBe(rewritten);
    expect((await gql('author', VERSIONS, { id: chapterId })).data.chapterVersions).toHaveLength(5);
  });

  it('a guest or another user can neither list nor restore; a moderator lists', async () => {
    const first = (await gql('author', VERSIONS, { id: chapterId })).data.chapterVersions[0].id;
    expect(code(await gql('other', VERSIONS, { id: chapterId }))).toBe('NOT_FOUND');
    expect(code(await gql(null, VERSIONS, { id: chapterId }))).toBe('NOT_FOUND');
    expect(code(await gql('other', RESTORE, { c: chapterId, v: first }))).toBe('NOT_FOUND');
    expect(code(await gql('moderator', RESTORE, { c: chapterId, v: first }))).toBe('NOT_FOUND');
    expect(code(await gql(null, RESTORE, { c: chapterId, v: first }))).toBe('UNAUTHENTICATED');
    expect((await gql('moderator', VERSIONS, { id: chapterId })).data.chapterVersions).toHaveLength(5);

    // a public book: its readers read the chapters, never their versions
    await gql('author', `mutation($id: ID!) { setTextbookVisibility(id: $id, visibility: public) { id } }`, { id: bookId });
    const seen = await gql('other', BOOK, { id: bookId });
    expect(seen.data.textbook.chapters[0].markdown).not.toBe('');
    expect(seen.data.textbook.chapters.map((c: { versions: unknown }) => c.versions)).toEqual([null, null]);
    expect(seen.errors!.map((e) => e.extensions.code)).toEqual(['NOT_FOUND', 'NOT_FOUND']);
    expect((await gql('moderator', BOOK, { id: bookId })).data.textbook.chapters[0].versions).toHaveLength(5);
    expect((await gql('author', BOOK, { id: bookId })).errors).toBeUndefined();
    expect((await gql('author', VERSIONS, { id: chapterId })).data.chapterVersions).toHaveLength(5);
  });

  it('refuses a version of another chapter, a malformed id and a chapter being written', async () => {
    const book = (await gql('author', BOOK, { id: bookId })).data.textbook;
    const second = book.chapters[1].id;
    const foreign = (await gql('author', VERSIONS, { id: second })).data.chapterVersions[0].id;
    expect(code(await gql('author', RESTORE, { c: chapterId, v: foreign }))).toBe('NOT_FOUND');
    expect(code(await gql('author', RESTORE, { c: chapterId, v: 'not-an-id' }))).toBe('BAD_USER_INPUT');
    expect(code(await gql('author', VERSIONS, { id: bookId }))).toBe('BAD_USER_INPUT');
    await updateChapters(t.db.knex, { id: second }, { status: 'writing' });
    const busy = await gql('author', RESTORE, { c: second, v: foreign });
    expect(code(busy)).toBe('CONFLICT');
    await updateChapters(t.db.knex, { id: second }, { status: 'done' });
  });

  it('the versions field reads a 20-chapter book in a fixed number of queries', async () => {
    const book = await makeBook('versions-20', 20);
    let queries = 0;
    const count = () => { queries++; };
    t.db.knex.on('query', count);
    const res = await gql('author', BOOK, { id: book.id });
    t.db.knex.removeListener('query', count);
    expect(res.data.textbook.chapters).toHaveLength(20);
    expect(res.data.textbook.chapters.every((c: { versions: unknown[] }) => c.versions.length === 1)).toBe(true);
    // session (1) + book (1) + chapters (1) + the versions loader (2)
    expect(queries).toBeLessThanOrEqual(5);
  });
});

describe('the chapter job', () => {
  it('a retried or doubled job adds one version', async () => {
    const book = await makeBook('versions-job', 1);
    const id = book.chapters[0]!.id;
    const ctx = { knex: t.db.knex, config: t.config };
    await writeChapter(ctx, id); // the job delivered again after it finished: nothing to do
    expect((await gql('author', VERSIONS, { id })).data.chapterVersions).toHaveLength(1);
    // two deliveries of one rewrite running at once (a worker thought dead): one text, one version
    await updateChapters(t.db.knex, { id }, { status: 'queued', instruction: 'Mais curto' });
    await Promise.all([writeChapter(ctx, id), writeChapter(ctx, id)]);
    const versions = (await gql('author', VERSIONS, { id })).data.chapterVersions;
    expect(versions.map((v: { source: string; instruction: string | null }) => [v.source, v.instruction])).toEqual([['writer', null], ['rewrite', 'Mais curto']]);
  });

  it('a text changed another way (a copied book) is kept before a rewrite replaces it', async () => {
    const book = await makeBook('versions-kept', 1);
    const id = book.chapters[0]!.id;
    await updateChapters(t.db.knex, { id }, { markdown: 'Texto copiado de outro livro.' });
    await gql('author', REWRITE, { id, i: 'Acrescente exemplos' });
    const versions = (await gql('author', VERSIONS, { id })).data.chapterVersions;
    expect(versions.map((v: { source: string }) => v.source)).toEqual(['writer', 'kept', 'rewrite']);
    expect(versions[1].markdown).toBe('Texto copiado de outro livro.');
  });

  it('after a failed rewrite the previous text comes back and the book is whole again', async () => {
    const book = await makeBook('versions-failed', 1);
    const id = book.chapters[0]!.id;
    // what a failed rewrite leaves: the chapter failed with part of a text, the book failed
    await updateChapters(t.db.knex, { id }, { status: 'failed', markdown: '## Meio', error_message: 'The writer is unavailable, your credits were returned' });
    await t.db.knex('books').where({ id: book.id }).update({ status: 'failed', error_message: 'The writer is unavailable, your credits were returned' });
    const [first] = (await gql('author', VERSIONS, { id })).data.chapterVersions;
    const restored = (await gql('author', RESTORE, { c: id, v: first.id })).data.restoreChapterVersion;
    expect(restored).toMatchObject({ status: 'done', markdown: book.chapters[0]!.markdown });
    expect((await gql('author', BOOK, { id: book.id })).data.textbook.status).toBe('done');
  });
});

describe('the migration', () => {
  it('gives every chapter that has text a first version', async () => {
    const db = await createTestDatabase();
    try {
      const name = '20261123_0009_chapter_versions.ts';
      // (textbooks moved onto the engine's tables later: undo that first)
      await db.knex.migrate.down({ ...migrationConfig, name: '20261125_0019_textbooks_on_engine.ts' });
      await db.knex.migrate.down({ ...migrationConfig, name });
      const [user] = await db.knex('users').insert({ id: '70000000-0000-4000-8000-000000000001', email: 'old@versions.example', name: 'Old' }).returning('id');
      const bookId = '8a000000-0000-4000-8000-000000000001';
      await db.knex('books').insert({ id: bookId, user_id: user.id, title: 'Antigo', topic: 't', language: 'pt', chapter_count: 3, status: 'done', start_key: 'old-start' });
      const chapter = (n: number, status: string, markdown: string) => ({
        id: `8b000000-0000-4000-8000-00000000000${n}`, textbook_id: bookId, position: n, title: `Capítulo ${n}`, sections: ['a'], status, markdown,
      });
      await db.knex('textbook_chapters').insert([chapter(1, 'done', '## Um'), chapter(2, 'done', ''), chapter(3, 'writing', '## Pela metade')]);
      await db.knex.migrate.up({ ...migrationConfig, name });
      const rows = await db.knex('textbook_chapter_versions').select('chapter_id', 'number', 'source', 'title', 'markdown');
      expect(rows).toEqual([{ chapter_id: chapter(1, '', '').id, number: 1, source: 'kept', title: 'Capítulo 1', markdown: '## Um' }]);
    } finally {
      await db.drop();
    }
  });
});

describe('a rewrite of a published book', () => {
  it('keeps the book listed and its chapter readable until the new text is whole', async () => {
    const book = await makeBook('versions-published', 2);
    const [first] = book.chapters;
    expect((await gql('author', `mutation($id: ID!) { setTextbookVisibility(id: $id, visibility: public) { visibility } }`, { id: book.id })).errors).toBeUndefined();
    // a queue that has not run the job yet (no worker has claimed it)
    const { regenerateChapter } = await import('../../api/services/textbooks/generation.ts');
    const author = await t.db.knex('books').where({ id: book.id }).first('user_id');
    const user = await t.db.knex('users').where({ id: author.user_id }).first();
    const sent: string[] = [];
    const jobs = { send: async (_trx: unknown, queue: string) => { sent.push(queue); } } as never;
    await regenerateChapter({ knex: t.db.knex, jobs }, { id: user.id, roles: user.roles }, first!.id, 'Mais curto, por favor');
    expect(sent).toEqual(['book-part']);
    expect((await gql(null, `query($id: ID!) { textbook(id: $id) { status } }`, { id: book.id })).data.textbook.status).toBe('done');
    const listed = await gql(null, `query { library(query: "Rios e mares") { books { id } } }`);
    expect(listed.data.library.books.map((b: { id: string }) => b.id)).toContain(book.id);
    const { slug } = (await gql(null, `query($id: ID!) { textbook(id: $id) { slug } }`, { id: book.id })).data.textbook;
    const page = await t.app.inject({ method: 'GET', url: `/pt/v/${slug}/${book.id}/1` });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('Este capítulo está aguardando');
    const heading = /^## (.+)$/m.exec(first!.markdown)![1]!;
    expect(page.body).toContain(heading.replaceAll('&', '&amp;'));
    // the worker claims and writes it: the old text stays until the new one replaces it whole
    await writeChapter({ knex: t.db.knex, config: t.config }, first!.id);
    const after = (await gql('author', BOOK, { id: book.id })).data.textbook;
    expect(after.status).toBe('done');
    expect(after.chapters[0].versions.map((v: { source: string }) => v.source)).toEqual(['writer', 'rewrite']);
  });

  it('a copy waits while a chapter is being rewritten', async () => {
    const book = await makeBook('versions-copy', 1);
    await updateChapters(t.db.knex, { id: book.chapters[0]!.id }, { status: 'queued', instruction: 'x' });
    const res = await gql('author', `mutation($id: ID!) { duplicateTextbook(id: $id) { id } }`, { id: book.id });
    expect(code(res)).toBe('CONFLICT');
  });
});
