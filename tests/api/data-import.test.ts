// @vitest-environment node
// Runs on both databases: a failure half-way leaves nothing: each engine rolls the transaction back.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { codeOf } from './harness.js';
import { checkImport, importFinished, parseCsv, runImport, sjis, unparseCsv, useImportApp } from './importHarness.js';

/**
 * Data imports (issue 10): a student list exported as CSV re-imports with no change; a Shift_JIS file with bad rows is
 * refused with exactly those rows (row, column, Japanese reason) and imports nothing; fixed, it imports all in one job;
 * a failure half-way leaves nothing. PGlite and PostgreSQL.
 */
const app = useImportApp();

const studentRows = () => app.t.db.selectFrom('students').selectAll().where('company_id', '=', app.companyId).orderBy('id').execute();

async function exportCsv(): Promise<string> {
  const res = await app.t.app.inject({ method: 'GET', url: '/api/v1/students/export', headers: await app.t.authAs('staff') });
  expect(res.statusCode).toBe(200);
  return res.body.replace(/^\ufeff/, '');
}

const check = (bytes: Buffer, options: { user?: string; target?: string; name?: string } = {}) => checkImport(app.t, { bytes, ...options });
const run = (id: number) => runImport(app.t, id);
const finished = (id: number) => importFinished(app.t, id);
const parse = parseCsv;
const unparse = unparseCsv;

describe('data import of students', () => {
  it('should re-import its own export with no change at all', async () => {
    const before = await studentRows();
    const checked = await check(Buffer.from(`\ufeff${await exportCsv()}`, 'utf8'));
    expect(checked.statusCode, checked.body).toBe(200);
    const answer = checked.json() as { import_job_id: number; total_rows: number; valid_rows: number; errors: unknown[]; encoding: string };
    expect(answer).toMatchObject({ total_rows: before.length, valid_rows: before.length, errors: [], encoding: 'utf8' });
    const historyBefore = await app.t.db.selectFrom('operation_logs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect((await run(answer.import_job_id)).statusCode).toBe(200);
    expect(await finished(answer.import_job_id)).toMatchObject({ status: 'succeeded', inserted_rows: 0, updated_rows: before.length });
    const after = await studentRows();
    expect(after.map(({ updated_at: _u, ...r }) => r)).toEqual(before.map(({ updated_at: _u, ...r }) => r));
    // Nothing changed, so the history has nothing new.
    expect(await app.t.db.selectFrom('operation_logs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).toEqual(historyBefore);
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
    const history = await app.t.db.selectFrom('operation_logs').select(['action', 'operation', 'user_name']).where('target', '=', 'student').where('action', '=', 'insert').execute();
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
    await sql`create or replace function refuse_failure() returns trigger language plpgsql as $$ begin if new.first_name_kanji = '失敗' then raise exception 'refused'; end if; return new; end $$`.execute(app.t.db);
    await sql`create trigger refuse_failure before insert on students for each row execute function refuse_failure()`.execute(app.t.db);
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
      await sql`drop trigger refuse_failure on students`.execute(app.t.db);
    }
  });

  it('should update teachers by number and refuse a number not registered (teachers come with their log-in accounts)', async () => {
    const res = await app.t.app.inject({ method: 'GET', url: '/api/v1/teachers/export', headers: await app.t.authAs('staff') });
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
    const first = await app.t.db.selectFrom('teachers').select('phone').where('company_id', '=', app.companyId).where('teacher_number', '=', rows[0]![header!.indexOf('講師番号')]!).executeTakeFirstOrThrow();
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
    const zips = (await app.t.app.inject({ method: 'GET', url: '/api/v1/zip-codes/export', headers: await app.t.authAs('system') })).rawPayload;
    expect((await check(zips, { user: 'staff', target: 'zip_code' })).statusCode).toBe(403);
    expect((await check(zips, { user: 'system', target: 'zip_code' })).json()).toMatchObject({ errors: [], total_rows: 4 });
    const zip = Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(200)]);
    // A zip named .xlsx that is no workbook cannot be read (400); a PDF is not a type an import reads (415).
    expect(codeOf(await check(zip, { name: 'students.xlsx' }))).toBe(10401);
    expect(codeOf(await check(Buffer.from('%PDF-1.4\n%%EOF\n'), { name: 'students.pdf' }))).toBe(10411);
  });
});
