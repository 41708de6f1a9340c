import { listCorrections } from '../domains/billing/billingInvoices.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /billing/corrections: the month's 訂正伝票. */
export const billingCorrections: Handler = async ({ ctx, principal, query }) => {
  const { billing_month: billingMonth, schoolhouse_id: schoolhouseId } = query as { billing_month: string; schoolhouse_id?: number };
  return listCorrections(ctx.db, { principal: signedIn(principal), billingMonth, schoolhouseId });
};
