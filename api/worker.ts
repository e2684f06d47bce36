// A separate worker process (npm run worker): runs queued jobs, serves no HTTP. Start as many
// as the load needs; pg-boss gives each job to exactly one of them at a time.
import { loadConfig } from './config.ts';
import { openDatabase } from '../db/database.ts';
import { startJobs } from './jobs/boss.ts';

const config = loadConfig();
const db = await openDatabase(config, (line) => console.log(`[worker] ${line}`));
const jobs = await startJobs(db.url, db.knex, config, { work: true });
console.log('[worker] running; stop with Ctrl-C');

const stop = async () => {
  await jobs.stop();
  // the web process owns the embedded Postgres; a worker never stops it
  await db.close({ stopEmbedded: false });
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
