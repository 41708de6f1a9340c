import { sql, type Kysely, type RawBuilder } from 'kysely';
import { constants } from '../../../generated/constants.js';
import type { Database } from '../../../generated/db.js';
import { LessonStatus, RescheduleStatus } from '../../../generated/enums.js';
import { formatMessage } from '../../../shared/validationMessage.js';
import { authVersionColumn, type UnconfirmedAuth } from '../../auth/authenticate.js';
import { readPrepared } from '../../db/preparedStatements.js';
import { AppError } from '../../foundation/errors.js';
import { daysBetween } from './rescheduleDeadline.js';

type Db = Kysely<Database>;

/** Lesson statuses that leave the seat, the student and the place in the コマ free (the partial unique indexes). */
export const FREEING_STATUSES = [LessonStatus.absent, LessonStatus.approved, LessonStatus.waiting];

/** A make-up choice as the grid shows it: the コマ and how many more students it can take now. */
interface GridChoice { id: number; lesson_date: string; period_name: string; teacher_name: string; lesson_subject_name: string; free_seats: number }

/** The answer of frame.grid (model/operations.yaml). */
export interface LessonGridAnswer {
  seats: Array<{ id: number; name: string }>;
  periods: Array<{ id: number; name: string; start_time: string; end_time: string }>;
  lessons: Array<Record<string, unknown>>;
  requests: Array<Record<string, unknown> & { first_frame: GridChoice; second_frame: GridChoice | null }>;
  closed_days: Array<{ date: string; name: string }>;
}

const MAX_DAYS = Number(constants.lessonGridMaxDays);
const rangeError = (message: string) => new AppError('VALIDATION_FAILED', { errors: [{ field: 'to', message }] });

/**
 * How many more students a コマ (alias `f`) can take now, as SQL: the fewer of the places left in it (capacity minus its
 * lessons that take place) and the schoolhouse's active seats free in its period; never below 0.
 */
export function freeSeatsSql(frame: string) {
  const f = (column: string) => sql.ref(`${frame}.${column}`);
  // Literals, not parameters: a prepared statement's generic plan can then use the partial unique index on seats.
  const freeing = sql.join(FREEING_STATUSES.map((status) => sql.lit(status)));
  return sql<number>`greatest(0, least(
    ${f('capacity')} - (select count(*) from lessons l where l.company_id = ${f('company_id')} and l.lesson_frame_id = ${f('id')}
      and l.status not in (${freeing})),
    (select count(*) from seats s where s.company_id = ${f('company_id')} and s.schoolhouse_id = ${f('schoolhouse_id')} and s.is_active
      and not exists (select 1 from lessons o where o.company_id = s.company_id and o.seat_id = s.id and o.lesson_date = ${f('lesson_date')}
        and o.timetable_period_id = ${f('timetable_period_id')} and o.status not in (${freeing})))))::int`;
}

/** A JSON array of a subquery's rows (`[]` when none), as SQL. */
const jsonList = (select: RawBuilder<unknown>) => sql`coalesce((${select}), '[]'::json)`;

/** A make-up choice (the コマ of column `r.<column>`) as a JSON object, or null. */
function choiceJson(column: string) {
  return sql`(select json_build_object('id', f.id, 'lesson_date', to_char(f.lesson_date, 'YYYY-MM-DD'), 'period_name', p.name,
      'teacher_name', t.name_kanji, 'lesson_subject_name', s.name, 'free_seats', ${freeSeatsSql('f')})
    from lesson_frames f
    join timetable_periods p on p.company_id = f.company_id and p.id = f.timetable_period_id
    join teachers t on t.company_id = f.company_id and t.id = f.teacher_id
    join lesson_subjects s on s.company_id = f.company_id and s.id = f.lesson_subject_id
    where f.company_id = r.company_id and f.id = ${sql.ref(`r.${column}`)})`;
}

/**
 * The staff's grid of a schoolhouse (座席表) from one day to another (at most lessonGridMaxDays): its active seats in
 * their order, the periods, every lesson of the range in any state with its student, teacher and subject, the make-up
 * requests waiting at the schoolhouse (whatever their dates, oldest first) with both choices and their free seats now,
 * and the closed days of the range (the company's and the schoolhouse's). NOT_FOUND for a schoolhouse not the
 * company's. One statement (a named prepared one on PostgreSQL), which also reads the auth version of a cached
 * principal (readingAuthVersion): staff open it again and again.
 */
export async function lessonGrid(db: Db, options: {
  companyId: number; schoolhouseId: number; from: string; to: string;
  unconfirmed?: UnconfirmedAuth; authVersionRead?: (value: number | string | null | undefined) => void;
}): Promise<LessonGridAnswer> {
  const { companyId, schoolhouseId, from, to } = options;
  const span = daysBetween(from, to);
  if (span < 0) throw rangeError(formatMessage('lessonStaffApi.rangeReversed'));
  if (span >= MAX_DAYS) throw rangeError(formatMessage('lessonStaffApi.rangeTooLong', { days: String(MAX_DAYS) }));
  const seats = jsonList(sql`select json_agg(json_build_object('id', s.id, 'name', s.name) order by s.sort_order, s.id)
    from seats s where s.company_id = h.company_id and s.schoolhouse_id = h.id and s.is_active`);
  const periods = jsonList(sql`select json_agg(json_build_object('id', p.id, 'name', p.name, 'start_time', to_char(p.start_time, 'HH24:MI'),
      'end_time', to_char(p.end_time, 'HH24:MI')) order by p.period_number, p.id)
    from timetable_periods p where p.company_id = h.company_id`);
  const lessons = jsonList(sql`select json_agg(json_build_object('id', l.id, 'lesson_frame_id', l.lesson_frame_id,
      'lesson_date', to_char(l.lesson_date, 'YYYY-MM-DD'), 'timetable_period_id', l.timetable_period_id, 'seat_id', l.seat_id,
      'student_id', l.student_id, 'student_name', st.family_name_kanji || ' ' || st.first_name_kanji, 'teacher_id', f.teacher_id,
      'teacher_name', t.name_kanji, 'lesson_subject_id', f.lesson_subject_id, 'lesson_subject_name', s.name, 'lesson_type', l.lesson_type,
      'status', l.status, 'absence_reason', l.absence_reason) order by l.lesson_date, l.timetable_period_id, l.seat_id, l.id)
    from lessons l
    join lesson_frames f on f.company_id = l.company_id and f.id = l.lesson_frame_id
    join students st on st.company_id = l.company_id and st.id = l.student_id
    join teachers t on t.company_id = f.company_id and t.id = f.teacher_id
    join lesson_subjects s on s.company_id = f.company_id and s.id = f.lesson_subject_id
    where l.company_id = h.company_id and l.schoolhouse_id = h.id and l.lesson_date between ${from}::date and ${to}::date`);
  const requests = jsonList(sql`select json_agg(json_build_object('id', r.id, 'lesson_id', r.lesson_id, 'student_id', r.student_id,
      'student_name', st.family_name_kanji || ' ' || st.first_name_kanji, 'status', r.status,
      'absent_lesson_date', to_char(l.lesson_date, 'YYYY-MM-DD'), 'absent_period_name', p.name, 'note', r.note,
      'first_frame', ${choiceJson('first_frame_id')}, 'second_frame', ${choiceJson('second_frame_id')},
      'created_at', to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) order by r.created_at, r.id)
    from reschedule_requests r
    join lessons l on l.company_id = r.company_id and l.id = r.lesson_id
    join timetable_periods p on p.company_id = l.company_id and p.id = l.timetable_period_id
    join students st on st.company_id = r.company_id and st.id = r.student_id
    where r.company_id = h.company_id and r.schoolhouse_id = h.id and r.status = ${sql.lit(RescheduleStatus.waiting)}`);
  const closedDays = jsonList(sql`select json_agg(json_build_object('date', to_char(d.holiday_date, 'YYYY-MM-DD'), 'name', d.name) order by d.holiday_date)
    from (select distinct on (x.holiday_date) x.holiday_date, x.name from holidays x
      where x.company_id = h.company_id and x.holiday_date between ${from}::date and ${to}::date
        and (x.schoolhouse_id is null or x.schoolhouse_id = h.id)
      order by x.holiday_date, x.schoolhouse_id nulls last) d`);
  const rows = await readPrepared(db, db.selectFrom('schoolhouses as h').select([
    seats.as('seats'), periods.as('periods'), lessons.as('lessons'), requests.as('requests'), closedDays.as('closed_days'),
    (options.unconfirmed ? authVersionColumn(options.unconfirmed) : sql<null>`null`).as('auth_version'),
  ]).where('h.company_id', '=', companyId).where('h.id', '=', schoolhouseId));
  const row = rows[0] as (LessonGridAnswer & { auth_version: number | string | null }) | undefined;
  options.authVersionRead?.(row?.auth_version);
  if (!row) throw new AppError('NOT_FOUND');
  return { seats: row.seats, periods: row.periods, lessons: row.lessons, requests: row.requests, closed_days: row.closed_days };
}
