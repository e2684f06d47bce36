// The app for the library bench's load runs, in a process of its own (so autocannon does not
// share its event loop): buildApp without the site, on DATABASE_URL, LIBRARY_CACHE_SECONDS as
// given. Prints "listening <port>" when ready; SIGTERM closes it.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../api/app.ts';
import { loadConfig } from '../api/config.ts';
import { createKnex } from '../db/knex.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bookloom-bench-library-app-'));
const config = loadConfig({
  APP_ENV: 'local',
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.DATABASE_URL,
  JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-keys',
  LOG_LEVEL: 'error',
  LIBRARY_CACHE_SECONDS: process.env.LIBRARY_CACHE_SECONDS ?? '5',
});
// the pool size the app uses in production (db/database.ts: createKnex's default)
const knex = createKnex(config.DATABASE_URL!);
const app = await buildApp({ config, knex, site: false });
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`);

process.once('SIGTERM', async () => {
  await app.close();
  await knex.destroy();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
