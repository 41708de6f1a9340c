import { unreadReportFamilies as unread } from '../domains/reports/reportViews.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /lesson-reports/unread-families?month&schoolhouse_id: families who have not opened the month's reports. */
export const unreadReportFamilies: Handler = async ({ ctx, principal, query }) => {
  const { month, schoolhouse_id: schoolhouseId } = query as { month: string; schoolhouse_id?: number };
  return unread(ctx.db, { principal: signedIn(principal), month, schoolhouseId });
};
