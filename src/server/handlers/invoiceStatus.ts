import { constants } from '../../generated/constants.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /invoiceStatus: the company's invoice_status; active only when it equals the invoice-active value. */
export const invoiceStatus: Handler = async ({ ctx, principal }) => {
  const p = signedIn(principal);
  const company = await ctx.db.selectFrom('companies').select('invoice_status').where('id', '=', p.companyId).executeTakeFirstOrThrow();
  return { invoice_status: company.invoice_status, is_active: company.invoice_status === String(constants.invoiceActive) };
};
