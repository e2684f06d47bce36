import { BaseModel } from './BaseModel.ts';

export class UserProfile extends BaseModel {
  static override tableName = 'user_profiles';

  declare id: string;
  declare userId: string;
  declare bio: string;
  declare language: string | null;
  declare settings: Record<string, unknown>;
  declare createdAt: string;
  declare updatedAt: string;
}
