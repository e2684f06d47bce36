// Abuse that one request can do (issue 11): what the query cost limit refuses, and what crafted
// chapters cost the renderer. Figures only; tests/api/serving-abuse.test.ts holds the assertions.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../api/app.ts';
import { loadConfig } from '../api/config.ts';
import { MAX_COST } from '../api/graphql/limits.ts';
import { renderMarkdown } from '../api/lib/markdown.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { createKnex, migrateLatest } from '../db/knex.ts';

const CHAPTERS = 'id title markdown html sections status';

/** 200 KB chapters built to be slow or to blow up the output. */
const fit = (unit: string) => unit.repeat(Math.floor(200_000 / unit.length));
export const CRAFTED: Record<string, string> = {
  'nested emphasis': '*a **'.repeat(20_000) + '** a*'.repeat(20_000),
  '10^5 brackets': '['.repeat(100_000) + ']'.repeat(100_000),
  'long table': '| a | b |\n|---|---|\n' + fit('| x | y |\n'),
  'wide table': (() => { const row = `|${' x |'.repeat(300)}\n`; return `|${' a |'.repeat(300)}\n|${'---|'.repeat(300)}\n${row.repeat(Math.floor(190_000 / row.length))}`; })(),
  'deep lists': Array.from({ length: 20_000 }, (_, i) => `${'  '.repeat(i % 50)}- item`).join('\n').slice(0, 200_000),
  'math blocks': fit('$$x^2+\\frac{a}{b}$$\n\n'),
  'inline maths': fit('$a$ '),
  'distinct maths': Array.from({ length: 25_000 }, (_, i) => `$x_{${i}}$ `).join('').slice(0, 200_000),
};

export async function abuseBench(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bookloom-bench-abuse-'));
  const pg = await startEmbeddedPostgres({ dir });
  const knex = createKnex(pg.url(), { max: 10 });
  try {
    await migrateLatest(knex);
    const config = loadConfig({ DATABASE_URL: pg.url(), DATA_DIR: dir, JWT_SECRET: 'b'.repeat(40), LOG_LEVEL: 'silent', LIBRARY_CACHE_SECONDS: '0' });
    const app = await buildApp({ config, knex, site: false });
    await app.ready();
    const signIn = await app.inject({ method: 'POST', url: '/login', payload: { method: 'login', type: 'mock', email: 'bench-abuse@example.com' } });
    const cookie = `loginJWT=${signIn.cookies.find((c) => c.name === 'loginJWT')!.value}`;
    const gql = (query: string, variables: object = {}) => app.inject({ method: 'POST', url: '/graphql', payload: { query, variables }, headers: { cookie } });
    const start = await gql(`mutation($input: StartTextbookInput!) { startTextbook(input: $input) { id } }`, {
      input: { title: 'Bench book', topic: 'rivers', subject: 'Geography', language: 'en', chapterCount: 30, idempotencyKey: 'bench-abuse-1' },
    });
    const id = start.json().data.startTextbook.id as string;
    await gql(`mutation($id: ID!) { generateTextbook(id: $id, idempotencyKey: "bench-abuse-gen") { status } }`, { id });
    await gql(`mutation($id: ID!) { setTextbookVisibility(id: $id, visibility: public) { visibility } }`, { id });

    const measure = async (name: string, query: string) => {
      const t0 = performance.now();
      const res = await app.inject({ method: 'POST', url: '/graphql', payload: { query, variables: { id } } });
      const ms = performance.now() - t0;
      const error = res.json().errors?.[0];
      const what = error ? `${error.extensions.code} (cost ${error.extensions.cost ?? '?'}, limit ${error.extensions.limit ?? MAX_COST})` : 'answered';
      console.log(`  ${name.padEnd(38)} ${String(res.statusCode).padEnd(4)} ${(res.rawPayload.length / 1024).toFixed(1).padStart(9)} KB ${ms.toFixed(0).padStart(6)} ms  ${what}`);
    };
    console.log(`  query cost limit ${MAX_COST}; answer size cap ${config.GRAPHQL_MAX_RESPONSE_MB} MB`);
    await measure('one public book, 30 chapters, all fields', `query($id: ID!) { textbook(id: $id) { chapters { ${CHAPTERS} } } }`);
    for (const n of [2, 3, 30]) {
      const aliases = Array.from({ length: n }, (_, i) => `b${i}: textbook(id: $id) { chapters { ${CHAPTERS} } }`).join(' ');
      await measure(`${n} aliases of the book's chapters`, `query($id: ID!) { ${aliases} }`);
    }
    await measure('30 aliases of library(limit: 60)', `query { ${Array.from({ length: 30 }, (_, i) => `l${i}: library(limit: 60) { books { id title slug subject topic language readingLevel chapterCount snippet author { name } } }`).join(' ')} }`);
    await app.close();

    console.log('\n  crafted 200 KB chapters, rendered (first, then again from the cache):');
    renderMarkdown('warm up $a$ *b*');
    for (const [name, markdown] of Object.entries(CRAFTED)) {
      const t0 = performance.now();
      const html = renderMarkdown(markdown);
      const first = performance.now() - t0;
      const t1 = performance.now();
      renderMarkdown(markdown);
      const again = performance.now() - t1;
      console.log(`  ${name.padEnd(16)} ${(markdown.length / 1024).toFixed(0).padStart(4)} KB → ${(html.length / 1024).toFixed(0).padStart(5)} KB HTML  ${first.toFixed(0).padStart(5)} ms, again ${again.toFixed(1)} ms`);
    }
  } finally {
    await knex.destroy();
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
