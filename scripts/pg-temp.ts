// Throwaway PostgreSQL 15 cluster for tests.
//
//   import { startTempPostgres } from '../../scripts/pg-temp.js';
//   const pg = await startTempPostgres();   // pg.url = postgres://postgres@127.0.0.1:<port>/portal_test
//   ...; await pg.stop();
//
// CLI: tsx scripts/pg-temp.ts -- <command...>
//   starts a cluster, runs the command with DATABASE_URL set, stops the cluster and exits with the
//   command's exit code.
//
// initdb and postgres refuse to run as root. When we are root the temp directory is chowned to the
// `postgres` user, initdb runs through `runuser -u postgres --`, and the server is spawned with the
// postgres uid/gid directly (not via runuser, which would turn our SIGINT "fast shutdown" into a
// SIGTERM "smart shutdown" followed by SIGKILL).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync, rmSync } from 'node:fs';
import { chmod, chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const PG_BIN_DIR = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';
const DATABASE = 'portal_test';

export interface TempPostgres {
  url: string;
  stop(): Promise<void>;
}

export class PostgresMissingError extends Error {}

function bin(name: string): string {
  return path.join(PG_BIN_DIR, name);
}

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** Command + args, wrapped in `runuser -u postgres --` when running as root. */
function asPostgres(command: string, args: string[]): [string, string[]] {
  return isRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

function postgresIds(): { uid: number; gid: number } {
  const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  if (!Number.isInteger(uid) || !Number.isInteger(gid) || uid <= 0) {
    throw new Error('running as root but there is no `postgres` user to run the server as');
  }
  return { uid, gid };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') {
        server.close();
        reject(new Error('could not determine a free port'));
        return;
      }
      const { port } = address;
      server.close(() => resolve(port));
    });
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function tryConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

export async function startTempPostgres(): Promise<TempPostgres> {
  if (!existsSync(bin('initdb')) || !existsSync(bin('postgres'))) {
    throw new PostgresMissingError(
      `PostgreSQL 15 server binaries not found in ${PG_BIN_DIR}. ` +
        'Install them with `bash scripts/ensure-postgres.sh` (apt-get install -y postgresql-15).',
    );
  }

  const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-pg-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'postgres.log');
  let child: ChildProcess | undefined;
  let stopped = false;

  // Safety net: if the owning process exits without calling stop(), take the server down with it.
  const onExit = (): void => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
    try {
      rmSync(dir, { recursive: true, force: true });
    } catch {
      // best effort: the server may still hold files open for a moment
    }
  };
  process.once('exit', onExit);

  const cleanup = async (): Promise<void> => {
    if (stopped) return;
    stopped = true;
    process.off('exit', onExit);
    if (child && child.exitCode === null && child.signalCode === null) {
      // SIGINT = "fast" shutdown: roll back open transactions, disconnect clients, checkpoint.
      child.kill('SIGINT');
      if (!(await waitForExit(child, 15_000))) {
        child.kill('SIGQUIT'); // immediate shutdown
        if (!(await waitForExit(child, 5_000))) child.kill('SIGKILL');
        await waitForExit(child, 5_000);
      }
    }
    await rm(dir, { recursive: true, force: true });
  };

  try {
    const ids = isRoot() ? postgresIds() : undefined;
    if (ids) await chown(dir, ids.uid, ids.gid);
    await chmod(dir, 0o700);

    const [initCmd, initArgs] = asPostgres(bin('initdb'), [
      '-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C',
    ]);
    const init = spawnSync(initCmd, initArgs, { encoding: 'utf8', cwd: dir });
    if (init.status !== 0) {
      throw new Error(`initdb failed (exit ${init.status}):\n${init.stdout}\n${init.stderr}`);
    }

    // A port can be taken between freePort() and postgres binding it; retry a few times.
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      const logFd = openSync(logFile, 'w');
      let proc: ChildProcess;
      try {
        proc = spawn(
          bin('postgres'),
          [
            '-D', dataDir,
            '-h', '127.0.0.1',
            '-p', String(port),
            '-k', dir,
            '-c', 'fsync=on', // the durability tests rely on real fsyncs
            '-c', 'logging_collector=off',
          ],
          { stdio: ['ignore', logFd, logFd], cwd: dir, ...(ids ?? {}) },
        );
      } finally {
        closeSync(logFd);
      }
      child = proc;

      const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
      const deadline = Date.now() + 30_000;
      let ready = false;
      while (Date.now() < deadline) {
        if (proc.exitCode !== null || proc.signalCode !== null) break;
        if (await tryConnect(adminUrl)) {
          ready = true;
          break;
        }
        await sleep(50);
      }
      if (!ready) {
        const log = await readFile(logFile, 'utf8').catch(() => '');
        const exited = proc.exitCode !== null || proc.signalCode !== null;
        if (!exited) {
          proc.kill('SIGQUIT');
          await waitForExit(proc, 5_000);
        }
        if (exited && attempt < 3 && /could not bind|address already in use/i.test(log)) continue;
        throw new Error(`postgres did not start on port ${port}:\n${log}`);
      }

      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        await admin.query(`create database ${DATABASE}`);
      } finally {
        await admin.end();
      }
      return { url: `postgres://postgres@127.0.0.1:${port}/${DATABASE}`, stop: cleanup };
    }
  } catch (error) {
    await cleanup();
    throw error;
  }
}

async function main(argv: string[]): Promise<number> {
  const args = argv[0] === '--' ? argv.slice(1) : argv;
  if (args.length === 0) {
    console.error('usage: tsx scripts/pg-temp.ts -- <command...>');
    return 2;
  }
  let db: TempPostgres;
  const t0 = Date.now();
  try {
    db = await startTempPostgres();
  } catch (error) {
    console.error(`[pg-temp] ${error instanceof Error ? error.message : String(error)}`);
    return error instanceof PostgresMissingError ? 127 : 1;
  }
  console.error(`[pg-temp] PostgreSQL ready at ${db.url} (${Date.now() - t0} ms)`);

  let code: number;
  try {
    const [command, ...rest] = args;
    const child = spawn(command, rest, {
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: db.url },
    });
    const forward = (signal: NodeJS.Signals) => () => child.kill(signal);
    const onInt = forward('SIGINT');
    const onTerm = forward('SIGTERM');
    process.on('SIGINT', onInt);
    process.on('SIGTERM', onTerm);
    code = await new Promise<number>((resolve) => {
      child.on('error', (error) => {
        console.error(`[pg-temp] could not run ${command}: ${error.message}`);
        resolve(127);
      });
      child.on('exit', (status, signal) => resolve(status ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 1)));
    });
    process.off('SIGINT', onInt);
    process.off('SIGTERM', onTerm);
  } finally {
    const t1 = Date.now();
    await db.stop();
    console.error(`[pg-temp] PostgreSQL stopped (${Date.now() - t1} ms)`);
  }
  return code;
}

const invokedDirectly = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
