import { accountOf, cachedUnreadCount } from '../domains/notifications/notificationAccount.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /notifications/unread/count: how many of the caller's notifications are unread (from the unread cache when current). */
export const unreadNotificationCount: Handler = async ({ ctx, principal }) => ({ count: await cachedUnreadCount(ctx.db, accountOf(signedIn(principal))) });
