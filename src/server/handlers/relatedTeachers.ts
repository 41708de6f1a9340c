import { parseId } from '../crud/operations.js';
import { ownerSwitchAccounts, withCounts } from '../domains/linkedAccounts/switchAccounts.js';
import { AppError } from '../errors.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /auth-search/teachers/{id}/related-teachers: the owner's teacher accounts; {id} must be the owner's teacher id. */
export const relatedTeachers: Handler = async ({ ctx, principal, params }) => {
  const accounts = await ownerSwitchAccounts(ctx.db, signedIn(principal));
  if (!accounts || parseId(params.id) !== accounts.ownerId) throw new AppError('NOT_FOUND');
  return withCounts(ctx.db, accounts);
};
