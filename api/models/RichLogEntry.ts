import { BaseModel } from './BaseModel.ts';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export class RichLogEntry extends BaseModel {
  static override tableName = 'rich_log_entries';

  declare id: string;
  declare level: LogLevel;
  declare source: string;
  declare message: string;
  declare data: Record<string, unknown>;
  declare userId: string | null;
  declare createdAt: string;
}
