import { createSwitchToken as create } from '../auth/switchToken.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** POST /users/create-switch-token: a one-time log-in token for the signed-in (owner) account. */
export const createSwitchToken: Handler = async ({ ctx, principal }) => {
  const p = signedIn(principal);
  return create(ctx, { companyId: p.companyId, userId: p.ownerUserId });
};
