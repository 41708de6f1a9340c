import { parseId } from '../crud/operations.js';
import { deletePayment as remove } from '../domains/billing/billingInvoices.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** DELETE /billing/payments/{id}: a mis-entered payment. */
export const deletePayment: Handler = async ({ ctx, principal, params }) => remove(ctx.db, { principal: signedIn(principal), id: parseId(params.id) });
