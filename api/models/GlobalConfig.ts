import { BaseModel } from './BaseModel.ts';

export class GlobalConfig extends BaseModel {
  static override tableName = 'global_configs';
  static override idColumn = 'key';

  declare key: string;
  declare value: unknown;
  declare description: string;
  declare createdAt: string;
  declare updatedAt: string;
}
