import { calendarFeedUrl, issueCalendarFeedToken } from '../domains/lessons/calendarFeed.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/**
 * POST /calendar-feed: a new private calendar address for the signed-in guardian (every child's lessons) or teacher;
 * the previous address stops. The address is answered once: only its token's hash is kept.
 */
export const issueCalendarFeed: Handler = async ({ ctx, principal, reply }) => {
  const { companyId, userId } = signedIn(principal);
  const token = await issueCalendarFeedToken(ctx.db, { companyId, userId });
  reply.header('cache-control', 'no-store');
  return { url: calendarFeedUrl({ publicUrl: ctx.config.publicUrl, token }) };
};
