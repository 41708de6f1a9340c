import { protectorReservations } from '../domains/events/eventBooking.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /events/frames/protector: the bookings of the child a guardian acts for. */
export const protectorEventReservations: Handler = async ({ ctx, principal }) => protectorReservations(ctx.db, { principal: signedIn(principal) });
