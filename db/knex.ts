// One Knex instance per database URL, and the migration source that reads db/migrations/*.ts
// with native imports (Knex's own file loader assumes CommonJS or a TS loader we don't use).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';

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

/** pg_advisory_lock key of the migrations (any fixed bigint: "bookloom" in ASCII, cut to 63 bits). */
export const MIGRATION_LOCK_KEY = 0x626f6f6b6c6f6f6dn & 0x7fffffffffffffffn;

/**
 * Applies pending migrations, one process at a time. Knex's own lock is not enough when several
 * processes start together on an empty database: each finds no `knex_migrations_lock` table and
 * creates it (one fails on pg_type's unique index), or each inserts a lock row (then every later
 * start finds two rows and refuses: "Migration table is already locked"). A Postgres session
 * advisory lock, held on a connection of its own, makes the others wait; they then find nothing
 * to do. A process that dies holding it releases it with its connection.
 */
export function migrateLatest(knex: Knex): Promise<string[]> {
  return withSessionLock(knex, MIGRATION_LOCK_KEY, async () => {
    const [, applied] = (await knex.migrate.latest(migrationConfig)) as [number, string[]];
    return applied;
  });
}

/** pg_advisory_lock key of the first start's demo seed ("bookseed" in ASCII, cut to 63 bits). */
export const SEED_LOCK_KEY = 0x626f6f6b73656564n & 0x7fffffffffffffffn;

/**
 * Runs `fn` while this process holds a Postgres session advisory lock, on a connection of its own,
 * so processes starting together on one database take turns (the migrations; the first start's
 * demo seed, whose inserts deadlocked when two servers seeded at once). A process that dies
 * holding it releases it with its connection.
 */
export async function withSessionLock<T>(knex: Knex, key: bigint, fn: () => Promise<T>): Promise<T> {
  const { connection } = knex.client.config as { connection: string | pg.ClientConfig };
  const lock = new pg.Client(typeof connection === 'string' ? { connectionString: connection } : { ...connection, application_name: 'bookloom-startup' });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [key.toString()]);
    return await fn();
  } finally {
    // ending the session releases the lock
    await lock.end().catch(() => undefined);
  }
}

/** Migrations present in the code but not yet applied to the database. */
export async function pendingMigrations(knex: Knex): Promise<string[]> {
  const [, pending] = (await knex.migrate.list(migrationConfig)) as [unknown, (string | { file: string })[]];
  return pending.map((m) => (typeof m === 'string' ? m : m.file));
}
