import { parseId } from '../crud/operations.js';
import { deleteClaim as remove } from '../domains/billing/billingClaims.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** DELETE /billing/claims/{id}. */
export const deleteClaim: Handler = async ({ ctx, principal, params }) => remove(ctx.db, { principal: signedIn(principal), id: parseId(params.id) });
