import { sql, type Kysely } from 'kysely';
import { constants } from '../../generated/constants.js';
import type { Database } from '../../generated/db.js';
import { EventStatus, Recurrence } from '../../generated/enums.js';
import { eventDates, type EventPattern } from '../domains/events/eventDates.js';
import { closedDaysOf } from '../domains/events/eventReads.js';
import { addDays, schoolClock } from '../domains/lessons/rescheduleDeadline.js';

type Trx = Kysely<Database>;

const NO_DAYS = { on_monday: false, on_tuesday: false, on_wednesday: false, on_thursday: false, on_friday: false, on_saturday: false, on_sunday: false };

interface DemoEvent {
  name: string;
  house: string;
  year?: string;
  space: string;
  slots: string[];
  from: number;
  to: number;
  recurrence: number;
  days: Partial<typeof NO_DAYS>;
  max: number;
  perPerson: number;
  status: string;
  deadlineDays?: number;
  sameDay?: boolean;
  consent?: string;
  note?: string;
  /** Bookings: how many students of the schoolhouse (and year) book each of the first frames, and how many frames. */
  bookings?: { students: number; frames: number };
}

/** The demo's events, dated from the seed day (days before and after it). */
const EVENTS: DemoEvent[] = [
  {
    name: '自習室開放（冬期）', house: '本町校', space: '自習室', slots: ['夕方の部', '夜の部'], from: -3, to: 56, recurrence: Recurrence.weekly,
    days: { on_monday: true, on_tuesday: true, on_wednesday: true, on_thursday: true, on_friday: true }, max: 15, perPerson: 10,
    status: EventStatus.published, sameDay: true, note: '自習室は私語禁止です。質問は講師室で受け付けます。', bookings: { students: 6, frames: 4 },
  },
  {
    name: '小4 算数 冬期特別講座', house: '本町校', year: '小4', space: '第1教室', slots: ['午前の部'], from: 0, to: 42, recurrence: Recurrence.weekly,
    days: { on_saturday: true }, max: 12, perPerson: 4, status: EventStatus.published,
    consent: '講座は全4回です。欠席された回の振替はありません。教材費（1,100円）は月謝と一緒にご請求します。',
    note: '筆記用具と学校の算数ノートをお持ちください。',
  },
  {
    name: '保護者面談週間', house: '本町校', space: '面談室', slots: ['面談A', '面談B'], from: 7, to: 18, recurrence: Recurrence.weekdaysEveryWeek,
    days: { on_monday: true }, max: 1, perPerson: 1, status: EventStatus.published, deadlineDays: 5,
    note: '冬期講習の受講内容と三学期の学習計画についてお話しします。', bookings: { students: 3, frames: 1 },
  },
  {
    name: '中3 実力判定模試（会場受験）', house: '駅前校', space: '講義室', slots: ['午前の部', '午後の部'], from: 2, to: 30, recurrence: Recurrence.everyTwoWeeks,
    days: { on_sunday: true }, max: 30, perPerson: 2, status: EventStatus.published, note: '受験票は当日受付でお渡しします。', bookings: { students: 5, frames: 1 },
  },
  {
    name: '春期講習 説明会', house: '本町校', space: '講義室', slots: ['午後の部'], from: 30, to: 45, recurrence: Recurrence.weekly,
    days: { on_saturday: true }, max: 40, perPerson: 1, status: EventStatus.draft,
  },
];

/**
 * The demo's reservations (issue 21): five events of the seed day's weeks (本町校's winter self-study room, a 小4
 * course with a consent, a week of parent interviews with an application deadline, 駅前校's mock exams every other
 * Sunday, and a draft), a few bookings of the schoolhouses' students, and 一般講師が予約を閲覧できる on at 本町校 (its
 * teachers see the bookings; elsewhere they are refused). guardian1's child (本町校, 小4) has a self-study booking.
 */
export async function seedEvents(trx: Trx, options: { companyId: number; at?: Date }): Promise<void> {
  const { companyId } = options;
  const today = schoolClock(options.at).today;
  const id = async (table: 'schoolhouses' | 'event_spaces', column: 'schoolhouse_name' | 'space_name', name: string) =>
    (await trx.selectFrom(table).select('id').where('company_id', '=', companyId).where(column as never, '=', name as never).executeTakeFirstOrThrow()).id;
  const slots = await trx.selectFrom('event_time_slots').select(['id', 'slot_name']).where('company_id', '=', companyId).execute();
  const slotId = (name: string) => slots.find((s) => s.slot_name === name)!.id;
  const years = await trx.selectFrom('schoolyears').select(['id', 'schoolyear_name']).execute();
  const staff = await trx.selectFrom('users').select('id').where('company_id', '=', companyId).where('username', '=', 'staff').executeTakeFirstOrThrow();

  for (const demo of EVENTS) {
    const schoolhouseId = await id('schoolhouses', 'schoolhouse_name', demo.house);
    const schoolyearId = demo.year ? years.find((y) => y.schoolyear_name === demo.year)!.id : null;
    const pattern: EventPattern = { start_date: addDays(today, demo.from), end_date: addDays(today, demo.to), recurrence: demo.recurrence, interval_weeks: 1, ...NO_DAYS, ...demo.days };
    const event = await trx.insertInto('events').values({
      company_id: companyId, event_name: demo.name, schoolhouse_id: schoolhouseId, schoolyear_id: schoolyearId, space_id: await id('event_spaces', 'space_name', demo.space),
      time_slot_ids: demo.slots.map(slotId), ...pattern, max_students: demo.max, per_person_limit: demo.perPerson,
      application_deadline: demo.deadlineDays === undefined ? null : new Date(`${addDays(today, demo.deadlineDays)}T23:59:00+09:00`),
      same_day_reservation: demo.sameDay ?? false, consent_text: demo.consent ?? null, note: demo.note ?? null, status: demo.status,
      published_at: demo.status === EventStatus.draft ? null : sql<Date>`now() - interval '3 days'`,
    }).returning('id').executeTakeFirstOrThrow();
    if (!demo.bookings) continue;
    const closed = await closedDaysOf(trx, { companyId, schoolhouseIds: [schoolhouseId], from: pattern.start_date, to: pattern.end_date });
    const days = eventDates(pattern, { from: addDays(today, 1), to: pattern.end_date, closed: closed.get(schoolhouseId) ?? new Set() }).slice(0, demo.bookings.frames);
    const students = await trx.selectFrom('students').select(['id', 'protector_id']).where('company_id', '=', companyId)
      .where('schoolhouse_id', '=', schoolhouseId).where('protector_id', 'is not', null).orderBy('id').limit(demo.bookings.students).execute();
    const rows = days.flatMap((date, d) => students.map((st, s) => ({ st, date, slot: demo.slots[(d + s) % demo.slots.length]! })));
    // The interview week has one family a slot: each family takes its own day and slot.
    const chosen = demo.max === 1 ? students.map((st, s) => ({ st, date: days[0] ?? today, slot: demo.slots[s % demo.slots.length]! })).slice(0, demo.slots.length) : rows;
    for (const row of chosen) {
      const guardian = await trx.selectFrom('protectors').select('user_id').where('company_id', '=', companyId).where('id', '=', row.st.protector_id!).executeTakeFirstOrThrow();
      await trx.insertInto('event_reservations').values({
        company_id: companyId, event_id: event.id, frame_date: row.date, time_slot_id: slotId(row.slot), student_id: row.st.id,
        booked_by_user_id: row.st.id % 5 === 0 ? staff.id : guardian.user_id, by_staff: row.st.id % 5 === 0,
      }).onConflict((oc) => oc.doNothing()).execute();
    }
  }
  const honmachi = await id('schoolhouses', 'schoolhouse_name', '本町校');
  await trx.insertInto('schoolhouse_settings').values({ company_id: companyId, schoolhouse_id: honmachi, name: 'TEACHER_VIEW_RESERVATION', value: String(constants.enabledFlag) })
    .onConflict((oc) => oc.columns(['company_id', 'schoolhouse_id', 'name']).doUpdateSet({ value: String(constants.enabledFlag) })).execute();
}
