import { parseId } from '../crud/operations.js';
import { accountOf, ownedBy, unreadChanged } from '../domains/notifications/notificationAccount.js';
import { AppError } from '../foundation/errors.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** DELETE /notifications/{id}: deletes one of the caller's notifications; another user's id is NOT_FOUND. */
export const deleteNotification: Handler = async ({ ctx, principal, params }) => {
  const id = parseId(params.id);
  const account = accountOf(signedIn(principal));
  const result = await ctx.db.deleteFrom('notifications').where(ownedBy(account)).where('id', '=', id).executeTakeFirst();
  unreadChanged(ctx.db, account);
  if (Number(result.numDeletedRows) === 0) throw new AppError('NOT_FOUND');
  return { id };
};
