import { listAlarms } from '../domains/billing/billingAlarms.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /billing/alarms: 請求アラーム一覧. */
export const billingAlarms: Handler = async ({ ctx, principal, query }) => {
  const { billing_month: billingMonth, schoolhouse_id: schoolhouseId } = query as { billing_month?: string; schoolhouse_id?: number };
  return listAlarms(ctx.db, { principal: signedIn(principal), billingMonth, schoolhouseId });
};
