import { receivedNoticePage, receivingChildOf } from '../domains/notices/receivedNotices.js';
import { signedIn } from './signedIn.js';
import { readingAuthVersion } from './types.js';

/**
 * GET /notices/received: the sent notices of the child the guardian acts for, newest first, with the read filter
 * (read_status 1 read, 0 unread), paging and the child's unread count, in one statement that also confirms a cached
 * principal (readingAuthVersion).
 */
export const listReceivedNotices = readingAuthVersion(async ({ ctx, principal, query, unconfirmed, authVersionRead }) => {
  const { page, limit, read_status: readStatus } = query as { page: number; limit: number; read_status?: number };
  const child = receivingChildOf(signedIn(principal));
  if (!child) return { data: [], total: 0, page, limit, unread_count: 0 };
  const { data, total, unreadCount, authVersion } = await receivedNoticePage(ctx.db, { child, readStatus, page, limit, unconfirmed });
  authVersionRead?.(authVersion);
  return { data, total, page, limit, unread_count: unreadCount };
});
