// @vitest-environment node
import Encoding from 'encoding-japanese';
import Papa from 'papaparse';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_CODE } from '../../src/server/seed/seed.js';
import { startWorkers, type Workers } from '../../src/server/jobs/workers.js';
import { diskStorage } from '../../src/server/storage/fileStorage.js';
import { multipartBody } from '../fixtures/multipart.js';
import { codeOf, startTestApp, testConfig, type TestApp } from './harness.js';

/**
 * Data imports (issue 10): a student list exported as CSV re-imports with no change; a Shift_JIS file with bad rows is
 * refused with exactly those rows (row, column, Japanese reason) and imports nothing; fixed, it imports all in one job;
 * a failure half-way leaves nothing. PGlite and PostgreSQL.
 */
let t: TestApp;
let workers: Workers;
let companyId: number;
beforeAll(async () => {
  t = await startTestApp();
  workers = await startWorkers({ db: t.db, jobs: t.jobs, config: testConfig, storage: diskStorage(t.filesDir) }, { pollingIntervalSeconds: 0.5, sweepSeconds: 3600 });
  companyId = (await t.db.selectFrom('companies').select('id').where('code', '=', DEMO_COMPANY_CODE).executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await workers?.stop();
  await t.close();
});

const studentRows = () => t.db.selectFrom('students').selectAll().where('company_id', '=', companyId).orderBy('id').execute();

async function exportCsv(): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/students/export', headers: await t.authAs('staff') });
  expect(res.statusCode).toBe(200);
  return res.body.replace(/^\ufeff/, '');
}

async function check(bytes: Buffer, options: { user?: string; target?: string; name?: string } = {}) {
  const { body, contentType } = multipartBody({ data: {}, files: [{ field: 'file', name: options.name ?? 'students.csv', type: 'text/csv', bytes }] });
  return t.app.inject({ method: 'POST', url: `/api/v1/imports/${options.target ?? 'student'}`, payload: body, headers: { ...(await t.authAs(options.user ?? 'staff')), 'content-type': contentType } });
}

async function run(id: number) {
  const res = await t.app.inject({ method: 'POST', url: `/api/v1/import-jobs/${id}/run`, headers: await t.authAs('staff') });
  return res;
}

async function finished(id: number): Promise<{ status: string; inserted_rows: number; updated_rows: number; message: string | null }> {
  for (let i = 0; i < 200; i++) {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/import-jobs/${id}/progress`, headers: await t.authAs('staff') });
    const body = res.json() as { status: string; inserted_rows: number; updated_rows: number; message: string | null };
    if (body.status === 'succeeded' || body.status === 'failed') return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the import did not finish');
}

const sjis = (text: string) => Buffer.from(Encoding.convert(Encoding.stringToCode(text), { to: 'SJIS', from: 'UNICODE', type: 'array' }));
const parse = (text: string) => Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
const unparse = (rows: string[][]) => `${Papa.unparse(rows, { newline: '\r\n' })}\r\n`;

describe('data import of students', () => {
  it('should re-import its own export with no change at all', async () => {
    const before = await studentRows();
    const checked = await check(Buffer.from(`\ufeff${await exportCsv()}`, 'utf8'));
    expect(checked.statusCode, checked.body).toBe(200);
    const answer = checked.json() as { import_job_id: number; total_rows: number; valid_rows: number; errors: unknown[]; encoding: string };
    expect(answer).toMatchObject({ total_rows: before.length, valid_rows: before.length, errors: [], encoding: 'utf8' });
    const historyBefore = await t.db.selectFrom('operation_logs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect((await run(answer.import_job_id)).statusCode).toBe(200);
    expect(await finished(answer.import_job_id)).toMatchObject({ status: 'succeeded', inserted_rows: 0, updated_rows: before.length });
    const after = await studentRows();
    expect(after.map(({ updated_at: _u, ...r }) => r)).toEqual(before.map(({ updated_at: _u, ...r }) => r));
    // Nothing changed, so the history has nothing new.
    expect(await t.db.selectFrom('operation_logs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).toEqual(historyBefore);
    // Run twice: refused.
    expect(codeOf(await run(answer.import_job_id))).toBe(10405);
  });

  it('should report exactly the bad rows of a Shift_JIS file and import nothing, then import all once they are fixed', async () => {
    const rows = parse(await exportCsv());
    const header = rows[0]!;
    const col = (label: string) => header.indexOf(label);
    const template = rows[1]!;
    const added = Array.from({ length: 30 }, (_, i) => {
      const row = [...template];
      row[col('生徒番号')] = `N${String(i + 1).padStart(4, '0')}`;
      row[col('姓')] = '新入';
      row[col('名')] = `生徒${i + 1}`;
      return row;
    });
    const bad = added.map((r) => [...r]);
    bad[3]![col('学年')] = '大学9年';                 // not a school year
    bad[10]![col('姓（カナ）')] = 'しんにゅう';        // not katakana
    bad[20]![col('生徒番号')] = bad[0]![col('生徒番号')]!; // the same student twice
    const before = await studentRows();
    const checked = await check(sjis(unparse([header, ...bad])));
    expect(checked.statusCode, checked.body).toBe(200);
    const answer = checked.json() as { import_job_id: number; encoding: string; valid_rows: number; errors: Array<{ row: number; column: string; message: string }> };
    expect(answer.encoding).toBe('sjis');
    expect(answer.errors.map((e) => [e.row, e.column])).toEqual([[5, '学年'], [12, '姓（カナ）'], [22, '生徒番号']]);
    for (const e of answer.errors) expect(e.message).toMatch(/[ぁ-んァ-ヶ一-龠]/);
    expect(codeOf(await run(answer.import_job_id))).toBe(10404);
    expect(await studentRows()).toEqual(before);

    const fixed = await check(sjis(unparse([header, ...added])));
    const ok = fixed.json() as { import_job_id: number; errors: unknown[]; valid_rows: number };
    expect(ok).toMatchObject({ errors: [], valid_rows: 30 });
    expect((await run(ok.import_job_id)).statusCode).toBe(200);
    expect(await finished(ok.import_job_id)).toMatchObject({ status: 'succeeded', inserted_rows: 30, updated_rows: 0 });
    const now = await studentRows();
    expect(now.length).toBe(before.length + 30);
    const history = await t.db.selectFrom('operation_logs').select(['action', 'operation', 'user_name']).where('target', '=', 'student').where('action', '=', 'insert').execute();
    expect(history.length).toBe(30);
    expect(history[0]).toMatchObject({ operation: 'POST /api/v1/import-jobs/:id/run' });
  });

  it('should leave nothing when the database refuses a row half-way (all or none)', async () => {
    const rows = parse(await exportCsv());
    const header = rows[0]!;
    const at = header.indexOf('生徒番号');
    const many = Array.from({ length: 1500 }, (_, i) => {
      const row = [...rows[1]!];
      row[at] = `M${String(i + 1).padStart(5, '0')}`;
      row[header.indexOf('名')] = i === 1200 ? '失敗' : `太郎${i}`;
      return row;
    });
    // A row the database refuses in the second batch of 1,000 (a test-only trigger stands for any refusal).
    await sql`create or replace function refuse_failure() returns trigger language plpgsql as $$ begin if new.first_name_kanji = '失敗' then raise exception 'refused'; end if; return new; end $$`.execute(t.db);
    await sql`create trigger refuse_failure before insert on students for each row execute function refuse_failure()`.execute(t.db);
    try {
      const before = await studentRows();
      const checked = (await check(Buffer.from(unparse([header, ...many]), 'utf8'))).json() as { import_job_id: number; errors: unknown[] };
      expect(checked.errors).toEqual([]);
      await run(checked.import_job_id);
      const result = await finished(checked.import_job_id);
      expect(result.status).toBe('failed');
      expect(result.message).toMatch(/変更されていません/);
      expect(await studentRows()).toEqual(before);
    } finally {
      await sql`drop trigger refuse_failure on students`.execute(t.db);
    }
  });

  it('should update teachers by number and refuse a number not registered (teachers come with their log-in accounts)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/teachers/export', headers: await t.authAs('staff') });
    const [header, ...rows] = parse(res.body.replace(/^\ufeff/, ''));
    const phone = header!.indexOf('電話番号');
    const changed = rows.map((r, i) => (i === 0 ? r.map((c, j) => (j === phone ? '03-1111-2222' : c)) : r));
    const unknown = [...changed, changed[0]!.map((c, j) => (j === header!.indexOf('講師番号') ? 'T99999' : c))];
    const refused = (await check(Buffer.from(unparse([header!, ...unknown]), 'utf8'), { target: 'teacher', name: 'teachers.csv' })).json() as { errors: Array<{ row: number; message: string }> };
    expect(refused.errors).toEqual([{ row: unknown.length + 1, column: '講師番号', message: expect.stringMatching(/登録されていません/) }]);
    const ok = (await check(Buffer.from(unparse([header!, ...changed]), 'utf8'), { target: 'teacher', name: 'teachers.csv' })).json() as { import_job_id: number; errors: unknown[] };
    expect(ok.errors).toEqual([]);
    expect((await run(ok.import_job_id)).statusCode).toBe(200);
    expect(await finished(ok.import_job_id)).toMatchObject({ status: 'succeeded', inserted_rows: 0, updated_rows: rows.length });
    const first = await t.db.selectFrom('teachers').select('phone').where('company_id', '=', companyId).where('teacher_number', '=', rows[0]![header!.indexOf('講師番号')]!).executeTakeFirstOrThrow();
    expect(first.phone).toBe('03-1111-2222');
  });

  it('should refuse broken files, missing columns, unknown imports and teachers with clear errors', async () => {
    expect(codeOf(await check(Buffer.from('生徒番号,姓\r\nS1,山田\r\n', 'utf8')))).toBe(10402);
    const missing = await check(Buffer.from('生徒番号,姓\r\nS1,山田\r\n', 'utf8'));
    expect(missing.json()).toMatchObject({ message: expect.stringMatching(/名.*校舎|校舎/) });
    expect(codeOf(await check(Buffer.from(`${parse(await exportCsv())[0]!.join(',')}\r\n`, 'utf8')))).toBe(10403);
    expect((await check(Buffer.from([0x81, 0xff, 0xfe, 0x00, 0x41]), { name: 'broken.csv' })).statusCode).toBeGreaterThanOrEqual(400);
    expect(codeOf(await check(Buffer.from('a,b\r\n', 'utf8'), { target: 'tag' }))).toBe(10406);
    expect((await check(Buffer.from('a\r\n', 'utf8'), { user: 'teacher1' })).statusCode).toBe(403);
    // The zip codes serve every company: the system administrator imports them, other staff are refused.
    const zips = (await t.app.inject({ method: 'GET', url: '/api/v1/zip-codes/export', headers: await t.authAs('system') })).rawPayload;
    expect((await check(zips, { user: 'staff', target: 'zip_code' })).statusCode).toBe(403);
    expect((await check(zips, { user: 'system', target: 'zip_code' })).json()).toMatchObject({ errors: [], total_rows: 4 });
    const zip = Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(200)]);
    // A zip named .xlsx that is no workbook cannot be read (400); a PDF is not a type an import reads (415).
    expect(codeOf(await check(zip, { name: 'students.xlsx' }))).toBe(10401);
    expect(codeOf(await check(Buffer.from('%PDF-1.4\n%%EOF\n'), { name: 'students.pdf' }))).toBe(10411);
  });
});
