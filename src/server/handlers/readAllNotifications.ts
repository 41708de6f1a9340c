import { sql } from 'kysely';
import { accountOf, ownedBy, unreadChanged } from '../domains/notifications/notificationAccount.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** POST /notifications/read/all: marks every unread notification of the caller read. */
export const readAllNotifications: Handler = async ({ ctx, principal }) => {
  const account = accountOf(signedIn(principal));
  const result = await ctx.db.updateTable('notifications').set({ is_read: true, read_at: sql`now()`, updated_at: sql`now()` })
    .where(ownedBy(account)).where('is_read', '=', false).executeTakeFirst();
  unreadChanged(ctx.db, account);
  return { updated: Number(result.numUpdatedRows) };
};
