import { BaseModel } from './BaseModel.ts';

export const TASK_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export class Task extends BaseModel {
  static override tableName = 'tasks';

  declare id: string;
  declare type: string;
  declare status: TaskStatus;
  declare payload: Record<string, unknown>;
  declare result: Record<string, unknown> | null;
  declare createdBy: string | null;
  declare createdAt: string;
  declare updatedAt: string;
  declare startedAt: string | null;
  declare finishedAt: string | null;
}
