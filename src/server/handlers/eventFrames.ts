import { listFrames } from '../domains/events/eventFrames.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /events/frames: the frames of the events the caller sees, with their state for the caller. */
export const eventFrames: Handler = async ({ ctx, principal, query }) => {
  const { from, to, schoolhouse_id, event_id } = query as { from: string; to: string; schoolhouse_id?: number; event_id?: number };
  return listFrames(ctx.db, { principal: signedIn(principal), from, to, schoolhouseId: schoolhouse_id, eventId: event_id });
};
