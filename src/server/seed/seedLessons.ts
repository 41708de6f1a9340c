import { sql, type Kysely } from 'kysely';
import type { Database } from '../../generated/db.js';
import { LessonStatus, RescheduleStatus, TermKind } from '../../generated/enums.js';
import { addDays, schoolClock } from '../domains/lessons/rescheduleDeadline.js';
import { generateLessons } from '../domains/lessons/termGeneration.js';

type Trx = Kysely<Database>;

/** Days of dated lessons around the seed day: from this many days before today to this many after. */
const PAST_DAYS = 35;
const FUTURE_DAYS = 60;
/** 月..土 (ISO weekdays) × the periods: where the demo's weekly lessons go. */
const WEEKDAYS = 6;
const PER_TEACHER = 2;

/** One row of the demo's weekly timetable. */
interface NormalFrameRow {
  schoolhouse_id: number; weekday: number; timetable_period_id: number; student_id: number; teacher_id: number;
  lesson_subject_id: number; seat_id: number;
}

/** A student of the demo to place: the school kind (小 1, 中 2, 高 3) picks the subjects and the hours. */
interface DemoStudent { id: number; schoolhouseId: number; schoolKind: number }

/** The rows already placed, so that no seat, student or teacher is used twice in a weekday and period. */
class WeekPlan {
  readonly rows: NormalFrameRow[] = [];
  private readonly taken = new Set<string>();
  private readonly teacherHouse = new Map<string, number>();
  private readonly teacherLoad = new Map<string, number>();

  /** Places a weekly lesson at the first free seat of the slot, or answers false when the slot cannot take it. */
  place(row: Omit<NormalFrameRow, 'seat_id'>, seats: number[]): boolean {
    const slot = `${row.weekday}:${row.timetable_period_id}`;
    const teacherKey = `${row.teacher_id}@${slot}`;
    const house = this.teacherHouse.get(teacherKey);
    if ((house !== undefined && house !== row.schoolhouse_id) || (this.teacherLoad.get(teacherKey) ?? 0) >= PER_TEACHER) return false;
    if (this.taken.has(`student${row.student_id}@${slot}`)) return false;
    const seat = seats.find((s) => !this.taken.has(`seat${s}@${slot}`));
    if (seat === undefined) return false;
    this.taken.add(`student${row.student_id}@${slot}`).add(`seat${seat}@${slot}`);
    this.teacherHouse.set(teacherKey, row.schoolhouse_id);
    this.teacherLoad.set(teacherKey, (this.teacherLoad.get(teacherKey) ?? 0) + 1);
    this.rows.push({ ...row, seat_id: seat });
    return true;
  }
}

/** The term the demo's timetable belongs to: the normal term covering today, else 2026's third (Sep–Mar). */
async function demoTerm(trx: Trx, options: { companyId: number; today: string }): Promise<number | undefined> {
  const terms = await trx.selectFrom('yearly_schedules').select(['id', 'start_date', 'end_date', 'fiscal_year', 'period_code'])
    .where('company_id', '=', options.companyId).where('term_kind', '=', TermKind.normal).orderBy('start_date').execute();
  const covering = terms.find((t) => t.start_date !== null && t.end_date !== null && t.start_date <= options.today && options.today <= t.end_date);
  return (covering ?? terms.find((t) => t.fiscal_year === 2026 && t.period_code === 3) ?? terms.at(-1))?.id;
}

/**
 * The demo's lessons (issue 19): a weekly timetable (通常授業) of the continuing students of every schoolhouse with
 * seats, each with one teacher of their schoolhouse (個別指導 1:2: at most two students a teacher and コマ), once or
 * twice a week 月–土 (guardian1's first child twice, with teacher1); the dated lessons from 35 days before the seed
 * day to 60 days after, by the term generation itself; a few absences in the past weeks (one of guardian1's first
 * child, which the family may still ask to make up); and one make-up request waiting on 駅前校's grid, from another
 * family, with two choices of コマ that have a free seat. No notification is written (the demo's bells stay as they
 * are). Runs after the model's demo rows (seats, periods, subjects, holidays).
 */
export async function seedLessons(trx: Trx, options: { companyId: number; at?: Date }): Promise<void> {
  const { companyId } = options;
  const clock = schoolClock(options.at);
  const termId = await demoTerm(trx, { companyId, today: clock.today });
  if (termId === undefined) return;
  const plan = await weeklyTimetable(trx, { companyId });
  if (plan.rows.length === 0) return;
  await trx.insertInto('normal_frames').values(plan.rows.map((r) => ({ ...r, company_id: companyId, yearly_schedule_id: termId }))).execute();
  await generateLessons(trx, { companyId, yearlyScheduleId: termId, from: addDays(clock.today, -PAST_DAYS), to: addDays(clock.today, FUTURE_DAYS) });
  await absences(trx, { companyId, today: clock.today });
}

/** The weekly timetable of the demo, placed student by student (guardian1's first child first). */
async function weeklyTimetable(trx: Trx, options: { companyId: number }): Promise<WeekPlan> {
  const { companyId } = options;
  const seats = await trx.selectFrom('seats').select(['id', 'schoolhouse_id']).where('company_id', '=', companyId).where('is_active', '=', true)
    .orderBy('schoolhouse_id').orderBy('sort_order').orderBy('id').execute();
  const periods = (await trx.selectFrom('timetable_periods').select('id').where('company_id', '=', companyId).orderBy('period_number').execute()).map((p) => p.id);
  const subjects = await trx.selectFrom('lesson_subjects').select(['id', 'school_kind']).where('company_id', '=', companyId).orderBy('sort_order').orderBy('id').execute();
  const teachers = await trx.selectFrom('teacher_schoolhouses').innerJoin('teachers', (j) => j.onRef('teachers.company_id', '=', 'teacher_schoolhouses.company_id').onRef('teachers.id', '=', 'teacher_schoolhouses.teacher_id'))
    .select(['teacher_schoolhouses.schoolhouse_id', 'teachers.id', 'teachers.user_id']).where('teachers.company_id', '=', companyId).orderBy('teachers.teacher_number').execute();
  const students = await sql<DemoStudent & { protectorUser: string | null }>`
    select s.id, s.schoolhouse_id as "schoolhouseId", case when y.code <= 6 then 1 when y.code <= 9 then 2 else 3 end as "schoolKind",
      u.username as "protectorUser"
    from students s join schoolyears y on y.id = s.schoolyear_id
    left join protectors p on p.company_id = s.company_id and p.id = s.protector_id
    left join users u on u.company_id = p.company_id and u.id = p.user_id
    where s.company_id = ${companyId} and s.status = 4
    order by s.student_number`.execute(trx);
  const teacher1 = await trx.selectFrom('teachers').innerJoin('users', (j) => j.onRef('users.company_id', '=', 'teachers.company_id').onRef('users.id', '=', 'teachers.user_id'))
    .select('teachers.id').where('teachers.company_id', '=', companyId).where('users.username', '=', 'teacher1').executeTakeFirst();
  const plan = new WeekPlan();
  if (periods.length === 0 || subjects.length === 0) return plan;
  const firstChild = students.rows.find((s) => s.protectorUser === 'guardian1');
  const ordered = firstChild ? [firstChild, ...students.rows.filter((s) => s !== firstChild)] : students.rows;
  const slots = WEEKDAYS * periods.length;
  for (const [k, student] of ordered.entries()) {
    const houseSeats = seats.filter((s) => s.schoolhouse_id === student.schoolhouseId).map((s) => s.id);
    const houseTeachers = teachers.filter((t) => t.schoolhouse_id === student.schoolhouseId).map((t) => t.id);
    if (houseSeats.length === 0 || houseTeachers.length === 0) continue;
    const isFirstChild = student === firstChild;
    const teacherId = isFirstChild && teacher1 && houseTeachers.includes(teacher1.id) ? teacher1.id : houseTeachers[k % houseTeachers.length]!;
    const own = subjects.filter((s) => s.school_kind === student.schoolKind);
    const choices = own.length > 0 ? own : subjects;
    // Younger children come earlier in the evening: 小 from the 1st period, 中 the 2nd, 高 the 3rd.
    const firstPeriod = Math.min(student.schoolKind - 1, periods.length - 1);
    const weekly = isFirstChild || k % 3 === 0 ? 2 : 1;
    for (let j = 0; j < weekly; j++) {
      const weekday = 1 + ((k * 5 + j * 3) % WEEKDAYS);
      const period = Math.min(firstPeriod + ((k + j) % 3), periods.length - 1);
      const preferred = (weekday - 1) * periods.length + period;
      // Walk the week from the preferred slot (7 is prime to the 30 slots of 6 days × 5 periods) until one takes it.
      for (let step = 0; step < slots; step++) {
        const slot = (preferred + step * 7) % slots;
        const placed = plan.place({
          schoolhouse_id: student.schoolhouseId, weekday: 1 + Math.floor(slot / periods.length), timetable_period_id: periods[slot % periods.length]!,
          student_id: student.id, teacher_id: teacherId, lesson_subject_id: choices[(k + j) % choices.length]!.id,
        }, houseSeats);
        if (placed) break;
      }
    }
  }
  return plan;
}

/**
 * Absences of the past weeks: guardian1's first child's last lesson before a week ago, and the lesson two and three
 * weeks ago of two other families; and one make-up request waiting: another family's child at 駅前校, absent at their
 * last lesson before today, asking for the first コマ of the schoolhouse on each of the next two days that have one
 * with a free seat and room, from tomorrow until the default deadline (30 days after the absence), at a time the child
 * has no lesson.
 */
async function absences(trx: Trx, options: { companyId: number; today: string }): Promise<void> {
  const { companyId, today } = options;
  const absentAt = sql<Date>`(lesson_date + time '12:00') at time zone 'Asia/Tokyo' - interval '1 day'`;
  const family = (username: string) => sql`(select s.id from students s join protectors p on p.company_id = s.company_id and p.id = s.protector_id
    join users u on u.company_id = p.company_id and u.id = p.user_id where s.company_id = ${companyId} and u.username = ${username})`;
  const others = sql`(select s.id from students s join protectors p on p.company_id = s.company_id and p.id = s.protector_id
    join users u on u.company_id = p.company_id and u.id = p.user_id where s.company_id = ${companyId} and u.username <> 'guardian1')`;
  // One lesson per chosen student: guardian1's first child a week ago or more; two other children 2 and 3 weeks ago.
  await sql`
    with chosen as (
      (select l.id, '体調不良のため' as reason from lessons l where l.company_id = ${companyId} and l.lesson_date <= ${addDays(today, -7)}
        and l.student_id = (select min(id) from ${family('guardian1')} f(id)) order by l.lesson_date desc, l.id limit 1)
      union all
      (select l.id, '学校行事のため' from lessons l where l.company_id = ${companyId} and l.lesson_date between ${addDays(today, -16)} and ${addDays(today, -14)}
        and l.student_id in ${others} order by l.lesson_date, l.id limit 1)
      union all
      (select l.id, '家庭の用事のため' from lessons l where l.company_id = ${companyId} and l.lesson_date between ${addDays(today, -23)} and ${addDays(today, -21)}
        and l.student_id in ${others} order by l.lesson_date desc, l.id limit 1)
    )
    update lessons set status = ${LessonStatus.absent}, absence_reason = chosen.reason, absent_at = ${absentAt}, updated_at = now()
    from chosen where lessons.company_id = ${companyId} and lessons.id = chosen.id`.execute(trx);

  const house = await trx.selectFrom('schoolhouses').select('id').where('company_id', '=', companyId).where('schoolhouse_name', '=', '駅前校').executeTakeFirst();
  if (!house) return;
  const requester = await sql<{ lesson_id: number; student_id: number; lesson_date: string; user_id: number }>`
    select l.id as lesson_id, l.student_id, l.lesson_date, p.user_id
    from lessons l join students s on s.company_id = l.company_id and s.id = l.student_id
    join protectors p on p.company_id = s.company_id and p.id = s.protector_id
    join users u on u.company_id = p.company_id and u.id = p.user_id
    where l.company_id = ${companyId} and l.schoolhouse_id = ${house.id} and l.status = ${LessonStatus.scheduled}
      and l.lesson_date between ${addDays(today, -10)} and ${addDays(today, -1)} and u.username <> 'guardian1'
    order by l.lesson_date desc, l.id limit 1`.execute(trx);
  const absent = requester.rows[0];
  if (!absent) return;
  const choices = await sql<{ id: number }>`
    select distinct on (f.lesson_date) f.id from lesson_frames f
    where f.company_id = ${companyId} and f.schoolhouse_id = ${house.id}
      and f.lesson_date between ${addDays(today, 1)} and ${addDays(absent.lesson_date, 30)}
      and (select count(*) from lessons l where l.company_id = f.company_id and l.lesson_frame_id = f.id and l.status = ${LessonStatus.scheduled}) < f.capacity
      and exists (select 1 from seats s where s.company_id = f.company_id and s.schoolhouse_id = f.schoolhouse_id and s.is_active
        and not exists (select 1 from lessons l where l.company_id = s.company_id and l.seat_id = s.id and l.lesson_date = f.lesson_date
          and l.timetable_period_id = f.timetable_period_id and l.status = ${LessonStatus.scheduled}))
      and not exists (select 1 from lessons l where l.company_id = f.company_id and l.student_id = ${absent.student_id}
        and l.lesson_date = f.lesson_date and l.timetable_period_id = f.timetable_period_id)
    order by f.lesson_date, f.timetable_period_id, f.id limit 2`.execute(trx);
  const [first, second] = choices.rows;
  if (!first) return;
  await trx.updateTable('lessons').set({ status: LessonStatus.waiting, absence_reason: '部活動の大会のため', absent_at: sql<Date>`${absentAt}` })
    .where('company_id', '=', companyId).where('id', '=', absent.lesson_id).execute();
  await trx.insertInto('reschedule_requests').values({
    company_id: companyId, lesson_id: absent.lesson_id, student_id: absent.student_id, schoolhouse_id: house.id, first_frame_id: first.id,
    second_frame_id: second?.id ?? null, status: RescheduleStatus.waiting, note: '平日の夕方を希望します。', requested_by_user_id: absent.user_id,
  }).execute();
}
