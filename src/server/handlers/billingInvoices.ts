import { listInvoices, type InvoiceFilter } from '../domains/billing/billingInvoices.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /billing/invoices: 請求書確認. */
export const billingInvoices: Handler = async ({ ctx, principal, query }) => listInvoices(ctx.db, { principal: signedIn(principal), filter: query as unknown as InvoiceFilter });
