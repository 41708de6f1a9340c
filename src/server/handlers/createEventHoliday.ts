import { createHoliday } from '../domains/events/eventHolidays.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** POST /events/holidays: a closed day of a schoolhouse (a day with events only once confirmed). */
export const createEventHoliday: Handler = async ({ ctx, principal, body }) => {
  const input = body as { schoolhouse_id: number; holiday_date: string; name: string; confirmed?: boolean };
  return createHoliday(ctx.db, {
    principal: signedIn(principal), jobs: ctx.jobs, schoolhouseId: input.schoolhouse_id, date: input.holiday_date, name: input.name, confirmed: input.confirmed === true,
  });
};
