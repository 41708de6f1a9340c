import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import { RecordKind } from '../../../generated/enums.js';
import type { Principal } from '../../auth/principal.js';
import { schoolClock } from '../lessons/rescheduleDeadline.js';
import { currentFiscalYear, EXAM_POINTS, examPointOf, termOfDate, termOfExamPoint } from './gradeCalendar.js';
import { differenceOf, SUBJECTS, standingOf, type Difference, type Scores } from './gradeMath.js';
import { gradeStudentFor, type GradeStudent } from './gradeStudent.js';
import { windowBook, type InputWindow, type WindowBook } from './inputWindow.js';

type Db = Kysely<Database>;

/** The kinds a grade record page shows (report cards are the school-subject ratings of /school-subjects). */
export const TEST_KINDS: readonly string[] = [RecordKind.examination, RecordKind.test];

export const RECORD_COLUMNS = [
  'id', 'student_id', 'fiscal_year', 'record_kind', 'exam_name', 'exam_point', 'taken_on',
  'japanese', 'math', 'english', 'science', 'social', 'total', 'average', 'deviation', 'ranking', 'entered_by_guardian',
] as const;

/** A stored grade record as read. */
export interface RecordRow extends Scores {
  id: number;
  student_id: number;
  fiscal_year: number;
  record_kind: string;
  exam_name: string;
  exam_point: number | null;
  taken_on: string | null;
  total: number | null;
  average: number | null;
  deviation: number | null;
  ranking: number | null;
  entered_by_guardian: boolean;
}

/** A record as the pages show it: deviation and ranking filled in (computed where none is stored). */
export interface RecordView extends RecordRow {
  term: number;
  is_deviation_computed: boolean;
  is_ranking_computed: boolean;
  /** How many of the school year took the test (the computed standing's population; null when nothing was computed). */
  peers: number | null;
}

/**
 * Fills each record's missing deviation and ranking (model/operations/records.yaml, "Deviation and ranking"): among the
 * company's records of the same fiscal year, kind and exam name whose students are in `schoolyearId` now, by total.
 */
export async function withStandings(db: Db, options: { companyId: number; schoolyearId: number; rows: readonly RecordRow[] }): Promise<RecordView[]> {
  const needing = options.rows.filter((r) => r.total !== null && (r.deviation === null || r.ranking === null));
  const peerTotals = new Map<string, number[]>();
  const keyOf = (r: { fiscal_year: number; record_kind: string; exam_name: string }) => `${r.fiscal_year}|${r.record_kind}|${r.exam_name}`;
  if (needing.length > 0) {
    const years = [...new Set(needing.map((r) => r.fiscal_year))];
    const names = [...new Set(needing.map((r) => r.exam_name))];
    const peers = await db.selectFrom('grade_records as g').innerJoin('students as s', (j) => j.onRef('s.id', '=', 'g.student_id').onRef('s.company_id', '=', 'g.company_id'))
      .select(['g.fiscal_year', 'g.record_kind', 'g.exam_name', 'g.total'])
      .where('g.company_id', '=', options.companyId).where('s.schoolyear_id', '=', options.schoolyearId)
      .where('g.fiscal_year', 'in', years).where('g.exam_name', 'in', names).where('g.total', 'is not', null).execute();
    for (const p of peers) {
      const key = keyOf(p);
      peerTotals.set(key, [...(peerTotals.get(key) ?? []), p.total!]);
    }
  }
  return options.rows.map((r) => {
    const examPoint = r.record_kind === RecordKind.examination ? examPointOf(r) : r.exam_point;
    const term = examPoint !== null && r.record_kind === RecordKind.examination ? termOfExamPoint(examPoint) : termOfDate(r.taken_on ?? schoolClock().today);
    const base = { ...r, exam_point: examPoint, term, is_deviation_computed: false, is_ranking_computed: false, peers: null };
    if (r.total === null || (r.deviation !== null && r.ranking !== null)) return base;
    const standing = standingOf(r.total, peerTotals.get(keyOf(r)) ?? [r.total]);
    return {
      ...base, peers: standing.peers,
      deviation: r.deviation ?? standing.deviation, is_deviation_computed: r.deviation === null,
      ranking: r.ranking ?? standing.ranking, is_ranking_computed: r.ranking === null,
    };
  });
}

/** The order of a student's tests of one kind: 定期テスト by year and point, 模試 by year and date. */
function sortKey(r: RecordRow): string {
  const point = r.record_kind === RecordKind.examination ? String(examPointOf(r) ?? 9) : '0';
  return `${r.fiscal_year}|${point}|${r.taken_on ?? '9999-99-99'}|${String(r.id).padStart(12, '0')}`;
}

/** Each record with the one before it of the same kind (the student's, any earlier year): the difference from last time. */
function withPrevious<T extends RecordRow>(rows: readonly T[], history: readonly RecordRow[]) {
  const byKind = new Map<string, RecordRow[]>();
  for (const r of [...history].sort((a, b) => sortKey(a).localeCompare(sortKey(b)))) byKind.set(r.record_kind, [...(byKind.get(r.record_kind) ?? []), r]);
  return rows.map((r) => {
    const list = byKind.get(r.record_kind) ?? [];
    const index = list.findIndex((x) => x.id === r.id);
    const previous = index > 0 ? list[index - 1]! : null;
    return {
      ...r,
      previous: previous ? { id: previous.id, fiscal_year: previous.fiscal_year, exam_name: previous.exam_name } : null,
      difference: previous ? differenceOf(r, previous) : null as Difference | null,
    };
  });
}

/** The input window of a record or a test not entered yet, for the caller. */
const testWindow = (book: WindowBook, student: GradeStudent, recordKind: string, term: number): InputWindow =>
  book.windowOf({ recordKind, term, bindsFamily: student.isFamily });

/** The fiscal years a student's pages offer: those with grades, the current one and the one asked for, newest first. */
async function fiscalYearsOf(db: Db, options: { companyId: number; studentId: number; fiscalYear: number }): Promise<number[]> {
  const stored = await db.selectFrom('grade_records').select('fiscal_year').distinct()
    .where('company_id', '=', options.companyId).where('student_id', '=', options.studentId)
    .union(db.selectFrom('school_subject_grades').select('fiscal_year').distinct()
      .where('company_id', '=', options.companyId).where('student_id', '=', options.studentId))
    .execute();
  return [...new Set([...stored.map((r) => r.fiscal_year), currentFiscalYear(), options.fiscalYear])].sort((a, b) => b - a);
}

/** Whether the caller may write a student's grades (the write operations' grants, for the page's buttons). */
export const mayWriteGrades = (principal: Principal) => principal.role !== 'PROTECTOR' || principal.features.includes('ALLOW_PROTECTOR_INPUT_SCORES');

/**
 * GET /records/students/{id}: the student's 定期テスト and 模試 of a fiscal year (default the current one) with
 * total, average, deviation, ranking and the difference from the previous test of the same kind, and whether each
 * 定期テスト (and a 模試 of each term) may be entered now by the caller.
 */
export async function studentGradeRecords(db: Db, options: { principal: Principal; id: number; fiscalYear?: number }) {
  const { principal } = options;
  const companyId = principal.companyId;
  const student = await gradeStudentFor(db, { principal, id: options.id });
  const fiscalYear = options.fiscalYear ?? currentFiscalYear();
  const history = await db.selectFrom('grade_records').select([...RECORD_COLUMNS])
    .where('company_id', '=', companyId).where('student_id', '=', student.id).where('record_kind', 'in', [...TEST_KINDS])
    .where('fiscal_year', '<=', fiscalYear).where('fiscal_year', '>=', sql<number>`${fiscalYear}::int - 1`).execute();
  const ofYear = history.filter((r) => r.fiscal_year === fiscalYear);
  const [standings, book, fiscalYears] = [
    await withStandings(db, { companyId, schoolyearId: student.schoolyear_id, rows: ofYear }),
    await windowBook(db, { companyId, fiscalYear, schoolhouseId: student.schoolhouse_id }),
    await fiscalYearsOf(db, { companyId, studentId: student.id, fiscalYear }),
  ];
  const records = withPrevious(standings, history)
    .sort((a, b) => (a.record_kind === b.record_kind ? sortKey(a).localeCompare(sortKey(b)) : TEST_KINDS.indexOf(a.record_kind) - TEST_KINDS.indexOf(b.record_kind)))
    .map((r) => ({ ...r, input: testWindow(book, student, r.record_kind, r.term) }));
  return {
    student: { id: student.id, name: student.name, schoolyear_id: student.schoolyear_id, schoolyear_name: student.schoolyear_name, schoolhouse_id: student.schoolhouse_id },
    fiscal_year: fiscalYear,
    fiscal_years: fiscalYears,
    today: schoolClock().today,
    can_edit: mayWriteGrades(principal),
    subjects: [...SUBJECTS],
    records,
    exam_points: EXAM_POINTS.map((p) => {
      const term = termOfExamPoint(p.code);
      return { exam_point: p.code, exam_name: p.label, term, input: testWindow(book, student, RecordKind.examination, term) };
    }),
    test_terms: [1, 2, 3].map((term) => ({ term, input: testWindow(book, student, RecordKind.test, term) })),
  };
}
