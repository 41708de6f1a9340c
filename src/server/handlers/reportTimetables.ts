import { reportTimetables as timetables } from '../domains/reports/reportLessons.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /lesson-reports/timetables?date&schoolhouse_id: the day's lessons a report is written for, with their reports. */
export const reportTimetables: Handler = async ({ ctx, principal, query }) => {
  const { date, schoolhouse_id: schoolhouseId } = query as { date: string; schoolhouse_id?: number };
  return timetables(ctx.db, { principal: signedIn(principal), date, schoolhouseId });
};
