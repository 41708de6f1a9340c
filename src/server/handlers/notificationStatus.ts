import { accountOf, ownedBy } from '../domains/notifications/notificationAccount.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /notifications/status: whether the caller has an unread notification (the dot on the bell). */
export const notificationStatus: Handler = async ({ ctx, principal }) => {
  const unread = await ctx.db.selectFrom('notifications').select('id').where(ownedBy(accountOf(signedIn(principal))))
    .where('is_read', '=', false).limit(1).executeTakeFirst();
  return { has_unread: unread !== undefined };
};
