// Issues 13 and 17: a cookbook leaves the site as files through the export pipeline. Its PDF
// passes qpdf --check and reads back with every recipe's title, its ingredients as cooks write
// them and its steps, each recipe starting a new page; its EPUB passes epubcheck with no error or
// warning; its DOCX holds the recipes' words; an unchanged cookbook's file is served, not rebuilt.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

const run = promisify(execFile);
let t: TestApp;
let cookie = '';
const dir = mkdtempSync(path.join(os.tmpdir(), 'bookloom-cb-exports-'));

beforeAll(async () => {
  t = await createTestApp({ site: false });
  const res = await t.app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email: 'cb-export@books.example' } });
  cookie = `loginJWT=${res.cookies.find((c) => c.name === 'loginJWT')!.value}`;
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

async function ok(query: string, variables: object = {}) {
  const res = await t.app.inject({ method: 'POST', url: '/graphql', payload: { query, variables }, headers: { cookie } });
  const answer = res.json() as { data?: any; errors?: { message: string }[] };
  if (answer.errors) throw new Error(answer.errors.map((e) => e.message).join('; '));
  return answer.data;
}
async function download(url: string): Promise<Buffer> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}
const EXPORT = `mutation($b: ID!, $f: ExportFormat!) { exportBook(bookId: $b, format: $f) { id format paper status fileName url current errorMessage } }`;
/** Text as compared across a PDF's extraction: letters, marks and digits only, NFKC. */
const plain = (text: string) => text.normalize('NFKC').replace(/[^\p{L}\p{M}\p{N}]/gu, '');

interface Book { id: string; title: string; recipes: { title: string; ingredients: { item: string }[]; steps: { text: string }[] }[] }
let book: Book;

describe('a cookbook as files', () => {
  beforeAll(async () => {
    const started = (await ok(`mutation($input: StartCookbookInput!) { startCookbook(input: $input) { id } }`, {
      input: { theme: 'Cene vegetariane veloci', cuisine: 'italiana', diet: ['vegetarian'], language: 'it', recipeCount: 3, skill: 'easy', idempotencyKey: 'cbx-start-it' },
    })).startCookbook;
    await ok(`mutation($id: ID!) { generateCookbook(id: $id, idempotencyKey: "cbx-gen-it") { id } }`, { id: started.id });
    const { cookbook } = await ok(`query($id: ID!) { cookbook(id: $id) { id title status recipes { id } } }`, { id: started.id });
    expect(cookbook.status).toBe('done');
    const recipes = await Promise.all(cookbook.recipes.map(async (r: { id: string }) =>
      (await ok(`query($id: ID!) { recipe(id: $id) { title ingredients { item } steps { text } } }`, { id: r.id })).recipe));
    book = { id: cookbook.id, title: cookbook.title, recipes };
  }, 60_000);

  it('a PDF with each recipe on its own page: its title, its ingredients and its steps', async () => {
    const file = (await ok(EXPORT, { b: book.id, f: 'pdf' })).exportBook;
    expect(file).toMatchObject({ format: 'pdf', paper: 'a4', status: 'done', current: true, errorMessage: null });
    const pdf = path.join(dir, 'it.pdf');
    writeFileSync(pdf, await download(file.url));
    expect((await run('qpdf', ['--check', pdf])).stdout).toContain('No syntax or stream encoding errors found');
    const pages = (await run('pdftotext', [pdf, '-'])).stdout.split('\f').map(plain);
    let last = -1;
    for (const recipe of book.recipes) {
      const at = pages.findIndex((page, i) => i > last && page.includes(plain(recipe.title)));
      expect(at, recipe.title).toBeGreaterThan(last);
      const text = pages.slice(at).join('');
      for (const ingredient of recipe.ingredients) expect(text).toContain(plain(ingredient.item));
      expect(text).toContain(plain(recipe.steps[0]!.text).slice(0, 40));
      last = at;
    }
    expect((await ok(EXPORT, { b: book.id, f: 'pdf' })).exportBook.id).toBe(file.id);
  });

  it('an EPUB that passes epubcheck with no error or warning', async () => {
    const file = (await ok(EXPORT, { b: book.id, f: 'epub' })).exportBook;
    expect(file).toMatchObject({ format: 'epub', status: 'done', errorMessage: null });
    const epub = path.join(dir, 'it.epub');
    writeFileSync(epub, await download(file.url));
    const { stdout, stderr } = await run('java', ['-jar', '/usr/share/java/epubcheck.jar', epub]).catch((error: { stdout: string; stderr: string }) => error);
    expect(`${stdout}\n${stderr}`).toContain('No errors or warnings detected');
  });

  it('a DOCX with every recipe\'s words', async () => {
    const file = (await ok(EXPORT, { b: book.id, f: 'docx' })).exportBook;
    expect(file).toMatchObject({ format: 'docx', status: 'done' });
    const text = plain((await mammoth.extractRawText({ buffer: await download(file.url) })).value);
    for (const recipe of book.recipes) {
      expect(text).toContain(plain(recipe.title));
      expect(text).toContain(plain(recipe.ingredients[0]!.item));
    }
  });
});
