// Opens the app's database: DATABASE_URL when set, else the embedded Postgres under DATA_DIR.
// Migrations are applied here, so every start (and every worker) runs on a current schema.
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../api/config.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded.ts';
import { createKnex, migrateLatest, type Knex } from './knex.ts';

export const LOCAL_DATABASE = 'bookloom';

export interface Database {
  knex: Knex;
  url: string;
  embedded?: EmbeddedPostgres;
  close: (opts?: { stopEmbedded?: boolean }) => Promise<void>;
}

export class DatabaseUnreachableError extends Error {}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

export async function openDatabase(config: Config, log: (line: string) => void = () => {}): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined;
  let url: string;
  if (config.DATABASE_URL) {
    url = config.DATABASE_URL;
  } else {
    embedded = await startEmbeddedPostgres({ dir: path.join(config.DATA_DIR, 'pg'), log });
    await ensureDatabase(embedded.url(), LOCAL_DATABASE);
    url = embedded.url(LOCAL_DATABASE);
  }
  // one plain connection first: a clear error, before the pool starts retrying and logging
  const probe = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await probe.connect();
  } catch (err) {
    const where = config.DATABASE_URL ? 'DATABASE_URL' : 'the embedded Postgres';
    throw new DatabaseUnreachableError(`Cannot reach ${where}: ${(err as Error).message}`);
  } finally {
    await probe.end().catch(() => undefined);
  }
  const knex = createKnex(url);
  const applied = await migrateLatest(knex);
  if (applied.length) log(`applied migrations: ${applied.join(', ')}`);
  return {
    knex,
    url,
    embedded,
    close: async ({ stopEmbedded = true } = {}) => {
      await knex.destroy();
      if (embedded && stopEmbedded) await embedded.stop();
    },
  };
}
