import { parseId } from '../crud/operations.js';
import { createCorrection as create } from '../domains/billing/billingInvoices.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

type Input = Parameters<typeof create>[1]['input'];

/** POST /billing/invoices/{id}/corrections: 訂正伝票. */
export const createCorrection: Handler = async ({ ctx, principal, params, body }) =>
  create(ctx.db, { principal: signedIn(principal), id: parseId(params.id), input: body as Input });
