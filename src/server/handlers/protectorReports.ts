import { constants } from '../../generated/constants.js';
import { protectorReports as list } from '../domains/reports/reportViews.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /lesson-reports/protector?page&limit: the acting child's published reports. */
export const protectorReports: Handler = async ({ ctx, principal, query }) => {
  const { page, limit } = query as { page?: number; limit?: number };
  return list(ctx.db, { principal: signedIn(principal), page: page ?? 1, limit: limit ?? Number(constants.pageSize) });
};
