// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/connect.js';
import { killHard, signInOverHttp, startServerProcess } from '../fixtures/serverProcess.js';

const databaseUrl = process.env.DATABASE_URL;
let dataDir: string;
let env: Record<string, string>;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'portal-kill-'));
  env = { DATA_DIR: dataDir, JWT_SECRET: 'durability-test-secret-0123456789abcdef' };
  if (databaseUrl) {
    const database = await openDatabase({ databaseUrl });
    await sql`DROP SCHEMA IF EXISTS public CASCADE`.execute(database.db);
    await sql`CREATE SCHEMA public`.execute(database.db);
    await database.close();
    env.DATABASE_URL = databaseUrl;
    execFileSync(process.execPath, [join(import.meta.dirname, '../../node_modules/tsx/dist/cli.mjs'), 'src/server/db/seed-cli.ts'], { cwd: join(import.meta.dirname, '../..'), env: { ...process.env, ...env }, stdio: 'pipe' });
  }
}, 120_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe(`durability (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('should keep a tag created right before the server is killed with SIGKILL', async () => {
    const first = await startServerProcess(env);
    const auth = await signInOverHttp(first, 'staff');
    const created = await fetch(`${first.url}/api/v1/tags`, { method: 'POST', headers: { 'content-type': 'application/json', ...auth }, body: JSON.stringify({ name: '強制終了直前のタグ' }) });
    expect(created.status).toBe(201);
    const { id } = await created.json() as { id: number };
    await killHard(first);

    const second = await startServerProcess(env);
    const res = await fetch(`${second.url}/api/v1/tags/${id}`, { headers: auth });
    await killHard(second);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, name: '強制終了直前のタグ' });
  }, 180_000);

  it.skipIf(databaseUrl)('should refuse to start a second server on the data directory in use, naming the first', async () => {
    const first = await startServerProcess(env);
    try {
      await expect(startServerProcess(env)).rejects.toThrow(`is in use by process ${first.child.pid}`);
    } finally {
      await killHard(first);
    }
  }, 180_000);
});
