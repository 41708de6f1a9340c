import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import { RecordKind, StudentStatusSets } from '../../../generated/enums.js';
import { formatMessage } from '../../../shared/validationMessage.js';
import type { Principal } from '../../auth/principal.js';
import { settingValueAt } from '../../auth/gates.js';
import { constants } from '../../../generated/constants.js';
import { AppError, type FieldError } from '../../foundation/errors.js';
import { currentFiscalYear } from './gradeCalendar.js';
import { RECORD_COLUMNS, withStandings, type RecordView } from './gradeReads.js';
import { hasAnyScore, resolveTest, scoreColumns, scoreErrors, type ScoreInput, type TestChoice } from './gradeWrites.js';

type Db = Kysely<Database>;

/** The class a staff member enters grades for: a schoolhouse's students of one school year. */
export interface ClassChoice { schoolhouse_id?: number; schoolyear_id?: number }

/**
 * Staff's class view is read where the schoolhouse has the grade feature on (ALLOW_USE_INPUT_SCORES at that
 * schoolhouse, not just at one of the company's: SETTING_NOT_ALLOWED), and only of the caller's company (NOT_FOUND).
 */
async function assertClassSchoolhouse(db: Db, options: { principal: Principal; schoolhouseId: number; schoolyearId: number }) {
  const { principal } = options;
  const house = await db.selectFrom('schoolhouses').select('id').where('company_id', '=', principal.companyId).where('id', '=', options.schoolhouseId).executeTakeFirst();
  const year = await db.selectFrom('schoolyears').select('id').where('id', '=', options.schoolyearId).executeTakeFirst();
  if (!house || !year) throw new AppError('NOT_FOUND');
  const value = await settingValueAt(db, { companyId: principal.companyId, schoolhouseId: house.id, name: 'ALLOW_USE_INPUT_SCORES' });
  if (value !== String(constants.enabledFlag)) throw new AppError('SETTING_NOT_ALLOWED');
}

/** The students of a class, in student-number order (those at the school or on trial). */
async function classStudents(db: Db, options: { companyId: number; schoolhouseId: number; schoolyearId: number }) {
  return db.selectFrom('students').select(['id', 'student_number', 'family_name_kanji', 'first_name_kanji'])
    .where('company_id', '=', options.companyId).where('schoolhouse_id', '=', options.schoolhouseId).where('schoolyear_id', '=', options.schoolyearId)
    .where('status', 'in', [...StudentStatusSets.grades]).orderBy('student_number').execute();
}

/**
 * GET /records/class: every student of a schoolhouse's school year with their record of one test (blank when none),
 * deviation and ranking (stored, else computed among the company's students of that school year), and the 模試 names
 * of that year and school year to choose from. Without a class or a test chosen, no rows.
 */
export async function classGradeRecords(db: Db, options: { principal: Principal; query: ClassChoice & Partial<TestChoice> }) {
  const { principal, query } = options;
  const companyId = principal.companyId;
  const fiscalYear = query.fiscal_year ?? currentFiscalYear();
  const recordKind = query.record_kind ?? RecordKind.examination;
  const empty = { fiscal_year: fiscalYear, record_kind: recordKind, exam_name: null as string | null, exam_names: [] as string[], data: [] as unknown[] };
  if (query.schoolhouse_id === undefined || query.schoolyear_id === undefined) return empty;
  await assertClassSchoolhouse(db, { principal, schoolhouseId: query.schoolhouse_id, schoolyearId: query.schoolyear_id });
  const examNames = (await db.selectFrom('grade_records as g').innerJoin('students as s', (j) => j.onRef('s.id', '=', 'g.student_id').onRef('s.company_id', '=', 'g.company_id'))
    .select('g.exam_name').distinct().where('g.company_id', '=', companyId).where('g.fiscal_year', '=', fiscalYear).where('g.record_kind', '=', RecordKind.test)
    .where('s.schoolyear_id', '=', query.schoolyear_id).orderBy('g.exam_name').execute()).map((r) => r.exam_name);
  const test = resolveTest({ fiscal_year: fiscalYear, record_kind: recordKind, exam_point: query.exam_point, exam_name: query.exam_name });
  if (!test.exam_name) return { ...empty, exam_names: examNames };
  const students = await classStudents(db, { companyId, schoolhouseId: query.schoolhouse_id, schoolyearId: query.schoolyear_id });
  const rows = students.length === 0 ? [] : await db.selectFrom('grade_records').select([...RECORD_COLUMNS])
    .where('company_id', '=', companyId).where('fiscal_year', '=', fiscalYear).where('record_kind', '=', recordKind)
    .where('exam_name', '=', test.exam_name).where('student_id', 'in', students.map((s) => s.id)).execute();
  const views = await withStandings(db, { companyId, schoolyearId: query.schoolyear_id, rows });
  const byStudent = new Map<number, RecordView>(views.map((v) => [v.student_id, v]));
  return {
    fiscal_year: fiscalYear, record_kind: recordKind, exam_name: test.exam_name, exam_names: examNames,
    data: students.map((s) => ({ student_id: s.id, student_number: s.student_number, name: `${s.family_name_kanji} ${s.first_name_kanji}`, record: byStudent.get(s.id) ?? null })),
  };
}

export interface SaveClass extends TestChoice { schoolhouse_id: number; schoolyear_id: number; rows: Array<ScoreInput & { student_id: number }> }

/**
 * POST /records/class: the scores of many students for one test in one transaction. Every row is checked first (a
 * student of the class, once; scores within the limits; a total that adds up) and any error refuses the whole save,
 * its field named by the row (`rows.3.math`). A row with no score removes that student's record of the test. Staff
 * write after a deadline (deadlines bind families). Answers the class view as saved.
 */
export async function saveClassGradeRecords(db: Db, options: { principal: Principal; body: SaveClass }) {
  const { principal, body } = options;
  const companyId = principal.companyId;
  await assertClassSchoolhouse(db, { principal, schoolhouseId: body.schoolhouse_id, schoolyearId: body.schoolyear_id });
  const test = resolveTest(body);
  const students = new Set((await classStudents(db, { companyId, schoolhouseId: body.schoolhouse_id, schoolyearId: body.schoolyear_id })).map((s) => s.id));
  const errors: FieldError[] = [...test.errors];
  const seen = new Set<number>();
  body.rows.forEach((row, i) => {
    if (!students.has(row.student_id)) errors.push({ field: `rows.${i}.student_id`, message: formatMessage('achievementsApi.notInClass') });
    else if (seen.has(row.student_id)) errors.push({ field: `rows.${i}.student_id`, message: formatMessage('achievementsApi.studentTwice') });
    seen.add(row.student_id);
    errors.push(...scoreErrors(body.record_kind, row, `rows.${i}.`));
  });
  if (errors.length > 0) throw new AppError('VALIDATION_FAILED', { errors });
  await db.transaction().execute(async (trx) => {
    const cleared = body.rows.filter((r) => !hasAnyScore(r)).map((r) => r.student_id);
    if (cleared.length > 0) {
      await trx.deleteFrom('grade_records').where('company_id', '=', companyId).where('fiscal_year', '=', body.fiscal_year)
        .where('record_kind', '=', body.record_kind).where('exam_name', '=', test.exam_name).where('student_id', 'in', cleared).execute();
    }
    const scored = body.rows.filter((r) => hasAnyScore(r));
    if (scored.length === 0) return;
    await trx.insertInto('grade_records').values(scored.map((r) => ({
      ...scoreColumns(r), company_id: companyId, student_id: r.student_id, fiscal_year: body.fiscal_year, record_kind: body.record_kind,
      exam_name: test.exam_name, exam_point: test.exam_point, taken_on: body.taken_on ?? null, entered_by_user_id: principal.userId, entered_by_guardian: false,
    }))).onConflict((oc) => oc.columns(['company_id', 'student_id', 'fiscal_year', 'record_kind', 'exam_name']).doUpdateSet((eb) => ({
      japanese: eb.ref('excluded.japanese'), math: eb.ref('excluded.math'), english: eb.ref('excluded.english'), science: eb.ref('excluded.science'),
      social: eb.ref('excluded.social'), total: eb.ref('excluded.total'), average: eb.ref('excluded.average'), deviation: null, ranking: null,
      exam_point: eb.ref('excluded.exam_point'), taken_on: sql<string | null>`coalesce(excluded.taken_on, grade_records.taken_on)`,
      entered_by_user_id: eb.ref('excluded.entered_by_user_id'), entered_by_guardian: false, updated_at: sql<Date>`now()`,
    }))).execute();
  });
  return classGradeRecords(db, {
    principal, query: { schoolhouse_id: body.schoolhouse_id, schoolyear_id: body.schoolyear_id, fiscal_year: body.fiscal_year, record_kind: body.record_kind, exam_point: body.exam_point, exam_name: body.exam_name },
  });
}
