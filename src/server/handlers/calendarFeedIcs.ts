import { constants } from '../../generated/constants.js';
import { feedBookings } from '../domains/events/eventFeed.js';
import { feedHolderOf } from '../domains/lessons/calendarFeed.js';
import { calendarText } from '../domains/lessons/calendarFeedIcs.js';
import { feedLessons } from '../domains/lessons/calendarFeedLessons.js';
import type { Handler } from './types.js';

/**
 * GET /calendar/{token} (public): the lessons (and a family's bookings) of the address's owner as iCalendar, for a phone's calendar to
 * subscribe to. An unknown or stopped address is CALENDAR_FEED_NOT_FOUND. Kept at most a minute by caches, so an
 * absence or a make-up shows at the calendar's next poll.
 */
export const calendarFeedIcs: Handler = async ({ ctx, params, reply }) => {
  const holder = await feedHolderOf(ctx.db, params.token);
  const company = await ctx.db.selectFrom('companies').select('name').where('id', '=', holder.companyId).executeTakeFirstOrThrow();
  const lessons = await feedLessons(ctx.db, { holder });
  const entries = await feedBookings(ctx.db, { holder });
  const text = calendarText({ holder, companyName: company.name, lessons, entries, publicUrl: ctx.config.publicUrl });
  return reply.header('content-type', 'text/calendar; charset=utf-8')
    .header('content-disposition', 'inline; filename="lessons.ics"')
    .header('cache-control', `private, max-age=${Number(constants.calendarFeedMaxAgeSeconds)}`)
    .send(text);
};
