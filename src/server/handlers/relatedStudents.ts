import { derivedFromPrincipal } from '../auth/principalCache.js';
import { parseId } from '../crud/operations.js';
import { protectorSwitchAccounts, withCounts } from '../domains/linkedAccounts/switchAccounts.js';
import { AppError } from '../foundation/errors.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/**
 * GET /auth-search/protectors/{id}/related-students: the guardian's protector pages; {id} must be the caller's
 * protector id. Polled every 30 s by the header: the pages are kept with the cached principal (the auth cache
 * watches every table they are read from) and the counts come from the unread cache.
 */
export const relatedStudents: Handler = async ({ ctx, principal, params }) => {
  const p = signedIn(principal);
  const protectorId = p.protectorId;
  if (protectorId === null || parseId(params.id) !== protectorId) throw new AppError('NOT_FOUND');
  const accounts = await derivedFromPrincipal(p, 'switchAccounts', () => protectorSwitchAccounts(ctx.db, { companyId: p.companyId, userId: p.ownerUserId, protectorId }));
  return withCounts(ctx.db, accounts);
};
