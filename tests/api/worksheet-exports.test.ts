// Issues 12 and 17: a worksheet group leaves the site as files through the export pipeline. The
// student sheets and the teacher's answer key are separate PDFs (each on A4 or US Letter: the
// export's variant, `student-a4`, `key-letter`…) that pass qpdf --check; the students' file has
// every prompt and none of the explanations or answers-only words, the key has the explanations;
// every worksheet starts a page and no item is split across two; an Arabic group reads back in
// logical order. The DOCX (the student version, each worksheet followed by its key) has the
// prompts in its document.xml. A variant that does not fit is a 400 with a message.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { strFromU8, unzipSync } from 'fflate';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestExport } from '../../api/exports/service.ts';
import { AppError } from '../../api/errors.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

const run = promisify(execFile);
let t: TestApp;
const cookie: Record<string, string> = {};
const dir = mkdtempSync(path.join(os.tmpdir(), 'bookloom-ws-exports-'));

beforeAll(async () => {
  t = await createTestApp({ site: true });
  for (const who of ['teacher', 'other']) {
    const res = await t.app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email: `ws-export-${who}@books.example` } });
    cookie[who] = `loginJWT=${res.cookies.find((c) => c.name === 'loginJWT')!.value}`;
  }
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

type Answer = { data?: any; errors?: { message: string; extensions: { code: string; fields?: Record<string, string> } }[] };
async function gqlRes(who: string | null, query: string, variables: object = {}) {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', payload: { query, variables }, headers: who ? { cookie: cookie[who]! } : {} });
  return { status: res.statusCode, body: res.json() as Answer };
}
const gql = async (who: string | null, query: string, variables: object = {}) => (await gqlRes(who, query, variables)).body;
async function ok(who: string | null, query: string, variables: object = {}) {
  const answer = await gql(who, query, variables);
  if (answer.errors) throw new Error(answer.errors.map((e) => e.message).join('; '));
  return answer.data;
}

const FILE = 'id format paper sheet status bytes fileName url viewUrl current errorMessage';
const EXPORT = `mutation($b: ID!, $f: ExportFormat!, $p: Paper, $s: WorksheetSheet) { exportBook(bookId: $b, format: $f, paper: $p, sheet: $s) { ${FILE} } }`;
const ITEM = 'type prompt explanation options correct answer text blanks pairs { left right } steps answers sampleAnswer finalAnswer';

/** A group's words on paper (content/locales/<lang>/worksheet.json's `sheet`). */
const sheetWords = (lang: string): Record<string, string> => JSON.parse(readFileSync(path.resolve('content/locales', lang, 'worksheet.json'), 'utf8')).sheet;
const es$ = sheetWords('es');

/** Text as compared across a PDF's extraction (tests/api/exports.test.ts): letters, marks and digits only, NFKC, no Arabic harakat. */
const plain = (text: string) => text.normalize('NFKC').replace(/[\u064B-\u065F\u0670]|[^\p{L}\p{M}\p{N}]/gu, '');

interface Group { id: string; title: string; worksheets: { id: string; title: string; instructions: string; items: Record<string, any>[] }[] }

/** A group made by the offline writer (maths: computed items of every type asked), its worksheets with their items. */
async function makeGroup(key: string, input: Record<string, unknown>): Promise<Group> {
  const started = (await ok('teacher', `mutation($input: StartWorksheetGroupInput!) { startWorksheetGroup(input: $input) { id } }`, {
    input: { level: '4.º de primaria', worksheetCount: 3, itemsPerWorksheet: 7, difficulty: 'medium', idempotencyKey: `wsx-start-${key}`, ...input },
  })).startWorksheetGroup;
  await ok('teacher', `mutation($id: ID!, $k: String!) { generateWorksheetGroup(id: $id, idempotencyKey: $k) { id } }`, { id: started.id, k: `wsx-${key}-gen` });
  const group = (await ok('teacher', `query($id: ID!) { worksheetGroup(id: $id) { id title status worksheets { id } } }`, { id: started.id })).worksheetGroup;
  expect(group.status).toBe('done');
  const worksheets = await Promise.all(group.worksheets.map(async (w: { id: string }) =>
    (await ok('teacher', `query($id: ID!) { worksheet(id: $id) { id title instructions items { ${ITEM} } } }`, { id: w.id })).worksheet));
  return { id: group.id, title: group.title, worksheets };
}

async function download(url: string): Promise<Buffer> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

/** The PDF's file checked by qpdf, and its pages' text (pdftotext, a page per form feed), as plain text. */
async function pdfPages(bytes: Buffer, name: string): Promise<{ pages: string[]; info: string }> {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  expect((await run('qpdf', ['--check', file])).stdout).toContain('No syntax or stream encoding errors found');
  const info = (await run('pdfinfo', [file])).stdout;
  const count = Number(/Pages: +(\d+)/.exec(info)![1]);
  const pages = (await run('pdftotext', [file, '-'])).stdout.split('\f').slice(0, count).map(plain);
  expect(pages).toHaveLength(count);
  return { pages, info };
}

/** Each worksheet starts a page: the page its title is on begins with the group's title and then its own. */
function expectEachOnNewPage(pages: string[], group: Group) {
  let last = -1;
  for (const w of group.worksheets) {
    const at = pages.findIndex((page, i) => i > last && page.includes(plain(w.title)));
    expect(at, w.title).toBeGreaterThan(last);
    expect(pages[at]!.startsWith(plain(group.title) + plain(w.title)), `${w.title} starts page ${at + 1}`).toBe(true);
    last = at;
  }
}

describe('a worksheet group as files', () => {
  let es: Group;
  const made: Record<string, any> = {};

  beforeAll(async () => {
    es = await makeGroup('es', {
      topic: 'Fracciones: sumar y comparar', language: 'es',
      itemTypes: ['multipleChoice', 'trueFalse', 'fillBlanks', 'matching', 'ordering', 'shortAnswer', 'openQuestion'],
    });
  }, 60_000);

  it('the student sheets: every prompt with room to answer, no explanation and no answer key, each worksheet on a new page', async () => {
    const file = (await ok('teacher', EXPORT, { b: es.id, f: 'pdf' })).exportBook;
    expect(file).toMatchObject({ format: 'pdf', paper: 'a4', sheet: 'student', status: 'done', current: true, errorMessage: null });
    expect(file.fileName).toMatch(/-student-sheets\.pdf$/);
    made.student = file;
    const { pages, info } = await pdfPages(await download(file.url), 'es-student.pdf');
    expect(info).toMatch(/Page size: +59\d(\.\d+)? x 84\d(\.\d+)? pts \(A4\)/);
    const text = pages.join('');
    for (const w of es.worksheets) {
      expect(text).toContain(plain(w.instructions));
      for (const item of w.items) expect(text, item.prompt).toContain(plain(item.prompt));
    }
    // the name and date lines; none of the key's words
    expect(text).toContain(plain(es$.name!));
    expect(text).toContain(plain(es$.date!));
    for (const word of [es$.key!, es$.explanation!, es$.sampleAnswer!]) expect(text).not.toContain(plain(word));
    const explanations = es.worksheets.flatMap((w) => w.items.map((i) => plain(i.explanation))).filter((e) => e.length >= 12);
    // the offline maths items are drawn by the group's id: some long explanations, however many were drawn
    expect(explanations.length).toBeGreaterThan(0);
    for (const explanation of explanations) expect(text).not.toContain(explanation);
    const samples = es.worksheets.flatMap((w) => w.items.filter((i) => i.type === 'openQuestion').map((i) => plain(i.sampleAnswer)));
    for (const sample of samples) expect(text).not.toContain(sample);
    expectEachOnNewPage(pages, es);
  }, 120_000);

  it('the answer key: the same items with their answers and why, each worksheet on a new page, no item split across pages', async () => {
    const file = (await ok('teacher', EXPORT, { b: es.id, f: 'pdf', s: 'key' })).exportBook;
    expect(file).toMatchObject({ format: 'pdf', paper: 'a4', sheet: 'key', status: 'done' });
    expect(file.fileName).toMatch(/-answer-key\.pdf$/);
    expect(file.id).not.toBe(made.student.id);
    made.key = file;
    const { pages } = await pdfPages(await download(file.url), 'es-key.pdf');
    const text = pages.join('');
    expect(text).toContain(plain(es$.key!));
    expect(text).toContain(plain(es$.explanation!));
    expect(text).not.toContain(plain(es$.name!));
    for (const w of es.worksheets) {
      for (const item of w.items) {
        // an item's prompt and its explanation (the item's last words) are on one page: it was not split
        const page = pages.find((p) => p.includes(plain(item.prompt)) && p.includes(plain(item.explanation)));
        expect(page, item.prompt).toBeDefined();
      }
      for (const item of w.items.filter((i) => i.type === 'openQuestion')) expect(text).toContain(plain(item.sampleAnswer));
    }
    expectEachOnNewPage(pages, es);
    // asked again for the same group: the same file
    expect((await ok('teacher', EXPORT, { b: es.id, f: 'pdf', s: 'key' })).exportBook.id).toBe(file.id);
  }, 120_000);

  it('on US Letter when asked: files of their own, listed with their sheet and paper', async () => {
    const letter = (await ok('teacher', EXPORT, { b: es.id, f: 'pdf', s: 'key', p: 'letter' })).exportBook;
    expect(letter).toMatchObject({ paper: 'letter', sheet: 'key', status: 'done' });
    const { info } = await pdfPages(await download(letter.url), 'es-key-letter.pdf');
    expect(info).toMatch(/Page size: +612(\.\d+)? x 792(\.\d+)? pts \(letter\)/);
    const list = (await ok('teacher', `query($b: ID!) { bookExports(bookId: $b) { format paper sheet current } }`, { b: es.id })).bookExports;
    expect(list.filter((f: { format: string }) => f.format === 'pdf').map((f: { sheet: string; paper: string }) => `${f.sheet}-${f.paper}`).sort())
      .toEqual(['key-a4', 'key-letter', 'student-a4']);
    expect(list.every((f: { current: boolean }) => f.current)).toBe(true);
  }, 120_000);

  it('as DOCX: the worksheets with their prompts, each followed by its key, for Word', async () => {
    const file = (await ok('teacher', EXPORT, { b: es.id, f: 'docx' })).exportBook;
    expect(file).toMatchObject({ format: 'docx', paper: null, sheet: null, status: 'done' });
    expect(file.fileName).toMatch(/-worksheets\.docx$/);
    const body = await download(file.url);
    const xml = strFromU8(unzipSync(new Uint8Array(body))['word/document.xml']!);
    const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    for (const w of es.worksheets) {
      for (const item of w.items) expect(xml, item.prompt).toContain(escape(item.prompt.split('\n')[0]!));
    }
    const { value: raw } = await mammoth.extractRawText({ buffer: body });
    const { value: html, messages } = await mammoth.convertToHtml({ buffer: body });
    expect(messages.filter((m) => m.type === 'error')).toEqual([]);
    for (const w of es.worksheets) {
      // the worksheet a Heading 1, then its key a Heading 2, after its items
      const h1 = html.indexOf(`<h1>${escape(w.title)}</h1>`);
      const h2 = html.indexOf(`<h2>${escape(w.title)} · ${escape(es$.key!)}</h2>`);
      expect(h1, w.title).toBeGreaterThanOrEqual(0);
      expect(h2, w.title).toBeGreaterThan(h1);
      expect(html.indexOf(escape(w.items.at(-1)!.prompt.split('\n')[0]!), h1)).toBeLessThan(h2);
    }
    expect(raw).toContain(es$.name);
    expect(raw).toContain(es.worksheets[0]!.items[0]!.explanation.split('\n')[0]);
  }, 60_000);

  it('refuses a variant that does not fit, with a 400 and a message', async () => {
    const docxKey = await gqlRes('teacher', EXPORT, { b: es.id, f: 'docx', s: 'key' });
    expect(docxKey.status).toBe(400);
    expect(docxKey.body.errors![0]!.extensions.code).toBe('BAD_USER_INPUT');
    expect(docxKey.body.errors![0]!.message).toMatch(/^sheet: only a worksheet group’s PDF has a student sheet and an answer key/);
    const unknown = await gqlRes('teacher', EXPORT, { b: es.id, f: 'pdf', s: 'answers' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors![0]!.extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    // the variant as stored, given directly
    const teacher = await t.db.knex('users').where({ email: 'ws-export-teacher@books.example' }).first('id', 'roles');
    const deps = { knex: t.db.knex, config: t.config, jobs: null };
    const refused = await requestExport(deps, { id: teacher.id, roles: teacher.roles ?? [] }, es.id, { format: 'pdf', variant: 'answers-a3' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(400);
    expect((refused as AppError).message).toBe('variant: must be one of student-a4, student-letter, key-a4, key-letter');
    const paperOnly = await requestExport(deps, { id: teacher.id, roles: teacher.roles ?? [] }, es.id, { format: 'pdf', variant: 'a4' }).catch((e: unknown) => e);
    expect((paperOnly as AppError).status).toBe(400);
    const good = await requestExport(deps, { id: teacher.id, roles: teacher.roles ?? [] }, es.id, { format: 'pdf', variant: 'key-a4' });
    expect(good.id).toBe(made.key.id);
    // and a worksheet group has no EPUB
    expect((await gql('teacher', EXPORT, { b: es.id, f: 'epub' })).errors![0]!.extensions.fields).toEqual({ format: 'is not offered for this book' });
  });

  it('is the owner’s to export while private, anyone’s once public', async () => {
    expect((await gql('other', EXPORT, { b: es.id, f: 'pdf' })).errors![0]!.extensions.code).toBe('NOT_FOUND');
    await ok('teacher', `mutation($id: ID!) { setWorksheetGroupVisibility(id: $id, visibility: public) { id } }`, { id: es.id });
    const signedOut = (await ok(null, EXPORT, { b: es.id, f: 'pdf', s: 'key' })).exportBook;
    expect(signedOut.id).toBe(made.key.id);
  });

  it('the group page and the worksheet’s export page show the panel: student sheets, answer key, worksheets', async () => {
    const books = JSON.parse(readFileSync(path.resolve('content/locales/es/books.json'), 'utf8')).exportFiles;
    const page = async (url: string, who: string | null = null) => {
      let res = await t.app.inject({ method: 'GET', url, headers: who ? { cookie: cookie[who]! } : {} });
      if (res.statusCode === 301) res = await t.app.inject({ method: 'GET', url: String(res.headers.location), headers: who ? { cookie: cookie[who]! } : {} });
      return { status: res.statusCode, html: res.body };
    };
    const group = await page(`/es/worksheets/${es.id}`);
    expect(group.status).toBe(200);
    for (const label of [books.worksheetHeading, books.studentPdf, books.keyPdf, books.worksheetsDocx]) expect(group.html).toContain(label);
    // the files already made are there to download, without JavaScript
    expect(group.html).toContain('data-testid="download-pdf-key"');
    const exportPage = await page(`/es/w/x/${es.worksheets[0]!.id}/export`);
    expect(exportPage.status).toBe(200);
    expect(exportPage.html).toContain('data-testid="worksheet-export"');
    expect(exportPage.html).toContain(books.studentPdf);
    expect(exportPage.html).toContain(`href="/es/worksheets/`);
  }, 60_000);

  it('an Arabic group: right to left, its words read back in logical order, each worksheet on a new page', async () => {
    const ar = await makeGroup('ar', {
      topic: 'الجمع والطرح', level: 'الصف الثاني', language: 'ar', worksheetCount: 2, itemsPerWorksheet: 6,
      itemTypes: ['fillBlanks', 'trueFalse', 'multipleChoice', 'shortAnswer'],
    });
    const student = (await ok('teacher', EXPORT, { b: ar.id, f: 'pdf' })).exportBook;
    expect(student).toMatchObject({ status: 'done', paper: 'a4', sheet: 'student' });
    const { pages } = await pdfPages(await download(student.url), 'ar-student.pdf');
    const text = pages.join('');
    expect(text).toContain(plain(sheetWords('ar').name!));
    for (const w of ar.worksheets) {
      expect(text).toContain(plain(w.title));
      expect(text).toContain(plain(w.instructions));
      // a prompt's words in the order they were written (its numbers may be set apart by the bidi algorithm)
      for (const item of w.items) {
        const words = item.prompt.split(/[\s\d.,:;()+\-−×÷=?؟%/]+/).filter((word: string) => /\p{Script=Arabic}{2,}/u.test(word)).join(' ');
        if (words.split(' ').length >= 2) expect(text, item.prompt).toContain(plain(words.split(' ').slice(0, 2).join(' ')));
      }
    }
    expectEachOnNewPage(pages, ar);
    const key = (await ok('teacher', EXPORT, { b: ar.id, f: 'pdf', s: 'key' })).exportBook;
    const keyText = (await pdfPages(await download(key.url), 'ar-key.pdf')).pages.join('');
    expect(keyText).toContain(plain(sheetWords('ar').key!));
    const docx = (await ok('teacher', EXPORT, { b: ar.id, f: 'docx' })).exportBook;
    const xml = strFromU8(unzipSync(new Uint8Array(await download(docx.url)))['word/document.xml']!);
    expect(xml).toContain('<w:bidi/>');
    expect(xml).toContain('<w:rtl/>');
    expect(xml).toContain(ar.worksheets[0]!.title);
  }, 180_000);
});
