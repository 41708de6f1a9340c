import { parseId } from '../crud/operations.js';
import { protectorSwitchAccounts, withCounts } from '../domains/linkedAccounts/switchAccounts.js';
import { AppError } from '../errors.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /auth-search/protectors/{id}/related-students: the guardian's protector pages; {id} must be the caller's protector id. */
export const relatedStudents: Handler = async ({ ctx, principal, params }) => {
  const p = signedIn(principal);
  if (p.protectorId === null || parseId(params.id) !== p.protectorId) throw new AppError('NOT_FOUND');
  return withCounts(ctx.db, await protectorSwitchAccounts(ctx.db, { companyId: p.companyId, userId: p.ownerUserId, protectorId: p.protectorId }));
};
