// A fresh, migrated database for one test file, dropped when the file is done.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createKnex, migrateLatest, type Knex } from '../../db/knex.ts';

export interface TestDatabase {
  url: string;
  knex: Knex;
  drop: () => Promise<void>;
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase({ migrate = true } = {}): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await admin((c) => c.query(`create database ${name}`));
  const url = new URL(inject('pgAdminUrl'));
  url.pathname = `/${name}`;
  const knex = createKnex(url.href, { max: 5 });
  if (migrate) await migrateLatest(knex);
  return {
    url: url.href,
    knex,
    drop: async () => {
      await knex.destroy();
      await admin((c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}
