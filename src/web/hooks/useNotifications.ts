import { useMutation, useQueryClient } from '@tanstack/react-query';
import { constants } from '../../generated/constants.js';
import { callApi, refreshApiReads, type ApiData } from '../providers/apiCall.js';
import { useApiQuery } from './useApiQuery.js';

/** Every read a notification write changes: the lists, the unread count and the header's bell dot (all under it). */
export const NOTIFICATION_READS = ['/api/v1/notifications'] as const;

/** One notification as GET /notifications answers it. */
export type NotificationItem = ApiData<'get', '/api/v1/notifications'>['data'][number];

/** Read (one or more) and refresh the lists, the unread count and the header's bell dot. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => callApi('post', '/api/v1/notifications/read', { body: { notification_ids: ids } }),
    onSuccess: () => refreshApiReads(queryClient, NOTIFICATION_READS),
  });
}

/** The newest notifications for the bell's list, asked when the list opens (the dot has its own 30-second poll). */
export function useLatestNotifications(options: { isOpen: boolean }) {
  return useApiQuery('/api/v1/notifications', { params: { query: { page: 1, limit: Number(constants.bellListSize) } } }, { enabled: options.isOpen });
}
