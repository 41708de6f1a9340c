import { parseId } from '../crud/operations.js';
import { accountOf, ownedBy } from '../domains/notifications/notificationAccount.js';
import { AppError } from '../errors.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** DELETE /notifications/{id}: deletes one of the caller's notifications; another user's id is NOT_FOUND. */
export const deleteNotification: Handler = async ({ ctx, principal, params }) => {
  const id = parseId(params.id);
  const result = await ctx.db.deleteFrom('notifications').where(ownedBy(accountOf(signedIn(principal)))).where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new AppError('NOT_FOUND');
  return { id };
};
