import type { Kysely } from 'kysely';
import { constants } from '../../../generated/constants.js';
import type { Database } from '../../../generated/db.js';
import { LessonStatus } from '../../../generated/enums.js';
import { operationById } from '../../../generated/operations.js';
import type { Principal } from '../../auth/principal.js';
import { isAnyOf } from '../../db/anyOf.js';
import { readPrepared } from '../../db/preparedStatements.js';
import { AppError } from '../../foundation/errors.js';
import { formatMessage } from '../../../shared/validationMessage.js';
import { familyRulesAt } from './familyRules.js';
import { frameLines } from './makeupChoices.js';
import { daysBetween, hasStarted, isDeadlinePassed, rescheduleDeadline, schoolClock, type SchoolClock } from './rescheduleDeadline.js';

type Db = Kysely<Database>;

/**
 * A guardian's child's or a teacher's lessons from one date to another (frame.student-schedule,
 * frame.teacher-schedule): each lesson with its period, subject, teacher, student and seat by name, what the guardian
 * may do with it (report the absence, ask for a make-up) and its make-up request; the closed days and the periods.
 * Names are the real ones: the gates of model/gates.yaml blank them in the answer where a setting hides them.
 */

/** A make-up request as the schedule shows it: its choices as one line each (12月03日(木) 3限 中学数学). */
export interface ScheduleReschedule {
  id: number;
  status: string;
  first_choice: string;
  second_choice: string | null;
  decided_choice: string | null;
  refusal_reason: string | null;
}

/** One lesson of a schedule. */
export interface ScheduleLesson {
  id: number;
  lesson_frame_id: number;
  schoolhouse_id: number;
  lesson_date: string;
  timetable_period_id: number;
  period_name: string;
  start_time: string;
  end_time: string;
  lesson_subject_name: string;
  teacher_name: string;
  student_id: number;
  student_name: string;
  seat_name: string;
  lesson_type: number;
  status: string;
  absence_reason: string | null;
  can_report_absence: boolean;
  can_request_reschedule: boolean;
  reschedule_deadline: string;
  reschedule: ScheduleReschedule | null;
}

export interface PeriodView { id: number; name: string; start_time: string; end_time: string }

export interface LessonSchedule {
  data: ScheduleLesson[];
  closed_days: Array<{ date: string; name: string }>;
  periods: PeriodView[];
}

/** Whose lessons: a child's (the guardian acting for them) or a teacher's (the lessons of their コマ). */
export type ScheduleSubject = { studentId: number; schoolhouseIds: number[] } | { teacherId: number; schoolhouseIds: number[] };

/** 'HH:mm' of a time column ('HH:mm:ss'). */
export const clockText = (time: string): string => time.slice(0, 5);

/** The labels of the range's query parameters (開始日, 終了日), from the contract. */
function rangeLabels(): { from: string; to: string } {
  const properties = (operationById('frame.student-schedule').query?.properties ?? {}) as Record<string, { title?: string }>;
  return { from: properties.from?.title ?? 'from', to: properties.to?.title ?? 'to' };
}

/** VALIDATION_FAILED unless `to` is on or after `from` and at most constants.lessonScheduleMaxDays after it. */
export function assertScheduleRange(range: { from: string; to: string }): void {
  const days = daysBetween(range.from, range.to);
  if (days < 0) {
    const labels = rangeLabels();
    throw new AppError('VALIDATION_FAILED', { errors: [{ field: 'to', message: formatMessage('validation.rule.dateOnOrAfter', { label: labels.to, other: labels.from }) }] });
  }
  const max = Number(constants.lessonScheduleMaxDays);
  if (days > max) throw new AppError('VALIDATION_FAILED', { errors: [{ field: 'to', message: formatMessage('lessonFamilyApi.rangeTooLong', { days: max }) }] });
}

function scheduleRows(db: Db, options: { companyId: number; subject: ScheduleSubject; from: string; to: string }) {
  const { companyId, subject } = options;
  let query = db.selectFrom('lessons as l')
    .innerJoin('lesson_frames as f', (j) => j.onRef('f.company_id', '=', 'l.company_id').onRef('f.id', '=', 'l.lesson_frame_id'))
    .innerJoin('timetable_periods as p', (j) => j.onRef('p.company_id', '=', 'l.company_id').onRef('p.id', '=', 'l.timetable_period_id'))
    .innerJoin('lesson_subjects as s', (j) => j.onRef('s.company_id', '=', 'f.company_id').onRef('s.id', '=', 'f.lesson_subject_id'))
    .innerJoin('teachers as t', (j) => j.onRef('t.company_id', '=', 'f.company_id').onRef('t.id', '=', 'f.teacher_id'))
    .innerJoin('students as st', (j) => j.onRef('st.company_id', '=', 'l.company_id').onRef('st.id', '=', 'l.student_id'))
    .innerJoin('seats as seat', (j) => j.onRef('seat.company_id', '=', 'l.company_id').onRef('seat.id', '=', 'l.seat_id'))
    .leftJoin('reschedule_requests as r', (j) => j.onRef('r.company_id', '=', 'l.company_id').onRef('r.lesson_id', '=', 'l.id'))
    .select([
      'l.id', 'l.lesson_frame_id', 'l.schoolhouse_id', 'l.lesson_date', 'l.timetable_period_id', 'l.student_id', 'l.lesson_type', 'l.status',
      'l.absence_reason', 'p.name as period_name', 'p.start_time', 'p.end_time', 's.name as lesson_subject_name', 't.name_kanji as teacher_name',
      'st.family_name_kanji', 'st.first_name_kanji', 'seat.name as seat_name', 'r.id as request_id', 'r.status as request_status',
      'r.first_frame_id', 'r.second_frame_id', 'r.decided_frame_id', 'r.refusal_reason',
    ])
    .where('l.company_id', '=', companyId).where('l.lesson_date', '>=', options.from).where('l.lesson_date', '<=', options.to);
  query = 'studentId' in subject ? query.where('l.student_id', '=', subject.studentId) : query.where('f.teacher_id', '=', subject.teacherId);
  // One text per subject kind, run as a named prepared statement: planning the eight-table join took ten times its run.
  return readPrepared(db, query.orderBy('l.lesson_date').orderBy('p.start_time').orderBy('p.period_number').orderBy('l.id'));
}

type Row = Awaited<ReturnType<typeof scheduleRows>>[number];

/** The closed days (holidays of the whole company or of one of the schoolhouses) from one date to another. */
async function closedDays(db: Db, options: { companyId: number; schoolhouseIds: number[]; from: string; to: string }) {
  return readPrepared(db, db.selectFrom('holidays').select(['holiday_date as date', 'name']).distinct()
    .where('company_id', '=', options.companyId).where('holiday_date', '>=', options.from).where('holiday_date', '<=', options.to)
    .where((eb) => eb.or([eb('schoolhouse_id', 'is', null), isAnyOf('schoolhouse_id', options.schoolhouseIds)]))
    .orderBy('holiday_date').orderBy('name'));
}

/** Every period (時限) of the company, in order, times as 'HH:mm'. */
export async function periodsOf(db: Db, companyId: number): Promise<PeriodView[]> {
  const rows = await readPrepared(db, db.selectFrom('timetable_periods').select(['id', 'name', 'start_time', 'end_time'])
    .where('company_id', '=', companyId).orderBy('period_number').orderBy('id'));
  return rows.map((p) => ({ id: p.id, name: p.name, start_time: clockText(p.start_time), end_time: clockText(p.end_time) }));
}

function rescheduleOf(row: Row, lines: Map<number, string>): ScheduleReschedule | null {
  if (row.request_id === null || row.first_frame_id === null) return null;
  const line = (id: number | null) => (id === null ? null : lines.get(id) ?? null);
  return {
    id: row.request_id, status: row.request_status ?? '', first_choice: line(row.first_frame_id) ?? '', second_choice: line(row.second_frame_id),
    decided_choice: line(row.decided_frame_id), refusal_reason: row.refusal_reason,
  };
}

/** The schedule of a child or a teacher from `from` to `to` (the range checked by {@link assertScheduleRange}). */
export async function lessonSchedule(db: Db, options: { principal: Principal; subject: ScheduleSubject; from: string; to: string; clock?: SchoolClock }): Promise<LessonSchedule> {
  const { principal, subject } = options;
  assertScheduleRange(options);
  const companyId = principal.companyId;
  const clock = options.clock ?? schoolClock();
  // The lessons, the closed days and the periods side by side; then what depends on the lessons, side by side.
  const [rows, closed, periods] = await Promise.all([
    scheduleRows(db, { companyId, subject, from: options.from, to: options.to }),
    closedDays(db, { companyId, schoolhouseIds: subject.schoolhouseIds, from: options.from, to: options.to }),
    periodsOf(db, companyId),
  ]);
  const frameIds = rows.flatMap((r) => [r.first_frame_id, r.second_frame_id, r.decided_frame_id]).filter((id): id is number => id !== null);
  const [rules, lines] = await Promise.all([
    familyRulesAt(db, { principal, schoolhouseIds: rows.map((r) => r.schoolhouse_id) }),
    frameLines(db, { companyId, frameIds }),
  ]);
  const isFamily = 'studentId' in subject;
  const data = rows.map((row): ScheduleLesson => {
    const rule = rules.get(row.schoolhouse_id)!;
    const deadline = rescheduleDeadline(row.lesson_date, rule.deadlineDays);
    return {
      id: row.id, lesson_frame_id: row.lesson_frame_id, schoolhouse_id: row.schoolhouse_id, lesson_date: row.lesson_date,
      timetable_period_id: row.timetable_period_id, period_name: row.period_name, start_time: clockText(row.start_time), end_time: clockText(row.end_time),
      lesson_subject_name: row.lesson_subject_name, teacher_name: row.teacher_name, student_id: row.student_id,
      student_name: `${row.family_name_kanji} ${row.first_name_kanji}`, seat_name: row.seat_name, lesson_type: row.lesson_type, status: row.status,
      absence_reason: row.absence_reason,
      can_report_absence: isFamily && rule.isAbsenceOpen && row.status === LessonStatus.scheduled && !hasStarted(row, clock),
      can_request_reschedule: isFamily && rule.isRescheduleOpen && row.status === LessonStatus.absent && row.request_id === null && !isDeadlinePassed(deadline, clock),
      reschedule_deadline: deadline,
      reschedule: rescheduleOf(row, lines),
    };
  });
  return { data, closed_days: closed, periods };
}
