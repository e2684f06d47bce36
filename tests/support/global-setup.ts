// Starts one embedded Postgres for the whole run (in a temporary folder, on a free port) and
// hands its admin URL to the test files; each file then makes a database of its own.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../db/embedded.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    project.provide('pgAdminUrl', external);
    return;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bookloom-test-pg-'));
  const pg = await startEmbeddedPostgres({ dir });
  project.provide('pgAdminUrl', pg.url());
  return async () => {
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
