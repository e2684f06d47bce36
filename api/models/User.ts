import type { Role } from '../../core/roles.ts';
import { BaseModel } from './BaseModel.ts';
import { UserProfile } from './UserProfile.ts';
import { UserSlug } from './UserSlug.ts';

export class User extends BaseModel {
  static override tableName = 'users';

  declare id: string;
  declare email: string;
  declare name: string;
  declare picture: string | null;
  declare roles: Role[];
  declare disabledAt: string | null;
  declare createdAt: string;
  declare updatedAt: string;
  declare profile?: UserProfile;
  declare slugs?: UserSlug[];

  static override get relationMappings() {
    return {
      profile: { relation: BaseModel.HasOneRelation, modelClass: UserProfile, join: { from: 'users.id', to: 'user_profiles.userId' } },
      slugs: { relation: BaseModel.HasManyRelation, modelClass: UserSlug, join: { from: 'users.id', to: 'user_slugs.userId' } },
    };
  }
}
