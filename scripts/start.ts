// npm start: builds the site when the build is missing or older than its sources, then starts
// the server (api/main.ts). A newcomer runs `npm install && npm start` and nothing else.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const stamp = path.join(root, 'dist', '.build-stamp');
const SOURCES = ['site', 'content', 'core', 'astro.config.mjs', 'package.json'];

function newestMtime(p: string): number {
  const full = path.join(root, p);
  if (!existsSync(full)) return 0;
  const st = statSync(full);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
if (built < Math.max(...SOURCES.map(newestMtime))) {
  console.log('[bookloom] building the site (astro build)…');
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'astro'), ['build', '--silent'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}` },
  });
  if (result.status !== 0) {
    console.error('[bookloom] the site build failed; see the errors above');
    process.exit(1);
  }
  writeFileSync(stamp, new Date().toISOString() + '\n');
}

const { start } = await import('../api/main.ts');
await start();
