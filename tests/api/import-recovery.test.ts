// @vitest-environment node
// Runs on both databases: recovery of interrupted imports from what each engine committed (locks on PostgreSQL).
import Papa from 'papaparse';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoverImports, runImportJob, IMPORT_LOCK_KEY } from '../../src/server/domains/imports/runImport.js';
import { DEMO_COMPANY_CODE } from '../../src/server/seed/seed.js';
import { diskStorage } from '../../src/server/storage/fileStorage.js';
import { multipartBody } from '../fixtures/multipart.js';
import { startTestApp, type TestApp } from './harness.js';

/**
 * Imports left running by a dead server (issue 10): marked failed ("nothing was changed, run it again") by the sweep
 * and by the progress answer, never while a live runner holds the import (PostgreSQL: its advisory lock, as another
 * API node would); a late run of the killed job (pg-boss's retry) finds it failed and writes nothing. PGlite and
 * PostgreSQL (the lock cases on PostgreSQL only).
 */
let t: TestApp;
let companyId: number;
beforeAll(async () => {
  t = await startTestApp();
  companyId = (await t.db.selectFrom('companies').select('id').where('code', '=', DEMO_COMPANY_CODE).executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await t.close();
});

const countStudents = async () => Number((await t.db.selectFrom('students').where('company_id', '=', companyId)
  .select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

/** A checked import of `n` new students, its status then set as a runner would have left it. */
async function importLeft(n: number, status: 'running' | 'queued'): Promise<number> {
  const auth = await t.authAs('staff');
  const exported = await t.app.inject({ method: 'GET', url: '/api/v1/students/export', headers: auth });
  const [header, template] = Papa.parse<string[]>(exported.body.replace(/^\ufeff/, ''), { skipEmptyLines: true }).data as [string[], string[]];
  const rows = Array.from({ length: n }, (_, i) => template.map((c, j) => (j === header.indexOf('生徒番号') ? `R${Date.now()}${i}` : c)));
  const { body, contentType } = multipartBody({ data: {}, files: [{ field: 'file', name: 'students.csv', type: 'text/csv', bytes: Buffer.from(Papa.unparse([header, ...rows])) }] });
  const checked = await t.app.inject({ method: 'POST', url: '/api/v1/imports/student', payload: body, headers: { ...auth, 'content-type': contentType } });
  const id = (checked.json() as { import_job_id: number }).import_job_id;
  await t.db.updateTable('import_jobs').set({ status, processed_rows: status === 'running' ? 1000 : 0 }).where('id', '=', id).execute();
  return id;
}

async function progress(id: number) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/import-jobs/${id}/progress`, headers: await t.authAs('staff') });
  return res.json() as { status: string; processed_rows: number; message: string | null };
}

const run = (id: number) => runImportJob({ db: t.db, storage: diskStorage(t.filesDir) }, { importJobId: id, companyId, operation: null });

describe('imports left running by a dead server', () => {
  it('should mark failed, at the sweep, an import running with no runner, and then ignore the late run of its job', async () => {
    const before = await countStudents();
    const id = await importLeft(5, 'running');
    expect(await recoverImports(t.db)).toBe(1);
    const row = await t.db.selectFrom('import_jobs').select(['status', 'message', 'finished_at']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', message: expect.stringMatching(/中断.*データは変更されていません/) });
    expect(row.finished_at).not.toBeNull();
    await run(id);
    expect((await progress(id)).status).toBe('failed');
    expect(await countStudents()).toBe(before);
    expect(await recoverImports(t.db)).toBe(0);
  });

  it('should answer the progress of an import running with no runner as failed, and leave a queued one to its job', async () => {
    const before = await countStudents();
    const left = await importLeft(5, 'running');
    expect(await progress(left)).toMatchObject({ status: 'failed', processed_rows: 0, message: expect.stringMatching(/もう一度/) });
    const queued = await importLeft(3, 'queued');
    expect((await progress(queued)).status).toBe('queued');
    await run(queued);
    expect(await progress(queued)).toMatchObject({ status: 'succeeded', processed_rows: 3 });
    expect(await countStudents()).toBe(before + 3);
  });

  it.skipIf(!process.env.DATABASE_URL)('should leave alone an import whose lock another node holds, and fail it once that node is gone (PostgreSQL)', async () => {
    const before = await countStudents();
    const id = await importLeft(5, 'running');
    // Another node's runner: its import transaction holds the lock.
    const other = await t.db.startTransaction().execute();
    try {
      await sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY}::int, ${id}::int)`.execute(other);
      expect(await recoverImports(t.db)).toBe(0);
      expect(await progress(id)).toMatchObject({ status: 'running', processed_rows: 1000 });
      // pg-boss handing the job out again meanwhile: the second runner skips, writes nothing.
      await run(id);
      expect((await progress(id)).status).toBe('running');
      expect(await countStudents()).toBe(before);
    } finally {
      await other.rollback().execute(); // the node dies: its session and lock go
    }
    expect(await progress(id)).toMatchObject({ status: 'failed', message: expect.stringMatching(/データは変更されていません/) });
    expect(await countStudents()).toBe(before);
  });
});
