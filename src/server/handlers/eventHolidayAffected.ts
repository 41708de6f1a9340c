import { holidayAffected } from '../domains/events/eventHolidays.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /events/holidays/affected: the events whose frames and bookings closing the day would remove. */
export const eventHolidayAffected: Handler = async ({ ctx, principal, query }) => {
  const { schoolhouse_id, holiday_date } = query as { schoolhouse_id: number; holiday_date: string };
  return holidayAffected(ctx.db, { principal: signedIn(principal), schoolhouseId: schoolhouse_id, date: holiday_date });
};
