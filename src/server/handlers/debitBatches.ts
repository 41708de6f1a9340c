import { listDebitBatches } from '../domains/billing/billingDebit.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /billing/debit/batches: the debit request files made and their results. */
export const debitBatches: Handler = async ({ ctx, principal, query }) =>
  listDebitBatches(ctx.db, { principal: signedIn(principal), billingMonth: (query as { billing_month?: string }).billing_month });
