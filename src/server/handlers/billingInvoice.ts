import { parseId } from '../crud/operations.js';
import { invoiceDetail } from '../domains/billing/billingInvoices.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /billing/invoices/{id}. */
export const billingInvoice: Handler = async ({ ctx, principal, params }) => invoiceDetail(ctx.db, { principal: signedIn(principal), id: parseId(params.id) });
