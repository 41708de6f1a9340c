import { familyInvoiceBill as bill } from '../domains/invoices/familyInvoices.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /invoices/bill/{studentId}/{year}/{month}: one month's invoice of the acting child. */
export const familyInvoiceBill: Handler = async ({ ctx, principal, params }) =>
  bill(ctx.db, { principal: signedIn(principal), studentId: params.studentId ?? '', year: params.year ?? '', month: params.month ?? '' });
