import { createClaim as create } from '../domains/billing/billingClaims.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

type Input = Parameters<typeof create>[1]['input'];

/** POST /billing/claims: 追加請求. */
export const createClaim: Handler = async ({ ctx, principal, body }) => create(ctx.db, { principal: signedIn(principal), input: body as Input });
