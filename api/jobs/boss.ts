// Background jobs on pg-boss, in the same Postgres (schema pgboss). Workers run inside the server
// by default (WORKERS=in-process) or as separate processes (npm run worker), any number of them;
// pg-boss hands each job to one worker with SKIP LOCKED. Jobs that write books heartbeat, so a
// worker killed mid-job is noticed within seconds and the job retried elsewhere.
import { fromKnex, PgBoss } from 'pg-boss';
import type { Knex } from 'knex';
import type { Config } from '../config.ts';
import { queues, type JobContext } from './queues.ts';

export interface Jobs {
  boss: PgBoss;
  /** queue a job inside a database transaction: a rollback leaves no job */
  send: (trx: Knex, queue: string, data: object, singletonKey?: string) => Promise<void>;
  stop: () => Promise<void>;
}

export async function startJobs(url: string, knex: Knex, config: Config, { work }: { work: boolean }): Promise<Jobs> {
  // supervise often: a dead worker's job (no heartbeat for 10 s) is failed and retried soon after
  const boss = new PgBoss({ connectionString: url, schema: 'pgboss', max: 4, application_name: 'bookloom-jobs', superviseIntervalSeconds: 5, monitorIntervalSeconds: 5,
    // LISTEN/NOTIFY wakes a worker the moment a job is queued; polling stays as a backstop
    useListenNotify: true });
  boss.on('error', (err) => console.error('[jobs]', err.message));
  await boss.start();
  const context: JobContext = { knex, config };
  for (const [name, queue] of Object.entries(queues)) {
    await boss.createQueue(name, queue.options ?? {});
    if (work) {
      // a batch of up to `concurrency` jobs at once; while batches come back full the worker
      // fetches again at once (a backlog drains without polling pauses)
      await boss.work(name, { batchSize: queue.concurrency ?? 1, burstWhenBatchFull: true, pollingIntervalSeconds: 0.5 }, async (jobs) => {
        await Promise.all(jobs.map((job) => queue.handler(context, job.data as Record<string, unknown>)));
      });
    }
  }
  return {
    boss,
    send: async (trx, queue, data, singletonKey) => {
      await boss.send(queue, data, { db: fromKnex(trx as never), ...(singletonKey ? { singletonKey } : {}) });
    },
    // graceful: let running jobs finish (up to the timeout) before the pool closes
    stop: () => boss.stop({ graceful: true, timeout: 20_000, close: true }),
  };
}
