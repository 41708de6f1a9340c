import { accountOf, ownedBy } from '../domains/notifications/notificationAccount.js';
import { isTargetGoneSql } from '../domains/notifications/targetGone.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/**
 * GET /notifications: the caller's notifications, newest first, in pages (default 1 and 20), each with its kind, its
 * target's parameters and whether its record is gone (the browser builds the route from the kind).
 */
export const listNotifications: Handler = async ({ ctx, principal, query }) => {
  const { page, limit } = query as { page: number; limit: number };
  const own = ownedBy(accountOf(signedIn(principal)));
  const { total } = await ctx.db.selectFrom('notifications').select((eb) => eb.fn.countAll<number | string>().as('total')).where(own).executeTakeFirstOrThrow();
  const rows = await ctx.db.selectFrom('notifications')
    .select(['id', 'kind', 'target_id', 'student_id', 'title', 'body', 'is_read', 'read_at', 'created_at', isTargetGoneSql().as('is_target_gone')])
    .where(own).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset((page - 1) * limit).execute();
  return {
    data: rows.map((r) => ({
      ...r, target_id: r.target_id === null ? null : Number(r.target_id), is_target_gone: r.is_target_gone === true,
      read_at: r.read_at?.toISOString() ?? null, created_at: r.created_at.toISOString(),
    })),
    total: Number(total), page, limit,
  };
};
