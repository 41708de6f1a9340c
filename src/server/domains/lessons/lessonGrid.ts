import { sql, type Kysely } from 'kysely';
import { constants } from '../../../generated/constants.js';
import type { Database } from '../../../generated/db.js';
import { LessonStatus, RescheduleStatus } from '../../../generated/enums.js';
import { formatMessage } from '../../../shared/validationMessage.js';
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
  const freeing = sql.join(FREEING_STATUSES);
  return sql<number>`greatest(0, least(
    ${f('capacity')} - (select count(*) from lessons l where l.company_id = ${f('company_id')} and l.lesson_frame_id = ${f('id')}
      and l.status not in (${freeing})),
    (select count(*) from seats s where s.company_id = ${f('company_id')} and s.schoolhouse_id = ${f('schoolhouse_id')} and s.is_active
      and not exists (select 1 from lessons o where o.company_id = s.company_id and o.seat_id = s.id and o.lesson_date = ${f('lesson_date')}
        and o.timetable_period_id = ${f('timetable_period_id')} and o.status not in (${freeing})))))::int`;
}

/**
 * The staff's grid of a schoolhouse (座席表) from one day to another (at most lessonGridMaxDays): its active seats in
 * their order, the periods, every lesson of the range in any state with its student, teacher and subject, the make-up
 * requests waiting at the schoolhouse (whatever their dates) with both choices and their free seats now, and the
 * closed days of the range (the company's and the schoolhouse's). NOT_FOUND for a schoolhouse not the company's.
 */
export async function lessonGrid(db: Db, options: { companyId: number; schoolhouseId: number; from: string; to: string }): Promise<LessonGridAnswer> {
  const { companyId, schoolhouseId, from, to } = options;
  const span = daysBetween(from, to);
  if (span < 0) throw rangeError(formatMessage('lessonStaffApi.rangeReversed'));
  if (span >= MAX_DAYS) throw rangeError(formatMessage('lessonStaffApi.rangeTooLong', { days: String(MAX_DAYS) }));
  const house = await db.selectFrom('schoolhouses').select('id').where('company_id', '=', companyId).where('id', '=', schoolhouseId).executeTakeFirst();
  if (!house) throw new AppError('NOT_FOUND');
  const [seats, periods, lessons, requests, closedDays] = await Promise.all([
    db.selectFrom('seats').select(['id', 'name']).where('company_id', '=', companyId).where('schoolhouse_id', '=', schoolhouseId)
      .where('is_active', '=', true).orderBy('sort_order').orderBy('id').execute(),
    sql<LessonGridAnswer['periods'][number]>`select id, name, to_char(start_time, 'HH24:MI') as start_time, to_char(end_time, 'HH24:MI') as end_time
      from timetable_periods where company_id = ${companyId} order by period_number, id`.execute(db),
    sql<Record<string, unknown>>`
      select l.id, l.lesson_frame_id, l.lesson_date, l.timetable_period_id, l.seat_id, l.student_id,
        st.family_name_kanji || ' ' || st.first_name_kanji as student_name, f.teacher_id, t.name_kanji as teacher_name,
        f.lesson_subject_id, s.name as lesson_subject_name, l.lesson_type, l.status, l.absence_reason
      from lessons l
      join lesson_frames f on f.company_id = l.company_id and f.id = l.lesson_frame_id
      join students st on st.company_id = l.company_id and st.id = l.student_id
      join teachers t on t.company_id = f.company_id and t.id = f.teacher_id
      join lesson_subjects s on s.company_id = f.company_id and s.id = f.lesson_subject_id
      where l.company_id = ${companyId} and l.schoolhouse_id = ${schoolhouseId} and l.lesson_date between ${from}::date and ${to}::date
      order by l.lesson_date, l.timetable_period_id, l.seat_id, l.id`.execute(db),
    waitingRequests(db, { companyId, schoolhouseId }),
    sql<{ date: string; name: string }>`
      select distinct on (holiday_date) holiday_date as date, name from holidays
      where company_id = ${companyId} and holiday_date between ${from}::date and ${to}::date
        and (schoolhouse_id is null or schoolhouse_id = ${schoolhouseId})
      order by holiday_date, schoolhouse_id nulls last`.execute(db),
  ]);
  return { seats, periods: periods.rows, lessons: lessons.rows, requests, closed_days: closedDays.rows };
}

/** The make-up requests waiting at a schoolhouse, oldest first, with the absent lesson and both choices. */
async function waitingRequests(db: Db, options: { companyId: number; schoolhouseId: number }): Promise<LessonGridAnswer['requests']> {
  const choice = (alias: string) => sql`(select json_build_object('id', f.id, 'lesson_date', to_char(f.lesson_date, 'YYYY-MM-DD'),
      'period_name', p.name, 'teacher_name', t.name_kanji, 'lesson_subject_name', s.name, 'free_seats', ${freeSeatsSql('f')})
    from lesson_frames f
    join timetable_periods p on p.company_id = f.company_id and p.id = f.timetable_period_id
    join teachers t on t.company_id = f.company_id and t.id = f.teacher_id
    join lesson_subjects s on s.company_id = f.company_id and s.id = f.lesson_subject_id
    where f.company_id = r.company_id and f.id = ${sql.ref(`r.${alias}`)})`;
  const { rows } = await sql<LessonGridAnswer['requests'][number]>`
    select r.id, r.lesson_id, r.student_id, st.family_name_kanji || ' ' || st.first_name_kanji as student_name, r.status,
      l.lesson_date as absent_lesson_date, p.name as absent_period_name, r.note,
      ${choice('first_frame_id')} as first_frame, ${choice('second_frame_id')} as second_frame, r.created_at
    from reschedule_requests r
    join lessons l on l.company_id = r.company_id and l.id = r.lesson_id
    join timetable_periods p on p.company_id = l.company_id and p.id = l.timetable_period_id
    join students st on st.company_id = r.company_id and st.id = r.student_id
    where r.company_id = ${options.companyId} and r.schoolhouse_id = ${options.schoolhouseId} and r.status = ${RescheduleStatus.waiting}
    order by r.created_at, r.id`.execute(db);
  return rows;
}
