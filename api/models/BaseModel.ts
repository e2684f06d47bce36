// Shared base for every Objection model: snake_case columns, timestamps kept by the database
// and refreshed on update, and query errors wrapped so they map to clear 4xx (api/errors.ts).
import { Model, snakeCaseMappers, type ModelOptions, type QueryContext } from 'objection';

export class BaseModel extends Model {
  static override get columnNameMappers() {
    return snakeCaseMappers();
  }

  /** models without an updated_at column turn this off */
  static hasUpdatedAt = true;

  override $beforeUpdate(_opt: ModelOptions, _ctx: QueryContext): void {
    if ((this.constructor as typeof BaseModel).hasUpdatedAt) {
      (this as unknown as { updatedAt: string }).updatedAt = new Date().toISOString();
    }
  }
}
