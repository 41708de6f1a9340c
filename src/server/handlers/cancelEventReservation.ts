import { parseId } from '../crud/operations.js';
import { cancelReservation } from '../domains/events/eventBooking.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** DELETE /events/frames/{id}/{reservationId}: a booking of the event cancelled. */
export const cancelEventReservation: Handler = async ({ ctx, principal, params }) =>
  cancelReservation(ctx.db, { principal: signedIn(principal), eventId: parseId(params.id), reservationId: parseId(params.reservationId) });
