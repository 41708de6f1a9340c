import { postMonthlyClaims as post } from '../domains/billing/billingClaims.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** POST /billing/claims/monthly: 月謝の計上. */
export const postMonthlyClaims: Handler = async ({ ctx, principal, body }) => {
  const { billing_month: billingMonth, schoolhouse_id: schoolhouseId } = body as { billing_month: string; schoolhouse_id: number };
  return post(ctx.db, { principal: signedIn(principal), billingMonth, schoolhouseId });
};
