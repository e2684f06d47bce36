// Issue 14: a gamebook leaves the site through the export pipeline. Its Twee 3 file, read back
// with extwee (a Twine-format parser), has a passage for every segment a reader can reach and a
// link for every written choice; its printed PDF passes qpdf --check and reads back with "how to
// play", section 1 first and every section's "turn to" numbers pointing at sections that exist,
// in the book's language. A hidden segment is in neither. Unchanged, the file is served again.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
// @ts-expect-error extwee names no types in its package.json "exports" (see tests/unit/gamebook-twee.test.ts)
import * as untypedExtwee from 'extwee';
import type * as Extwee from '../../node_modules/extwee/types/index.d.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

const { parseTwee } = untypedExtwee as typeof Extwee;
const run = promisify(execFile);
let t: TestApp;
let cookie = '';
const dir = mkdtempSync(path.join(os.tmpdir(), 'bookloom-gb-exports-'));

beforeAll(async () => {
  t = await createTestApp({ site: false });
  const res = await t.app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email: 'gb-export@books.example' } });
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
async function saved(url: string, name: string): Promise<string> {
  const file = path.join(dir, name);
  writeFileSync(file, await download(url));
  return file;
}
const EXPORT = `mutation($b: ID!, $f: ExportFormat!) { exportBook(bookId: $b, format: $f) { id format status fileName url current errorMessage } }`;

let book: any;
let hidden = '';

describe('a gamebook as files', () => {
  beforeAll(async () => {
    const { createWorld: world } = await ok('mutation { createWorld(idea: "Una isla de faros donde la niebla susurra nombres", language: "es") { id } }');
    const { startGamebook } = await ok('mutation($i: StartGamebookInput!) { startGamebook(input: $i) { id } }', {
      i: { worldId: world.id, idea: 'Encontrar a la guardiana del faro', language: 'es', segmentCount: 12, endingCount: 3, useFlags: true, idempotencyKey: 'gbx-start-1' },
    });
    await ok('mutation($id: ID!) { generateGamebook(id: $id, idempotencyKey: "gbx-gen-1") { id } }', { id: startGamebook.id });
    ({ gamebook: book } = await ok('query($id: ID!) { gamebook(id: $id) { id title status start segments { id title text ending choices { id text to } } } }', { id: startGamebook.id }));
    expect(book.status).toBe('done');
    // a moderator-hidden ending stays out of the files (a choice to it, too)
    hidden = book.segments.find((s: any) => s.ending && book.segments.filter((x: any) => x.ending).length > 1).id;
    await ok('mutation($g: ID!, $s: ID!) { setGamebookSegmentHidden(gamebookId: $g, segmentId: $s, hidden: true) { id } }', { g: book.id, s: hidden });
  }, 60_000);

  it('Twee 3 that Twine reads: a passage for every segment, a link for every written choice', async () => {
    const { exportBook } = await ok(EXPORT, { b: book.id, f: 'twee' });
    expect(exportBook).toMatchObject({ format: 'twee', status: 'done', current: true });
    expect(exportBook.fileName).toMatch(/\.twee$/);
    const twee = (await download(exportBook.url)).toString('utf8');
    const story = parseTwee(twee);
    expect(story.name).toBe(book.title);
    const passages = story.passages.filter((p) => !['StoryAuthor', 'StoryInit'].includes(p.name));
    const live = book.segments.filter((s: any) => s.id !== hidden);
    expect(passages).toHaveLength(live.length);
    for (const s of live) {
      const passage = passages.find((p) => p.text.includes(s.text.split('\n')[0].slice(0, 40)));
      expect(passage, s.id).toBeDefined();
      const links = [...passage!.text.matchAll(/\[\[/g)].length;
      expect(links, s.id).toBe(s.choices.filter((c: any) => c.to && c.to !== hidden).length);
    }
    expect(twee).not.toContain(book.segments.find((s: any) => s.id === hidden).text.slice(0, 40));
  });

  it('a printed gamebook: qpdf-clean, how to play, then numbered sections whose "turn to" numbers exist', async () => {
    const { exportBook } = await ok(EXPORT, { b: book.id, f: 'pdf' });
    expect(exportBook).toMatchObject({ format: 'pdf', status: 'done' });
    const file = path.join(dir, 'gamebook.pdf');
    writeFileSync(file, await download(exportBook.url));
    await run('qpdf', ['--check', file]);
    const { stdout: raw } = await run('pdftotext', [file, '-']);
    const stdout = raw.replace(/\s+/g, ' ');
    const words = JSON.parse(readFileSync(path.join('content', 'locales', 'es', 'gamebook.json'), 'utf8')).print;
    expect(stdout).toContain(words.howToTitle);
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const turnTo = new RegExp(escape(words.turnTo).replace(escape('{{n}}'), '(\\d+)'), 'g');
    const turns = [...stdout.matchAll(turnTo)].map((m) => Number(m[1]));
    expect(turns.length).toBeGreaterThan(5);
    // every section a choice sends the reader to is printed (1 is the start; one ending is hidden)
    const sections = book.segments.length - 1;
    for (const n of turns) {
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(sections);
    }
    expect(stdout).not.toContain(book.segments.find((s: any) => s.id === hidden).text.slice(0, 30));
  });

  it('prints a section\'s picture under its number where the author asked for one', async () => {
    const before = (await ok(EXPORT, { b: book.id, f: 'pdf' })).exportBook;
    const { stdout: none } = await run('pdfimages', ['-list', await saved(before.url, 'plain.pdf')]);
    expect(none.trim().split('\n').length).toBe(2); // the header lines alone: no picture yet
    await ok('mutation($g: ID!, $s: ID!) { drawGamebookPicture(gamebookId: $g, segmentId: $s, instruction: "El faro en la niebla") { id } }', { g: book.id, s: book.start });
    for (let i = 0; i < 100; i++) {
      const { gamebook } = await ok('query($id: ID!) { gamebook(id: $id) { segments { id status picture { id } } } }', { id: book.id });
      if (gamebook.segments.find((x: any) => x.id === book.start).picture) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const after = (await ok(EXPORT, { b: book.id, f: 'pdf' })).exportBook;
    expect(after.id).not.toBe(before.id);
    const file = await saved(after.url, 'pictured.pdf');
    await run('qpdf', ['--check', file]);
    const { stdout: list } = await run('pdfimages', ['-list', file]);
    expect(list.trim().split('\n').length).toBe(3); // one picture
    // printed with the start's section (section 1): its page has the start's words
    const page = list.trim().split('\n')[2]!.trim().split(/\s+/)[0]!;
    const { stdout: there } = await run('pdftotext', ['-f', page, '-l', page, file, '-']);
    const start = book.segments.find((x: any) => x.id === book.start);
    expect(there.replace(/\s+/g, ' ')).toContain(start.text.replace(/\s+/g, ' ').slice(0, 25));
  });

  it('serves the same file again while the gamebook is unchanged, and a new one after an edit', async () => {
    const first = (await ok(EXPORT, { b: book.id, f: 'twee' })).exportBook;
    const again = (await ok(EXPORT, { b: book.id, f: 'twee' })).exportBook;
    expect(again.id).toBe(first.id);
    const s = book.segments.find((x: any) => x.id === book.start);
    await ok('mutation($g: ID!, $s: ID!, $seg: GamebookSegmentInput!) { updateGamebookSegment(gamebookId: $g, segmentId: $s, segment: $seg) { id } }', {
      g: book.id, s: s.id, seg: { title: 'Un comienzo nuevo', text: s.text, choices: s.choices.map((c: any) => ({ id: c.id, text: c.text, to: c.to })) },
    });
    const changed = (await ok(EXPORT, { b: book.id, f: 'twee' })).exportBook;
    expect(changed.id).not.toBe(first.id);
    expect((await download(changed.url)).toString('utf8')).toContain('Un comienzo nuevo');
  });
});
