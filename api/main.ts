// Starts Bookloom: config → database (embedded or DATABASE_URL) → migrations → first-run seed →
// app → workers. SIGINT/SIGTERM drain in-flight requests, stop workers, then stop Postgres.
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase, DatabaseUnreachableError, type Database } from '../db/database.ts';
import { isEmpty, seedDemo } from '../db/seeds/demo.ts';
import { SEED_LOCK_KEY, withSessionLock } from '../db/knex.ts';
import { drawSeedStorybooks } from '../db/seeds/storybooks.ts';
import { startJobs, type Jobs } from './jobs/boss.ts';
import { checkPdfEngine, closePdfBrowser } from './exports/pdf.ts';
import type { FastifyInstance } from 'fastify';

const log = (line: string) => console.log(`[bookloom] ${line}`);

/** One clear line and exit 1: no stack-trace wall for problems a person can fix. */
function fail(message: string): never {
  console.error(`[bookloom] ${message}`);
  process.exit(1);
}

export async function start(env = process.env): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }

  let db: Database;
  try {
    db = await openDatabase(config, log);
  } catch (err) {
    if (err instanceof DatabaseUnreachableError) fail(err.message);
    fail(`Could not open the database: ${(err as Error).message}`);
  }

  // one process seeds an empty database; another starting at the same moment waits, then finds it seeded
  if (config.isLocal) {
    const knex = db.knex;
    await withSessionLock(knex, SEED_LOCK_KEY, async () => {
      if (!(await isEmpty(knex))) return;
      const seeded = await seedDemo(knex);
      log(`first run: demo seed loaded (${seeded.users} users, ${seeded.configs} settings, ${seeded.books} library books, ${seeded.storybooks} storybooks to draw, ${seeded.worksheets} worksheet groups, ${seeded.cookbooks} cookbooks)`);
    });
  }

  let app: FastifyInstance;
  let jobs: Jobs;
  try {
    jobs = await startJobs(db.url, db.knex, config, { work: config.WORKERS === 'in-process' });
    app = await buildApp({ config, knex: db.knex, logger: { level: config.LOG_LEVEL }, jobs });
  } catch (err) {
    await db.close();
    fail((err as Error).message);
  }

  let stopping = false;
  const drawing = new AbortController();
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    drawing.abort();
    log(`${signal}: finishing in-flight requests and stopping`);
    const force = setTimeout(() => { console.error('[bookloom] shutdown took too long; exiting'); process.exit(1); }, 30_000);
    force.unref();
    await app.close(); // stops accepting, waits for in-flight requests
    await jobs.stop();
    await closePdfBrowser();
    await db.close();
    log('stopped cleanly');
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (err) {
    await jobs.stop().catch(() => undefined);
    await db.close();
    const e = err as NodeJS.ErrnoException;
    if (e.code === 'EADDRINUSE') fail(`Port ${config.PORT} is already in use: stop the other program or set PORT`);
    if (e.code === 'EACCES') fail(`Not allowed to listen on port ${config.PORT}: choose another with PORT`);
    fail(`Could not start the server: ${e.message}`);
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  // one write, so a reader of the log never sees the URL without the defaults below it
  console.log([`running at http://localhost:${port} (APP_ENV=${config.APP_ENV})`, ...config.defaultsInUse.map((d) => `default in use: ${d}`)]
    .map((line) => `[bookloom] ${line}`).join('\n'));
  // the demo storybooks' pictures, drawn in the background by the process that does background
  // work (db/seeds/storybooks.ts); a restart resumes
  // PDF exports need Chromium: said now, in one line, rather than by the first failed export
  if (config.WORKERS === 'in-process') {
    void checkPdfEngine().then((check) => {
      if (stopping) return;
      if (check.ok) log(`PDF exports: Chromium (${check.source})`);
      else console.error(`[bookloom] PDF exports will fail: ${check.message}`);
    });
  }
  if (config.isLocal && config.WORKERS === 'in-process') {
    void drawSeedStorybooks(db.knex, config, log, drawing.signal).catch((err: Error) => { if (!stopping) console.error(`[bookloom] drawing the demo storybooks failed: ${err.message}`); });
  }
}

if (import.meta.main) {
  await start();
}
