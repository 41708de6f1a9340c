import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { Database } from '../../../generated/db.js';
import type { Principal } from '../../auth/principal.js';
import { countCacheOf } from './pollState.js';

/**
 * Whose notifications: a user account, and for a guardian the protector page (child) acted as. A guardian's
 * notification naming a child shows on that child's page only; one naming no child shows on every page.
 */
export interface NotificationAccount { companyId: number; userId: number; protectorPageId?: number | null }

/** The account a principal reads notifications as: the linked teacher account or child acted as. */
export function accountOf(p: Principal): NotificationAccount {
  return { companyId: p.companyId, userId: p.userId, ...(p.role === 'PROTECTOR' ? { protectorPageId: p.switchId } : {}) };
}

/** The where clause of an account's notifications (select, update and delete alike). */
export function ownedBy(account: NotificationAccount) {
  return (eb: ExpressionBuilder<Database, 'notifications'>): Expression<SqlBool> => {
    const parts: Expression<SqlBool>[] = [eb('notifications.company_id', '=', account.companyId), eb('notifications.user_id', '=', account.userId)];
    if (account.protectorPageId !== undefined) {
      parts.push(account.protectorPageId === null ? eb('notifications.student_id', 'is', null)
        : eb.or([eb('notifications.student_id', 'is', null), eb('notifications.student_id', '=', account.protectorPageId)]));
    }
    return eb.and(parts);
  };
}

/** Unread notifications of an account. */
export async function unreadCount(db: Kysely<Database>, account: NotificationAccount): Promise<number> {
  const row = await db.selectFrom('notifications').select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where(ownedBy(account)).where('is_read', '=', false).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** After a write to an account's notifications has committed: this node's next poll counts again (see CountCache.invalidate). */
export function unreadChanged(db: Kysely<Database>, account: NotificationAccount): void {
  countCacheOf(db, 'unread').invalidate(`${account.companyId}:${account.userId}`);
}

/**
 * Unread notifications of an account as the 30-second poll asks: from the unread cache (src/server/domains/
 * notifications/pollState.ts), which the notifications table's triggers keep current, else counted.
 */
export async function cachedUnreadCount(db: Kysely<Database>, account: NotificationAccount): Promise<number> {
  return countCacheOf(db, 'unread').get({
    company: account.companyId, group: `${account.companyId}:${account.userId}`,
    sub: account.protectorPageId === undefined ? '' : String(account.protectorPageId), load: () => unreadCount(db, account),
  });
}
