// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { codeOf } from './harness.js';
import { checkImport, importFinished, parseCsv, runImport, sjis, unparseCsv, useImportApp } from './importHarness.js';

/**
 * The score and survey-data imports (issue 10): rows that name a student by number (the field's `refBy`) and a
 * question by its text. Each export re-imports with no change; new rows are added, a row already stored (the same
 * student and test, the same student and question) is updated; a student number or question that is not stored, a
 * score out of range and an unknown kind are reported by row and column, and nothing is written. PGlite and PostgreSQL.
 */
const app = useImportApp();

async function exportRows(path: string): Promise<string[][]> {
  const res = await app.t.app.inject({ method: 'GET', url: `/api/v1/${path}/export`, headers: await app.t.authAs('staff') });
  expect(res.statusCode, res.body).toBe(200);
  return parseCsv(res.body);
}

type Checked = { import_job_id: number; total_rows: number; valid_rows: number; errors: Array<{ row: number; column: string; message: string }> };

const check = (target: string, bytes: Buffer, user = 'staff') => checkImport(app.t, { bytes, target, user, name: `${target}.csv` });

async function importAll(target: string, bytes: Buffer): Promise<{ status: string; inserted_rows: number; updated_rows: number }> {
  const checked = await check(target, bytes);
  expect(checked.statusCode, checked.body).toBe(200);
  const answer = checked.json() as Checked;
  expect(answer.errors).toEqual([]);
  const run = await runImport(app.t, answer.import_job_id);
  expect(run.statusCode, run.body).toBe(200);
  return importFinished(app.t, answer.import_job_id);
}

const gradeRows = () => app.t.db.selectFrom('grade_records').selectAll().where('company_id', '=', app.companyId).orderBy('id').execute();
const answerRows = () => app.t.db.selectFrom('student_questionnaire_answers').selectAll().where('company_id', '=', app.companyId).orderBy('id').execute();
const withoutUpdatedAt = <T extends { updated_at: unknown }>(rows: T[]) => rows.map(({ updated_at: _u, ...r }) => r);

describe('score import (成績データ取込)', () => {
  it('should name students by number in the export and re-import it with no change', async () => {
    const before = await gradeRows();
    expect(before.length).toBeGreaterThan(0);
    const [header, ...rows] = await exportRows('grade-records');
    expect(header!.slice(0, 4)).toEqual(['生徒', '年度', '成績種別', '試験名']);
    expect(rows.map((r) => r[0])).toContain('S00001');
    expect(await importAll('grade_record', Buffer.from(unparseCsv([header!, ...rows]), 'utf8'))).toMatchObject({ status: 'succeeded', inserted_rows: 0, updated_rows: before.length });
    expect(withoutUpdatedAt(await gradeRows())).toEqual(withoutUpdatedAt(before));
  });

  it('should report an unknown student number, a score out of range and an unknown kind, write nothing, then add and update', async () => {
    const [header, ...rows] = await exportRows('grade-records');
    const col = (label: string) => header!.indexOf(label);
    // One test a student in the export (the demo has three): the next test, for the same students.
    const second = rows.filter((r) => r[col('試験名')] === '1学期中間テスト').map((r) => {
      const row = [...r];
      row[col('試験名')] = '2学期中間テスト';
      row[col('実施日')] = '2026/10/15';
      return row;
    });
    const changed = [...rows[0]!];
    changed[col('数学')] = '100';
    const bad = second.map((r) => [...r]);
    bad[1]![col('生徒')] = 'S99999';
    bad[2]![col('英語')] = '1001';
    bad[3]![col('成績種別')] = '小テスト';
    const before = await gradeRows();
    const refused = await check('grade_record', sjis(unparseCsv([header!, changed, ...bad])));
    expect(refused.statusCode, refused.body).toBe(200);
    const answer = refused.json() as Checked;
    expect(answer.errors.map((e) => [e.row, e.column])).toEqual([[4, '生徒'], [5, '英語'], [6, '成績種別']]);
    expect(answer.errors[0]!.message).toMatch(/S99999/);
    const run = await app.t.app.inject({ method: 'POST', url: `/api/v1/import-jobs/${answer.import_job_id}/run`, headers: await app.t.authAs('staff') });
    expect(codeOf(run)).toBe(10404);
    expect(await gradeRows()).toEqual(before);

    expect(await importAll('grade_record', sjis(unparseCsv([header!, changed, ...second])))).toMatchObject({ status: 'succeeded', inserted_rows: second.length, updated_rows: 1 });
    const after = await gradeRows();
    expect(after.length).toBe(before.length + second.length);
    const student = await app.t.db.selectFrom('students').select('id').where('company_id', '=', app.companyId).where('student_number', '=', rows[0]![col('生徒')]!).executeTakeFirstOrThrow();
    const updated = after.filter((r) => Number(r.student_id) === Number(student.id) && r.exam_name === rows[0]![col('試験名')]);
    expect(updated.map((r) => r.math)).toEqual([100]);
  });

  it('should refuse the import to a teacher, as the grade API does', async () => {
    const [header, ...rows] = await exportRows('grade-records');
    expect((await check('grade_record', Buffer.from(unparseCsv([header!, ...rows]), 'utf8'), 'teacher1')).statusCode).toBe(403);
    expect((await app.t.app.inject({ method: 'GET', url: '/api/v1/grade-records', headers: await app.t.authAs('teacher1') })).statusCode).toBe(403);
  });
});

describe('survey-data import (アンケートデータ取込)', () => {
  it('should re-import its export unchanged, add answers by student number and question text, and refuse unknown questions', async () => {
    const before = await answerRows();
    expect(before.length).toBeGreaterThan(0);
    const [header, ...rows] = await exportRows('student-questionnaire-answers');
    expect(header).toEqual(['生徒', '質問', '回答', '回答日']);
    expect(await importAll('student_questionnaire_answer', Buffer.from(`\ufeff${unparseCsv([header!, ...rows])}`, 'utf8'))).toMatchObject({ status: 'succeeded', inserted_rows: 0, updated_rows: before.length });
    expect(withoutUpdatedAt(await answerRows())).toEqual(withoutUpdatedAt(before));

    const added = [['S00010', '得意な教科を教えてください', '理科', '2026/11/20'], ['S00010', '塾で頑張りたいことを自由に書いてください', '英検3級に合格したい', '']];
    const unknown = [...added, ['S00010', '好きな食べ物は？', 'カレー', '']];
    const refused = (await check('student_questionnaire_answer', Buffer.from(unparseCsv([header!, ...unknown]), 'utf8'))).json() as Checked;
    expect(refused.errors).toEqual([{ row: 4, column: '質問', message: expect.stringMatching(/好きな食べ物は？/) }]);
    expect(await importAll('student_questionnaire_answer', Buffer.from(unparseCsv([header!, ...added]), 'utf8'))).toMatchObject({ status: 'succeeded', inserted_rows: 2, updated_rows: 0 });
    expect((await answerRows()).length).toBe(before.length + 2);
  });
});
