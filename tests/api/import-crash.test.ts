// @vitest-environment node
// Runs on both databases: an import killed half-way, recovered from what each engine committed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/generated/db.js';
import { openDatabase, type OpenedDatabase } from '../../src/server/db/connect.js';
import { DEMO_COMPANY_CODE } from '../../src/server/seed/seed.js';
import { freshDatabase, freshDataDir } from '../fixtures/databaseTemplate.js';
import { multipartBody } from '../fixtures/multipart.js';
import { killHard, signInOverHttp, startServerProcess, type ServerProcess } from '../fixtures/serverProcess.js';

// Issue 10: a server killed (SIGKILL) in the middle of a 30,000-row import leaves none of its rows; the import does not
// stay "running" for ever: it is failed with "nothing was changed, run it again" — by the progress answer of any node
// or by the sweep of the restarted server — and running the file again imports every row. While it runs, another API
// node's progress answer shows the rows written so far (PostgreSQL: two nodes; PGlite: the one server, from memory).

const databaseUrl = process.env.DATABASE_URL;
const ROWS = 30_000;

let dataDir: string;
let env: Record<string, string>;
/** PostgreSQL: the test's own handle on the servers' database (PGlite: opened only while no server runs). */
let shared: OpenedDatabase<Database> | undefined;
const servers: ServerProcess[] = [];

/** Opens the database the servers use: PostgreSQL at once, PGlite's data directory only while no server holds it. */
async function withDb<T>(use: (database: OpenedDatabase<Database>) => Promise<T>): Promise<T> {
  if (shared) return use(shared);
  const database = await openDatabase<Database>({ dataDir });
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

const countStudents = () => withDb(async ({ db }) => Number((await db.selectFrom('students').innerJoin('companies', 'companies.id', 'students.company_id')
  .where('companies.code', '=', DEMO_COMPANY_CODE).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n));

async function start(extra: Record<string, string> = {}): Promise<ServerProcess> {
  const server = await startServerProcess({ ...env, ...extra });
  servers.push(server);
  return server;
}

interface Progress { status: string; total_rows: number; processed_rows: number; inserted_rows: number; message: string | null }
async function progressOn(server: ServerProcess, auth: Record<string, string>, id: number): Promise<Progress> {
  const res = await fetch(`${server.url}/api/v1/import-jobs/${id}/progress`, { headers: auth });
  expect(res.status).toBe(200);
  return (await res.json()) as Progress;
}

async function until<T>(probe: () => Promise<T>, isDone: (value: T) => boolean, what: string, ms = 120_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (isDone(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Checks a CSV and queues its import; returns the import's id. */
async function checkAndRun(server: ServerProcess, auth: Record<string, string>, csv: Buffer): Promise<number> {
  const { body, contentType } = multipartBody({ data: {}, files: [{ field: 'file', name: 'students.csv', type: 'text/csv', bytes: csv }] });
  const checked = await fetch(`${server.url}/api/v1/imports/student`, { method: 'POST', headers: { ...auth, 'content-type': contentType }, body: Uint8Array.from(body) });
  const answer = (await checked.json()) as { import_job_id: number; valid_rows: number; errors: unknown[] };
  expect([checked.status, answer.valid_rows, answer.errors]).toEqual([200, ROWS, []]);
  const run = await fetch(`${server.url}/api/v1/import-jobs/${answer.import_job_id}/run`, { method: 'POST', headers: auth });
  expect(run.status).toBe(200);
  return answer.import_job_id;
}

// The demo company in a database of this file: a PGlite data directory, or a PostgreSQL database of its own (so that
// the other test files' databases are not touched).
beforeAll(async () => {
  dataDir = databaseUrl ? mkdtempSync(join(tmpdir(), 'portal-import-crash-')) : freshDataDir('portal-import-crash-');
  env = { DATA_DIR: dataDir, JWT_SECRET: 'import-crash-test-secret-0123456789abcdef' };
  if (databaseUrl) {
    const database = await freshDatabase();
    env.DATABASE_URL = database.url!;
    shared = database;
  }
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => killHard(s)));
  await shared?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe(`an import killed half-way (${databaseUrl ? 'PostgreSQL, two API nodes' : 'PGlite'})`, () => {
  it('should leave none of its rows, tell the truth on every node, fail with "nothing changed" and import all when run again', async () => {
    const before = await countStudents();
    let runner = await start();
    // PostgreSQL: a second node that runs no jobs answers the page; PGlite: the one server does.
    const other = databaseUrl ? await start({ JOBS_ENABLED: 'false' }) : undefined;
    const reader = () => other ?? runner;
    const auth = await signInOverHttp(runner, 'staff');
    const exported = await fetch(`${runner.url}/api/v1/students/export`, { headers: auth });
    const [header, template] = Papa.parse<string[]>((await exported.text()).replace(/^\ufeff/, ''), { skipEmptyLines: true }).data as [string[], string[]];
    const col = (label: string) => header.indexOf(label);
    const rows = Array.from({ length: ROWS }, (_, i) => {
      const row = [...template];
      row[col('生徒番号')] = `K${String(i + 1).padStart(6, '0')}`;
      row[col('姓')] = '中断';
      row[col('名')] = `生徒${i + 1}`;
      return row;
    });
    const csv = Buffer.from(`${Papa.unparse([header, ...rows], { newline: '\r\n' })}\r\n`, 'utf8');
    const id = await checkAndRun(runner, auth, csv);

    // Half-way: some batches written (and, on PostgreSQL, recorded on the row for the other node), not all.
    const mid = await until(() => progressOn(reader(), auth, id), (p) => p.status === 'running' && p.processed_rows > 0, 'rows processed');
    expect(mid.total_rows).toBe(ROWS);
    expect(mid.processed_rows).toBeLessThan(ROWS);
    if (shared) {
      const row = await shared.db.selectFrom('import_jobs').select(['status', 'processed_rows']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.status).toBe('running');
      expect(row.processed_rows).toBeGreaterThan(0);
    }
    await killHard(runner);
    expect(await countStudents()).toBe(before);

    if (databaseUrl) {
      // The other node, asked after a reload, tells the truth without waiting for a restart or a sweep.
      const told = await until(() => progressOn(reader(), auth, id), (p) => p.status !== 'running', 'the other node to see the import stopped', 15_000);
      expect(told).toMatchObject({ status: 'failed', processed_rows: 0, message: expect.stringMatching(/データは変更されていません/) });
    }
    runner = await start();
    const ended = await until(() => progressOn(runner, auth, id), (p) => p.status !== 'running' && p.status !== 'queued', 'the import to end');
    expect(ended).toMatchObject({ status: 'failed', processed_rows: 0, inserted_rows: 0, message: expect.stringMatching(/中断.*データは変更されていません.*もう一度/) });
    if (shared) expect(await countStudents()).toBe(before); // PGlite: the server holds the data directory now

    // Run again (a new check of the same file): every row arrives, once.
    const again = await checkAndRun(runner, auth, csv);
    const done = await until(() => progressOn(reader(), auth, again), (p) => p.status === 'succeeded' || p.status === 'failed', 'the second import');
    expect(done).toMatchObject({ status: 'succeeded', total_rows: ROWS, processed_rows: ROWS, inserted_rows: ROWS });
    // The first import stays failed (pg-boss's late retry of its killed job would find it so and do nothing).
    expect(await progressOn(runner, auth, id)).toMatchObject({ status: 'failed' });
    if (!databaseUrl) await killHard(runner);
    expect(await countStudents()).toBe(before + ROWS);
  }, 300_000);
});
