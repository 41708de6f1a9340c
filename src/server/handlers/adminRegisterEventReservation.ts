import { adminRegisterReservation } from '../domains/events/eventBooking.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** POST /events/frames/admin-reservation/register: staff book a frame for a student. */
export const adminRegisterEventReservation: Handler = async ({ ctx, principal, body }) => {
  const input = body as { event_id: number; frame_date: string; time_slot_id: number; student_id: number };
  return adminRegisterReservation(ctx.db, {
    principal: signedIn(principal), eventId: input.event_id, date: input.frame_date, slotId: input.time_slot_id, studentId: input.student_id,
  });
};
