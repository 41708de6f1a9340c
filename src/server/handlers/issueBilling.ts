import { BillingStep } from '../../generated/enums.js';
import { takeBillingStep } from '../domains/billing/billingSteps.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** POST /billing/periods/issue: 請求書発行. */
export const issueBilling: Handler = async ({ ctx, principal, body }) => {
  const { billing_month: billingMonth, schoolhouse_ids: schoolhouseIds, note } = body as { billing_month: string; schoolhouse_ids: number[]; note?: string };
  return takeBillingStep(ctx.db, { principal: signedIn(principal), jobs: ctx.jobs, step: BillingStep.issue, billingMonth, schoolhouseIds, note });
};
