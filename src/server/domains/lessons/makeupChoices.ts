import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import { codeLists, LessonStatus } from '../../../generated/enums.js';
import { assertGateOpenForRecord } from '../../auth/gates.js';
import type { Principal } from '../../auth/principal.js';
import { isAnyOf } from '../../db/anyOf.js';
import { readPrepared } from '../../db/preparedStatements.js';
import { AppError } from '../../foundation/errors.js';
import { formatMessage } from '../../../shared/validationMessage.js';
import { actingChildId, familyRulesOf } from './familyRules.js';
import { isDeadlinePassed, rescheduleDeadline, type SchoolClock } from './rescheduleDeadline.js';

type Db = Kysely<Database>;

/**
 * The make-up choices of an absent lesson (frame.available-lessons, and the check of frame.reschedule-request): the
 * コマ of the lesson's schoolhouse from tomorrow to the deadline, on no closed day, with room in the コマ (fewer
 * students than its capacity) and a free active seat of the schoolhouse in that period, at a time the child has no
 * other lesson. The database's unique rules decide a race when staff place the make-up; this only offers.
 */

/** Lesson statuses that leave the seat and the student free (the partial unique indexes of model/entities/lesson.yaml). */
const FREEING = [LessonStatus.absent, LessonStatus.approved, LessonStatus.waiting];
const WEEKDAYS = codeLists.weekday.values;
const pad = (n: number) => String(n).padStart(2, '0');

/** A lesson or a make-up choice as one line: 12月03日(木) 3限 中学数学. */
export function lessonLine(options: { lessonDate: string; periodName: string; subjectName: string }): string {
  const day = new Date(`${options.lessonDate}T00:00:00Z`);
  // getUTCDay: 0 is Sunday; the weekday code list runs 1 (月) to 7 (日).
  const weekday = WEEKDAYS.find((w) => w.code === (day.getUTCDay() || 7))?.label ?? '';
  return formatMessage('lessonFamilyApi.lessonLine', {
    month: pad(day.getUTCMonth() + 1), day: pad(day.getUTCDate()), weekday, period: options.periodName, subject: options.subjectName,
  });
}

/** The line of each コマ by id ({@link lessonLine}). */
export async function frameLines(db: Db, options: { companyId: number; frameIds: number[] }): Promise<Map<number, string>> {
  const ids = [...new Set(options.frameIds)];
  if (ids.length === 0) return new Map();
  const rows = await readPrepared(db, db.selectFrom('lesson_frames as f')
    .innerJoin('timetable_periods as p', (j) => j.onRef('p.company_id', '=', 'f.company_id').onRef('p.id', '=', 'f.timetable_period_id'))
    .innerJoin('lesson_subjects as s', (j) => j.onRef('s.company_id', '=', 'f.company_id').onRef('s.id', '=', 'f.lesson_subject_id'))
    .select(['f.id', 'f.lesson_date', 'p.name as period_name', 's.name as subject_name'])
    .where('f.company_id', '=', options.companyId).where(isAnyOf('f.id', ids)));
  return new Map(rows.map((r) => [r.id, lessonLine({ lessonDate: r.lesson_date, periodName: r.period_name, subjectName: r.subject_name })]));
}

/** A コマ offered as a make-up. */
export interface MakeupCandidate {
  lesson_frame_id: number;
  lesson_date: string;
  timetable_period_id: number;
  period_name: string;
  start_time: string;
  end_time: string;
  lesson_subject_name: string;
  teacher_name: string;
  /** The fewer of the places left in the コマ and the schoolhouse's free active seats in its period. */
  free_seats: number;
  /** The child's available days (通塾可能日) include the weekday and period. */
  is_available_time: boolean;
}

/** The コマ a child may move an absent lesson of a schoolhouse to, from one date to another (optionally among ids). */
export async function makeupCandidates(db: Db, options: {
  companyId: number; schoolhouseId: number; studentId: number; from: string; to: string; frameIds?: number[];
}): Promise<MakeupCandidate[]> {
  const { companyId, studentId } = options;
  const freeing = sql.join(FREEING);
  const among = options.frameIds ? sql`and f.id = any(${options.frameIds}::int[])` : sql``;
  const { rows } = await sql<MakeupCandidate>`
    select f.id as lesson_frame_id, f.lesson_date, f.timetable_period_id, p.name as period_name,
      to_char(p.start_time, 'HH24:MI') as start_time, to_char(p.end_time, 'HH24:MI') as end_time,
      s.name as lesson_subject_name, t.name_kanji as teacher_name,
      least(f.capacity - taken.n, seats.n)::int as free_seats,
      exists (select 1 from available_times a where a.company_id = f.company_id and a.student_id = ${studentId}
        and a.weekday = extract(isodow from f.lesson_date) and a.timetable_period_id = f.timetable_period_id) as is_available_time
    from lesson_frames f
    join timetable_periods p on p.company_id = f.company_id and p.id = f.timetable_period_id
    join lesson_subjects s on s.company_id = f.company_id and s.id = f.lesson_subject_id
    join teachers t on t.company_id = f.company_id and t.id = f.teacher_id
    cross join lateral (select count(*)::int as n from lessons l
      where l.company_id = f.company_id and l.lesson_frame_id = f.id and l.status not in (${freeing})) taken
    cross join lateral (select count(*)::int as n from seats seat
      where seat.company_id = f.company_id and seat.schoolhouse_id = f.schoolhouse_id and seat.is_active
        and not exists (select 1 from lessons o where o.company_id = seat.company_id and o.seat_id = seat.id
          and o.lesson_date = f.lesson_date and o.timetable_period_id = f.timetable_period_id and o.status not in (${freeing}))) seats
    where f.company_id = ${companyId} and f.schoolhouse_id = ${options.schoolhouseId}
      and f.lesson_date >= ${options.from}::date and f.lesson_date <= ${options.to}::date ${among}
      and f.capacity > taken.n and seats.n > 0
      and not exists (select 1 from holidays h where h.company_id = f.company_id and h.holiday_date = f.lesson_date
        and (h.schoolhouse_id is null or h.schoolhouse_id = f.schoolhouse_id))
      -- Not a period the child has a lesson in, even one they are absent from (the absent lesson's own コマ is no make-up).
      and not exists (select 1 from lessons b where b.company_id = f.company_id and b.student_id = ${studentId}
        and b.lesson_date = f.lesson_date and b.timetable_period_id = f.timetable_period_id)
    order by f.lesson_date, p.start_time, p.period_number, f.id`.execute(db);
  return rows;
}

/** An absent lesson of the acting child that may still be made up, with its deadline. */
export interface ReschedulableLesson {
  id: number;
  schoolhouse_id: number;
  student_id: number;
  lesson_date: string;
  timetable_period_id: number;
  lesson_frame_id: number;
  deadline: string;
}

/**
 * The acting child's absent lesson a make-up may be asked for: NOT_FOUND for another's lesson; the gate
 * protector-reschedule at the lesson's schoolhouse; RESCHEDULE_ALREADY_REQUESTED once asked (one request a lesson),
 * RESCHEDULE_NOT_ALLOWED unless absent, RESCHEDULE_DEADLINE_PASSED after the schoolhouse's deadline. `forUpdate` locks
 * the lesson (in the caller's transaction) so that two requests for it are taken one after the other.
 */
export async function reschedulableLesson(db: Db, options: { principal: Principal; lessonId: number; clock: SchoolClock; forUpdate?: boolean }): Promise<ReschedulableLesson> {
  const { principal } = options;
  const childId = actingChildId(principal);
  let query = db.selectFrom('lessons')
    .select(['id', 'schoolhouse_id', 'student_id', 'lesson_date', 'timetable_period_id', 'lesson_frame_id', 'status'])
    .where('company_id', '=', principal.companyId).where('id', '=', options.lessonId).where('student_id', '=', childId);
  if (options.forUpdate) query = query.forUpdate();
  const lesson = await query.executeTakeFirst();
  if (!lesson) throw new AppError('NOT_FOUND');
  await assertGateOpenForRecord(db, { gate: 'protector-reschedule', principal, schoolhouseId: lesson.schoolhouse_id });
  const request = await db.selectFrom('reschedule_requests').select('id')
    .where('company_id', '=', principal.companyId).where('lesson_id', '=', lesson.id).executeTakeFirst();
  if (request) throw new AppError('RESCHEDULE_ALREADY_REQUESTED');
  if (lesson.status !== LessonStatus.absent) throw new AppError('RESCHEDULE_NOT_ALLOWED');
  const rules = await familyRulesOf(db, { principal, schoolhouseId: lesson.schoolhouse_id });
  const deadline = rescheduleDeadline(lesson.lesson_date, rules.deadlineDays);
  if (isDeadlinePassed(deadline, options.clock)) throw new AppError('RESCHEDULE_DEADLINE_PASSED');
  return {
    id: lesson.id, schoolhouse_id: lesson.schoolhouse_id, student_id: lesson.student_id, lesson_date: lesson.lesson_date,
    timetable_period_id: lesson.timetable_period_id, lesson_frame_id: lesson.lesson_frame_id, deadline,
  };
}

/** The make-up choices of a lesson (frame.available-lessons): from tomorrow to the deadline. */
export async function makeupChoicesOf(db: Db, options: { principal: Principal; lessonId: number; clock: SchoolClock }): Promise<{ deadline: string; data: MakeupCandidate[] }> {
  const lesson = await reschedulableLesson(db, options);
  const data = await makeupCandidates(db, {
    companyId: options.principal.companyId, schoolhouseId: lesson.schoolhouse_id, studentId: lesson.student_id, from: options.clock.tomorrow, to: lesson.deadline,
  });
  return { deadline: lesson.deadline, data };
}
