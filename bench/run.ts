// npm run bench: figures and ratios measured in one run on this machine. Not a test: it asserts
// nothing and prints what it measured.
//  1. cold start to /readyz: a fresh data folder (initdb + migrations + seed) and an existing one
//  2. /graphql { version } throughput and latency under autocannon, next to a bare Fastify route
// Sections: foundation (1, 2, JS per page, Lighthouse), textbooks (engine), library (search and
// listings at 100 000 books), abuse (query cost refusals, crafted chapters). All by default; name some to run only those: npm run bench -- library
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { freePort } from '../db/embedded.ts';
import { jsBytes, lighthouseScores } from './site.ts';
import { engineFigures } from './textbooks.ts';
import { libraryBench } from './library.ts';
import { abuseBench } from './abuse.ts';

const root = path.resolve(import.meta.dirname, '..');
const node = path.join(root, 'node_modules', '.bin', 'node');
const CONNECTIONS = 20;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const SECTIONS = ['foundation', 'textbooks', 'library', 'abuse'];
const chosen = process.argv.slice(2);
const unknown = chosen.filter((s) => !SECTIONS.includes(s));
if (unknown.length) {
  console.error(`unknown bench section: ${unknown.join(', ')} (sections: ${SECTIONS.join(', ')})`);
  process.exit(2);
}
const want = (section: string) => chosen.length === 0 || chosen.includes(section);

async function coldStart(dataDir: string): Promise<{ ms: number; stop: () => Promise<void>; port: number }> {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(node, [path.join(root, 'api/main.ts')], { cwd: root, env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'error' }, stdio: 'ignore' });
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (res.status === 200) break;
    } catch { /* not listening yet */ }
    if (child.exitCode !== null) throw new Error('server exited during start');
    await new Promise((r) => setTimeout(r, 20));
  }
  const ms = performance.now() - t0;
  return { ms, port, stop: () => new Promise<void>((resolve) => { child.once('exit', () => resolve()); child.kill('SIGTERM'); }) };
}

interface Load { rps: number; p50: number; p99: number; errors: number }

async function load(url: string, body?: string): Promise<Load> {
  const result = await autocannon({
    url, connections: CONNECTIONS, duration: DURATION_S,
    ...(body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body } : {}),
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
    for (const [name, { files, gzip }] of Object.entries(js)) console.log(`  ${name.padEnd(14)} ${(gzip / 1024).toFixed(1).padStart(6)} KB in ${files} files`);
    console.log('\nLighthouse (mobile):');
    for (const [p, scores] of Object.entries(lh)) console.log(`  ${p.padEnd(10)} ${Object.entries(scores).map(([k, v]) => `${k} ${v}`).join('  ')}`);
  }

  if (want('textbooks')) {
    const engine = await engineFigures();
    console.log('\nTextbook engine (offline writer):');
    console.log(`  one 10-chapter book, start to done: ${engine.singleBookMs.toFixed(0)} ms, ${engine.singleBookQueries} queries (${(engine.singleBookQueries / 10).toFixed(1)} per chapter, outline included)`);
    console.log(`  ${engine.concurrentBooks} users at once, ${engine.concurrentChapters} chapters via pg-boss: ${(engine.concurrentMs / 1000).toFixed(1)} s, ${(engine.concurrentChapters / (engine.concurrentMs / 1000)).toFixed(1)} chapters/s, ${engine.queriesPerChapter.toFixed(1)} app queries per chapter (pg-boss's own not counted)`);
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
