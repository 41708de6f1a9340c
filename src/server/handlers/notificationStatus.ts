import { accountOf, cachedUnreadCount } from '../domains/notifications/notificationAccount.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/**
 * GET /notifications/status: whether the caller has an unread notification (the bell's dot, polled every 30 s).
 * Answered from the unread cache without a database round trip while it is current (model/caches.yaml).
 */
export const notificationStatus: Handler = async ({ ctx, principal }) => ({ has_unread: (await cachedUnreadCount(ctx.db, accountOf(signedIn(principal)))) > 0 });
