import { EventStatus, ReservationSlot, type ReservationSlotCode } from '../../../generated/enums.js';
import type { ErrorKey } from '../../../generated/errors.js';
import { daysBetween, type SchoolClock } from '../lessons/rescheduleDeadline.js';
import type { BookingRules, EventRow, TimeSlot } from './eventReads.js';

/**
 * When a frame takes bookings (issue 21), on the school's clock. A family books a frame of a published event that has
 * not started, before the event's 申込締切, not on the frame's own day unless the event takes same-day bookings, and
 * no further ahead than the schoolhouse's 予約受付 days; staff book any frame of a published or closed event that has
 * not started (代理予約: for a family that phoned). A family cancels until the schoolhouse's キャンセル期限.
 */

export interface FrameAt { date: string; slot: TimeSlot }

const hasStarted = (frame: FrameAt, clock: SchoolClock) => `${frame.date} ${frame.slot.start_time}` <= clock.now;

/** Why a family may not book the frame now, or undefined. */
export function familyBookingRefusal(event: EventRow, frame: FrameAt, options: { clock: SchoolClock; at: Date; rules: BookingRules }): ErrorKey | undefined {
  const { clock } = options;
  if (event.status !== EventStatus.published) return 'EVENT_FRAME_UNAVAILABLE';
  if (event.application_deadline && options.at.getTime() > new Date(event.application_deadline).getTime()) return 'EVENT_DEADLINE_PASSED';
  if (hasStarted(frame, clock)) return 'EVENT_FRAME_UNAVAILABLE';
  if (frame.date === clock.today && !event.same_day_reservation) return 'EVENT_SAME_DAY_CLOSED';
  if (daysBetween(clock.today, frame.date) > options.rules.openDaysAhead) return 'EVENT_FRAME_UNAVAILABLE';
  return undefined;
}

/** Why staff may not book the frame for a student, or undefined. */
export function staffBookingRefusal(event: EventRow, frame: FrameAt, options: { clock: SchoolClock }): ErrorKey | undefined {
  if (event.status !== EventStatus.published && event.status !== EventStatus.closed) return 'EVENT_FRAME_UNAVAILABLE';
  if (hasStarted(frame, options.clock)) return 'EVENT_FRAME_UNAVAILABLE';
  return undefined;
}

/** Why a family may not cancel its booking of the frame now, or undefined. */
export function familyCancelRefusal(event: EventRow, frame: FrameAt, options: { clock: SchoolClock; at: Date; rules: BookingRules }): ErrorKey | undefined {
  const { clock, rules } = options;
  if (event.application_deadline && options.at.getTime() > new Date(event.application_deadline).getTime()) return 'EVENT_DEADLINE_PASSED';
  if (hasStarted(frame, clock)) return 'EVENT_CANCEL_CLOSED';
  if (rules.cancelDaysBefore > 0 && daysBetween(clock.today, frame.date) < rules.cancelDaysBefore) return 'EVENT_CANCEL_CLOSED';
  return undefined;
}

/** A frame's state on the calendar (spec section 4's reservation slots) for one caller. */
export function frameState(options: { mine: boolean; reserved: number; capacity: number; refusal: ErrorKey | undefined }): ReservationSlotCode {
  if (options.mine) return ReservationSlot.reserved;
  if (options.reserved >= options.capacity) return ReservationSlot.full;
  return options.refusal ? ReservationSlot.notReservable : ReservationSlot.reservable;
}
