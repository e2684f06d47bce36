// The server as a newcomer runs it: `node api/main.ts` on the embedded defaults. Starting,
// stopping with a signal, surviving kill -9 with data intact, and one clear line when it can't start.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../db/embedded.ts';

const root = path.resolve(import.meta.dirname, '../..');
const node = path.join(root, 'node_modules', '.bin', 'node');
const children: ChildProcess[] = [];

interface Started { child: ChildProcess; output: () => string; exited: Promise<number | null> }

function startServer(env: Record<string, string>): Started {
  let out = '';
  const child = spawn(node, [path.join(root, 'api/main.ts')], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
  });
  children.push(child);
  child.stdout!.on('data', (d) => { out += d; });
  child.stderr!.on('data', (d) => { out += d; });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

async function waitFor(s: Started, text: string | RegExp, ms = 60_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (typeof text === 'string' ? s.output().includes(text) : text.test(s.output())) return;
    if (s.child.exitCode !== null) throw new Error(`server exited (${s.child.exitCode}):\n${s.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${text}:\n${s.output()}`);
}

/** Connects to the embedded cluster the way the app does: password and port from data/pg. */
async function embeddedClient(dataDir: string): Promise<pg.Client> {
  const password = readFileSync(path.join(dataDir, 'pg', 'password'), 'utf8').trim();
  const port = Number(readFileSync(path.join(dataDir, 'pg', 'cluster', 'postmaster.pid'), 'utf8').split('\n')[3]);
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'bookloom' });
  await client.connect();
  return client;
}

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
});

describe('npm start on the embedded defaults', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bookloom-life-'));

  it('starts, seeds once, survives kill -9 with data intact, and stops cleanly on SIGTERM', async () => {
    const port = String(await freePort());
    const first = startServer({ DATA_DIR: dataDir, PORT: port });
    await waitFor(first, `running at http://localhost:${port}`);
    expect(first.output()).toContain('first run: demo seed loaded');
    expect(first.output()).toContain('default in use: embedded Postgres');
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
    // the PDF engine is checked at start, and the log says which Chromium prints
    await waitFor(first, /PDF exports: Chromium \((system|CHROMIUM_PATH)\)/);

    const db = await embeddedClient(dataDir);
    await db.query(`insert into global_configs (key, value, description) values ('test.survivor', '"kept"', 'written before kill -9')`);
    await db.end();

    first.child.kill('SIGKILL');
    await first.exited;

    const second = startServer({ DATA_DIR: dataDir, PORT: port });
    await waitFor(second, `running at http://localhost:${port}`);
    expect(second.output()).toMatch(/reusing embedded Postgres left running/);
    expect(second.output()).not.toContain('first run');
    const check = await embeddedClient(dataDir);
    const { rows } = await check.query(`select value from global_configs where key = 'test.survivor'`);
    await check.end();
    expect(rows[0]?.value).toBe('kept');
    expect((await fetch(`http://127.0.0.1:${port}/en/home`)).status).toBe(200);

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(second.output()).toContain('stopped cleanly');
    // the embedded server was shut down, not left behind
    expect(existsSync(path.join(dataDir, 'pg', 'cluster', 'postmaster.pid'))).toBe(false);

    const third = startServer({ DATA_DIR: dataDir, PORT: port });
    await waitFor(third, `running at http://localhost:${port}`);
    expect(third.output()).toMatch(/embedded Postgres started on port/);
    const again = await embeddedClient(dataDir);
    expect((await again.query(`select count(*)::int as n from global_configs where key = 'test.survivor'`)).rows[0].n).toBe(1);
    await again.end();
    third.child.kill('SIGINT');
    expect(await third.exited).toBe(0);
  });

  it('says in one line that the port is taken and exits 1', async () => {
    const blocker = (await import('node:net')).createServer();
    const port = await new Promise<number>((resolve) => blocker.listen(0, () => resolve((blocker.address() as { port: number }).port)));
    try {
      const s = startServer({ DATA_DIR: dataDir, PORT: String(port) });
      expect(await s.exited).toBe(1);
      const lines = s.output().trim().split('\n');
      expect(lines.at(-1)).toBe(`[bookloom] Port ${port} is already in use: stop the other program or set PORT`);
      expect(s.output()).not.toMatch(/\n\s+at /); // no stack trace
    } finally {
      blocker.close();
    }
  });
});

describe('starts that cannot succeed', () => {
  it('an unreachable DATABASE_URL: one line, exit 1', async () => {
    const port = await freePort();
    const s = startServer({ DATABASE_URL: `postgres://nobody:secret@127.0.0.1:${port}/nothing`, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'bl-')) });
    expect(await s.exited).toBe(1);
    expect(s.output().trim()).toMatch(/^\[bookloom\] Cannot reach DATABASE_URL: .*ECONNREFUSED.*$/);
  });

  it('production without its required settings: one line naming the variable, exit 1', async () => {
    const s = startServer({ APP_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://bookloom.app' });
    expect(await s.exited).toBe(1);
    expect(s.output().trim()).toBe('[bookloom] Missing setting DATABASE_URL: expected a postgres:// connection URL (required when APP_ENV=production)');
  });

  it('a malformed setting: one line naming it, exit 1', async () => {
    const s = startServer({ PORT: 'http', DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'bl-')) });
    expect(await s.exited).toBe(1);
    expect(s.output().trim()).toMatch(/^\[bookloom\] Invalid setting PORT: .+ \(got "http"\)$/);
  });
});
