import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import { RecordKind } from '../../../generated/enums.js';
import { formatMessage } from '../../../shared/validationMessage.js';
import type { Principal } from '../../auth/principal.js';
import { AppError, type FieldError } from '../../foundation/errors.js';
import { currentFiscalYear, REPORT_POINTS, termOfReportPoint } from './gradeCalendar.js';
import { mayWriteGrades } from './gradeReads.js';
import { gradeStudentFor } from './gradeStudent.js';
import { assertWindowOpen, windowBook } from './inputWindow.js';

type Db = Kysely<Database>;

/**
 * GET /records/students/{id}/school-subjects: the report-card ratings (評定 1–5) of a fiscal year, the company's school
 * subjects (in their order) × the four report cards, and whether each report card may be entered now by the caller
 * (open, before its start, past its deadline, or fixed for the child's schoolhouse).
 */
export async function studentSchoolSubjectGrades(db: Db, options: { principal: Principal; id: number; fiscalYear?: number }) {
  const { principal } = options;
  const companyId = principal.companyId;
  const student = await gradeStudentFor(db, { principal, id: options.id });
  const fiscalYear = options.fiscalYear ?? currentFiscalYear();
  const subjects = await db.selectFrom('school_subjects').select(['id', 'name', 'short_name'])
    .where('company_id', '=', companyId).orderBy('sort_order').orderBy('id').execute();
  const ratings = await db.selectFrom('school_subject_grades').select(['school_subject_id', 'report_point', 'rating', 'entered_by_guardian'])
    .where('company_id', '=', companyId).where('student_id', '=', student.id).where('fiscal_year', '=', fiscalYear)
    .orderBy('report_point').orderBy('school_subject_id').execute();
  const book = await windowBook(db, { companyId, fiscalYear, schoolhouseId: student.schoolhouse_id });
  return {
    fiscal_year: fiscalYear,
    can_edit: mayWriteGrades(principal),
    subjects,
    report_points: REPORT_POINTS.map((p) => {
      const term = termOfReportPoint(p.code);
      return { report_point: p.code, label: p.label, term, input: book.windowOf({ recordKind: RecordKind.report, term, bindsFamily: student.isFamily }) };
    }),
    ratings,
  };
}

export interface SaveRatings { fiscal_year: number; report_point: number; ratings: Array<{ school_subject_id: number; rating: number | null }> }

/**
 * POST /records/students/{id}/school-subjects: one report card's ratings; a null rating clears the subject. Refused
 * once the term is fixed at the child's schoolhouse (409, everyone) and, for a family, outside its input window.
 */
export async function saveStudentSchoolSubjectGrades(db: Db, options: { principal: Principal; id: number; body: SaveRatings }) {
  const { principal, body } = options;
  const companyId = principal.companyId;
  const student = await gradeStudentFor(db, { principal, id: options.id });
  const known = new Set((await db.selectFrom('school_subjects').select('id').where('company_id', '=', companyId)
    .where('id', 'in', [0, ...body.ratings.map((r) => r.school_subject_id)]).execute()).map((r) => r.id));
  const errors: FieldError[] = [];
  const seen = new Set<number>();
  body.ratings.forEach((r, i) => {
    if (!known.has(r.school_subject_id)) errors.push({ field: `ratings.${i}.school_subject_id`, message: formatMessage('achievementsApi.unknownSubject') });
    else if (seen.has(r.school_subject_id)) errors.push({ field: `ratings.${i}.school_subject_id`, message: formatMessage('achievementsApi.subjectTwice') });
    seen.add(r.school_subject_id);
  });
  if (errors.length > 0) throw new AppError('VALIDATION_FAILED', { errors });
  await db.transaction().execute(async (trx) => {
    const book = await windowBook(trx, { companyId, fiscalYear: body.fiscal_year, schoolhouseId: student.schoolhouse_id });
    assertWindowOpen(book.windowOf({ recordKind: RecordKind.report, term: termOfReportPoint(body.report_point), bindsFamily: student.isFamily }));
    const key = { company_id: companyId, student_id: student.id, fiscal_year: body.fiscal_year, report_point: body.report_point };
    const cleared = body.ratings.filter((r) => r.rating === null).map((r) => r.school_subject_id);
    if (cleared.length > 0) {
      await trx.deleteFrom('school_subject_grades').where('company_id', '=', companyId).where('student_id', '=', student.id)
        .where('fiscal_year', '=', body.fiscal_year).where('report_point', '=', body.report_point).where('school_subject_id', 'in', cleared).execute();
    }
    const rated = body.ratings.filter((r): r is { school_subject_id: number; rating: number } => r.rating !== null);
    if (rated.length > 0) {
      await trx.insertInto('school_subject_grades')
        .values(rated.map((r) => ({ ...key, school_subject_id: r.school_subject_id, rating: r.rating, entered_by_user_id: principal.userId, entered_by_guardian: student.isFamily })))
        .onConflict((oc) => oc.columns(['company_id', 'student_id', 'fiscal_year', 'report_point', 'school_subject_id']).doUpdateSet({
          rating: (eb) => eb.ref('excluded.rating'), entered_by_user_id: (eb) => eb.ref('excluded.entered_by_user_id'),
          entered_by_guardian: (eb) => eb.ref('excluded.entered_by_guardian'), updated_at: sql<Date>`now()`,
        }).whereRef('school_subject_grades.rating', 'is distinct from', 'excluded.rating'))
        .execute();
    }
  });
  return studentSchoolSubjectGrades(db, { principal, id: student.id, fiscalYear: body.fiscal_year });
}
