import { BaseModel } from './BaseModel.ts';

export class UserSlug extends BaseModel {
  static override tableName = 'user_slugs';

  declare id: string;
  declare userId: string;
  declare slug: string;
  declare isCurrent: boolean;
  declare createdAt: string;
}
