import { sql } from 'kysely';
import { accountOf, ownedBy, unreadChanged } from '../domains/notifications/notificationAccount.js';
import { AppError } from '../foundation/errors.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** POST /notifications/read: marks the given notifications read; any id not the caller's is NOT_FOUND and changes nothing. */
export const readNotifications: Handler = async ({ ctx, principal, body }) => {
  const ids = (body as { notification_ids: number[] }).notification_ids;
  const account = accountOf(signedIn(principal));
  const own = ownedBy(account);
  const result = await ctx.db.transaction().execute(async (trx) => {
    const found = await trx.selectFrom('notifications').select('id').where(own).where('id', 'in', ids).forUpdate().execute();
    if (found.length !== ids.length) throw new AppError('NOT_FOUND');
    await trx.updateTable('notifications').set({ is_read: true, read_at: sql`coalesce(read_at, now())`, updated_at: sql`now()` })
      .where(own).where('id', 'in', ids).execute();
    return { updated: ids.length };
  });
  unreadChanged(ctx.db, account);
  return result;
};
