import { accountOf, ownedBy } from '../domains/notifications/notificationAccount.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /notifications: the caller's notifications, newest first, in pages (default 1 and 20). */
export const listNotifications: Handler = async ({ ctx, principal, query }) => {
  const { page, limit } = query as { page: number; limit: number };
  const own = ownedBy(accountOf(signedIn(principal)));
  const { total } = await ctx.db.selectFrom('notifications').select((eb) => eb.fn.countAll<number | string>().as('total')).where(own).executeTakeFirstOrThrow();
  const rows = await ctx.db.selectFrom('notifications').select(['id', 'title', 'body', 'link', 'is_read', 'read_at', 'created_at'])
    .where(own).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset((page - 1) * limit).execute();
  return {
    data: rows.map((r) => ({ ...r, read_at: r.read_at?.toISOString() ?? null, created_at: r.created_at.toISOString() })),
    total: Number(total), page, limit,
  };
};
