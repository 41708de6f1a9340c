import { periodLogs } from '../domains/billing/billingPeriods.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /billing/periods/logs: a schoolhouse's month step by step. */
export const billingPeriodLogs: Handler = async ({ ctx, principal, query }) => {
  const { billing_month: billingMonth, schoolhouse_id: schoolhouseId } = query as { billing_month: string; schoolhouse_id: number };
  return periodLogs(ctx.db, { principal: signedIn(principal), billingMonth, schoolhouseId });
};
