// npm run bench: figures and ratios measured in one run on this machine. Not a test: it asserts
// nothing and prints what it measured.
//  1. cold start to /readyz: a fresh data folder (initdb + migrations + seed) and an existing one
//  2. /graphql { version } throughput and latency under autocannon, next to a bare Fastify route
// Sections: foundation (1, 2, JS per page, Lighthouse), textbooks (engine), library (search and
// listings at 100 000 books), wire (bytes per page type and encoding, JS before load, Lighthouse
// per page type, pre-rendered page ÷ bare Fastify route), abuse (query cost refusals, crafted
// chapters). All by default; name some to run only those: npm run bench -- library
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { freePort } from '../db/embedded.ts';
import { jsBytes, lighthouseScores } from './site.ts';
import { engineFigures } from './textbooks.ts';
import { storybookFigures } from './storybooks.ts';
import { exportFigures } from './exports.ts';
import { libraryBench } from './library.ts';
import { jsBeforeLoad, lighthouseMobile, scriptsWithoutSystemFont, wireBytes, wirePageTypes } from './wire.ts';
import { abuseBench } from './abuse.ts';

const root = path.resolve(import.meta.dirname, '..');
const node = path.join(root, 'node_modules', '.bin', 'node');
const CONNECTIONS = 20;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const SECTIONS = ['foundation', 'textbooks', 'storybooks', 'exports', 'library', 'wire', 'abuse'];
const chosen = process.argv.slice(2);
const unknown = chosen.filter((s) => !SECTIONS.includes(s));
if (unknown.length) {
  console.error(`unknown bench section: ${unknown.join(', ')} (sections: ${SECTIONS.join(', ')})`);
  process.exit(2);
}
const want = (section: string) => chosen.length === 0 || chosen.includes(section);

async function coldStart(dataDir: string): Promise<{ ms: number; stop: () => Promise<void>; port: number; settled: () => Promise<void> }> {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(node, [path.join(root, 'api/main.ts')], { cwd: root, env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'error' }, stdio: ['ignore', 'pipe', 'ignore'] });
  let out = '';
  child.stdout!.on('data', (d) => { out += d; });
  /** the first start draws the demo storybooks in the background (minutes, on two cores): measuring meanwhile
   * measures that work too, so timed sections wait for its line in the log (at most 8 minutes) */
  const settled = async () => {
    for (let waited = 0; waited < 8 * 60_000 && !/demo storybooks drawn|drawing the demo storybooks failed/.test(out); waited += 1000) await new Promise((r) => setTimeout(r, 1000));
  };
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (res.status === 200) break;
    } catch { /* not listening yet */ }
    if (child.exitCode !== null) throw new Error('server exited during start');
    await new Promise((r) => setTimeout(r, 20));
  }
  const ms = performance.now() - t0;
  return { ms, port, settled, stop: () => new Promise<void>((resolve) => { child.once('exit', () => resolve()); child.kill('SIGTERM'); }) };
}

interface Load { rps: number; p50: number; p99: number; errors: number }

async function load(url: string, body?: string, headers: Record<string, string> = {}): Promise<Load> {
  const result = await autocannon({
    url, connections: CONNECTIONS, duration: DURATION_S,
    ...(body ? { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body } : { headers }),
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const fmt = (l: Load) => `${l.rps.toFixed(0).padStart(7)} req/s  p50 ${l.p50.toFixed(1)} ms  p99 ${l.p99.toFixed(1)} ms  errors ${l.errors}`;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bookloom-bench-'));
try {
  console.log(`Bookloom bench — ${os.cpus().length} cores, Node ${process.version}, ${CONNECTIONS} connections × ${DURATION_S}s\n`);
  if (want('foundation')) {
    const fresh = await coldStart(dataDir);
    await fresh.stop();
    const warm = await coldStart(dataDir);
    console.log(`cold start to /readyz, fresh data dir:    ${fresh.ms.toFixed(0)} ms (initdb, migrations, seed)`);
    console.log(`cold start to /readyz, existing data dir: ${warm.ms.toFixed(0)} ms`);

    const bare = Fastify();
    bare.get('/bare', async () => ({ version: '0.1.0' }));
    const barePort = await freePort();
    await bare.listen({ port: barePort, host: '127.0.0.1' });
    const bareLoad = await load(`http://127.0.0.1:${barePort}/bare`);
    await bare.close();

    const gqlLoad = await load(`http://127.0.0.1:${warm.port}/graphql`, JSON.stringify({ query: '{ version { version build } }' }));
    const pageLoad = await load(`http://127.0.0.1:${warm.port}/en/home`);
    const js = await jsBytes(`http://127.0.0.1:${warm.port}`);
    const lh = await lighthouseScores(`http://127.0.0.1:${warm.port}`, ['/en/home', '/ar/faq']);
    await warm.stop();

    console.log(`\nbare Fastify GET route:        ${fmt(bareLoad)}`);
    console.log(`POST /graphql { version }:     ${fmt(gqlLoad)}`);
    console.log(`GET /en/home (pre-rendered):   ${fmt(pageLoad)}`);
    console.log(`\nratio /graphql ÷ bare Fastify: ${(gqlLoad.rps / bareLoad.rps).toFixed(2)} (throughput)`);
    console.log(`ratio /en/home ÷ bare Fastify: ${(pageLoad.rps / bareLoad.rps).toFixed(2)} (throughput)`);

    console.log('\nJavaScript shipped per page type (gzip):');
    for (const [name, { files, gzip }] of Object.entries(js)) console.log(`  ${name.padEnd(18)} ${(gzip / 1024).toFixed(1).padStart(6)} KB in ${files} files`);
    console.log('\nLighthouse (mobile):');
    for (const [p, scores] of Object.entries(lh)) console.log(`  ${p.padEnd(10)} ${Object.entries(scores).map(([k, v]) => `${k} ${v}`).join('  ')}`);
  }

  if (want('wire')) {
    const server = await coldStart(dataDir);
    try {
      const base = `http://127.0.0.1:${server.port}`;
      // the machine idle again before anything is timed
      await server.settled();
      const bare = Fastify();
      bare.get('/bare', async () => ({ version: '0.1.0' }));
      // where the time goes: the same page's bytes and headers sent by a bare route, so what is
      // left between it and the app is the app's own per-request work (hooks, cache lookup)
      const sample = await fetch(`${base}/en/home`, { headers: { 'accept-encoding': 'identity' } });
      const sampleBody = Buffer.from(await sample.arrayBuffer());
      const sampleHeaders = Object.fromEntries([...sample.headers].filter(([k]) => !['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding'].includes(k)));
      bare.get('/page-bytes', async (_req, reply) => reply.type('text/html; charset=utf-8').send(sampleBody));
      bare.get('/page-bytes-and-headers', async (_req, reply) => reply.headers(sampleHeaders).send(sampleBody));
      const barePort = await freePort();
      await bare.listen({ port: barePort, host: '127.0.0.1' });
      const bareLoad = await load(`http://127.0.0.1:${barePort}/bare`);
      const bytesLoad = await load(`http://127.0.0.1:${barePort}/page-bytes`);
      const headersLoad = await load(`http://127.0.0.1:${barePort}/page-bytes-and-headers`);
      await bare.close();
      const pageLoad = await load(`${base}/en/home`);
      const pageLoadBr = await load(`${base}/en/home`, undefined, { 'accept-encoding': 'br' });
      console.log('\nWire: a pre-rendered page next to a bare Fastify route');
      console.log(`  bare Fastify GET route:          ${fmt(bareLoad)}`);
      console.log(`  bare route, the page's ${(sampleBody.length / 1024).toFixed(0)} KB:    ${fmt(bytesLoad)}`);
      console.log(`  … and the page's headers:        ${fmt(headersLoad)}`);
      console.log(`  GET /en/home (identity):         ${fmt(pageLoad)}`);
      console.log(`  GET /en/home (br):               ${fmt(pageLoadBr)}`);
      console.log(`  ratio /en/home ÷ bare Fastify:   ${(pageLoad.rps / bareLoad.rps).toFixed(2)} identity, ${(pageLoadBr.rps / bareLoad.rps).toFixed(2)} br (throughput)`);
      console.log(`  ratio /en/home ÷ bare route with its bytes and headers: ${(pageLoad.rps / headersLoad.rps).toFixed(2)} (the rest is the app's per-request work)`);

      const pages = await wirePageTypes(base);
      const kb = (n: number) => `${(n / 1024).toFixed(1).padStart(6)} KB`;
      console.log('\nBytes on the wire per page type (the HTML):');
      console.log(`  ${'page'.padEnd(18)} ${'br'.padStart(9)} ${'gzip'.padStart(9)} ${'identity'.padStart(9)}`);
      for (const [name, b] of Object.entries(await wireBytes(base, pages))) console.log(`  ${name.padEnd(18)} ${kb(b.br!)} ${kb(b.gzip!)} ${kb(b.identity!)}`);
      console.log('\nJavaScript per page type, started before the load event (gzip; budget 60 KB):');
      for (const [name, j] of Object.entries(await jsBeforeLoad(base, pages))) console.log(`  ${name.padEnd(18)} ${kb(j.gzip)} in ${j.files} files; after load (islands when idle or used): ${kb(j.after)}`);
      console.log('\nLighthouse mobile (performance; median of 3 runs, lowest–highest in brackets; LCP median, CLS the worst):');
      const noFont = scriptsWithoutSystemFont();
      // a phone has fonts for its language; a machine without them searches a fallback for every run of text
      if (noFont.length) console.log(`  (this machine has no system font for ${noFont.join(', ')}: pages in those scripts score low here; Debian: fonts-noto-core fonts-noto-cjk)`);
      for (const [name, l] of Object.entries(await lighthouseMobile(base, pages))) {
        console.log(`  ${name.padEnd(18)} score ${String(l.score).padStart(3)} (${l.min}–${l.max})  LCP ${(l.lcp / 1000).toFixed(2)} s  CLS ${l.cls.toFixed(3)}  transfer ${kb(l.bytes)}`);
      }
    } finally {
      await server.stop();
    }
  }

  if (want('textbooks')) {
    const engine = await engineFigures();
    console.log('\nTextbook engine (offline writer):');
    console.log(`  one 10-chapter book, start to done: ${engine.singleBookMs.toFixed(0)} ms, ${engine.singleBookQueries} queries (${(engine.singleBookQueries / 10).toFixed(1)} per chapter, outline included)`);
    console.log(`  ${engine.concurrentBooks} users at once, ${engine.concurrentChapters} chapters via pg-boss: ${(engine.concurrentMs / 1000).toFixed(1)} s, ${(engine.concurrentChapters / (engine.concurrentMs / 1000)).toFixed(1)} chapters/s, ${engine.queriesPerChapter.toFixed(1)} app queries per chapter (pg-boss's own not counted)`);
  }

  if (want('storybooks')) {
    const story = await storybookFigures();
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    console.log('\nStorybooks (offline writer and illustrator):');
    console.log(`  one 16-page storybook, start to done: ${(story.ms / 1000).toFixed(1)} s (${story.perPageMs.toFixed(0)} ms a page: drawing, WebP and AVIF at 3 sizes), ${story.queries} queries`);
    console.log(`  a page's picture at 960 px: AVIF ${kb(story.avif960)}, WebP ${kb(story.webp960)} (ratio ${(story.avif960 / story.webp960).toFixed(2)}); the whole book in the store: ${kb(story.storedPerBook)}`);
  }

  if (want('exports')) {
    const exported = await exportFigures();
    console.log(`\nExports (a ${exported.chapters}-chapter offline textbook of ${exported.words} words, a ${exported.storyPages}-page offline storybook):`);
    for (const f of exported.figures) {
      console.log(`  ${f.book}, ${f.format.replace(/^\w+/, (w) => w.toUpperCase())}: first build ${f.buildMs.toFixed(0)} ms, ${(f.bytes / 1024).toFixed(1)} KB (${f.bytes} bytes); asked again for the unchanged book ${f.againMs.toFixed(0)} ms (served, not rebuilt; ratio ${(f.againMs / f.buildMs).toFixed(2)})`);
    }
  }

  if (want('library')) {
    console.log('\nLibrary at scale (its own database, dropped at the end):');
    await libraryBench();
  }

  if (want('abuse')) {
    console.log('\nAbuse one request can do (status, bytes, time):');
    await abuseBench();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
