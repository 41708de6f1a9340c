import { derivedFromPrincipal } from '../auth/principalCache.js';
import { currentUserView } from '../domains/account/currentUserView.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/**
 * GET /auth-search/users/current: the signed-in user (or the linked account acted as) and what the access rules
 * need. Kept with the cached principal: every table the view reads is watched by the auth cache (model/caches.yaml).
 */
export const currentUser: Handler = async ({ ctx, principal }) => {
  const p = signedIn(principal);
  return derivedFromPrincipal(p, 'currentUser', () => currentUserView(ctx.db, p));
};
