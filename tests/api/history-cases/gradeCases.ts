import type { Case, HistoryEnv } from './historyCase.js';

/**
 * The grade writes (issue 22): a family enters a 模試 of this term for its child (the seed opens this term's window),
 * staff enter a report card's ratings and a class's 定期テスト in one table. Each refused twin is bad input (400).
 */
export function gradeHistoryCases(env: HistoryEnv): Record<string, () => Promise<Case>> {
  const db = () => env.t().db;
  const today = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
  const fiscalYear = () => (Number(today().slice(5, 7)) >= 4 ? Number(today().slice(0, 4)) : Number(today().slice(0, 4)) - 1);
  /** The first child of a guardian (the child the guardian acts for). */
  const childOf = async (username: string) => db().selectFrom('students as s').innerJoin('protectors as p', 'p.id', 's.protector_id').innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['s.id', 's.schoolhouse_id', 's.schoolyear_id']).where('s.company_id', '=', env.companyId()).where('u.username', '=', username).orderBy('s.id').executeTakeFirstOrThrow();
  const scores = { japanese: 61, math: 62, english: 63, science: 64, social: 65 };

  return {
    'records.student-save': async () => {
      const child = await childOf('guardian40');
      const body = { fiscal_year: fiscalYear(), record_kind: 'test', exam_name: '履歴確認模試', taken_on: today(), ...scores };
      return {
        call: { user: 'guardian40', studentId: child.id, params: { id: child.id }, json: body },
        refused: { user: 'guardian40', studentId: child.id, params: { id: child.id }, json: { ...body, math: 201 }, error: 'VALIDATION_FAILED' },
        rows: [{ target: 'grade_record', action: 'insert', after: { student_id: child.id, exam_name: '履歴確認模試', total: 315, entered_by_guardian: true }, count: 1 }],
      };
    },
    'records.school-subjects-save': async () => {
      const child = await childOf('guardian41');
      const subject = await db().selectFrom('school_subjects').select('id').where('company_id', '=', env.companyId()).orderBy('sort_order').executeTakeFirstOrThrow();
      const body = { fiscal_year: fiscalYear() + 3, report_point: 3, ratings: [{ school_subject_id: subject.id, rating: 4 }] };
      return {
        call: { user: 'staff', params: { id: child.id }, json: body },
        refused: { user: 'staff', params: { id: child.id }, json: { ...body, ratings: [{ school_subject_id: subject.id, rating: 6 }] }, error: 'VALIDATION_FAILED' },
        rows: [{ target: 'school_subject_grade', action: 'insert', after: { student_id: child.id, report_point: 3, rating: 4, entered_by_guardian: false }, count: 1 }],
      };
    },
    'records.class-save': async () => {
      const child = await childOf('guardian42');
      const body = {
        schoolhouse_id: child.schoolhouse_id, schoolyear_id: child.schoolyear_id, fiscal_year: fiscalYear() + 3, record_kind: 'examination', exam_point: 1,
        rows: [{ student_id: child.id, ...scores }],
      };
      return {
        call: { user: 'staff', json: body },
        refused: { user: 'staff', json: { ...body, rows: [{ student_id: child.id, ...scores, math: 101 }] }, error: 'VALIDATION_FAILED' },
        rows: [{ target: 'grade_record', action: 'insert', after: { student_id: child.id, exam_name: '1学期中間テスト', exam_point: 1, total: 315 }, count: 1 }],
      };
    },
  };
}
