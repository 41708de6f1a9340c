import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { Kysely } from 'kysely';
import { grantAllows, type AbilityUser } from '../../../generated/abilities.js';
import { constants } from '../../../generated/constants.js';
import type { Database } from '../../../generated/db.js';
import { fieldGatesOf, isGateOpen } from '../../../generated/gates.js';
import { operations } from '../../../generated/operations.js';
import { enabledFeatures, optionValuesOf } from '../../auth/principal.js';
import type { FeedHolder } from './calendarFeed.js';

dayjs.extend(utc);
dayjs.extend(timezone);

type Db = Kysely<Database>;

/** One lesson of a calendar feed, with the names the holder may see (an empty text where a setting hides it). */
export interface FeedLesson {
  id: number;
  lesson_date: string;
  period_name: string;
  start_time: string;
  end_time: string;
  status: string;
  lesson_type: number;
  schoolhouse_name: string;
  lesson_subject_name: string;
  seat_name: string;
  student_id: number;
  student_name: string;
  /** The child's given name: a guardian of several children reads whose lesson it is. */
  child_first_name: string;
  teacher_name: string;
  updated_at: Date;
}

/** The feed's range: constants.calendarFeedPastDays ago to constants.calendarFeedFutureDays ahead, in the school's time zone. */
export function feedRange(now: Date = new Date()): { from: string; to: string } {
  const today = dayjs(now).tz(String(constants.mailTimeZone));
  return {
    from: today.subtract(Number(constants.calendarFeedPastDays), 'day').format('YYYY-MM-DD'),
    to: today.add(Number(constants.calendarFeedFutureDays), 'day').format('YYYY-MM-DD'),
  };
}

/** The schedule screen whose settings the feed obeys: the same names are shown, and hidden, as there. */
const SCHEDULE_OPERATION: Partial<Record<FeedHolder['role'], string>> = { PROTECTOR: 'frame.student-schedule', TEACHER: 'frame.teacher-schedule' };

/** Whom the holder's feed covers: a guardian's children (every one of them) or a teacher's own lessons. */
async function feedSubject(db: Db, holder: FeedHolder): Promise<{ studentIds: number[] } | { teacherId: number } | undefined> {
  if (holder.role === 'PROTECTOR') {
    const children = await db.selectFrom('students').innerJoin('protectors', (j) => j.onRef('protectors.company_id', '=', 'students.company_id').onRef('protectors.id', '=', 'students.protector_id'))
      .select('students.id').where('protectors.company_id', '=', holder.companyId).where('protectors.user_id', '=', holder.userId).execute();
    return { studentIds: children.map((c) => c.id) };
  }
  if (holder.role === 'TEACHER') {
    const teacher = await db.selectFrom('teachers').select('id').where('company_id', '=', holder.companyId).where('user_id', '=', holder.userId).executeTakeFirst();
    return teacher && { teacherId: teacher.id };
  }
  return undefined;
}

async function lessonsOf(db: Db, options: { holder: FeedHolder; subject: { studentIds: number[] } | { teacherId: number }; from: string; to: string }) {
  const { holder, subject } = options;
  let query = db.selectFrom('lessons as l')
    .innerJoin('lesson_frames as f', (j) => j.onRef('f.company_id', '=', 'l.company_id').onRef('f.id', '=', 'l.lesson_frame_id'))
    .innerJoin('timetable_periods as p', (j) => j.onRef('p.company_id', '=', 'l.company_id').onRef('p.id', '=', 'l.timetable_period_id'))
    .innerJoin('lesson_subjects as s', (j) => j.onRef('s.company_id', '=', 'f.company_id').onRef('s.id', '=', 'f.lesson_subject_id'))
    .innerJoin('seats as seat', (j) => j.onRef('seat.company_id', '=', 'l.company_id').onRef('seat.id', '=', 'l.seat_id'))
    .innerJoin('students as st', (j) => j.onRef('st.company_id', '=', 'l.company_id').onRef('st.id', '=', 'l.student_id'))
    .innerJoin('teachers as t', (j) => j.onRef('t.company_id', '=', 'f.company_id').onRef('t.id', '=', 'f.teacher_id'))
    .innerJoin('schoolhouses as h', (j) => j.onRef('h.company_id', '=', 'l.company_id').onRef('h.id', '=', 'l.schoolhouse_id'))
    .select([
      'l.id', 'l.lesson_date', 'l.status', 'l.lesson_type', 'l.schoolhouse_id', 'l.student_id', 'l.updated_at',
      'p.name as period_name', 'p.start_time', 'p.end_time', 'p.period_number', 's.name as lesson_subject_name', 'seat.name as seat_name',
      'st.family_name_kanji', 'st.first_name_kanji', 't.name_kanji as teacher_name', 'h.schoolhouse_name',
    ])
    .where('l.company_id', '=', holder.companyId).where('l.lesson_date', '>=', options.from).where('l.lesson_date', '<=', options.to);
  if ('teacherId' in subject) query = query.where('f.teacher_id', '=', subject.teacherId);
  else if (subject.studentIds.length > 0) query = query.where('l.student_id', 'in', subject.studentIds);
  else return [];
  return query.orderBy('l.lesson_date').orderBy('p.period_number').orderBy('l.id').execute();
}

/** What the holder is allowed at one schoolhouse: the feature settings and options there, as the gates read them. */
async function userAt(db: Db, options: { holder: FeedHolder; schoolhouseId: number }): Promise<Pick<AbilityUser, 'role' | 'features' | 'optionValues'>> {
  const scope = { companyId: options.holder.companyId, schoolhouseIds: [options.schoolhouseId] };
  return { role: options.holder.role, features: await enabledFeatures(db, scope), optionValues: await optionValuesOf(db, scope) };
}

/**
 * The lessons of the holder's feed in its range, at the schoolhouses where the holder may read their schedule (the
 * grants of calendar-feed.read: ALLOW_USE_FRAME_DIVIDE), with the names the schedule screen would blank there blanked.
 */
export async function feedLessons(db: Db, options: { holder: FeedHolder; now?: Date }): Promise<FeedLesson[]> {
  const { holder } = options;
  const subject = await feedSubject(db, holder);
  const operation = SCHEDULE_OPERATION[holder.role];
  if (!subject || !operation) return [];
  const rows = await lessonsOf(db, { holder, subject, ...feedRange(options.now) });
  const access = operations.find((o) => o.id === 'calendar-feed.read')!.access;
  const fieldGates = fieldGatesOf(operation);
  const users = new Map<number, Awaited<ReturnType<typeof userAt>>>();
  for (const id of new Set(rows.map((r) => r.schoolhouse_id))) users.set(id, await userAt(db, { holder, schoolhouseId: id }));
  return rows.filter((r) => grantAllows(access, users.get(r.schoolhouse_id)!)).map((r) => {
    const lesson: FeedLesson = {
      id: r.id, lesson_date: r.lesson_date, period_name: r.period_name, start_time: r.start_time.slice(0, 5), end_time: r.end_time.slice(0, 5),
      status: r.status, lesson_type: r.lesson_type, schoolhouse_name: r.schoolhouse_name, lesson_subject_name: r.lesson_subject_name,
      seat_name: r.seat_name, student_id: r.student_id, student_name: `${r.family_name_kanji} ${r.first_name_kanji}`,
      child_first_name: r.first_name_kanji, teacher_name: r.teacher_name, updated_at: r.updated_at,
    };
    const user = users.get(r.schoolhouse_id)!;
    // The schedule's field gates (data.teacher_name, data.student_name) read here per lesson, at its schoolhouse.
    for (const { gate, field } of fieldGates) {
      const name = field.field.replace(/^data\./, '') as keyof FeedLesson;
      if (!isGateOpen(gate, user) && typeof lesson[name] === 'string') Object.assign(lesson, { [name]: '' });
    }
    return lesson;
  });
}
