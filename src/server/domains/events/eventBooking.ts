import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import { EventStatus } from '../../../generated/enums.js';
import type { Principal } from '../../auth/principal.js';
import { AppError } from '../../foundation/errors.js';
import { lessonLine } from '../lessons/makeupChoices.js';
import { addDays, schoolClock } from '../lessons/rescheduleDeadline.js';
import { batchDates, eventDates } from './eventDates.js';
import { eventForReader, eventReaderOf } from './eventFrames.js';
import { bookingRulesOf, closedDaysOf, timeSlotsOf, type EventRow, type TimeSlot } from './eventReads.js';
import { familyBookingRefusal, familyCancelRefusal, frameState, staffBookingRefusal, type FrameAt } from './eventRules.js';
import { statusLabel } from './eventStatusLabel.js';

type Db = Kysely<Database>;

/** A frame as one line of a message: 12月03日(木) 自習室A. */
export const frameLine = (frame: FrameAt): string => lessonLine({ lessonDate: frame.date, periodName: frame.slot.slot_name, subjectName: '' }).trim();

/** A booking as a family's list shows it. */
export interface ReservationView {
  id: number;
  event_id: number;
  event_name: string;
  frame_date: string;
  time_slot_id: number;
  slot_name: string;
  start_time: string;
  end_time: string;
  by_staff: boolean;
  cancellable: boolean;
  event_status: string;
  created_at: Date;
}

/** The event's days (closed days left out) over its whole period. */
async function daysOfEvent(db: Db, event: EventRow, companyId: number): Promise<string[]> {
  const closed = await closedDaysOf(db, { companyId, schoolhouseIds: [event.schoolhouse_id], from: event.start_date, to: event.end_date });
  return eventDates(event, { from: event.start_date, to: event.end_date, closed: closed.get(event.schoolhouse_id) ?? new Set() });
}

/** The time slot of a frame, if the event is held in it. */
function slotOf(event: EventRow, slots: ReadonlyMap<number, TimeSlot>, slotId: number): TimeSlot {
  const slot = slots.get(slotId);
  if (!slot || !event.time_slot_ids.includes(slotId)) throw new AppError('NOT_FOUND');
  return slot;
}

/**
 * Refuses frames a student may not have: one the student has (EVENT_ALREADY_RESERVED), past the per-person limit
 * (EVENT_LIMIT_EXCEEDED, spec section 8's 参加上限を超えています), a full frame (EVENT_FULL). Read once without a lock
 * (a burst's late families are refused at once, never queueing on the event's lock) and again under it.
 */
async function assertFramesFree(db: Kysely<Database>, options: { companyId: number; event: EventRow; frames: FrameAt[]; studentId: number }): Promise<void> {
  const { companyId, event, frames, studentId } = options;
  const dates = frames.map((f) => f.date);
  const [existing, counts] = await Promise.all([
    db.selectFrom('event_reservations').select(['frame_date', 'time_slot_id'])
      .where('company_id', '=', companyId).where('event_id', '=', event.id).where('student_id', '=', studentId).execute(),
    db.selectFrom('event_reservations').select(['frame_date', 'time_slot_id', sql<number>`count(*)::int`.as('n')])
      .where('company_id', '=', companyId).where('event_id', '=', event.id).where('frame_date', 'in', dates)
      .groupBy(['frame_date', 'time_slot_id']).execute(),
  ]);
  const have = new Set(existing.map((r) => `${r.frame_date}|${r.time_slot_id}`));
  const again = frames.find((f) => have.has(`${f.date}|${f.slot.id}`));
  if (again) throw new AppError('EVENT_ALREADY_RESERVED', { values: { frame: frameLine(again) } });
  if (existing.length + frames.length > event.per_person_limit) {
    throw new AppError('EVENT_LIMIT_EXCEEDED', { values: { limit: event.per_person_limit, count: existing.length } });
  }
  const taken = new Map(counts.map((c) => [`${c.frame_date}|${c.time_slot_id}`, c.n]));
  const full = frames.find((f) => (taken.get(`${f.date}|${f.slot.id}`) ?? 0) >= event.max_students);
  if (full) throw new AppError('EVENT_FULL', { values: { frame: frameLine(full) } });
}

/**
 * Books frames of one event for a student, all or none, under the event's row lock: every concurrent booking of the
 * event waits for it, so the per-frame capacity and the per-person limit are read and written by one transaction at a
 * time (the frames checked first without the lock, so that the lock is held for three statements only).
 */
async function bookFrames(db: Db, options: { companyId: number; event: EventRow; frames: FrameAt[]; studentId: number; bookedBy: number; byStaff: boolean; statuses: readonly string[] }) {
  const { companyId, event, frames, studentId } = options;
  await assertFramesFree(db, options);
  return db.transaction().execute(async (trx) => {
    const locked = await trx.selectFrom('events').select('status').where('company_id', '=', companyId).where('id', '=', event.id).forUpdate().executeTakeFirst();
    if (!locked) throw new AppError('NOT_FOUND');
    if (!options.statuses.includes(locked.status)) throw new AppError('EVENT_STATUS_INVALID', { values: { status: statusLabel(locked.status) } });
    await assertFramesFree(trx, options);
    const rows = await trx.insertInto('event_reservations').values(frames.map((f) => ({
      company_id: companyId, event_id: event.id, frame_date: f.date, time_slot_id: f.slot.id, student_id: studentId,
      booked_by_user_id: options.bookedBy, by_staff: options.byStaff,
    }))).returning(['id', 'frame_date', 'time_slot_id', 'by_staff', 'created_at']).execute();
    return rows.map((r): ReservationView => {
      const slot = frames.find((f) => f.date === r.frame_date && f.slot.id === r.time_slot_id)!.slot;
      return {
        id: r.id, event_id: event.id, event_name: event.event_name, frame_date: r.frame_date, time_slot_id: slot.id, slot_name: slot.slot_name,
        start_time: slot.start_time, end_time: slot.end_time, by_staff: r.by_staff, cancellable: !r.by_staff, event_status: locked.status, created_at: r.created_at,
      };
    });
  });
}

/** The frame a request names, checked to be one of the event's (a day it is held on, one of its time slots). */
function namedFrame(event: EventRow, options: { days: readonly string[]; slots: ReadonlyMap<number, TimeSlot>; date: string; slotId: number }): FrameAt {
  const slot = slotOf(event, options.slots, options.slotId);
  if (!options.days.includes(options.date)) throw new AppError('EVENT_FRAME_UNAVAILABLE', { values: { frame: frameLine({ date: options.date, slot }) } });
  return { date: options.date, slot };
}

/**
 * POST /events/frames/register: a guardian books for the child acted for: the frame, or with a batch choice the frame
 * and the event's later frames in the same time slot that the choice takes (every day, the same weekday weekly or every
 * two weeks, weekdays, weekends, or the dates picked). All are booked or none; each must take a family's booking now.
 */
export async function registerReservation(db: Db, options: { principal: Principal; eventId: number; date: string; slotId: number; batch?: string; dates?: string[]; at?: Date }) {
  const reader = await eventReaderOf(db, options.principal);
  if (reader.side !== 'guardian') throw new AppError('FORBIDDEN');
  const companyId = options.principal.companyId;
  const at = options.at ?? new Date();
  const clock = schoolClock(at);
  const event = await eventForReader(db, { reader, eventId: options.eventId });
  if (event.status !== EventStatus.published) throw new AppError('EVENT_STATUS_INVALID', { values: { status: statusLabel(event.status) } });
  const [slots, days, rules] = await Promise.all([
    timeSlotsOf(db, companyId), daysOfEvent(db, event, companyId), bookingRulesOf(db, { companyId, schoolhouseIds: [event.schoolhouse_id] }),
  ]);
  const chosen = namedFrame(event, { days, slots, date: options.date, slotId: options.slotId });
  const picked = batchDates({ days, chosen: chosen.date, batch: options.batch, picked: options.dates });
  const frames = picked.map((date) => namedFrame(event, { days, slots, date, slotId: chosen.slot.id }));
  for (const frame of frames) {
    const refusal = familyBookingRefusal(event, frame, { clock, at, rules: rules.get(event.schoolhouse_id)! });
    if (refusal) throw new AppError(refusal, { values: { frame: frameLine(frame) } });
  }
  if (event.consent_text) {
    const agreed = await db.selectFrom('event_agreements').select('id').where('company_id', '=', companyId)
      .where('event_id', '=', event.id).where('student_id', '=', reader.child.id).executeTakeFirst();
    if (!agreed) throw new AppError('EVENT_CONSENT_REQUIRED');
  }
  const data = await bookFrames(db, { companyId, event, frames, studentId: reader.child.id, bookedBy: options.principal.userId, byStaff: false, statuses: [EventStatus.published] });
  return { data };
}

/**
 * POST /events/frames/admin-reservation/register: staff book a frame for a student of the event's schoolhouse (a
 * family that phoned): deadlines and same-day rules do not bind the school, the capacity and the per-person limit do.
 */
export async function adminRegisterReservation(db: Db, options: { principal: Principal; eventId: number; date: string; slotId: number; studentId: number; at?: Date }) {
  const reader = await eventReaderOf(db, options.principal);
  if (reader.side !== 'staff') throw new AppError('FORBIDDEN');
  const companyId = options.principal.companyId;
  const clock = schoolClock(options.at ?? new Date());
  const event = await eventForReader(db, { reader, eventId: options.eventId });
  const student = await db.selectFrom('students').select(['id', 'schoolhouse_id']).where('company_id', '=', companyId).where('id', '=', options.studentId).executeTakeFirst();
  if (!student || student.schoolhouse_id !== event.schoolhouse_id) throw new AppError('NOT_FOUND');
  const [slots, days] = await Promise.all([timeSlotsOf(db, companyId), daysOfEvent(db, event, companyId)]);
  const frame = namedFrame(event, { days, slots, date: options.date, slotId: options.slotId });
  const refusal = staffBookingRefusal(event, frame, { clock });
  if (refusal) throw new AppError(refusal, { values: { frame: frameLine(frame) } });
  const data = await bookFrames(db, {
    companyId, event, frames: [frame], studentId: student.id, bookedBy: options.principal.userId, byStaff: true, statuses: [EventStatus.published, EventStatus.closed],
  });
  return { data };
}

/**
 * DELETE /events/frames/{eventId}/{reservationId}: a booking cancelled. A guardian cancels the child's own booking up
 * to the schoolhouse's キャンセル期限 and the event's 申込締切 (a booking staff made for them too); staff cancel any.
 */
export async function cancelReservation(db: Db, options: { principal: Principal; eventId: number; reservationId: number; at?: Date }): Promise<Record<string, never>> {
  const reader = await eventReaderOf(db, options.principal);
  if (reader.side === 'teacher') throw new AppError('FORBIDDEN');
  const companyId = options.principal.companyId;
  const at = options.at ?? new Date();
  return db.transaction().execute(async (trx) => {
    const event = await eventForReader(trx, { reader, eventId: options.eventId, forUpdate: true });
    const booking = await trx.selectFrom('event_reservations').select(['id', 'student_id', 'frame_date', 'time_slot_id'])
      .where('company_id', '=', companyId).where('event_id', '=', event.id).where('id', '=', options.reservationId).executeTakeFirst();
    if (!booking || (reader.side === 'guardian' && booking.student_id !== reader.child.id)) throw new AppError('NOT_FOUND');
    if (reader.side === 'guardian') {
      const slots = await timeSlotsOf(trx, companyId);
      const rules = await bookingRulesOf(trx, { companyId, schoolhouseIds: [event.schoolhouse_id] });
      const slot = slots.get(booking.time_slot_id)!;
      const refusal = familyCancelRefusal(event, { date: booking.frame_date, slot }, { clock: schoolClock(at), at, rules: rules.get(event.schoolhouse_id)! });
      if (refusal) throw new AppError(refusal);
    }
    await trx.deleteFrom('event_reservations').where('company_id', '=', companyId).where('id', '=', booking.id).execute();
    return {};
  });
}

/** GET /events/frames/protector: the child's bookings, those to come first (soonest first), then the past (latest first). */
export async function protectorReservations(db: Db, options: { principal: Principal; at?: Date }): Promise<{ data: ReservationView[] }> {
  const reader = await eventReaderOf(db, options.principal);
  if (reader.side !== 'guardian') throw new AppError('FORBIDDEN');
  const companyId = options.principal.companyId;
  const at = options.at ?? new Date();
  const clock = schoolClock(at);
  const rows = await db.selectFrom('event_reservations as r')
    .innerJoin('events as e', (j) => j.onRef('e.company_id', '=', 'r.company_id').onRef('e.id', '=', 'r.event_id'))
    .innerJoin('event_time_slots as t', (j) => j.onRef('t.company_id', '=', 'r.company_id').onRef('t.id', '=', 'r.time_slot_id'))
    .select(['r.id', 'r.event_id', 'e.event_name', 'e.status as event_status', 'e.application_deadline', 'e.schoolhouse_id', 'r.frame_date', 'r.time_slot_id', 't.slot_name', 't.start_time',
      't.end_time', 't.sort_order', 'r.by_staff', 'r.created_at'])
    .where('r.company_id', '=', companyId).where('r.student_id', '=', reader.child.id)
    .where('r.frame_date', '>=', addDays(clock.today, -365))
    .orderBy('r.frame_date').orderBy('t.start_time').limit(500).execute();
  const rules = await bookingRulesOf(db, { companyId, schoolhouseIds: [...new Set(rows.map((r) => r.schoolhouse_id))] });
  const view = rows.map((r): ReservationView => {
    const slot: TimeSlot = { id: r.time_slot_id, slot_name: r.slot_name, start_time: r.start_time, end_time: r.end_time, sort_order: r.sort_order };
    const event = { application_deadline: r.application_deadline } as EventRow;
    const cancellable = (r.event_status === EventStatus.published || r.event_status === EventStatus.closed)
      && !familyCancelRefusal(event, { date: r.frame_date, slot }, { clock, at, rules: rules.get(r.schoolhouse_id)! });
    return {
      id: r.id, event_id: r.event_id, event_name: r.event_name, frame_date: r.frame_date, time_slot_id: r.time_slot_id, slot_name: r.slot_name,
      start_time: r.start_time, end_time: r.end_time, by_staff: r.by_staff, cancellable, event_status: r.event_status, created_at: r.created_at,
    };
  });
  const isPast = (r: ReservationView) => `${r.frame_date} ${r.end_time}` < clock.now;
  return { data: [...view.filter((r) => !isPast(r)), ...view.filter(isPast).reverse()] };
}

/**
 * GET /events/frames/{eventId}?frame_date&time_slot_id: a frame with its event, its bookings and, for a family, whether
 * it agreed and how many it has booked (a family sees only the child's booking in the list).
 */
export async function frameDetail(db: Db, options: { principal: Principal; eventId: number; date: string; slotId: number; at?: Date }) {
  const reader = await eventReaderOf(db, options.principal);
  const companyId = options.principal.companyId;
  const at = options.at ?? new Date();
  const event = await eventForReader(db, { reader, eventId: options.eventId });
  const [slots, days, rules] = await Promise.all([
    timeSlotsOf(db, companyId), daysOfEvent(db, event, companyId), bookingRulesOf(db, { companyId, schoolhouseIds: [event.schoolhouse_id] }),
  ]);
  const frame = namedFrame(event, { days, slots, date: options.date, slotId: options.slotId });
  const all = await db.selectFrom('event_reservations as r')
    .innerJoin('students as st', (j) => j.onRef('st.company_id', '=', 'r.company_id').onRef('st.id', '=', 'r.student_id'))
    .innerJoin('schoolyears as y', (j) => j.onRef('y.id', '=', 'st.schoolyear_id'))
    .select(['r.id', 'r.student_id', sql<string>`st.family_name_kanji || ' ' || st.first_name_kanji`.as('student_name'), 'st.student_number',
      'y.schoolyear_name', 'r.by_staff', 'r.created_at'])
    .where('r.company_id', '=', companyId).where('r.event_id', '=', event.id).where('r.frame_date', '=', frame.date).where('r.time_slot_id', '=', frame.slot.id)
    .orderBy('r.created_at').orderBy('r.id').execute();
  const childId = reader.side === 'guardian' ? reader.child.id : undefined;
  const mine = all.find((r) => r.student_id === childId);
  const [agreement, myCount, space, house] = await Promise.all([
    childId === undefined ? undefined : db.selectFrom('event_agreements').select('id').where('company_id', '=', companyId).where('event_id', '=', event.id).where('student_id', '=', childId).executeTakeFirst(),
    childId === undefined ? { n: 0 } : db.selectFrom('event_reservations').select(sql<number>`count(*)::int`.as('n')).where('company_id', '=', companyId).where('event_id', '=', event.id).where('student_id', '=', childId).executeTakeFirstOrThrow(),
    db.selectFrom('event_spaces').select('space_name').where('company_id', '=', companyId).where('id', '=', event.space_id).executeTakeFirst(),
    db.selectFrom('schoolhouses').select('schoolhouse_name').where('company_id', '=', companyId).where('id', '=', event.schoolhouse_id).executeTakeFirst(),
  ]);
  const clock = schoolClock(at);
  const refusal = reader.side === 'guardian'
    ? familyBookingRefusal(event, frame, { clock, at, rules: rules.get(event.schoolhouse_id)! })
    : staffBookingRefusal(event, frame, { clock });
  return {
    event: {
      id: event.id, event_name: event.event_name, schoolhouse_name: house?.schoolhouse_name ?? '', space_name: space?.space_name ?? '', note: event.note,
      consent_text: event.consent_text, per_person_limit: event.per_person_limit, application_deadline: event.application_deadline,
      same_day_reservation: event.same_day_reservation, status: event.status, agreed: agreement !== undefined, my_count: myCount.n,
    },
    frame: {
      frame_date: frame.date, time_slot_id: frame.slot.id, slot_name: frame.slot.slot_name, start_time: frame.slot.start_time, end_time: frame.slot.end_time,
      capacity: event.max_students, reserved_count: all.length, my_reservation_id: mine?.id ?? null,
      state: frameState({ mine: mine !== undefined, reserved: all.length, capacity: event.max_students, refusal }),
    },
    reservations: childId === undefined ? all : all.filter((r) => r.student_id === childId),
  };
}
