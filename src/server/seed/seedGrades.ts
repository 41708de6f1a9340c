import { sql, type Kysely } from 'kysely';
import type { Database } from '../../generated/db.js';
import { RecordKind } from '../../generated/enums.js';
import { EXAM_POINTS, fiscalYearOf, REPORT_POINTS, termOfDate, termOfReportPoint } from '../domains/grades/gradeCalendar.js';
import { addDays, schoolClock } from '../domains/lessons/rescheduleDeadline.js';

type Trx = Kysely<Database>;

/** A stable pseudo-random number 0…1 of a few integers (the demo is the same on every seed). */
function noise(...parts: number[]): number {
  let h = 2166136261;
  for (const p of parts) h = Math.imul(h ^ p, 16777619) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 2246822507) >>> 0;
  return (h % 10_000) / 10_000;
}

/**
 * The grades of the demo (issue 22), dated from the seed day: the report-card ratings of every student for the previous
 * fiscal year and the terms of the current one already over, and the grade input deadlines the guardian's journey
 * needs: this term's 定期テスト, 模試 and 通知表 open (started two weeks ago, deadline in two weeks) and an earlier term's
 * 定期テスト closed (its deadline passed). The test results themselves are the model's demo rows
 * (model/demo/grade_record.yaml: S00001… of 2026年度, guardian1's child among them), which get their 定期テスト point
 * here: tests/api/demo-seed.test.ts holds grade_records to exactly those rows (and tests/api/data-import-grades.test.ts
 * builds on them), so no generated results are added. The grade settings (ALLOW_USE_INPUT_SCORES,
 * ALLOW_PROTECTOR_INPUT_SCORES) are on everywhere already: the seed turns every feature on. Bulk inserts: a few
 * statements whatever the number of students.
 */
export async function seedGrades(trx: Trx, options: { companyId: number }): Promise<void> {
  const { companyId } = options;
  const today = schoolClock().today;
  const current = fiscalYearOf(today);
  const openTerm = termOfDate(today);
  const students = await trx.selectFrom('students').select(['id']).where('company_id', '=', companyId).orderBy('id').execute();
  const subjects = await trx.selectFrom('school_subjects').select(['id']).where('company_id', '=', companyId).orderBy('sort_order').execute();

  for (const p of EXAM_POINTS) {
    await trx.updateTable('grade_records').set({ exam_point: p.code }).where('company_id', '=', companyId)
      .where('record_kind', '=', RecordKind.examination).where('exam_name', '=', p.label).where('exam_point', 'is', null).execute();
  }

  const ratings: Array<{ company_id: number; student_id: number; fiscal_year: number; report_point: number; school_subject_id: number; rating: number }> = [];
  for (const s of students) {
    for (const fiscalYear of [current - 1, current]) {
      for (const r of REPORT_POINTS) {
        if (fiscalYear === current && termOfReportPoint(r.code) >= openTerm) continue;
        for (const [i, subject] of subjects.entries()) {
          const rating = Math.min(5, Math.max(1, Math.round(1 + 4 * (0.3 + 0.6 * noise(s.id, 7) + (noise(s.id, fiscalYear, r.code, i) - 0.5) * 0.5))));
          ratings.push({ company_id: companyId, student_id: s.id, fiscal_year: fiscalYear, report_point: r.code, school_subject_id: subject.id, rating });
        }
      }
    }
  }
  for (let i = 0; i < ratings.length; i += 1000) {
    await trx.insertInto('school_subject_grades').values(ratings.slice(i, i + 1000))
      .onConflict((oc) => oc.columns(['company_id', 'student_id', 'fiscal_year', 'report_point', 'school_subject_id']).doNothing()).execute();
  }

  // This term's windows open; an earlier term's 定期テスト closed (in term 1, term 2's: a demo's stand-in).
  const closedTerm = openTerm === 1 ? 2 : openTerm - 1;
  const windows = [
    { record_kind: RecordKind.examination, section_record: openTerm, input_starts_on: addDays(today, -14), deadline: addDays(today, 14), note: null },
    { record_kind: RecordKind.test, section_record: openTerm, input_starts_on: addDays(today, -14), deadline: addDays(today, 14), note: null },
    { record_kind: RecordKind.report, section_record: openTerm, input_starts_on: addDays(today, -14), deadline: addDays(today, 14), note: null },
    { record_kind: RecordKind.examination, section_record: closedTerm, input_starts_on: addDays(today, -60), deadline: addDays(today, -30), note: null },
  ];
  await trx.insertInto('grade_input_deadlines').values(windows.map((w) => ({ ...w, company_id: companyId, fiscal_year: current })))
    .onConflict((oc) => oc.columns(['company_id', 'fiscal_year', 'record_kind', 'section_record']).doUpdateSet({
      input_starts_on: (eb) => eb.ref('excluded.input_starts_on'), deadline: (eb) => eb.ref('excluded.deadline'), updated_at: sql<Date>`now()`,
    })).execute();
}
