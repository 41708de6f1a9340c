import { registerReservation } from '../domains/events/eventBooking.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** POST /events/frames/register: a guardian books a frame (or a batch of frames) for the child. */
export const registerEventReservation: Handler = async ({ ctx, principal, body }) => {
  const input = body as { event_id: number; frame_date: string; time_slot_id: number; batch?: string; dates?: string[] };
  return registerReservation(ctx.db, {
    principal: signedIn(principal), eventId: input.event_id, date: input.frame_date, slotId: input.time_slot_id, batch: input.batch, dates: input.dates,
  });
};
