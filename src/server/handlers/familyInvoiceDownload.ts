import { familyInvoiceDownload as download } from '../domains/invoices/familyInvoices.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /invoices/download/{studentId}/{year}/{month}: the invoice's PDF (each download counted, up to the limit). */
export const familyInvoiceDownload: Handler = async ({ ctx, principal, params, reply }) => {
  const { bytes, disposition } = await download(ctx.db, { principal: signedIn(principal), studentId: params.studentId ?? '', year: params.year ?? '', month: params.month ?? '' });
  return reply.header('content-type', 'application/pdf').header('content-disposition', disposition).header('cache-control', 'no-store').send(bytes);
};
