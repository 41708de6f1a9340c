import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import { Attendance, LessonStatus, ReportStatus } from '../../../generated/enums.js';
import type { Principal } from '../../auth/principal.js';
import { isAnyOf } from '../../db/anyOf.js';
import { readPrepared } from '../../db/preparedStatements.js';
import { AppError } from '../../foundation/errors.js';
import { fullName } from '../messaging/personNames.js';
import { clockText } from '../lessons/lessonSchedule.js';
import { schoolClock } from '../lessons/rescheduleDeadline.js';
import { reportSchoolhouses, schoolSideOf } from './reportScope.js';

type Db = Kysely<Database>;

/** Lessons a report is written for: those that took place or whose student was absent (not those moved to a make-up). */
const REPORTABLE = [LessonStatus.scheduled, LessonStatus.absent];

export interface ReportLesson {
  lesson_id: number;
  lesson_date: string;
  timetable_period_id: number;
  period_name: string;
  start_time: string;
  student_id: number;
  student_name: string;
  teacher_id: number;
  teacher_name: string;
  lesson_subject_id: number;
  lesson_subject_name: string;
  schoolhouse_id: number;
  schoolhouse_name: string;
  lesson_type: number;
  lesson_status: string;
  report_id: number | null;
  report_status: string | null;
}

/** The lessons with what a report takes from them, in the caller's reach. */
function lessonsQuery(db: Db, principal: Principal) {
  let query = db.selectFrom('lessons as l')
    .innerJoin('lesson_frames as f', (j) => j.onRef('f.company_id', '=', 'l.company_id').onRef('f.id', '=', 'l.lesson_frame_id'))
    .innerJoin('timetable_periods as p', (j) => j.onRef('p.company_id', '=', 'l.company_id').onRef('p.id', '=', 'l.timetable_period_id'))
    .innerJoin('students as st', (j) => j.onRef('st.company_id', '=', 'l.company_id').onRef('st.id', '=', 'l.student_id'))
    .innerJoin('teachers as t', (j) => j.onRef('t.company_id', '=', 'f.company_id').onRef('t.id', '=', 'f.teacher_id'))
    .innerJoin('lesson_subjects as s', (j) => j.onRef('s.company_id', '=', 'f.company_id').onRef('s.id', '=', 'f.lesson_subject_id'))
    .innerJoin('schoolhouses as h', (j) => j.onRef('h.company_id', '=', 'l.company_id').onRef('h.id', '=', 'l.schoolhouse_id'))
    .leftJoin('lesson_reports as r', (j) => j.onRef('r.company_id', '=', 'l.company_id').onRef('r.lesson_id', '=', 'l.id'))
    .select(['l.id as lesson_id', 'l.lesson_date', 'l.timetable_period_id', 'p.name as period_name', 'p.start_time', 'l.student_id',
      'st.family_name_kanji', 'st.first_name_kanji', 'f.teacher_id', 't.name_kanji as teacher_name', 'f.lesson_subject_id',
      's.name as lesson_subject_name', 'l.schoolhouse_id', 'h.schoolhouse_name', 'l.lesson_type', 'l.status as lesson_status',
      'r.id as report_id', 'r.status as report_status'])
    .where('l.company_id', '=', principal.companyId);
  const schoolhouses = reportSchoolhouses(principal);
  if (schoolhouses) query = query.where(isAnyOf('l.schoolhouse_id', schoolhouses));
  return query;
}

type LessonRow = Awaited<ReturnType<ReturnType<typeof lessonsQuery>['execute']>>[number];

const viewOf = (r: LessonRow): ReportLesson => ({
  lesson_id: r.lesson_id, lesson_date: r.lesson_date, timetable_period_id: r.timetable_period_id, period_name: r.period_name,
  start_time: clockText(r.start_time), student_id: r.student_id, student_name: fullName(r.family_name_kanji, r.first_name_kanji),
  teacher_id: r.teacher_id, teacher_name: r.teacher_name, lesson_subject_id: r.lesson_subject_id, lesson_subject_name: r.lesson_subject_name,
  schoolhouse_id: r.schoolhouse_id, schoolhouse_name: r.schoolhouse_name, lesson_type: r.lesson_type, lesson_status: r.lesson_status,
  report_id: r.report_id ?? null, report_status: r.report_status ?? null,
});

/**
 * GET /lesson-reports/timetables: the lessons of a day a report is written for, by period and seat order, each with
 * its report when one exists. A teacher sees the lessons they teach; staff those of a schoolhouse (or all).
 */
export async function reportTimetables(db: Db, options: { principal: Principal; date: string; schoolhouseId?: number }): Promise<{ data: ReportLesson[] }> {
  const { principal } = options;
  let query = lessonsQuery(db, principal).where('l.lesson_date', '=', options.date).where(isAnyOfText('l.status', REPORTABLE));
  // A teacher's evening starts from their コマ of the day (the unique teacher × date × period index), then its lessons.
  if (schoolSideOf(principal) === 'teacher') query = query.where('f.teacher_id', '=', principal.teacherId ?? 0).where('f.lesson_date', '=', options.date);
  if (options.schoolhouseId !== undefined) query = query.where('l.schoolhouse_id', '=', options.schoolhouseId);
  // A named prepared statement: planning the eight-table join costs some 50 ms a call, running it under a millisecond.
  const rows = await readPrepared(db, query.orderBy('p.start_time').orderBy('p.id').orderBy('t.name_kanji').orderBy('l.id').limit(1000));
  return { data: rows.map(viewOf) };
}

const isAnyOfText = (ref: string, values: readonly string[]) => sql<boolean>`${sql.ref(ref)} = any(${[...values]}::text[])`;

/**
 * POST /lesson-reports/bulk-create: a report for each lesson (its student, teacher, subject, date, period and lesson
 * type; 欠席 when the student was absent), started from a template's lesson content, homework and note when one is
 * named. A lesson that has its report already is skipped (its report's id is answered all the same); a lesson out of
 * reach is NOT_FOUND, one not yet held or moved to a make-up REPORT_LESSON_NOT_REPORTABLE (nothing written).
 */
export async function bulkCreateReports(db: Db, options: { principal: Principal; lessonIds: readonly number[]; templateId?: number }): Promise<{ created: number; skipped: number; ids: number[] }> {
  const { principal, lessonIds } = options;
  const companyId = principal.companyId;
  return db.transaction().execute(async (trx) => {
    const lessons = await lessonsQuery(trx, principal).where(isAnyOf('l.id', lessonIds)).execute();
    if (lessons.length !== lessonIds.length) throw new AppError('NOT_FOUND');
    const today = schoolClock().today;
    if (lessons.some((l) => !(REPORTABLE as string[]).includes(l.lesson_status) || l.lesson_date > today)) throw new AppError('REPORT_LESSON_NOT_REPORTABLE');
    let template: { lesson_content: string | null; homework: string | null; note: string | null } = { lesson_content: null, homework: null, note: null };
    if (options.templateId !== undefined) {
      const found = await trx.selectFrom('report_templates').select(['lesson_content', 'homework', 'note'])
        .where('company_id', '=', companyId).where('id', '=', options.templateId).executeTakeFirst();
      if (!found) throw new AppError('NOT_FOUND');
      template = found;
    }
    const fresh = lessons.filter((l) => l.report_id === null);
    const made = fresh.length === 0 ? [] : await trx.insertInto('lesson_reports').values(fresh.map((l) => ({
      company_id: companyId, lesson_id: l.lesson_id, student_id: l.student_id, schoolhouse_id: l.schoolhouse_id, teacher_id: l.teacher_id,
      lesson_subject_id: l.lesson_subject_id, lesson_date: l.lesson_date, timetable_period_id: l.timetable_period_id, lesson_type: l.lesson_type,
      attendance: l.lesson_status === LessonStatus.absent ? Attendance.absent : Attendance.attend, status: ReportStatus.unpublished,
      lesson_content: template.lesson_content, homework: template.homework, note: template.note,
    }))).onConflict((oc) => oc.doNothing()).returning(['id', 'lesson_id']).execute();
    const byLesson = new Map<number, number>(lessons.filter((l) => l.report_id !== null).map((l) => [l.lesson_id, l.report_id!]));
    for (const row of made) byLesson.set(row.lesson_id!, row.id);
    // Another request made one of them meanwhile: its report stands, read now.
    const missing = lessonIds.filter((id) => !byLesson.has(id));
    if (missing.length > 0) {
      const others = await trx.selectFrom('lesson_reports').select(['id', 'lesson_id']).where('company_id', '=', companyId).where(isAnyOf('lesson_id', missing)).execute();
      for (const row of others) byLesson.set(row.lesson_id!, row.id);
    }
    return { created: made.length, skipped: lessonIds.length - made.length, ids: lessonIds.map((id) => byLesson.get(id)!) };
  });
}
