import type { ApiData } from '../../../kit';

/** The answer of GET /events/frames: the frames of the period and the closed days. */
export type FramesAnswer = ApiData<'get', '/api/v1/events/frames'>;
/** One frame (予約枠) of the calendar: an event's day × time slot, with its state for the reader. */
export type Frame = FramesAnswer['data'][number];
/** A closed day (休校日) of the calendar. */
export type Holiday = FramesAnswer['holidays'][number];
/** The answer of GET /events/frames/{id}: the event, the frame and its bookings. */
export type FrameDetail = ApiData<'get', '/api/v1/events/frames/{id}'>;
/** One booking of a frame as its drawer lists it. */
export type FrameBooking = FrameDetail['reservations'][number];
/** One of a guardian's own bookings (GET /events/frames/protector). */
export type MyReservation = ApiData<'get', '/api/v1/events/frames/protector'>['data'][number];

/**
 * Who reads the calendar: a guardian books for the child acted for, staff book for a student (代理予約) and cancel any
 * booking, a teacher only reads.
 */
export type Viewer = 'guardian' | 'staff' | 'teacher';

/** The views of the period: a week (Sunday to Saturday) or a month. */
export type PeriodView = 'week' | 'month';

/** A frame's identity: its event, date and time slot. */
export const frameKey = (frame: Pick<Frame, 'event_id' | 'frame_date' | 'time_slot_id'>): string =>
  `${frame.event_id}|${frame.frame_date}|${frame.time_slot_id}`;

/** The reads a booking or a cancellation changes: the frames, a frame's detail, the guardian's list, the event's students. */
export const RESERVATION_READS = ['/api/v1/events/frames', '/api/v1/events/{id}'] as const;
