// Queue name → handler. Each handler is idempotent: pg-boss delivers at least once.
import type { Knex } from 'knex';
import { runTask } from '../services/tasks.ts';

export const handlers: Record<string, (knex: Knex, data: Record<string, unknown>) => Promise<void>> = {
  'admin-task': (knex, data) => runTask(knex, String(data.taskId)),
};
