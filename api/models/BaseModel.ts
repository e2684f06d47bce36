// Shared base for every Objection model: snake_case columns in the database, camelCase in code.
// updated_at is kept by a database trigger (see the foundation migration), not by the model, so
// raw Knex updates refresh it too. Query errors map to clear 4xx in api/errors.ts.
import { Model, snakeCaseMappers } from 'objection';

export class BaseModel extends Model {
  static override get columnNameMappers() {
    return snakeCaseMappers();
  }
}
