import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import { entities } from '../../../generated/entities.js';
import { isAnyOf } from '../../db/anyOf.js';
import type { EventPattern } from './eventDates.js';

type Db = Kysely<Database>;

/** An event as the reservation rules read it. */
export interface EventRow extends EventPattern {
  id: number;
  event_name: string;
  schoolhouse_id: number;
  schoolyear_id: number | null;
  space_id: number;
  time_slot_ids: number[];
  max_students: number;
  per_person_limit: number;
  application_deadline: Date | null;
  same_day_reservation: boolean;
  consent_text: string | null;
  note: string | null;
  status: string;
  published_at: Date | null;
}

export const EVENT_COLUMNS = [
  'id', 'event_name', 'schoolhouse_id', 'schoolyear_id', 'space_id', 'time_slot_ids', 'start_date', 'end_date', 'recurrence', 'interval_weeks',
  'on_monday', 'on_tuesday', 'on_wednesday', 'on_thursday', 'on_friday', 'on_saturday', 'on_sunday', 'max_students', 'per_person_limit',
  'application_deadline', 'same_day_reservation', 'consent_text', 'note', 'status', 'published_at',
] as const;

/** The row as the rules read it (ids of a bigint[] as numbers). */
export function eventRow(raw: Record<string, unknown>): EventRow {
  return { ...(raw as unknown as EventRow), time_slot_ids: ((raw.time_slot_ids as unknown[] | null) ?? []).map(Number) };
}

/** A time slot of the company. */
export interface TimeSlot { id: number; slot_name: string; start_time: string; end_time: string; sort_order: number }

/** The company's time slots by id (a short list: a school has a handful). */
export async function timeSlotsOf(db: Db, companyId: number): Promise<Map<number, TimeSlot>> {
  const rows = await db.selectFrom('event_time_slots').select(['id', 'slot_name', 'start_time', 'end_time', 'sort_order'])
    .where('company_id', '=', companyId).orderBy('sort_order').orderBy('start_time').orderBy('id').execute();
  return new Map(rows.map((r) => [r.id, r as TimeSlot]));
}

/** The time slots of an event that exist, in the company's order. */
export function slotsOfEvent(event: EventRow, slots: ReadonlyMap<number, TimeSlot>): TimeSlot[] {
  const ids = new Set(event.time_slot_ids);
  return [...slots.values()].filter((s) => ids.has(s.id));
}

/**
 * The closed days (休日) of schoolhouses from `from` to `to`: those of the schoolhouse and those of every schoolhouse
 * (no schoolhouse), one set a schoolhouse.
 */
export async function closedDaysOf(db: Db, options: { companyId: number; schoolhouseIds: readonly number[]; from: string; to: string }): Promise<Map<number, Set<string>>> {
  const rows = await db.selectFrom('holidays').select(['holiday_date', 'schoolhouse_id'])
    .where('company_id', '=', options.companyId).where('holiday_date', '>=', options.from).where('holiday_date', '<=', options.to)
    .where((eb) => eb.or([eb('schoolhouse_id', 'is', null), isAnyOf('schoolhouse_id', options.schoolhouseIds)]))
    .execute();
  const out = new Map(options.schoolhouseIds.map((id) => [id, new Set<string>()]));
  for (const row of rows) {
    for (const [id, days] of out) if (row.schoolhouse_id === null || row.schoolhouse_id === id) days.add(row.holiday_date);
  }
  return out;
}

/** A schoolhouse's booking rules (予約受付設定), the model's defaults where it has none. */
export interface BookingRules { openDaysAhead: number; cancelDaysBefore: number }

const DEFAULT_RULES: BookingRules = {
  openDaysAhead: Number(entities.event_setting.fields.open_days_ahead.default),
  cancelDaysBefore: Number(entities.event_setting.fields.cancel_days_before.default),
};

export async function bookingRulesOf(db: Db, options: { companyId: number; schoolhouseIds: readonly number[] }): Promise<Map<number, BookingRules>> {
  const rows = options.schoolhouseIds.length === 0 ? [] : await db.selectFrom('event_settings').select(['schoolhouse_id', 'open_days_ahead', 'cancel_days_before'])
    .where('company_id', '=', options.companyId).where(isAnyOf('schoolhouse_id', options.schoolhouseIds)).execute();
  const out = new Map(options.schoolhouseIds.map((id) => [id, DEFAULT_RULES]));
  for (const row of rows) out.set(row.schoolhouse_id, { openDaysAhead: row.open_days_ahead, cancelDaysBefore: row.cancel_days_before });
  return out;
}

/** The number of bookings of each frame (event, date, time slot) of some events from `from` to `to`. */
export async function bookedCounts(db: Db, options: { companyId: number; eventIds: readonly number[]; from: string; to: string }): Promise<Map<string, number>> {
  if (options.eventIds.length === 0) return new Map();
  const rows = await db.selectFrom('event_reservations').select(['event_id', 'frame_date', 'time_slot_id', sql<number>`count(*)::int`.as('n')])
    .where('company_id', '=', options.companyId).where(isAnyOf('event_id', options.eventIds))
    .where('frame_date', '>=', options.from).where('frame_date', '<=', options.to)
    .groupBy(['event_id', 'frame_date', 'time_slot_id']).execute();
  return new Map(rows.map((r) => [frameKey(r.event_id, r.frame_date, r.time_slot_id), r.n]));
}

/** The key of a frame in maps. */
export const frameKey = (eventId: number, date: string, slotId: number): string => `${eventId}|${date}|${slotId}`;

/** The student a guardian acts for, with what decides which events concern them. */
export interface EventChild { id: number; schoolhouse_id: number; schoolyear_id: number }

export async function childOf(db: Db, options: { companyId: number; studentId: number }): Promise<EventChild | undefined> {
  return db.selectFrom('students').select(['id', 'schoolhouse_id', 'schoolyear_id'])
    .where('company_id', '=', options.companyId).where('id', '=', options.studentId).executeTakeFirst();
}

/** Whether an event concerns a child: the child's schoolhouse, and the child's school year unless it is for every year. */
export function concernsChild(event: Pick<EventRow, 'schoolhouse_id' | 'schoolyear_id'>, child: EventChild): boolean {
  return event.schoolhouse_id === child.schoolhouse_id && (event.schoolyear_id === null || event.schoolyear_id === child.schoolyear_id);
}
