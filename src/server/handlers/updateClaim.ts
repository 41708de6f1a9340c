import { parseId } from '../crud/operations.js';
import { updateClaim as update } from '../domains/billing/billingClaims.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

type Input = Parameters<typeof update>[1]['input'];

/** PUT /billing/claims/{id}. */
export const updateClaim: Handler = async ({ ctx, principal, params, body }) =>
  update(ctx.db, { principal: signedIn(principal), id: parseId(params.id), input: body as Input });
