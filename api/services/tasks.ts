// Admin tasks (spec §2 /admin/tasks): a row describes the work, a job runs it, the row records
// the outcome. Running a task twice is safe: only a queued task is claimed.
import type { Knex } from 'knex';
import { parseId } from '../../core/ids.ts';

type TaskRunner = (knex: Knex, payload: Record<string, unknown>) => Promise<Record<string, unknown>>;

export const TASK_TYPES: Record<string, { description: string; run: TaskRunner }> = {
  purgeRichLogs: {
    description: 'Delete rich log entries older than payload.days (default 30)',
    run: async (knex, payload) => {
      const days = Number(payload.days ?? 30);
      if (!Number.isInteger(days) || days < 1) throw new Error('days must be a whole number of at least 1');
      const deleted = await knex('rich_log_entries').where('created_at', '<', knex.raw(`now() - make_interval(days => ?)`, [days])).delete();
      return { deleted };
    },
  },
};

export async function runTask(knex: Knex, taskId: string): Promise<void> {
  const id = parseId('Task', taskId);
  const [task] = await knex('tasks').where({ id, status: 'queued' })
    .update({ status: 'running', started_at: knex.fn.now(), updated_at: knex.fn.now() }).returning('*');
  if (!task) return; // already claimed, finished or cancelled
  const runner = TASK_TYPES[task.type as string];
  try {
    if (!runner) throw new Error(`Unknown task type: ${task.type}`);
    const result = await runner.run(knex, task.payload);
    await knex('tasks').where({ id }).update({ status: 'done', result, finished_at: knex.fn.now(), updated_at: knex.fn.now() });
  } catch (err) {
    await knex('tasks').where({ id })
      .update({ status: 'failed', result: { error: (err as Error).message }, finished_at: knex.fn.now(), updated_at: knex.fn.now() });
  }
}
