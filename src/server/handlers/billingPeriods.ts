import { listPeriods } from '../domains/billing/billingPeriods.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /billing/periods: each schoolhouse's month and the steps the caller may take. */
export const billingPeriods: Handler = async ({ ctx, principal, query }) => {
  const { billing_month: billingMonth, schoolhouse_id: schoolhouseId } = query as { billing_month: string; schoolhouse_id?: number };
  return listPeriods(ctx.db, { principal: signedIn(principal), billingMonth, schoolhouseId });
};
