// Background jobs on pg-boss, in the same Postgres (schema pgboss). Workers run inside the server
// by default (WORKERS=in-process) or as separate processes (npm run worker), any number of them;
// pg-boss hands each job to one worker with SKIP LOCKED.
import { PgBoss } from 'pg-boss';
import type { Knex } from 'knex';
import { handlers } from './handlers.ts';

export interface Jobs {
  boss: PgBoss;
  stop: () => Promise<void>;
}

export async function startJobs(url: string, knex: Knex, { work }: { work: boolean }): Promise<Jobs> {
  const boss = new PgBoss({ connectionString: url, schema: 'pgboss', max: 4, application_name: 'bookloom-jobs' });
  boss.on('error', (err) => console.error('[jobs]', err.message));
  await boss.start();
  for (const [queue, handler] of Object.entries(handlers)) {
    await boss.createQueue(queue);
    if (work) await boss.work(queue, async (jobs) => { for (const job of jobs) await handler(knex, job.data as never); });
  }
  return {
    boss,
    // graceful: let running jobs finish (up to the timeout) before the pool closes
    stop: () => boss.stop({ graceful: true, timeout: 20_000, close: true }),
  };
}
