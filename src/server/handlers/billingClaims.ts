import { listClaims } from '../domains/billing/billingClaims.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /billing/claims: a schoolhouse's month per student. */
export const billingClaims: Handler = async ({ ctx, principal, query }) => {
  const { billing_month: billingMonth, schoolhouse_id: schoolhouseId, student_id: studentId } = query as { billing_month: string; schoolhouse_id: number; student_id?: number };
  return listClaims(ctx.db, { principal: signedIn(principal), billingMonth, schoolhouseId, studentId });
};
