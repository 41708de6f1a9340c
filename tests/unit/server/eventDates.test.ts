import { describe, expect, it } from 'vitest';
import { BatchReservation, EventStatus, Recurrence, ReservationSlot } from '../../../src/generated/enums.js';
import { batchDates, eventDates, weekdayOf, type EventPattern } from '../../../src/server/domains/events/eventDates.js';
import type { EventRow } from '../../../src/server/domains/events/eventReads.js';
import { familyBookingRefusal, familyCancelRefusal, frameState, staffBookingRefusal } from '../../../src/server/domains/events/eventRules.js';
import { schoolClock } from '../../../src/server/domains/lessons/rescheduleDeadline.js';

const NONE = { on_monday: false, on_tuesday: false, on_wednesday: false, on_thursday: false, on_friday: false, on_saturday: false, on_sunday: false };
// 2026-12-01 is a Tuesday.
const pattern = (p: Partial<EventPattern>): EventPattern => ({ start_date: '2026-12-01', end_date: '2026-12-31', recurrence: Recurrence.weekly, interval_weeks: 1, ...NONE, ...p });
const all = (p: Partial<EventPattern>, closed: string[] = []) => eventDates(pattern(p), { from: '2026-11-01', to: '2027-01-31', closed: new Set(closed) });

describe('the days an event is held on (spec section 9 recurrence codes)', () => {
  it('should read weekdays as Monday 1 … Sunday 7', () => {
    expect(['2026-11-30', '2026-12-01', '2026-12-05', '2026-12-06'].map(weekdayOf)).toEqual([1, 2, 6, 7]);
  });

  it('should hold 毎日 on every day of the period, and 毎週平日 Monday to Friday', () => {
    expect(all({ recurrence: Recurrence.everyDay, on_monday: true })).toHaveLength(31);
    const weekdays = all({ recurrence: Recurrence.weekdaysEveryWeek, on_sunday: true });
    expect(weekdays).toHaveLength(23);
    expect(weekdays.every((d) => weekdayOf(d) <= 5)).toBe(true);
  });

  it('should hold 毎週 on the chosen weekdays, 隔週 every other week from the first week, カスタム every N weeks', () => {
    expect(all({ on_tuesday: true, on_saturday: true })).toEqual(['2026-12-01', '2026-12-05', '2026-12-08', '2026-12-12', '2026-12-15', '2026-12-19', '2026-12-22', '2026-12-26', '2026-12-29']);
    expect(all({ recurrence: Recurrence.everyTwoWeeks, on_monday: true, on_tuesday: true })).toEqual(['2026-12-01', '2026-12-14', '2026-12-15', '2026-12-28', '2026-12-29']);
    expect(all({ recurrence: Recurrence.custom, interval_weeks: 3, on_wednesday: true })).toEqual(['2026-12-02', '2026-12-23']);
    expect(all({ recurrence: Recurrence.tenWeeksLastSunday, on_sunday: true, end_date: '2027-03-31' })).toEqual(['2026-12-06']);
  });

  it('should never hold an event on a closed day, nor outside its period or the range asked', () => {
    expect(all({ on_tuesday: true }, ['2026-12-08', '2026-12-29'])).toEqual(['2026-12-01', '2026-12-15', '2026-12-22']);
    expect(eventDates(pattern({ on_tuesday: true }), { from: '2026-12-10', to: '2026-12-20', closed: new Set() })).toEqual(['2026-12-15']);
    expect(all({ on_tuesday: true, start_date: '2026-12-31', end_date: '2026-12-01' })).toEqual([]);
  });
});

describe('a batch booking (spec section 9 一括予約)', () => {
  const days = all({ recurrence: Recurrence.everyDay });
  it('should take the chosen day and the later days its choice names', () => {
    expect(batchDates({ days, chosen: '2026-12-28' })).toEqual(['2026-12-28']);
    expect(batchDates({ days, chosen: '2026-12-28', batch: BatchReservation.everyDay })).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31']);
    expect(batchDates({ days, chosen: '2026-12-01', batch: BatchReservation.weekly })).toEqual(['2026-12-01', '2026-12-08', '2026-12-15', '2026-12-22', '2026-12-29']);
    expect(batchDates({ days, chosen: '2026-12-01', batch: BatchReservation.everyTwoWeeks })).toEqual(['2026-12-01', '2026-12-15', '2026-12-29']);
    expect(batchDates({ days, chosen: '2026-12-24', batch: BatchReservation.weekdays })).toEqual(['2026-12-24', '2026-12-25', '2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31']);
    expect(batchDates({ days, chosen: '2026-12-19', batch: BatchReservation.weekends })).toEqual(['2026-12-19', '2026-12-20', '2026-12-26', '2026-12-27']);
    expect(batchDates({ days, chosen: '2026-12-10', batch: BatchReservation.custom, picked: ['2026-12-03', '2026-12-10'] })).toEqual(['2026-12-03', '2026-12-10']);
  });
});

describe('when a frame takes bookings, on the school\'s clock (Asia/Tokyo)', () => {
  const event = (p: Partial<EventRow> = {}): EventRow => ({
    ...pattern({ on_tuesday: true }), id: 1, event_name: '自習室', schoolhouse_id: 1, schoolyear_id: null, space_id: 1, time_slot_ids: [1], max_students: 2,
    per_person_limit: 1, application_deadline: null, same_day_reservation: false, consent_text: null, note: null, status: EventStatus.published, published_at: null, ...p,
  });
  const slot = { id: 1, slot_name: '夜の部', start_time: '19:00:00', end_time: '21:00:00', sort_order: 1 };
  // 2026-12-08 (Tuesday) 10:00 in Tokyo.
  const at = new Date('2026-12-08T01:00:00Z');
  const clock = schoolClock(at);
  const rules = { openDaysAhead: 30, cancelDaysBefore: 1 };
  const family = (e: EventRow, date: string, r = rules) => familyBookingRefusal(e, { date, slot }, { clock, at, rules: r });

  it('should let a family book a later frame of a published event within the booking days', () => {
    expect(family(event(), '2026-12-15')).toBeUndefined();
    expect(family(event(), '2027-01-12')).toBe('EVENT_FRAME_UNAVAILABLE');
    expect(family(event({ status: EventStatus.closed }), '2026-12-15')).toBe('EVENT_FRAME_UNAVAILABLE');
  });

  it('should keep the same day for events that take same-day bookings, until the frame starts', () => {
    expect(family(event(), '2026-12-08')).toBe('EVENT_SAME_DAY_CLOSED');
    expect(family(event({ same_day_reservation: true }), '2026-12-08')).toBeUndefined();
    const evening = new Date('2026-12-08T10:30:00Z');
    expect(familyBookingRefusal(event({ same_day_reservation: true }), { date: '2026-12-08', slot }, { clock: schoolClock(evening), at: evening, rules })).toBe('EVENT_FRAME_UNAVAILABLE');
  });

  it('should close booking and cancelling at the application deadline, and cancelling at the schoolhouse\'s キャンセル期限', () => {
    const late = event({ application_deadline: new Date('2026-12-08T00:59:00Z') });
    expect(family(late, '2026-12-15')).toBe('EVENT_DEADLINE_PASSED');
    expect(familyCancelRefusal(late, { date: '2026-12-15', slot }, { clock, at, rules })).toBe('EVENT_DEADLINE_PASSED');
    expect(familyCancelRefusal(event(), { date: '2026-12-09', slot }, { clock, at, rules })).toBeUndefined();
    expect(familyCancelRefusal(event(), { date: '2026-12-10', slot }, { clock, at, rules: { ...rules, cancelDaysBefore: 3 } })).toBe('EVENT_CANCEL_CLOSED');
    expect(familyCancelRefusal(event(), { date: '2026-12-08', slot }, { clock, at, rules: { ...rules, cancelDaysBefore: 0 } })).toBeUndefined();
  });

  it('should let staff book any frame not started of a published or closed event', () => {
    expect(staffBookingRefusal(event({ status: EventStatus.closed }), { date: '2026-12-08', slot }, { clock })).toBeUndefined();
    expect(staffBookingRefusal(event({ status: EventStatus.draft }), { date: '2026-12-15', slot }, { clock })).toBe('EVENT_FRAME_UNAVAILABLE');
    expect(staffBookingRefusal(event(), { date: '2026-12-07', slot }, { clock })).toBe('EVENT_FRAME_UNAVAILABLE');
  });

  it('should show a frame reserved (the child\'s), full, not reservable or reservable', () => {
    expect(frameState({ mine: true, reserved: 2, capacity: 2, refusal: undefined })).toBe(ReservationSlot.reserved);
    expect(frameState({ mine: false, reserved: 2, capacity: 2, refusal: undefined })).toBe(ReservationSlot.full);
    expect(frameState({ mine: false, reserved: 0, capacity: 2, refusal: 'EVENT_DEADLINE_PASSED' })).toBe(ReservationSlot.notReservable);
    expect(frameState({ mine: false, reserved: 1, capacity: 2, refusal: undefined })).toBe(ReservationSlot.reservable);
  });
});
