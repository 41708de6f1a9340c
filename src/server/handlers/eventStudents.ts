import { parseId } from '../crud/operations.js';
import { eventStudents as list } from '../domains/events/eventStudents.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /events/{id}/list-student?minify=1: the event's students with their bookings. */
export const eventStudents: Handler = async ({ ctx, principal, params, query }) =>
  list(ctx.db, { principal: signedIn(principal), eventId: parseId(params.id), minify: (query as { minify?: number }).minify === 1 });
