import { familyInvoiceConfig as config } from '../domains/invoices/familyInvoices.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /invoices/config: the acting child's issued invoices by month, the download limit and the issuer's name. */
export const familyInvoiceConfig: Handler = async ({ ctx, principal }) => config(ctx.db, { principal: signedIn(principal) });
