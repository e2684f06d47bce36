// Engine figures with the offline writer: one 10-chapter textbook from start to done (the
// engine's own overhead, since the writer is instant), and 20 users generating at once through
// pg-boss workers (throughput, database queries per chapter).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../api/config.ts';
import { startJobs } from '../api/jobs/boss.ts';
import { newId } from '../api/lib/ids.ts';
import { generateTextbook, startTextbook } from '../api/services/textbooks/generation.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { createKnex, migrateLatest } from '../db/knex.ts';

export interface EngineFigures {
  singleBookMs: number;
  singleBookQueries: number;
  concurrentBooks: number;
  concurrentChapters: number;
  concurrentMs: number;
  queriesPerChapter: number;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function engineFigures(): Promise<EngineFigures> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bookloom-bench-engine-'));
  const pg = await startEmbeddedPostgres({ dir });
  const url = pg.url();
  const knex = createKnex(url, { max: 20 });
  try {
    await migrateLatest(knex);
    const config = loadConfig({ DATABASE_URL: url, DATA_DIR: dir, JWT_SECRET: 'b'.repeat(40), LOG_LEVEL: 'silent' });
    let queries = 0;
    knex.on('query', () => { queries++; });
    const user = async (n: number) => {
      const id = newId('User');
      await knex('users').insert({ id, email: `bench${n}@example.com`, name: `Bench ${n}` });
      return { id, roles: [] as string[] };
    };
    const start = (actor: { id: string }, n: number, deps: Parameters<typeof startTextbook>[0]) =>
      startTextbook(deps, actor as never, { title: `Bench book ${n}`, topic: 'rivers and how they shape the land', language: 'en', chapterCount: 10, idempotencyKey: `bench-start-${n}` });

    // one book, jobs run in this process right after each commit
    const inline = { knex, jobs: null, inline: { knex, config } };
    const solo = await user(0);
    queries = 0;
    const t0 = performance.now();
    const book = await start(solo, 0, inline);
    await generateTextbook(inline, solo as never, book.id, 'bench-generate-0');
    const singleBookMs = performance.now() - t0;
    const singleBookQueries = queries;

    // 20 users at once through the queue and in-process workers
    const jobs = await startJobs(url, knex, config, { work: true });
    const queued = { knex, jobs };
    const actors = await Promise.all(Array.from({ length: 20 }, (_, i) => user(i + 1)));
    queries = 0;
    const t1 = performance.now();
    const books = await Promise.all(actors.map((a, i) => start(a, i + 1, queued)));
    const waitFor = async (ids: string[], status: string) => {
      while ((await knex('books').whereIn('id', ids).where({ status }).count<{ n: string }[]>('* as n').first())!.n !== String(ids.length)) await pause(50);
    };
    const ids = books.map((b) => b.id);
    await waitFor(ids, 'outlined');
    await Promise.all(actors.map((a, i) => generateTextbook(queued, a as never, ids[i]!, `bench-generate-${i + 1}`)));
    await waitFor(ids, 'done');
    const concurrentMs = performance.now() - t1;
    const chapters = ids.length * 10;
    const figures = { singleBookMs, singleBookQueries, concurrentBooks: ids.length, concurrentChapters: chapters, concurrentMs, queriesPerChapter: queries / chapters };
    await jobs.stop();
    return figures;
  } finally {
    await knex.destroy();
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
