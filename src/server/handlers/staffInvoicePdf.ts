import { parseId } from '../crud/operations.js';
import { staffInvoicePdf as pdf } from '../domains/invoices/familyInvoices.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /billing/invoices/{id}/pdf: the invoice's PDF for staff (請求書確認), not counted as a family download. */
export const staffInvoicePdf: Handler = async ({ ctx, principal, params, reply }) => {
  const { bytes, disposition } = await pdf(ctx.db, { principal: signedIn(principal), id: parseId(params.id) });
  return reply.header('content-type', 'application/pdf').header('content-disposition', disposition).header('cache-control', 'no-store').send(bytes);
};
