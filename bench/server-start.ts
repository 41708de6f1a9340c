import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildServerBundle } from '../tests/fixtures/serverBundle.js';

/**
 * How long the server takes to start on the embedded database with the demo data, and how much CPU it spends doing so:
 * every journey file of the test suite starts one, and so does every restart after a deploy. The server is the test
 * run's bundle (tests/fixtures/serverBundle.ts); the first start migrates and seeds a data directory, each measured
 * start opens a copy of it and is timed until it answers a request, then killed.
 *   npm run bench:server-start [-- --runs 7]
 * SERVER_NODE_ARGS adds Node options to the server's command line (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof": the
 * server is then stopped with SIGTERM, so that the profile is written).
 */

const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' } } });
const TICKS_PER_SECOND = 100;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** User + system CPU of a process so far, in ms (Linux /proc). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** Starts the bundle on `dataDir`; answers the wall time until it answered and its CPU by then, then kills it. */
async function startOnce(bundle: string, dataDir: string): Promise<{ wallMs: number; cpuMs: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...(process.env.SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []), '--enable-source-maps', bundle], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', JWT_SECRET: 'bench-secret-0123456789abcdefghijklmnop' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      const answered = await fetch(`http://127.0.0.1:${port}/api/v1/tags`).then((r) => r.status === 401, () => false);
      if (answered) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    return { wallMs: performance.now() - started, cpuMs: cpuMs(child.pid!) };
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(process.env.SERVER_NODE_ARGS?.includes('--cpu-prof') ? 'SIGTERM' : 'SIGKILL');
    await exited;
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const bundle = await buildServerBundle();
const seeded = mkdtempSync(join(tmpdir(), 'bench-start-'));
try {
  const first = await startOnce(bundle.file, seeded);
  console.log(`first start (migrate and seed the demo company): ${first.wallMs.toFixed(0)} ms, ${first.cpuMs.toFixed(0)} ms CPU`);
  const runs: Array<{ wallMs: number; cpuMs: number }> = [];
  for (let i = 0; i < Number(values.runs); i++) {
    const dir = mkdtempSync(join(tmpdir(), 'bench-start-copy-'));
    cpSync(seeded, dir, { recursive: true });
    try {
      runs.push(await startOnce(bundle.file, dir));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  console.log(`start on a seeded data directory, median of ${runs.length}: ${median(runs.map((r) => r.wallMs)).toFixed(0)} ms until it answers, ${median(runs.map((r) => r.cpuMs)).toFixed(0)} ms CPU`);
} finally {
  rmSync(seeded, { recursive: true, force: true });
  bundle.remove();
}
