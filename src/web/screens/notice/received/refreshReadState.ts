import type { QueryClient } from '@tanstack/react-query';
import { refreshApiReads } from '../../../providers/apiCall.js';
import { homeSummaryKey } from '../../home/homeSummaryKey.js';
import { receivedNoticeKeys } from './receivedNoticeKeys.js';

/**
 * Everything that counts a guardian's unread notices or open surveys, refreshed after opening a notice (the server
 * marks it read) or answering its survey: the received list, the home cards, the bell dot, the per-child counts of
 * the header's avatars (src/web/hooks/useHeaderStatus.ts, useLinkedAccounts.ts) and the notification page.
 */
export function refreshReadState(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: receivedNoticeKeys.list }),
    queryClient.invalidateQueries({ queryKey: homeSummaryKey }),
    queryClient.invalidateQueries({ queryKey: ['switch-accounts'] }),
    // The bell dot and the notification page (/notifications/status, /notifications…).
    refreshApiReads(queryClient, ['/api/v1/notifications']),
  ]);
}
