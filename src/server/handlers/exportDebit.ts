import { exportDebit as exportFile } from '../domains/billing/billingDebit.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** POST /billing/debit/export: the month's 全銀協 debit request file (Shift_JIS) as a download. */
export const exportDebit: Handler = async ({ ctx, principal, body, reply }) => {
  const { billing_month: billingMonth, transfer_on: transferOn } = body as { billing_month: string; transfer_on: string };
  const { bytes, disposition } = await exportFile(ctx.db, { principal: signedIn(principal), billingMonth, transferOn });
  return reply.header('content-type', 'application/octet-stream').header('content-disposition', disposition)
    .header('cache-control', 'no-store').header('x-content-type-options', 'nosniff').send(bytes);
};
