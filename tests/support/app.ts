// Builds the app once per test file against its own database (fastify/demo's test helper idea).
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../api/app.ts';
import { loadConfig, type Config } from '../../api/config.ts';
import { createTestDatabase, type TestDatabase } from './db.ts';

export interface TestApp {
  app: FastifyInstance;
  db: TestDatabase;
  config: Config;
  close: () => Promise<void>;
}

export function testConfig(db: { url: string }, env: Record<string, string> = {}): Config {
  return loadConfig({
    APP_ENV: 'local',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'bookloom-test-data-')),
    DATABASE_URL: db.url,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-keys',
    LOG_LEVEL: 'silent',
    LIBRARY_CACHE_SECONDS: '0',
    ...env,
  });
}

export async function createTestApp({ site = false, env = {} }: { site?: boolean; env?: Record<string, string> } = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  const config = testConfig(db, env);
  const app = await buildApp({ config, knex: db.knex, site });
  await app.ready();
  return {
    app,
    db,
    config,
    close: async () => {
      await app.close();
      await db.drop();
    },
  };
}
