import { readCalendarFeedState } from '../domains/lessons/calendarFeed.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /calendar-feed: whether the signed-in guardian or teacher has a calendar address, and since when. */
export const readCalendarFeed: Handler = async ({ ctx, principal }) => {
  const { companyId, userId } = signedIn(principal);
  return readCalendarFeedState(ctx.db, { companyId, userId });
};
