import { derivedFromPrincipal } from '../auth/principalCache.js';
import { parseId } from '../crud/operations.js';
import { ownerSwitchAccounts, withCounts } from '../domains/linkedAccounts/switchAccounts.js';
import { AppError } from '../foundation/errors.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/**
 * GET /auth-search/teachers/{id}/related-teachers: the owner's teacher accounts; {id} must be the owner's teacher id.
 * Polled every 30 s by the header: the accounts are kept with the cached principal (the auth cache watches every
 * table they are read from) and the counts come from the unread cache.
 */
export const relatedTeachers: Handler = async ({ ctx, principal, params }) => {
  const p = signedIn(principal);
  const accounts = await derivedFromPrincipal(p, 'switchAccounts', () => ownerSwitchAccounts(ctx.db, p));
  if (!accounts || parseId(params.id) !== accounts.ownerId) throw new AppError('NOT_FOUND');
  return withCounts(ctx.db, accounts);
};
