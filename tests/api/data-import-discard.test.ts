// @vitest-environment node
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../src/generated/errors.js';
import { ImportStatus } from '../../src/generated/enums.js';
import { codeOf } from './harness.js';
import { checkImport, importFinished, parseCsv, runImport, unparseCsv, useImportApp } from './importHarness.js';

/**
 * A checked import that is never run (issue 17 item 8) stayed 確認済み in 最近の取り込み with no way out. It can be
 * discarded (POST /import-jobs/{id}/discard, with the import's own access): it shows 破棄済み, its file is removed, and
 * it can no longer be run; an import that has started cannot be discarded. PGlite and PostgreSQL.
 */
const app = useImportApp();

const discard = async (id: number, user = 'staff') => app.t.app.inject({ method: 'POST', url: `/api/v1/import-jobs/${id}/discard`, headers: await app.t.authAs(user) });
const job = (id: number) => app.t.db.selectFrom('import_jobs').select(['status', 'storage_key']).where('id', '=', id).executeTakeFirstOrThrow();

async function exportRows(): Promise<string[][]> {
  const res = await app.t.app.inject({ method: 'GET', url: '/api/v1/students/export', headers: await app.t.authAs('staff') });
  return parseCsv(res.body);
}

/** Checks the students' own export (valid) or one with a bad row (invalid); the import job's id. */
async function checked(options: { isValid: boolean }): Promise<number> {
  const rows = await exportRows();
  if (!options.isValid) rows[1]![rows[0]!.indexOf('学年')] = '大学9年';
  const res = await checkImport(app.t, { bytes: Buffer.from(unparseCsv(rows), 'utf8') });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { import_job_id: number }).import_job_id;
}

describe('discarding an import that was checked and never run', () => {
  it('should discard a checked import: 破棄済み, its file gone, and it can no longer be run', async () => {
    const id = await checked({ isValid: true });
    const key = String((await job(id)).storage_key);
    expect(existsSync(join(app.t.filesDir, key))).toBe(true);
    const res = await discard(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id, status: ImportStatus.discarded });
    expect((await job(id)).status).toBe(ImportStatus.discarded);
    expect(existsSync(join(app.t.filesDir, key))).toBe(false);
    const list = await app.t.app.inject({ method: 'GET', url: '/api/v1/import-jobs?target=student', headers: await app.t.authAs('staff') });
    expect((list.json() as { data: Array<{ id: number; status: string }> }).data.find((r) => r.id === id)?.status).toBe(ImportStatus.discarded);
    const run = await runImport(app.t, id);
    expect(run.statusCode).toBe(errorCatalogue.IMPORT_DISCARDED.status);
    expect(codeOf(run)).toBe(errorCatalogue.IMPORT_DISCARDED.code);
  });

  it('should discard an import whose check found invalid rows', async () => {
    const id = await checked({ isValid: false });
    expect((await job(id)).status).toBe(ImportStatus.invalid);
    expect((await discard(id)).statusCode).toBe(200);
    expect((await job(id)).status).toBe(ImportStatus.discarded);
  });

  it('should answer a second discard as the first (a double click)', async () => {
    const id = await checked({ isValid: true });
    expect((await discard(id)).statusCode).toBe(200);
    const again = await discard(id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ id, status: ImportStatus.discarded });
  });

  it('should refuse to discard an import that has run', async () => {
    const id = await checked({ isValid: true });
    expect((await runImport(app.t, id)).statusCode).toBe(200);
    await importFinished(app.t, id);
    const res = await discard(id);
    expect(res.statusCode).toBe(errorCatalogue.IMPORT_NOT_DISCARDABLE.status);
    expect(codeOf(res)).toBe(errorCatalogue.IMPORT_NOT_DISCARDABLE.code);
    expect((await job(id)).status).toBe(ImportStatus.succeeded);
  });

  it('should refuse teachers and guardians as the import itself does, and leave the import as it was', async () => {
    const id = await checked({ isValid: true });
    for (const user of ['teacher1', 'guardian1']) {
      const res = await discard(id, user);
      expect(res.statusCode, user).toBe(403);
    }
    expect((await job(id)).status).toBe(ImportStatus.checked);
    expect((await discard(id, 'staff')).statusCode).toBe(200);
  });

  it('should answer 404 for an import that does not exist', async () => {
    const res = await discard(999999);
    expect(res.statusCode).toBe(404);
    expect(codeOf(res)).toBe(errorCatalogue.NOT_FOUND.code);
  });
});
