// One Knex instance per database URL, and the migration source that reads db/migrations/*.ts
// with native imports (Knex's own file loader assumes CommonJS or a TS loader we don't use).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import knexFactory, { type Knex } from 'knex';

export type { Knex };

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

export function createKnex(url: string, pool: { min?: number; max?: number } = {}): Knex {
  return knexFactory({
    client: 'pg',
    connection: { connectionString: url, application_name: 'bookloom' },
    pool: { min: pool.min ?? 0, max: pool.max ?? 10 },
    acquireConnectionTimeout: 10_000,
  });
}

interface Migration {
  up: (knex: Knex) => Promise<void>;
  down?: (knex: Knex) => Promise<void>;
}

const migrationSource: Knex.MigrationSource<string> = {
  async getMigrations() {
    return readdirSync(MIGRATIONS_DIR).filter((f) => /^\d{8}_\d{4}_[a-z0-9_]+\.ts$/.test(f)).sort();
  },
  getMigrationName: (file) => file,
  async getMigration(file) {
    return (await import(pathToFileURL(path.join(MIGRATIONS_DIR, file)).href)) as Migration;
  },
};

export const migrationConfig: Knex.MigratorConfig = { migrationSource, tableName: 'knex_migrations' };

export async function migrateLatest(knex: Knex): Promise<string[]> {
  const [, applied] = (await knex.migrate.latest(migrationConfig)) as [number, string[]];
  return applied;
}

/** Migrations present in the code but not yet applied to the database. */
export async function pendingMigrations(knex: Knex): Promise<string[]> {
  const [, pending] = (await knex.migrate.list(migrationConfig)) as [unknown, (string | { file: string })[]];
  return pending.map((m) => (typeof m === 'string' ? m : m.file));
}
