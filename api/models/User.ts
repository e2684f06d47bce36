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

  // joins name database columns (snake_case); the mappers only rename the rows' properties
  static override get relationMappings() {
    return {
      profile: { relation: BaseModel.HasOneRelation, modelClass: UserProfile, join: { from: 'users.id', to: 'user_profiles.user_id' } },
      slugs: { relation: BaseModel.HasManyRelation, modelClass: UserSlug, join: { from: 'users.id', to: 'user_slugs.user_id' } },
    };
  }
}
