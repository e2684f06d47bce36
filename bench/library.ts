// Library figures at scale: 100 000 listed textbooks by 2 000 authors in six languages, in a
// database of its own on an embedded Postgres (created, migrated, filled with one SQL statement
// per half, dropped at the end). Then:
//  1. the search query itself (searchLibrary, service level, sequential): p50/p95/p99 over a fixed
//     list of queries (common and rare words, typos, Japanese, with and without a language), and
//     EXPLAIN (ANALYZE, BUFFERS) of a common and a rare query and of the Discover listing (which
//     indexes are used);
//  2. /graphql under autocannon against the app (buildApp, no site) in a process of its own:
//     bare Mercurius ({ version }, as the foundation bench), the Discover listing cached (the
//     production TTL) and uncached, and search uncached rotating through the same queries.
// Targets are printed next to the figures; nothing is asserted. Alone: npm run bench -- library
// (a few minutes); BENCH_SECONDS (load runs), BENCH_LIBRARY_RUNS, BENCH_LIBRARY_BOOKS to vary it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { parseLibraryQuery, searchLibrary } from '../api/services/library.ts';
import { freePort, startEmbeddedPostgres } from '../db/embedded.ts';
import { createKnex, migrateLatest, type Knex } from '../db/knex.ts';
import { FIRST_NAMES, LAST_NAMES, VOCABULARIES } from './library-words.ts';

const root = path.resolve(import.meta.dirname, '..');
const node = path.join(root, 'node_modules', '.bin', 'node');
const DATABASE = 'bench_library';
const BOOKS = Number(process.env.BENCH_LIBRARY_BOOKS ?? 100_000);
const USERS = 2_000;
const PARAGRAPHS = 1_000; // per language; each book's text is five of them
const RUNS = Number(process.env.BENCH_LIBRARY_RUNS ?? 20); // per query, service level…
const QUERY_BUDGET_MS = 5_000; // …unless a query has used this much (then at least 3 runs)
const CONNECTIONS = 20;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_S = 2;
const READING_LEVELS = ['early reader', 'primary', 'middle school', 'high school', 'university', 'adult'];

interface BenchQuery { label: string; args: { query: string; language?: string; readingLevel?: string } }

export const QUERIES: BenchQuery[] = [
  { label: 'common', args: { query: 'history' } },
  { label: 'common', args: { query: 'water' } },
  { label: 'common, 3 words', args: { query: 'rivers and mountains' } },
  { label: 'common, 3 words', args: { query: 'ancient empire trade' } },
  { label: 'common, en', args: { query: 'science', language: 'en' } },
  { label: 'common, en + level', args: { query: 'music', language: 'en', readingLevel: 'primary' } },
  { label: 'common, es', args: { query: 'historia', language: 'es' } },
  { label: 'common, accent', args: { query: 'música' } },
  { label: 'common, de', args: { query: 'Geschichte', language: 'de' } },
  { label: 'common, fr', args: { query: 'planète' } },
  { label: 'rare', args: { query: 'photosynthesis' } },
  { label: 'rare', args: { query: 'bioluminescence' } },
  { label: 'rare', args: { query: 'Kalligraphie' } },
  { label: 'rare, es', args: { query: 'fotosíntesis', language: 'es' } },
  { label: 'rare, pt', args: { query: 'saudade', language: 'pt' } },
  { label: 'typo', args: { query: 'photosinthesis' } },
  { label: 'typo', args: { query: 'mathmatics' } },
  { label: 'ja', args: { query: '歴史' } },
  { label: 'ja, rare', args: { query: '光合成', language: 'ja' } },
  { label: 'no match', args: { query: 'zzyzx qwertyuiop' } },
];

/** A Postgres array literal (knex would spread a JS array in raw bindings into a list). */
const textArray = (items: string[]) => `{${items.map((s) => `"${s.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
const ms = (t0: number) => performance.now() - t0;
const pct = (sorted: number[], p: number) => sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;
const f1 = (n: number) => n.toFixed(1);
/** Percentile of samples that carry weights (each query counts the same however often it ran). */
function weightedPct(samples: { v: number; w: number }[], p: number): number {
  const sorted = [...samples].sort((a, b) => a.v - b.v);
  const total = sorted.reduce((sum, s) => sum + s.w, 0);
  let acc = 0;
  for (const s of sorted) if ((acc += s.w) >= (p / 100) * total - 1e-9) return s.v;
  return sorted.at(-1)?.v ?? NaN;
}

// ── data ─────────────────────────────────────────────────────────────────────────────────────

/** Users with a current slug, then BOOKS listed textbooks, in two halves on two connections. */
async function generate(knex: Knex, log: (line: string) => void): Promise<void> {
  const t0 = performance.now();
  await knex.raw(`create table bench_lang (lang text primary key, lo float8, hi float8, sep text, stop text, title text, conj text,
    prefixes text[], nouns text[], funcs text[], rares text[], subjects text[])`);
  let lo = 0;
  for (const v of VOCABULARIES) {
    await knex('bench_lang').insert({ lang: v.lang, lo, hi: lo + v.share, sep: v.sep, stop: v.stop, title: v.title, conj: v.conj,
      prefixes: v.prefixes, nouns: v.nouns, funcs: v.funcs, rares: v.rares, subjects: v.subjects });
    lo += v.share;
  }
  await knex.raw('update bench_lang set hi = 1 where hi = (select max(hi) from bench_lang)');

  // authors: type-prefixed ids built from md5 (70… users, 76… slugs), names from the lists
  await knex.raw(`
    insert into users (id, email, name, created_at, updated_at)
    select overlay(md5('user' || i) placing '70' from 1 for 2)::uuid, 'bench' || i || '@example.com',
           (?::text[])[1 + i % ?] || ' ' || (?::text[])[1 + (i / 7) % ?], now() - interval '400 days', now() - interval '400 days'
    from generate_series(1, ?) i`, [textArray(FIRST_NAMES), FIRST_NAMES.length, textArray(LAST_NAMES), LAST_NAMES.length, USERS]);
  await knex.raw(`
    insert into user_slugs (id, user_id, slug, is_current)
    select overlay(md5('slug' || i) placing '76' from 1 for 2)::uuid, overlay(md5('user' || i) placing '70' from 1 for 2)::uuid,
           '@' || lower((?::text[])[1 + i % ?]) || '-' || i, true
    from generate_series(1, ?) i`, [textArray(FIRST_NAMES), FIRST_NAMES.length, USERS]);

  // a pool of paragraphs per language: function words and common words (skewed: a few words
  // are very frequent), a sentence stop every seventh word
  await knex.raw('select setseed(0.42)');
  await knex.raw(`
    create table bench_paras as
    select l.lang, n, (
      select string_agg(case when random() < 0.35 then l.funcs[1 + floor(random() * array_length(l.funcs, 1))::int]
                             else l.nouns[1 + floor(power(random(), 2) * array_length(l.nouns, 1))::int] end
                        || case when g % 7 = 0 then l.stop else '' end, l.sep order by g)
      from generate_series(1, 40 + n % 20) g
    ) || l.stop as body
    from bench_lang l cross join generate_series(1, ${PARAGRAPHS}) n`);
  await knex.raw('alter table bench_paras add primary key (lang, n)');

  // the textbooks' secondary indexes are built after the load (much faster than kept up row by
  // row), from their own definitions so they are exactly the migration's
  const { rows: indexes } = await knex.raw<{ rows: { indexname: string; indexdef: string }[] }>(`
    select indexname, indexdef from pg_indexes
    where schemaname = current_schema() and tablename = 'textbooks'
      and indexname not in (select conname from pg_constraint where conrelid = 'textbooks'::regclass)`);
  for (const { indexname } of indexes) await knex.raw(`drop index ${indexname}`);
  const t1 = performance.now();

  const half = Math.ceil(BOOKS / 2);
  await Promise.all([{ from: 1, to: half }, { from: half + 1, to: BOOKS }].map(({ from, to }, part) => knex.transaction(async (trx) => {
    await trx.raw('set local synchronous_commit = off');
    await trx.raw('select setseed(?)', [0.1 + part / 10]);
    await trx.raw(`
      with g as materialized (
        select i, l.lang, random() as ru, random() as rr, random() as rt, random() as rf, random() as rp,
               1 + floor(random() * ${PARAGRAPHS})::int as p1, 1 + floor(random() * ${PARAGRAPHS})::int as p2,
               1 + floor(random() * ${PARAGRAPHS})::int as p3, 1 + floor(random() * ${PARAGRAPHS})::int as p4,
               1 + floor(random() * ${PARAGRAPHS})::int as p5
        from (select i, random() as r from generate_series(?::int, ?::int) i) s
        join bench_lang l on s.r >= l.lo and s.r < l.hi
      ), b as (
        select g.*, l.sep, l.stop,
          l.nouns[1 + floor(power(random(), 1.5) * array_length(l.nouns, 1))::int] as n1,
          l.nouns[1 + floor(power(random(), 1.5) * array_length(l.nouns, 1))::int] as n2,
          l.nouns[1 + floor(random() * array_length(l.nouns, 1))::int] as n3,
          l.rares[1 + floor(random() * array_length(l.rares, 1))::int] as rare,
          l.subjects[1 + floor(power(random(), 1.3) * array_length(l.subjects, 1))::int] as subject,
          l.prefixes[1 + floor(random() * array_length(l.prefixes, 1))::int] as prefix, l.title as tpl, l.conj,
          (select string_agg(case when random() < 0.3 then l.funcs[1 + floor(random() * array_length(l.funcs, 1))::int]
                                  else l.nouns[1 + floor(power(random(), 1.5) * array_length(l.nouns, 1))::int] end, l.sep order by k)
             from generate_series(1, 6 + g.i % 5) k) as topic,
          now() - rp * interval '365 days' as published_at
        from g join bench_lang l on l.lang = g.lang
      )
      insert into books (id, user_id, title, topic, subject, reading_level, language, chapter_count, status, wizard_step,
        visibility, start_key, chapter_text, published_at, featured_at, read_count, save_count, created_at, updated_at)
      select
        overlay(md5('book' || i) placing '8a' from 1 for 2)::uuid,
        overlay(md5('user' || (1 + floor(power(ru, 2) * ${USERS}))::int) placing '70' from 1 for 2)::uuid,
        replace(replace(replace(replace(tpl, '{p}', prefix), '{a}', n1), '{c}', conj), '{b}', n2)
          || case when rr < 0.01 then case when sep = '' then '・' else ' ' end || rare else '' end,
        topic, subject, (?::text[])[1 + i % 6], lang, 3 + i % 10, 'done', 'done', 'public', 'bench-' || i,
        n1 || E'\\n' || (select body from bench_paras p where p.lang = b.lang and p.n = p1) || E'\\n\\n'
          || n2 || E'\\n' || (select body from bench_paras p where p.lang = b.lang and p.n = p2) || E'\\n\\n'
          || n3 || E'\\n' || (select body from bench_paras p where p.lang = b.lang and p.n = p3) || E'\\n\\n'
          || (select body from bench_paras p where p.lang = b.lang and p.n = p4) || E'\\n\\n'
          || (select body from bench_paras p where p.lang = b.lang and p.n = p5)
          || case when rt < 0.03 then E'\\n\\n' || rare || sep || n3 || stop else '' end,
        published_at,
        case when rf < 0.01 then published_at + interval '1 day' end,
        floor(power(random(), 4) * 5000)::int, floor(power(random(), 4) * 400)::int,
        published_at - interval '1 hour', published_at
      from b`, [from, to, textArray(READING_LEVELS)]);
  })));
  const t2 = performance.now();

  // two at a time: CREATE INDEX takes a share lock, so builds on one table can run side by side
  const queue = [...indexes];
  await Promise.all([0, 1].map(async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      await knex.transaction(async (trx) => {
        await trx.raw('set local maintenance_work_mem = \'512MB\'');
        await trx.raw(next.indexdef);
      });
    }
  }));
  const t3 = performance.now();
  await knex.raw('drop table bench_paras, bench_lang');
  // VACUUM as well as ANALYZE: the state autovacuum would reach, so it does not start mid-run
  await knex.raw('vacuum analyze textbooks, users, user_slugs');
  const t4 = performance.now();

  const { rows: [size] } = await knex.raw(`select pg_size_pretty(pg_total_relation_size('books')) as total,
    pg_size_pretty(pg_relation_size('textbooks_search_vector')) as gin, pg_size_pretty(pg_relation_size('textbooks_search_fold')) as trgm,
    (select count(*) from books) as books, (select avg(array_length(regexp_split_to_array(chapter_text, '\\s+'), 1))::int from books where language <> 'ja') as words`);
  const { rows: langs } = await knex.raw('select language, count(*)::int as n from books group by 1 order by 2 desc');
  log(`  data: ${Number(size.books).toLocaleString('en')} books (${langs.map((l: { language: string; n: number }) => `${l.language} ${l.n}`).join(', ')}), ${USERS} authors, ~${size.words} words of chapter text each (non-ja)`);
  const words = (await knex('library_words').count<{ count: string }[]>('* as count').first())?.count;
  log(`  vocabulary (library_words): ${words} words`);
  log(`  generated in ${((t4 - t0) / 1000).toFixed(1)} s: setup ${((t1 - t0) / 1000).toFixed(1)} s, insert ${((t2 - t1) / 1000).toFixed(1)} s, ${indexes.length} indexes ${((t3 - t2) / 1000).toFixed(1)} s, vacuum analyze ${((t4 - t3) / 1000).toFixed(1)} s`);
  log(`  sizes: textbooks ${size.total} in all, GIN search_vector ${size.gin}, trigram search_fold ${size.trgm}`);
}

// ── search, service level ────────────────────────────────────────────────────────────────────

interface Captured { sql: string; bindings: unknown[] }

/** The page statement searchLibrary sends (with a query: the one with the ranking, not the snippets'). */
async function captureSearchSql(knex: Knex, args: Partial<BenchQuery['args']> & { limit?: number }): Promise<Captured | undefined> {
  let found: Captured | undefined;
  const listener = (q: { sql: string; bindings?: unknown[] }) => {
    if (!found && /from "?textbooks"?/.test(q.sql) && /\blimit\b/.test(q.sql) && !/ts_headline/.test(q.sql)
      && (!args.query || /\bmatched as \(/.test(q.sql))) found = { sql: q.sql, bindings: q.bindings ?? [] };
  };
  knex.on('query', listener);
  try {
    await searchLibrary(knex, parseLibraryQuery(args));
  } finally {
    knex.removeListener('query', listener);
  }
  return found;
}

/** What each statement of one searchLibrary call took, in order (round trips included). */
async function statementTimes(knex: Knex, args: BenchQuery['args']): Promise<string> {
  const started = new Map<string, { sql: string; t0: number }>();
  const done: string[] = [];
  const kind = (sql: string) => /ts_headline/.test(sql) ? 'snippets' : /as folded/.test(sql) ? 'fold' : /title_fold" % |title_fold % /.test(sql) ? 'suggest (similar titles)'
    : /group by "r"\."subject"/.test(sql) ? 'suggest (subjects)' : /\bmatched as \(/.test(sql) ? 'page (candidates, ranked)'
    : /<%/.test(sql) ? 'close spellings' : 'other';
  const onQuery = (q: { __knexQueryUid: string; sql: string }) => { started.set(q.__knexQueryUid, { sql: q.sql, t0: performance.now() }); };
  const onResponse = (_r: unknown, q: { __knexQueryUid: string }) => {
    const s = started.get(q.__knexQueryUid);
    if (s) done.push(`${kind(s.sql)} ${f1(ms(s.t0))} ms`);
  };
  knex.on('query', onQuery).on('query-response', onResponse);
  try {
    await searchLibrary(knex, parseLibraryQuery(args));
  } finally {
    knex.removeListener('query', onQuery).removeListener('query-response', onResponse);
  }
  return done.join(' → ');
}

/** The statement as Postgres gets it (knex's query event reports it in $n form already). */
const native = (c: Captured) => ({ text: c.sql, values: c.bindings });

async function searchFigures(knex: Knex, url: string, log: (line: string) => void): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    log(`\n  search, service level: searchLibrary(knex, parseLibraryQuery(…)), ${QUERIES.length} queries × ${RUNS} runs (fewer past ${QUERY_BUDGET_MS / 1000} s), one at a time, after one warm-up run each`);
    const all: { v: number; w: number }[] = [];
    const rows: string[] = [];
    for (const q of QUERIES) {
      const parsed = parseLibraryQuery(q.args);
      const first = await searchLibrary(knex, parsed); // warm-up, and what it found
      const times: number[] = [];
      const started = performance.now();
      while (times.length < RUNS && (times.length < 3 || ms(started) < QUERY_BUDGET_MS)) {
        const t0 = performance.now();
        await searchLibrary(knex, parsed);
        times.push(ms(t0));
      }
      all.push(...times.map((v) => ({ v, w: 1 / times.length })));
      times.sort((a, b) => a - b);
      // how many listed books match: the main statement without its limit and offset, counted
      let matches = '?';
      const captured = await captureSearchSql(knex, q.args);
      if (captured) {
        const { text, values } = native(captured);
        const bare = text.replace(/\s+(limit \$\d+(\s+offset \$\d+)?|offset \$\d+\s+limit \$\d+)\s*$/i, '');
        const used = Math.max(0, ...[...bare.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));
        if (bare !== text) matches = String((await client.query(`select count(*)::int as n from (${bare}) x`, values.slice(0, used))).rows[0].n);
      } else {
        matches = '0 (no full-text statement)';
      }
      const args = [`"${q.args.query}"`, q.args.language && `language ${q.args.language}`, q.args.readingLevel && `level ${q.args.readingLevel}`].filter(Boolean).join(', ');
      rows.push(`    ${args.padEnd(42)} ${q.label.padEnd(19)} p50 ${f1(pct(times, 50)).padStart(6)} ms  max ${f1(times.at(-1)!).padStart(6)} ms  matches ${matches.padStart(6)}  runs ${String(times.length).padStart(2)}  page ${first.books.length}${first.suggestions.length ? ` (${first.suggestions.length} suggestions)` : ''}`);
    }
    const p95 = weightedPct(all, 95);
    log(`  overall (each query weighted alike): p50 ${f1(weightedPct(all, 50))} ms  p95 ${f1(p95)} ms  p99 ${f1(weightedPct(all, 99))} ms  (target p95 < 30 ms: ${p95 < 30 ? 'met' : 'MISSED'})`);
    for (const r of rows) log(r);
    log('  statements of one call (the page statement ranks the capped candidates; "matches" above counts them):');
    for (const args of [{ query: 'history' }, { query: 'photosynthesis' }, { query: 'zzyzx qwertyuiop' }]) log(`    "${args.query}": ${await statementTimes(knex, args)}`);

    for (const args of [{ query: 'history' }, { query: 'photosynthesis' }, { limit: 24 }]) {
      const captured = await captureSearchSql(knex, args);
      if (!captured) {
        log(`\n  EXPLAIN: no page statement seen for ${JSON.stringify(args)}`);
        continue;
      }
      const { text, values } = native(captured);
      const { rows: plan } = await client.query(`explain (analyze, buffers) ${text}`, values);
      const lines: string[] = plan.map((r: Record<string, string>) => r['QUERY PLAN']!);
      const indexes = [...new Set(lines.flatMap((l) => [...l.matchAll(/(?:Bitmap Index Scan on|Index Scan using|Index Only Scan using) (\w+)/g)].map((m) => m[1]!)))];
      const seq = lines.some((l) => l.includes('Seq Scan on textbooks'));
      const time = (label: string) => lines.find((l) => l.startsWith(label))?.replace(`${label}: `, '') ?? '?';
      log(`\n  EXPLAIN (ANALYZE, BUFFERS) ${'query' in args ? `"${args.query}"` : 'Discover listing (no query, newest)'}: execution ${time('Execution Time')}, planning ${time('Planning Time')}`);
      log(`    textbooks read through: ${indexes.filter((i) => i.startsWith('books')).join(', ') || 'no index'}${seq ? ' + Seq Scan on textbooks' : ''}`
        + ('query' in args ? `; Bitmap Index Scan on textbooks_search_vector: ${indexes.includes('textbooks_search_vector') ? 'yes' : 'NO'}` : ''));
      for (const l of lines.filter((l) => !/^(Planning|Execution)/.test(l)).slice(0, 24)) log(`    ${l.length > 150 ? l.slice(0, 147) + '...' : l}`);
    }
  } finally {
    await client.end();
  }
}

// ── /graphql under load ──────────────────────────────────────────────────────────────────────

interface Server { port: number; stop: () => Promise<void> }

async function startServer(databaseUrl: string, cacheSeconds: number): Promise<Server> {
  const port = await freePort();
  const child: ChildProcess = spawn(node, [path.join(root, 'bench/library-server.ts')], {
    cwd: root, stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, DATABASE_URL: databaseUrl, LIBRARY_CACHE_SECONDS: String(cacheSeconds), PORT: String(port) },
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => { out += d; if (out.includes('listening')) resolve(); });
    child.once('exit', (code) => reject(new Error(`bench app exited (${code}) before listening`)));
  });
  return {
    port,
    stop: () => new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }),
  };
}

interface Load { rps: number; p50: number; p95: number; p99: number; requests: number; errors: number }

const gql = (query: string, variables?: Record<string, unknown>) => JSON.stringify(variables ? { query, variables } : { query });

async function load(port: number, bodies: string[], seconds = DURATION_S): Promise<Load> {
  const latencies: number[] = [];
  const requests = bodies.map((body) => ({ body }));
  let clients = 0;
  let instance!: autocannon.Instance;
  const finished = new Promise<autocannon.Result>((resolve, reject) => { instance = autocannon({
    url: `http://127.0.0.1:${port}/graphql`, connections: CONNECTIONS, duration: seconds,
    method: 'POST', headers: { 'content-type': 'application/json' },
    requests, timeout: 60,
    // each connection starts at another place in the list, so they do not send the same query in step
    setupClient: (client) => {
      const k = clients++ % requests.length;
      if (k) client.setRequests([...requests.slice(k), ...requests.slice(0, k)]);
    },
    // a 200 that carries GraphQL errors is a failure too
    verifyBody: (body) => !String(body).includes('"errors"'),
  }, (err, result) => (err ? reject(err) : resolve(result))); });
  instance.on('response', (_client, _status, _bytes, time) => { latencies.push(time); });
  const result = await finished;
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / seconds, p50: pct(latencies, 50), p95: pct(latencies, 95), p99: pct(latencies, 99),
    requests: latencies.length, errors: result.errors + result.non2xx + result.mismatches + result.timeouts,
  };
}

/** Each body once: GraphQL data and no errors, else the bench would measure error replies. */
async function check(port: number, bodies: string[]): Promise<void> {
  for (const body of bodies) {
    const res = await fetch(`http://127.0.0.1:${port}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const json = await res.json() as { data?: unknown; errors?: unknown };
    if (res.status !== 200 || json.errors || !json.data) throw new Error(`bench request failed (${res.status}): ${body} → ${JSON.stringify(json).slice(0, 300)}`);
  }
}

/** Until the bench database has had no running statement for a moment (the server still works on
 * what a finished autocannon run left in flight). */
async function drained(db: pg.Client): Promise<void> {
  for (let quiet = 0; quiet < 3;) {
    const { rows } = await db.query(`select count(*)::int as n from pg_stat_activity where datname = $1 and state = 'active' and pid <> pg_backend_pid()`, [DATABASE]);
    quiet = rows[0].n === 0 ? quiet + 1 : 0;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function measure(port: number, bodies: string[], db: pg.Client): Promise<Load> {
  await check(port, bodies);
  await load(port, bodies, WARMUP_S);
  await drained(db);
  const figures = await load(port, bodies);
  await drained(db);
  return figures;
}

const VERSION = gql('{ version { version build } }');
const LISTING = gql('{ library(limit: 24) { books { id title slug author { name slug } readCount saveCount } nextOffset } }');
const SEARCH_QUERY = `query Search($query: String, $language: String, $readingLevel: String) {
  library(query: $query, language: $language, readingLevel: $readingLevel) {
    books { id title slug snippet author { name slug } readCount saveCount } nextOffset suggestions
  }
}`;
const SEARCHES = QUERIES.map((q) => gql(SEARCH_QUERY, Object.fromEntries(Object.entries(q.args).filter(([, v]) => v !== undefined))));

async function loadFigures(url: string, log: (line: string) => void): Promise<void> {
  const fmt = (l: Load) => l.requests === 0 ? `no request completed in ${DURATION_S} s` : `${l.rps.toFixed(l.rps < 10 ? 1 : 0).padStart(6)} req/s  p50 ${f1(l.p50).padStart(6)} ms  p95 ${f1(l.p95).padStart(6)} ms  p99 ${f1(l.p99).padStart(6)} ms  errors ${l.errors}`;
  log(`\n  /graphql under load: app (buildApp, no site, pool of 10) in its own process, autocannon ${CONNECTIONS} connections × ${DURATION_S} s (after ${WARMUP_S} s warm-up)`);

  const db = new pg.Client({ connectionString: url });
  await db.connect();
  let bare: Load, listingCached: Load, listingUncached: Load, search: Load;
  try {
    const cached = await startServer(url, 5);
    try {
      bare = await measure(cached.port, [VERSION], db);
      listingCached = await measure(cached.port, [LISTING], db);
    } finally {
      await cached.stop();
    }
    const uncached = await startServer(url, 0);
    try {
      listingUncached = await measure(uncached.port, [LISTING], db);
      search = await measure(uncached.port, SEARCHES, db);
    } finally {
      await uncached.stop();
    }
  } finally {
    await db.end();
  }
  const ratio = (l: Load) => `${(l.rps / bare.rps).toFixed(2)} of bare Mercurius`;
  const listingTarget = (l: Load) => `(target ≥ 0.60: ${l.rps / bare.rps >= 0.6 ? 'met' : 'MISSED'})`;
  log(`  bare Mercurius { version }:              ${fmt(bare)}`);
  log(`  Discover listing, cache 5 s (production): ${fmt(listingCached)}  ${ratio(listingCached)} ${listingTarget(listingCached)}`);
  log(`  Discover listing, uncached:              ${fmt(listingUncached)}  ${ratio(listingUncached)} ${listingTarget(listingUncached)}`);
  log(`  search, uncached, ${QUERIES.length} queries rotating:  ${fmt(search)}  ${ratio(search)} (target p95 < 30 ms: ${search.p95 < 30 ? 'met' : 'MISSED'})`);
}

// ── the section ──────────────────────────────────────────────────────────────────────────────

export interface BenchDatabase { url: string; knex: Knex; close: () => Promise<void> }

/** An embedded Postgres in a temporary folder with the bench database, migrated and filled. */
export async function openBenchDatabase(log: (line: string) => void = console.log): Promise<BenchDatabase> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bookloom-bench-library-'));
  let server: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined;
  let knex: Knex | undefined;
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await knex?.destroy().catch(() => undefined);
    if (server) {
      const admin = new pg.Client({ connectionString: server.url() });
      await admin.connect().then(() => admin.query(`drop database if exists ${DATABASE} with (force)`))
        .catch((err: Error) => log(`  could not drop ${DATABASE}: ${err.message}`)).finally(() => admin.end().catch(() => undefined));
      await server.stop();
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    server = await startEmbeddedPostgres({ dir });
    const admin = new pg.Client({ connectionString: server.url() });
    await admin.connect();
    await admin.query(`create database ${DATABASE}`).finally(() => admin.end());
    const url = server.url(DATABASE);
    knex = createKnex(url, { max: 4 });
    await migrateLatest(knex);
    await generate(knex, log);
    return { url, knex, close };
  } catch (err) {
    await close();
    throw err;
  }
}

export async function libraryBench(log: (line: string) => void = console.log): Promise<void> {
  let db: BenchDatabase | undefined;
  let opening: Promise<BenchDatabase> | undefined;
  // Ctrl-C mid-run: still drop the database and stop Postgres
  const onSignal = (signal: NodeJS.Signals) => {
    void Promise.resolve(db ?? opening?.catch(() => undefined)).then((d) => d?.close()).finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    opening = openBenchDatabase(log);
    db = await opening;
    await searchFigures(db.knex, db.url, log);
    await loadFigures(db.url, log);
  } finally {
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
    await db?.close();
  }
}
