import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import { RecordKind } from '../../../generated/enums.js';
import type { MessageKey } from '../../../generated/messages.ja.js';
import { formatMessage } from '../../../shared/validationMessage.js';
import type { Principal } from '../../auth/principal.js';
import { AppError, type FieldError } from '../../foundation/errors.js';
import { schoolClock } from '../lessons/rescheduleDeadline.js';
import { examPointName, fiscalYearRange, termOfDate, termOfExamPoint } from './gradeCalendar.js';
import { averageOf, SUBJECTS, totalOf, type Scores } from './gradeMath.js';
import { gradeStudentFor } from './gradeStudent.js';
import { assertWindowOpen, windowBook } from './inputWindow.js';

type Db = Kysely<Database>;

/** The highest score of one subject of a 定期テスト (a school's test is out of 100; a 模試 may be out of 200: the schema). */
export const EXAMINATION_MAX_SCORE = 100;

/** The subjects' labels (the grade record's fields) for the messages. */
const LABELS: Record<(typeof SUBJECTS)[number] | 'total', MessageKey> = {
  japanese: 'achievements.subject.japanese', math: 'achievements.subject.math', english: 'achievements.subject.english',
  science: 'achievements.subject.science', social: 'achievements.subject.social', total: 'achievements.subject.total',
};
const label = (field: keyof typeof LABELS) => formatMessage(LABELS[field]);

/** One test's scores as sent: the five subjects and the total, each optional. */
export type ScoreInput = Partial<Record<(typeof SUBJECTS)[number] | 'total', number | null>>;

/** Which test: one of the six 定期テスト, or a 模試 by its name. */
export interface TestChoice { fiscal_year: number; record_kind: string; exam_point?: number | null; exam_name?: string | null; taken_on?: string | null }

/** The checks the schema cannot make, as field errors under `prefix` (a row of the class table: `rows.3.`). */
export function scoreErrors(kind: string, input: ScoreInput, prefix = ''): FieldError[] {
  const errors: FieldError[] = [];
  const scores = Object.fromEntries(SUBJECTS.map((s) => [s, input[s] ?? null])) as Scores;
  if (kind === RecordKind.examination) {
    for (const s of SUBJECTS) {
      if ((scores[s] ?? 0) > EXAMINATION_MAX_SCORE) errors.push({ field: `${prefix}${s}`, message: formatMessage('validation.maximum', { label: label(s), limit: EXAMINATION_MAX_SCORE }) });
    }
  }
  const given = SUBJECTS.map((s) => scores[s]).filter((v): v is number => v !== null && v !== undefined);
  const sum = given.reduce((a, b) => a + b, 0);
  const total = input.total ?? null;
  if (total !== null && (given.length === SUBJECTS.length ? total !== sum : total < sum)) {
    errors.push({ field: `${prefix}total`, message: formatMessage('achievementsApi.totalMismatch', { sum }) });
  }
  return errors;
}

/** The stored columns of a test's scores: subjects, total (the sum when not given) and average; deviation and ranking are computed again. */
export function scoreColumns(input: ScoreInput) {
  const scores = Object.fromEntries(SUBJECTS.map((s) => [s, input[s] ?? null])) as Scores;
  const total = totalOf(scores, input.total);
  return { ...scores, total, average: averageOf(scores, total), deviation: null, ranking: null };
}

export const hasAnyScore = (input: ScoreInput) => [...SUBJECTS, 'total' as const].some((s) => input[s] !== null && input[s] !== undefined);

/** The test named by a choice: its exam name and point, or the field errors of a choice that names none. */
export function resolveTest(choice: TestChoice, prefix = ''): { exam_name: string; exam_point: number | null; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const range = fiscalYearRange(choice.fiscal_year);
  if (choice.taken_on && (choice.taken_on < range.from || choice.taken_on > range.to)) {
    errors.push({ field: `${prefix}taken_on`, message: formatMessage('achievementsApi.takenOnOutsideYear', { year: choice.fiscal_year }) });
  }
  if (choice.record_kind === RecordKind.examination) {
    if (choice.exam_point === null || choice.exam_point === undefined) {
      errors.push({ field: `${prefix}exam_point`, message: formatMessage('validation.requiredSelect', { label: formatMessage('achievements.field.examPoint') }) });
      return { exam_name: '', exam_point: null, errors };
    }
    return { exam_name: examPointName(choice.exam_point), exam_point: choice.exam_point, errors };
  }
  const name = (choice.exam_name ?? '').trim();
  if (!name) errors.push({ field: `${prefix}exam_name`, message: formatMessage('validation.required', { label: formatMessage('achievements.field.examName') }) });
  return { exam_name: name, exam_point: null, errors };
}

/** The school term whose input window a test's write is checked against. */
export function termOfTest(choice: TestChoice, storedTakenOn: string | null): number {
  if (choice.record_kind === RecordKind.examination) return termOfExamPoint(choice.exam_point!);
  return termOfDate(choice.taken_on ?? storedTakenOn ?? schoolClock().today);
}

export interface SaveStudentRecord extends TestChoice, ScoreInput {}

/**
 * POST /records/students/{id}: adds or replaces the student's record of one test. A family writes only their own
 * child, with ALLOW_PROTECTOR_INPUT_SCORES (the grants), within the test's input window (10460 / 10461); staff at
 * any time. Returns the record's id.
 */
export async function saveStudentGradeRecord(db: Db, options: { principal: Principal; id: number; body: SaveStudentRecord }) {
  const { principal, body } = options;
  const companyId = principal.companyId;
  const student = await gradeStudentFor(db, { principal, id: options.id });
  const test = resolveTest(body);
  const errors = [...test.errors, ...scoreErrors(body.record_kind, body)];
  if (!hasAnyScore(body)) errors.push({ field: 'total', message: formatMessage('achievementsApi.noScore') });
  if (errors.length > 0) throw new AppError('VALIDATION_FAILED', { errors });
  return db.transaction().execute(async (trx) => {
    const stored = await trx.selectFrom('grade_records').select(['id', 'taken_on'])
      .where('company_id', '=', companyId).where('student_id', '=', student.id).where('fiscal_year', '=', body.fiscal_year)
      .where('record_kind', '=', body.record_kind).where('exam_name', '=', test.exam_name).forUpdate().executeTakeFirst();
    const book = await windowBook(trx, { companyId, fiscalYear: body.fiscal_year, schoolhouseId: student.schoolhouse_id });
    assertWindowOpen(book.windowOf({ recordKind: body.record_kind, term: termOfTest(body, stored?.taken_on ?? null), bindsFamily: student.isFamily }));
    const values = {
      ...scoreColumns(body), exam_point: test.exam_point, taken_on: body.taken_on ?? stored?.taken_on ?? null,
      entered_by_user_id: principal.userId, entered_by_guardian: student.isFamily,
    };
    const row = stored
      ? await trx.updateTable('grade_records').set({ ...values, updated_at: sql<Date>`now()` }).where('company_id', '=', companyId).where('id', '=', stored.id)
        .returning('id').executeTakeFirstOrThrow()
      : await trx.insertInto('grade_records').values({
        ...values, company_id: companyId, student_id: student.id, fiscal_year: body.fiscal_year, record_kind: body.record_kind, exam_name: test.exam_name,
      }).returning('id').executeTakeFirstOrThrow();
    return { id: row.id, fiscal_year: body.fiscal_year, record_kind: body.record_kind, exam_name: test.exam_name };
  });
}
