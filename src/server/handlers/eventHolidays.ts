import { listHolidays } from '../domains/events/eventHolidays.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /events/holidays: the closed days of a schoolhouse and of every schoolhouse. */
export const eventHolidays: Handler = async ({ ctx, principal, query }) => {
  const { from, to, schoolhouse_id } = query as { from: string; to: string; schoolhouse_id?: number };
  return listHolidays(ctx.db, { principal: signedIn(principal), from, to, schoolhouseId: schoolhouse_id });
};
