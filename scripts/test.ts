// npm test: typecheck, build, unit, api and e2e tests, then one closing line `N passed, N failed`
// (the form CI reads). Exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
// node_modules/.bin first, so every tool runs on the pinned Node 24 even outside npm scripts
const env = { ...process.env, PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}`, ASTRO_TELEMETRY_DISABLED: '1', FORCE_COLOR: process.env.CI ? '0' : '1' };
let passed = 0;
let failed = 0;
const only = process.argv.slice(2); // e.g. `npm test -- unit api` runs only those stages

function step(name: string, command: string, args: string[]): boolean {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  return result.status === 0;
}

function check(name: string, command: string, args: string[]): void {
  if (only.length && !only.includes(name.split(' ')[0]!)) return;
  if (step(name, command, args)) passed++;
  else { failed++; console.log(`✗ ${name} failed`); }
}

function vitest(project: string): void {
  if (only.length && !only.includes(project)) return;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bookloom-vitest-'));
  const report = path.join(dir, 'report.json');
  const ok = step(`${project} tests`, bin('vitest'), ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
  if (existsSync(report)) {
    const r = JSON.parse(readFileSync(report, 'utf8')) as { numPassedTests: number; numFailedTests: number; numTotalTests: number; testResults: { status: string; assertionResults: unknown[] }[] };
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    // a file that failed to load has no test results but must count as a failure
    failed += r.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length;
    if (!ok && r.numFailedTests === 0) failed++;
  } else {
    failed++;
  }
  rmSync(dir, { recursive: true, force: true });
}

if (!only.length || only.includes('build') || only.includes('api') || only.includes('e2e')) {
  if (!step('build (astro build)', bin('astro'), ['build'])) { failed++; console.log('✗ build failed'); }
}
// astro check first: it generates .astro/ types that tsc reads
check('typecheck (astro check)', bin('astro'), ['check']);
check('typecheck (tsc)', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
vitest('unit');
vitest('api');
vitest('e2e');

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
