import { parseId } from '../crud/operations.js';
import { frameDetail } from '../domains/events/eventBooking.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /events/frames/{id}?frame_date&time_slot_id: one frame of an event with its bookings. */
export const eventFrameDetail: Handler = async ({ ctx, principal, params, query }) => {
  const { frame_date, time_slot_id } = query as { frame_date: string; time_slot_id: number };
  return frameDetail(ctx.db, { principal: signedIn(principal), eventId: parseId(params.id), date: frame_date, slotId: time_slot_id });
};
