// Two real server processes and a separate worker process on one Postgres (issue 11, "two
// instances, one database"), started the way production starts them: `node api/main.ts` with
// WORKERS=off and `node api/worker.ts`, sharing only DATABASE_URL and JWT_SECRET.
// Both servers start at the same moment on an empty database; a user signs in on one and works
// on the other; a write on either ends the other's caches; the worker writes every chapter once;
// SIGTERM drains a server's in-flight request and lets a worker finish its running chapters.
// Files live in one S3 bucket (a local server speaking the S3 protocol, s3rver), never on a
// process's own disk: a picture uploaded through one server is served to a reader of the other.
// Needs `astro build` first (the servers serve the built site).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../db/embedded.ts';
import { createTestDatabase, type TestDatabase } from '../support/db.ts';
import { chaptersOf } from '../support/chapters.ts';

const root = path.resolve(import.meta.dirname, '../..');
const node = path.join(root, 'node_modules', '.bin', 'node');
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Proc { name: string; child: ChildProcess; output: () => string; exited: Promise<number | null> }
const procs: Proc[] = [];

function spawnProcess(name: string, script: string, env: Record<string, string>): Proc {
  let out = '';
  const child = spawn(node, [path.join(root, script)], { cwd: root, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env } });
  child.stdout!.on('data', (d) => { out += d; });
  child.stderr!.on('data', (d) => { out += d; });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const p = { name, child, output: () => out, exited };
  procs.push(p);
  return p;
}

async function waitForOutput(p: Proc, text: string, ms = 90_000): Promise<void> {
  const until = Date.now() + ms;
  while (!p.output().includes(text)) {
    if (p.child.exitCode !== null) throw new Error(`${p.name} exited (${p.child.exitCode}):\n${p.output()}`);
    if (Date.now() > until) throw new Error(`${p.name}: timed out waiting for "${text}":\n${p.output()}`);
    await pause(50);
  }
}

/** Polls until `check` holds; the bound only keeps a broken run from hanging, it is no timing claim. */
async function until<T>(what: string, check: () => Promise<T | undefined | false>, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await pause(50);
  }
}

/** An OpenAI-compatible stand-in: the outline at once, each chapter streamed in four slow pieces. */
let chapterStreams = 0;
function aiStandIn(chapters: number) {
  return http.createServer((req, res) => {
    const body: Buffer[] = [];
    req.on('data', (c: Buffer) => body.push(c));
    req.on('end', async () => {
      const request = JSON.parse(Buffer.concat(body).toString());
      if (!request.stream) {
        const outline = { title: 'Patient Book', chapters: Array.from({ length: chapters }, (_, i) => ({ title: `Chapter ${i + 1}`, sections: ['First part', 'Second part'] })) };
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id: 'x', object: 'chat.completion', created: 1, model: 'm', choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify(outline) }, finish_reason: 'stop' }], usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 } }));
        return;
      }
      chapterStreams++;
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const pieces = ['## First part\n\nSome text about it.\n\n', '## Second part\n\nMore text.\n\n', '## Summary\n\nWhat we saw.\n\n', '## Review questions\n\n1. What?\n2. Why?\n'];
      for (const [i, piece] of pieces.entries()) {
        if (res.destroyed) return;
        res.write(`data: ${JSON.stringify({ id: 'x', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta: i === 0 ? { role: 'assistant', content: piece } : { content: piece }, finish_reason: null }] })}\n\n`);
        await pause(600);
      }
      res.write(`data: ${JSON.stringify({ id: 'x', object: 'chat.completion.chunk', created: 1, model: 'm', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`);
      res.write('data: [DONE]\n\n');
      res.end();
    });
  });
}

let db: TestDatabase;
let s3: S3rver;
let ai: http.Server;
let aiUrl: string;
const shared: Record<string, string> = {};
const servers: { A?: Proc & { url: string }; B?: Proc & { url: string } } = {};

beforeAll(async () => {
  db = await createTestDatabase({ migrate: false }); // empty: the servers migrate it
  ai = aiStandIn(6);
  await new Promise<void>((r) => ai.listen(0, '127.0.0.1', () => r()));
  aiUrl = `http://127.0.0.1:${(ai.address() as net.AddressInfo).port}/v1`;
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: mkdtempSync(path.join(os.tmpdir(), 'bl-proc-s3-')), configureBuckets: [{ name: 'bookloom-processes', configs: [] }] });
  const s3At = await s3.run();
  Object.assign(shared, {
    STORAGE_BUCKET: 'bookloom-processes', STORAGE_ENDPOINT: `http://127.0.0.1:${s3At.port}`, STORAGE_ACCESS_KEY_ID: 'S3RVER', STORAGE_SECRET_ACCESS_KEY: 'S3RVER',
    // every instance behind one proxy has the same public address: it issues and checks the tokens
    APP_ENV: 'local', PUBLIC_URL: 'http://localhost:4413', DATABASE_URL: db.url, JWT_SECRET: 'processes-test-secret-long-enough-for-hs256', LOG_LEVEL: 'warn',
    // long enough that only a notice from the other instance can end a cached listing here
    LIBRARY_CACHE_SECONDS: '300',
  });
});

afterAll(async () => {
  for (const p of procs) if (p.child.exitCode === null) p.child.kill('SIGKILL');
  await Promise.all(procs.map((p) => p.exited));
  ai?.close();
  await s3?.close();
  await db?.drop();
});

const dataDirs: string[] = [];
async function startServer(name: 'A' | 'B') {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `bl-proc-${name}-`));
  dataDirs.push(dataDir);
  const p = spawnProcess(`server ${name}`, 'api/main.ts', { ...shared, PORT: String(port), HOST: '127.0.0.1', WORKERS: 'off', DATA_DIR: dataDir });
  return Object.assign(p, { url: `http://127.0.0.1:${port}` });
}
const startWorker = (name: string, env: Record<string, string> = {}) =>
  spawnProcess(name, 'api/worker.ts', { ...shared, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'bl-proc-worker-')), ...env });

const A = () => servers.A!;
const B = () => servers.B!;

async function signIn(server: Proc & { url: string }, email: string): Promise<string> {
  const res = await fetch(`${server.url}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ method: 'login', type: 'mock', email }) });
  expect(res.status).toBe(200);
  const token = res.headers.getSetCookie().map((c) => /^loginJWT=([^;]+)/.exec(c)?.[1]).find(Boolean);
  expect(token).toBeTruthy();
  return `loginJWT=${token}`;
}

type Answer = { data?: any; errors?: { message: string; extensions?: { code: string } }[] };
async function gqlRaw(server: Proc & { url: string }, query: string, variables: object = {}, cookie?: string) {
  const res = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify({ query, variables }) });
  return { res, body: (await res.json()) as Answer };
}
async function ok(server: Proc & { url: string }, query: string, variables: object = {}, cookie?: string) {
  const { body } = await gqlRaw(server, query, variables, cookie);
  if (body.errors) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data;
}

/** The book's credit movements, oldest first: "kind purpose". */
const ledger = async (bookId: string) => (await db.knex('credit_transactions').whereRaw(`reference->>'bookId' = ?`, [bookId]).orderBy('created_at')
  .select('kind', db.knex.raw(`reference->>'purpose' as purpose`))).map((t) => `${t.kind} ${t.purpose}`);

describe('two server processes and a worker on one database', () => {
  it('both servers started at the same moment on an empty database come up, and each migration runs once', async () => {
    servers.A = await startServer('A');
    servers.B = await startServer('B');
    await Promise.all([waitForOutput(A(), 'running at'), waitForOutput(B(), 'running at')]);
    for (const s of [A(), B()]) expect((await fetch(`${s.url}/readyz`)).status).toBe(200);

    const files = readdirSync(path.join(root, 'db/migrations')).filter((f) => /^\d{8}_\d{4}_[a-z0-9_]+\.ts$/.test(f)).sort();
    const applied = await db.knex('knex_migrations').orderBy('id').pluck('name');
    expect(applied).toEqual(files);
    // one lock row, free: a later start takes the lock and finds nothing to do
    expect(await db.knex('knex_migrations_lock').select('is_locked')).toEqual([{ is_locked: 0 }]);
    // the local first-run seed, loaded by whichever came first, once
    expect(Number((await db.knex('users').where({ email: 'demo1@bookloom.app' }).count('* as n').first())!.n)).toBe(1);
    expect((A().output() + B().output())).not.toMatch(/error/i);
  }, 120_000);

  it('a user signed in on server A works on server B', async () => {
    const cookie = await signIn(A(), 'two-processes@example.com');
    const me = await ok(B(), '{ redwood { currentUser } }', {}, cookie);
    expect(me.redwood.currentUser.email).toBe('two-processes@example.com');
    // and a page on B knows them too (the account page is for signed-in users only)
    const page = await fetch(`${B().url}/en/account`, { headers: { cookie }, redirect: 'manual' });
    expect(page.status).toBe(200);
  });

  it('a picture uploaded through server A is in the bucket, and server B serves it to a reader', async () => {
    const cookie = await signIn(A(), 'two-process-painter@example.com');
    const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#2a9d8f' } }).png().toBuffer();
    const up = await fetch(`${A().url}/api/uploads/images?alt=Sea`, { method: 'POST', headers: { cookie, 'content-type': 'image/png' }, body: png });
    expect(up.status).toBe(201);
    const answer = await up.json() as { upload: { id: string }; image: { src: string } };
    // the link A answered points into the bucket, and a browser can fetch it
    expect(answer.image.src.startsWith(shared.STORAGE_ENDPOINT!)).toBe(true);
    expect((await fetch(answer.image.src)).status).toBe(200);
    // B, which never saw the upload, serves the picture's stable address from the same bucket
    const row = await db.knex('image_uploads').where({ id: answer.upload.id }).first();
    const image = await db.knex('web_images').where({ id: row.web_image_id }).first();
    const served = await fetch(`${B().url}/api/images/${image.id}/${String(image.original_key).split('/').pop()}`, { redirect: 'manual' });
    expect(served.status).toBe(302);
    const bytes = Buffer.from(await (await fetch(served.headers.get('location')!)).arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 640, height: 400 });
    // neither server keeps files of its own
    for (const dir of dataDirs) expect(existsSync(path.join(dir, 'storage'))).toBe(false);
  });

  it('a write on one server ends the other\'s cached listing and announcement at once', async () => {
    const LISTING = '{ library(limit: 60, sort: "mostSaved") { books { id saveCount } } }';
    const saves = (data: any, id: string) => (data.library.books as { id: string; saveCount: number }[]).find((b) => b.id === id)?.saveCount;
    const cookie = await signIn(B(), 'two-process-saver@example.com');
    const first = await ok(A(), LISTING);
    const book = first.library.books[0] as { id: string; saveCount: number };
    expect((await gqlRaw(A(), LISTING)).res.headers.get('x-cache')).toBe('hit');

    await ok(B(), 'mutation($id: ID!) { saveBook(id: $id) { saved } }', { id: book.id }, cookie);
    await until('A to show the save made on B', async () => saves(await ok(A(), LISTING), book.id) === book.saveCount + 1, 10_000);

    // the site announcement: cached by every process for 30 s, ended on the others by the notice
    const banner = (html: string) => /<p class="site-announcement-text">([^<]*)<\/p>/.exec(html)?.[1] ?? null;
    expect(banner(await (await fetch(`${B().url}/en/home`)).text())).toBeNull();
    const admin = await signIn(A(), 'admin@bookloom.app');
    await ok(A(), 'mutation($key: ID!, $input: UpdateGlobalConfigInput!) { updateGlobalConfig(key: $key, input: $input) { key } }',
      { key: 'site.announcement', input: { value: '"Two processes agree"' } }, admin);
    await until('B to show the announcement saved on A', async () => banner(await (await fetch(`${B().url}/en/home`)).text()) === 'Two processes agree', 10_000);
  });

  let owner = '';
  it('a book queued on the servers is written by the worker process, each chapter once', async () => {
    owner = await signIn(A(), 'two-process-author@example.com');
    const start = await ok(A(), `mutation($input: StartTextbookInput!) { startTextbook(input: $input) { id } }`,
      { input: { title: 'Rivers', topic: 'how rivers shape land', subject: 'Geography', readingLevel: 'primary', language: 'en', chapterCount: 3, idempotencyKey: 'processes-start-1' } }, owner);
    const id = start.startTextbook.id as string;
    // no server runs jobs (WORKERS=off): the outline waits in the queue for a worker
    expect((await db.knex('books').where({ id }).first()).status).toBe('outlining');
    const worker = startWorker('worker 1');
    await waitForOutput(worker, 'running');
    await until('the outline', async () => (await db.knex('books').where({ id }).first()).status === 'outlined');

    await ok(B(), `mutation($id: ID!, $k: String!) { generateTextbook(id: $id, idempotencyKey: $k) { id } }`, { id, k: 'processes-generate-1' }, owner);
    await until('the book to be written', async () => (await db.knex('books').where({ id }).first()).status === 'done');

    const chapters = await chaptersOf(db.knex, id);
    expect(chapters.map((c) => [c.position, c.status, c.attempts])).toEqual([[1, 'done', 1], [2, 'done', 1], [3, 'done', 1]]);
    for (const c of chapters) {
      const versions = await db.knex('book_part_versions').where({ part_id: c.id }).select('source');
      expect(versions).toEqual([{ source: 'writer' }]);
    }
    expect(await ledger(id)).toEqual(['debit outline', 'debit chapters']);
    expect((await ok(B(), '{ creditBalance }', {}, owner)).creditBalance).toBe(50 - 1 - 3);
    // the pg-boss jobs of this book each completed once, none retried
    const jobs = await db.knex('pgboss.job').whereIn('name', ['book-plan', 'book-part'])
      .whereRaw(`data->>'bookId' = ? or data->>'partId' = any(?)`, [id, chapters.map((c) => c.id)]).select('state', 'retry_count');
    expect(jobs).toHaveLength(4);
    expect(jobs.every((j) => j.state === 'completed' && j.retry_count === 0)).toBe(true);

    // an idle worker stops at once on SIGTERM
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
  }, 120_000);

  it('SIGTERM to a worker mid-chapter: its running chapters finish, the rest wait for the next worker; nothing is written or paid twice', async () => {
    const worker = startWorker('worker 2 (slow writer)', { AI_BASE_URL: aiUrl, AI_MODEL: 'stand-in' });
    await waitForOutput(worker, 'running');
    const start = await ok(B(), `mutation($input: StartTextbookInput!) { startTextbook(input: $input) { id } }`,
      { input: { title: 'Patient Book', topic: 'waiting', subject: 'Science', readingLevel: 'primary', language: 'en', chapterCount: 6, idempotencyKey: 'processes-start-2' } }, owner);
    const id = start.startTextbook.id as string;
    await until('the outline', async () => (await db.knex('books').where({ id }).first()).status === 'outlined');
    await ok(A(), `mutation($id: ID!, $k: String!) { generateTextbook(id: $id, idempotencyKey: $k) { id } }`, { id, k: 'processes-generate-2' }, owner);
    const running = await until('chapters half written', async () => {
      const rows = (await chaptersOf(db.knex, id, { status: 'writing' })).filter((c) => c.markdown !== '').map((c) => c.id as string);
      return rows.length > 0 ? rows : undefined;
    });

    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
    const afterStop = await chaptersOf(db.knex, id);
    // every chapter the worker had started is whole; none is left half written
    for (const c of afterStop.filter((c) => running.includes(c.id))) expect(c.status).toBe('done');
    expect(afterStop.filter((c) => c.status === 'writing')).toEqual([]);
    const doneByFirst = afterStop.filter((c) => c.status === 'done').length;
    const streamsByFirst = chapterStreams;
    expect(streamsByFirst).toBe(doneByFirst);

    // it takes four chapters at a time: the ones it had not started are still queued
    expect(doneByFirst).toBeLessThan(6);
    expect(afterStop.filter((c) => c.status === 'queued').map((c) => c.attempts)).toEqual(Array.from({ length: 6 - doneByFirst }, () => 0));
    const next = startWorker('worker 3 (slow writer)', { AI_BASE_URL: aiUrl, AI_MODEL: 'stand-in' });
    await until('the book to be written', async () => (await db.knex('books').where({ id }).first()).status === 'done', 90_000);
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
    const chapters = await chaptersOf(db.knex, id);
    expect(chapters.map((c) => [c.status, c.attempts])).toEqual(Array.from({ length: 6 }, () => ['done', 1]));
    for (const c of chapters) {
      expect(c.markdown.match(/^## Summary$/gm)).toHaveLength(1);
      expect(await db.knex('book_part_versions').where({ part_id: c.id }).pluck('source')).toEqual(['writer']);
    }
    expect(chapterStreams).toBe(6); // each chapter asked of the writer once
    expect(await ledger(id)).toEqual(['debit outline', 'debit chapters']);
    expect((await ok(A(), '{ creditBalance }', {}, owner)).creditBalance).toBe(50 - 4 - 1 - 6);
  }, 180_000);

  it('SIGTERM to a server lets its in-flight request finish, refuses new connections, and exits 0', async () => {
    const url = new URL(A().url);
    // a slow request: its headers and half its body now, the rest after the signal
    const body = JSON.stringify({ query: '{ library(limit: 3) { books { id } } }' });
    const half = Math.floor(body.length / 2);
    const socket = net.connect(Number(url.port), url.hostname);
    await new Promise<void>((r) => socket.once('connect', () => r()));
    let answer = '';
    socket.on('data', (d) => { answer += d; });
    socket.on('error', () => undefined); // a reset shows as a missing answer below
    const closed = new Promise<void>((r) => socket.once('close', () => r()));
    socket.write(`POST /graphql HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`);
    await pause(300);

    A().child.kill('SIGTERM');
    await waitForOutput(A(), 'SIGTERM: finishing in-flight requests');
    // the listening socket is closed: a new connection is refused (B keeps serving)
    await until('A to stop accepting connections', async () => {
      const refused = await new Promise<boolean>((resolve) => {
        const probe = net.connect(Number(url.port), url.hostname);
        probe.once('connect', () => { probe.destroy(); resolve(false); });
        probe.once('error', (e: NodeJS.ErrnoException) => resolve(e.code === 'ECONNREFUSED'));
      });
      return refused;
    }, 10_000);
    expect(A().child.exitCode).toBeNull(); // still draining

    socket.write(body.slice(half));
    await until('the answer', async () => answer.includes('\r\n\r\n') && answer.includes('"books"'), 10_000);
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)).data.library.books).toHaveLength(3);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(await A().exited, A().output()).toBe(0);
    expect(A().output()).toContain('stopped cleanly');
    await closed;
    expect((await fetch(`${B().url}/readyz`)).status).toBe(200);
  }, 60_000);
});
