// @vitest-environment node
// Runs on both databases: servers killed and restarted on the embedded data directory and on PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type FreshDatabase } from '../fixtures/databaseTemplate.js';
import { killHard, signInOverHttp, startServerProcess } from '../fixtures/serverProcess.js';

const databaseUrl = process.env.DATABASE_URL;
let dataDir: string;
let env: Record<string, string>;
let database: FreshDatabase | undefined;

// PGlite: an empty data directory, which the first start fills with the demo company (the README's first start, the one
// test of it). PostgreSQL: a database of its own holding the demo company.
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'portal-kill-'));
  env = { DATA_DIR: dataDir, JWT_SECRET: 'durability-test-secret-0123456789abcdef' };
  if (databaseUrl) {
    database = await freshDatabase();
    env.DATABASE_URL = database.url!;
  }
}, 120_000);
afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

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
