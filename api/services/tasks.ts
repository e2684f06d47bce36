// Admin tasks (spec §2 /admin/tasks): a row describes the work, a job runs it, the row records
// the outcome. Running a task twice is safe: only a queued task is claimed, and editing or
// cancelling also applies only to a queued task, in the same single UPDATE, so an admin's edit
// and a worker's claim cannot both win.
import type { Knex } from 'knex';
import { parseId } from '../../core/ids.ts';
import { AppError } from '../errors.ts';
import { newId } from '../lib/ids.ts';
import type { Jobs } from '../jobs/boss.ts';
import { TASK_STATUSES, type TaskStatus } from '../models/Task.ts';
import { parseJsonInput } from './global-configs.ts';

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

export const TASK_QUEUE = 'admin-task';
export const TASKS_PAGE_SIZE = 20;

export async function runTask(knex: Knex, taskId: string): Promise<void> {
  const id = parseId('Task', taskId);
  const [task] = await knex('tasks').where({ id, status: 'queued' })
    .update({ status: 'running', started_at: knex.fn.now(), updated_at: knex.fn.now() }).returning('*');
  if (!task) return; // already claimed, finished or cancelled
  const runner = Object.hasOwn(TASK_TYPES, task.type) ? TASK_TYPES[task.type as string] : undefined;
  try {
    if (!runner) throw new Error(`Unknown task type: ${task.type}`);
    const result = await runner.run(knex, task.payload);
    await knex('tasks').where({ id }).update({ status: 'done', result, finished_at: knex.fn.now(), updated_at: knex.fn.now() });
  } catch (err) {
    await knex('tasks').where({ id })
      .update({ status: 'failed', result: { error: (err as Error).message }, finished_at: knex.fn.now(), updated_at: knex.fn.now() });
  }
}

export interface TaskRow {
  id: string;
  type: string;
  status: TaskStatus;
  payload: Record<string, unknown>;
  result: unknown;
  createdBy: string | null;
  createdAt: Date;
  updatedAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

const COLUMNS = [
  'id', 'type', 'status', 'payload', 'result', 'created_by as createdBy', 'created_at as createdAt',
  'updated_at as updatedAt', 'started_at as startedAt', 'finished_at as finishedAt',
];
const FORM_INVALID = 'Errors prevented this form from being saved';

export function taskTypeList(): { type: string; description: string }[] {
  return Object.entries(TASK_TYPES).map(([type, { description }]) => ({ type, description }));
}

export function isTaskStatus(value: unknown): value is TaskStatus {
  return typeof value === 'string' && (TASK_STATUSES as readonly string[]).includes(value);
}

/** A page number from user input: a whole number from 1, else 1. */
export function pageNumber(value: unknown): number {
  const page = typeof value === 'string' ? Number(value) : value;
  return typeof page === 'number' && Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1;
}

function checkType(type: unknown): string {
  if (typeof type !== 'string' || type === '') throw AppError.badInput(FORM_INVALID, { type: 'is required' });
  if (!Object.hasOwn(TASK_TYPES, type)) throw AppError.badInput(`Unknown task type: ${type}`, { type: 'is not a known task type' });
  return type;
}

export async function listTasks(knex: Knex, { status, page: requested }: { status?: string | null | undefined; page?: unknown }): Promise<Page<TaskRow>> {
  if (status && !isTaskStatus(status)) throw AppError.badInput(`Unknown status: ${status}`, { status: 'is not valid' });
  const page = pageNumber(requested);
  const base = knex('tasks').modify((q) => { if (status) q.where({ status }); });
  const [{ count } = { count: 0 }] = await base.clone().count<{ count: string | number }[]>({ count: '*' });
  const items = await base.clone().select(COLUMNS).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])
    .limit(TASKS_PAGE_SIZE).offset((page - 1) * TASKS_PAGE_SIZE);
  const total = Number(count);
  return { items, total, page, pageSize: TASKS_PAGE_SIZE, pageCount: Math.max(1, Math.ceil(total / TASKS_PAGE_SIZE)) };
}

export async function findTask(knex: Knex, id: unknown): Promise<TaskRow | undefined> {
  let taskId: string;
  try {
    taskId = parseId('Task', id);
  } catch {
    return undefined;
  }
  return knex('tasks').where({ id: taskId }).first(COLUMNS);
}

export async function getTask(knex: Knex, id: unknown): Promise<TaskRow> {
  const taskId = parseId('Task', id);
  const row = await knex('tasks').where({ id: taskId }).first(COLUMNS);
  if (!row) throw AppError.notFound('No task with that id');
  return row;
}

export interface TaskInput {
  type?: string | null | undefined;
  payload?: string | null | undefined;
}

/** Inserts a queued task; `start` hands it to the queue (see startTask). */
export async function createTask(knex: Knex, input: TaskInput, createdBy: string | null): Promise<TaskRow> {
  const type = checkType(input.type);
  const payload = input.payload === undefined || input.payload === null || input.payload.trim() === ''
    ? '{}'
    : parseJsonInput(input.payload, 'payload', { objectOnly: true }).json;
  const [row] = await knex('tasks').insert({ id: newId('Task'), type, payload, created_by: createdBy, status: 'queued' }).returning(COLUMNS);
  return row as TaskRow;
}

/**
 * Queues the task's job; without a queue (tests, a tool run) the task runs here and now. A
 * queue failure marks the task failed rather than leaving a row nothing will pick up.
 */
export async function startTask(knex: Knex, jobs: Jobs | null, taskId: string): Promise<void> {
  if (!jobs) return runTask(knex, taskId);
  try {
    await jobs.boss.send(TASK_QUEUE, { taskId });
  } catch (err) {
    await knex('tasks').where({ id: taskId, status: 'queued' })
      .update({ status: 'failed', result: { error: 'Could not queue the task' }, finished_at: knex.fn.now() });
    throw err;
  }
}

async function whyNotQueued(knex: Knex, id: string): Promise<AppError> {
  const row = await knex('tasks').where({ id }).first('status');
  if (!row) return AppError.notFound('No task with that id');
  return new AppError(409, 'CONFLICT', `Only a queued task can be changed; this one is ${row.status}`);
}

export async function updateTask(knex: Knex, id: unknown, input: TaskInput): Promise<TaskRow> {
  const taskId = parseId('Task', id);
  const changes: Record<string, string> = {};
  if (input.type !== undefined && input.type !== null) changes.type = checkType(input.type);
  if (input.payload !== undefined && input.payload !== null) changes.payload = parseJsonInput(input.payload, 'payload', { objectOnly: true }).json;
  const query = knex('tasks').where({ id: taskId, status: 'queued' });
  const [row] = Object.keys(changes).length > 0
    ? await query.update(changes).returning(COLUMNS)
    : [await query.first(COLUMNS)];
  if (!row) throw await whyNotQueued(knex, taskId);
  return row as TaskRow;
}

export async function cancelTask(knex: Knex, id: unknown): Promise<TaskRow> {
  const taskId = parseId('Task', id);
  const [row] = await knex('tasks').where({ id: taskId, status: 'queued' })
    .update({ status: 'cancelled', finished_at: knex.fn.now() }).returning(COLUMNS);
  if (!row) throw await whyNotQueued(knex, taskId);
  return row as TaskRow;
}
