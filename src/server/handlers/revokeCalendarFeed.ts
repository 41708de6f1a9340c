import { revokeCalendarFeedToken } from '../domains/lessons/calendarFeed.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** DELETE /calendar-feed: stops the signed-in user's calendar address (its feed answers 404 from now on). */
export const revokeCalendarFeed: Handler = async ({ ctx, principal }) => {
  const { companyId, userId } = signedIn(principal);
  await revokeCalendarFeedToken(ctx.db, { companyId, userId });
  return { is_active: false };
};
