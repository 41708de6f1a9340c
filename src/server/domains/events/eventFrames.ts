import type { Kysely } from 'kysely';
import { constants } from '../../../generated/constants.js';
import type { Database } from '../../../generated/db.js';
import { EventStatus, ReservationSlot, type ReservationSlotCode } from '../../../generated/enums.js';
import { operationById } from '../../../generated/operations.js';
import { formatMessage } from '../../../shared/validationMessage.js';
import type { Principal } from '../../auth/principal.js';
import { isAnyOf } from '../../db/anyOf.js';
import { AppError } from '../../foundation/errors.js';
import { actingChildId } from '../lessons/familyRules.js';
import { daysBetween, schoolClock } from '../lessons/rescheduleDeadline.js';
import { messageSideOf, type MessageSide } from '../messaging/messageSide.js';
import { eventDates } from './eventDates.js';
import {
  bookedCounts, bookingRulesOf, childOf, closedDaysOf, concernsChild, EVENT_COLUMNS, eventRow, frameKey, slotsOfEvent, timeSlotsOf,
  type EventChild, type EventRow,
} from './eventReads.js';
import { familyBookingRefusal, frameState, staffBookingRefusal } from './eventRules.js';

type Db = Kysely<Database>;

/** Who reads the reservation calendar: the school side (staff, a teacher) or a family (a guardian acting for a child). */
export type EventReader = { side: 'staff' | 'teacher'; principal: Principal } | { side: 'guardian'; principal: Principal; child: EventChild };

export async function eventReaderOf(db: Db, principal: Principal): Promise<EventReader> {
  const side: MessageSide = messageSideOf(principal);
  if (side === 'staff' || side === 'teacher') return { side, principal };
  if (side !== 'guardian') throw new AppError('FORBIDDEN');
  const child = await childOf(db, { companyId: principal.companyId, studentId: actingChildId(principal) });
  if (!child) throw new AppError('NOT_FOUND');
  return { side, principal, child };
}

/** The labels of the range's query parameters (開始日, 終了日), from the contract. */
function rangeLabels(): { from: string; to: string } {
  const properties = (operationById('event.frames').query?.properties ?? {}) as Record<string, { title?: string }>;
  return { from: properties.from?.title ?? 'from', to: properties.to?.title ?? 'to' };
}

/** VALIDATION_FAILED unless `to` is on or after `from` and at most constants.eventRangeMaxDays after it. */
export function assertEventRange(range: { from: string; to: string }): void {
  const days = daysBetween(range.from, range.to);
  const labels = rangeLabels();
  if (days < 0) throw new AppError('VALIDATION_FAILED', { errors: [{ field: 'to', message: formatMessage('validation.rule.dateOnOrAfter', { label: labels.to, other: labels.from }) }] });
  const max = Number(constants.eventRangeMaxDays);
  if (days > max) throw new AppError('VALIDATION_FAILED', { errors: [{ field: 'to', message: formatMessage('lessonFamilyApi.rangeTooLong', { days: max }) }] });
}

/**
 * The events a reader sees that run within the range: a family the published (and closed) events of the child's
 * schoolhouse and school year; a teacher every event but drafts of their schoolhouses; staff every event.
 */
export async function visibleEvents(db: Db, options: { reader: EventReader; from: string; to: string; schoolhouseId?: number; eventId?: number }): Promise<EventRow[]> {
  const { reader } = options;
  const companyId = reader.principal.companyId;
  let query = db.selectFrom('events').select([...EVENT_COLUMNS])
    .where('company_id', '=', companyId).where('start_date', '<=', options.to).where('end_date', '>=', options.from);
  if (options.eventId !== undefined) query = query.where('id', '=', options.eventId);
  if (reader.side === 'guardian') {
    query = query.where('schoolhouse_id', '=', reader.child.schoolhouse_id)
      .where('status', 'in', [EventStatus.published, EventStatus.closed])
      .where((eb) => eb.or([eb('schoolyear_id', 'is', null), eb('schoolyear_id', '=', reader.child.schoolyear_id)]));
  } else {
    if (options.schoolhouseId !== undefined) query = query.where('schoolhouse_id', '=', options.schoolhouseId);
    if (reader.side === 'teacher') query = query.where(isAnyOf('schoolhouse_id', reader.principal.schoolhouseIds)).where('status', '!=', EventStatus.draft);
  }
  const rows = await query.orderBy('start_date').orderBy('id').execute();
  return rows.map((r) => eventRow(r));
}

/** One frame of the calendar as a reader sees it. */
export interface FrameView {
  event_id: number;
  event_name: string;
  event_status: string;
  frame_date: string;
  time_slot_id: number;
  slot_name: string;
  start_time: string;
  end_time: string;
  capacity: number;
  reserved_count: number;
  state: ReservationSlotCode;
  my_reservation_id: number | null;
  space_name: string;
}

/** The schoolhouse whose closed days the calendar shows: the child's, or the one chosen. */
const calendarSchoolhouse = (reader: EventReader, schoolhouseId?: number) => (reader.side === 'guardian' ? reader.child.schoolhouse_id : schoolhouseId);

/**
 * GET /events/frames: the frames of the events the reader sees from `from` to `to` (never on a closed day), each with
 * its bookings and its state for the reader (予約済み: the child's; 満席; 予約不可 when it takes no booking now; 予約可),
 * and the closed days of the schoolhouse shown.
 */
export async function listFrames(db: Db, options: { principal: Principal; from: string; to: string; schoolhouseId?: number; eventId?: number; at?: Date }) {
  assertEventRange(options);
  const reader = await eventReaderOf(db, options.principal);
  const companyId = options.principal.companyId;
  const events = await visibleEvents(db, { reader, ...options });
  const shown = calendarSchoolhouse(reader, options.schoolhouseId);
  const houses = [...new Set([...events.map((e) => e.schoolhouse_id), ...(shown === undefined ? [] : [shown])])];
  const ids = events.map((e) => e.id);
  const [slots, closed, counts, rules, spaces, mine, holidays] = await Promise.all([
    timeSlotsOf(db, companyId),
    closedDaysOf(db, { companyId, schoolhouseIds: houses, from: options.from, to: options.to }),
    bookedCounts(db, { companyId, eventIds: ids, from: options.from, to: options.to }),
    bookingRulesOf(db, { companyId, schoolhouseIds: houses }),
    spaceNames(db, { companyId, ids: events.map((e) => e.space_id) }),
    reader.side === 'guardian' ? childBookings(db, { companyId, studentId: reader.child.id, eventIds: ids, from: options.from, to: options.to }) : Promise.resolve(new Map<string, number>()),
    closedDayRows(db, { companyId, schoolhouseId: shown, from: options.from, to: options.to }),
  ]);
  const at = options.at ?? new Date();
  const clock = schoolClock(at);
  const data: FrameView[] = [];
  for (const event of events) {
    const eventSlots = slotsOfEvent(event, slots);
    for (const date of eventDates(event, { from: options.from, to: options.to, closed: closed.get(event.schoolhouse_id) ?? new Set() })) {
      for (const slot of eventSlots) {
        const key = frameKey(event.id, date, slot.id);
        const reserved = counts.get(key) ?? 0;
        const myId = mine.get(key) ?? null;
        const frame = { date, slot };
        const refusal = reader.side === 'guardian'
          ? familyBookingRefusal(event, frame, { clock, at, rules: rules.get(event.schoolhouse_id)! })
          : staffBookingRefusal(event, frame, { clock });
        data.push({
          event_id: event.id, event_name: event.event_name, event_status: event.status, frame_date: date, time_slot_id: slot.id,
          slot_name: slot.slot_name, start_time: slot.start_time, end_time: slot.end_time, capacity: event.max_students, reserved_count: reserved,
          state: frameState({ mine: myId !== null, reserved, capacity: event.max_students, refusal }), my_reservation_id: myId,
          space_name: spaces.get(event.space_id) ?? '',
        });
      }
    }
  }
  // Plain text order (ISO dates, HH:mm:ss times), not localeCompare: a month holds hundreds of frames.
  const order = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  data.sort((a, b) => order(a.frame_date, b.frame_date) || order(a.start_time, b.start_time) || a.event_id - b.event_id);
  return { data, holidays };
}

async function spaceNames(db: Db, options: { companyId: number; ids: number[] }): Promise<Map<number, string>> {
  if (options.ids.length === 0) return new Map();
  const rows = await db.selectFrom('event_spaces').select(['id', 'space_name']).where('company_id', '=', options.companyId).where(isAnyOf('id', [...new Set(options.ids)])).execute();
  return new Map(rows.map((r) => [r.id, r.space_name]));
}

/** The child's bookings (reservation id by frame key). */
async function childBookings(db: Db, options: { companyId: number; studentId: number; eventIds: number[]; from: string; to: string }): Promise<Map<string, number>> {
  if (options.eventIds.length === 0) return new Map();
  const rows = await db.selectFrom('event_reservations').select(['id', 'event_id', 'frame_date', 'time_slot_id'])
    .where('company_id', '=', options.companyId).where('student_id', '=', options.studentId).where(isAnyOf('event_id', options.eventIds))
    .where('frame_date', '>=', options.from).where('frame_date', '<=', options.to).execute();
  return new Map(rows.map((r) => [frameKey(r.event_id, r.frame_date, r.time_slot_id), r.id]));
}

/** The closed days shown on the calendar: the schoolhouse's and every schoolhouse's (only the latter without one). */
export async function closedDayRows(db: Db, options: { companyId: number; schoolhouseId?: number; from: string; to: string }) {
  let query = db.selectFrom('holidays').select(['id', 'holiday_date', 'name', 'schoolhouse_id'])
    .where('company_id', '=', options.companyId).where('holiday_date', '>=', options.from).where('holiday_date', '<=', options.to);
  const house = options.schoolhouseId;
  query = house === undefined
    ? query.where('schoolhouse_id', 'is', null)
    : query.where((eb) => eb.or([eb('schoolhouse_id', 'is', null), eb('schoolhouse_id', '=', house)]));
  return query.orderBy('holiday_date').orderBy('id').execute();
}

/** True when the frame state lets the reader book it. */
export const isBookable = (state: ReservationSlotCode): boolean => state === ReservationSlot.reservable;

/** The event of a path the reader may see (another company's, a draft for a family, an event not concerning the child: NOT_FOUND). */
export async function eventForReader(db: Db, options: { reader: EventReader; eventId: number; forUpdate?: boolean }): Promise<EventRow> {
  const { reader } = options;
  let query = db.selectFrom('events').select([...EVENT_COLUMNS]).where('company_id', '=', reader.principal.companyId).where('id', '=', options.eventId);
  if (options.forUpdate) query = query.forUpdate();
  const raw = await query.executeTakeFirst();
  if (!raw) throw new AppError('NOT_FOUND');
  const event = eventRow(raw);
  if (reader.side === 'teacher' && (!reader.principal.schoolhouseIds.includes(event.schoolhouse_id) || event.status === EventStatus.draft)) throw new AppError('NOT_FOUND');
  if (reader.side === 'guardian') {
    if (event.status === EventStatus.draft) throw new AppError('NOT_FOUND');
    if (!concernsChild(event, reader.child)) throw new AppError('EVENT_NOT_FOR_CHILD');
  }
  return event;
}

/** An event marker of the staff's seat grid (spec section 4): one frame of an event that takes place. */
export interface EventMarker { event_id: number; event_name: string; date: string; slot_name: string; start_time: string; end_time: string; reserved_count: number; capacity: number; space_name: string }

/**
 * The event markers of a schoolhouse's seat grid from `from` to `to` (issue 21: events show on the seat schedule): the
 * frames of its published and closed events (drafts and called-off events do not take place), times as HH:mm.
 */
export async function eventMarkers(db: Db, options: { principal: Principal; schoolhouseId: number; from: string; to: string }): Promise<EventMarker[]> {
  const { data } = await listFrames(db, options);
  return data.filter((f) => f.event_status === EventStatus.published || f.event_status === EventStatus.closed).map((f) => ({
    event_id: f.event_id, event_name: f.event_name, date: f.frame_date, slot_name: f.slot_name, start_time: f.start_time.slice(0, 5), end_time: f.end_time.slice(0, 5),
    reserved_count: f.reserved_count, capacity: f.capacity, space_name: f.space_name,
  }));
}
