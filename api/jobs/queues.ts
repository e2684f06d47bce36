// Queue name → settings and handler. Every handler is idempotent: pg-boss delivers at least once.
import type { Knex } from 'knex';
import type { Config } from '../config.ts';
import { runTask } from '../services/tasks.ts';
import { PART_QUEUE, PLAN_QUEUE, writePart, writePlan } from '../engine/books.ts';
import { buildExport, EXPORT_QUEUE } from '../exports/service.ts';

export interface JobContext {
  knex: Knex;
  config: Config;
}

export interface QueueDef {
  options?: { retryLimit?: number; retryDelay?: number; retryBackoff?: boolean; expireInSeconds?: number; heartbeatSeconds?: number; notify?: boolean };
  /** jobs of this queue one worker process runs at once */
  concurrency?: number;
  handler: (ctx: JobContext, data: Record<string, unknown>) => Promise<void>;
}

// writing jobs heartbeat every 5 s (pg-boss's default: half of heartbeatSeconds); a worker that
// stops beating for 10 s has died, and its job is retried
const WRITING = { retryLimit: 3, retryDelay: 1, retryBackoff: true, expireInSeconds: 15 * 60, heartbeatSeconds: 10, notify: true };

export const queues: Record<string, QueueDef> = {
  'admin-task': { handler: (ctx, data) => runTask(ctx.knex, String(data.taskId)) },
  // the book engine's queues, shared by every kind on it (api/engine/books.ts)
  [PLAN_QUEUE]: { options: WRITING, concurrency: 2, handler: (ctx, data) => writePlan(ctx, String(data.bookId)) },
  [PART_QUEUE]: { options: WRITING, concurrency: 4, handler: (ctx, data) => writePart(ctx, String(data.partId)) },
  // a book's file (issue 17): one build at a time per worker, retried twice
  [EXPORT_QUEUE]: { options: { retryLimit: 2, retryDelay: 5, expireInSeconds: 10 * 60 }, concurrency: 1, handler: (ctx, data) => buildExport(ctx, String(data.exportId)) },
  // textbook jobs queued before textbooks moved onto the engine (migration 0019), run by it
  'textbook-outline': { options: WRITING, concurrency: 2, handler: (ctx, data) => writePlan(ctx, String(data.textbookId)) },
  'textbook-chapter': { options: WRITING, concurrency: 4, handler: (ctx, data) => writePart(ctx, String(data.chapterId)) },
};
