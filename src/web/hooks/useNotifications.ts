import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { constants } from '../../generated/constants.js';
import { apiClient } from '../providers/apiClient.js';
import { apiData } from '../providers/apiData.js';
import { toApiError } from '../providers/apiError.js';

/** The notifications of the signed-in user, newest first: one page of `limit`. */
function useNotificationPage(options: { page: number; limit: number; isEnabled?: boolean }) {
  const { page, limit } = options;
  return useQuery({
    queryKey: ['notifications', page, limit],
    queryFn: () => apiData(apiClient.GET('/api/v1/notifications', { params: { query: { page, limit } } })),
    enabled: options.isEnabled ?? true,
  });
}

/** One notification as GET /notifications answers it. */
export type NotificationItem = NonNullable<ReturnType<typeof useNotificationPage>['data']>['data'][number];

/** Read (one or more) and refresh the lists, the unread count and the header's bell dot. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => apiData(apiClient.POST('/api/v1/notifications/read', { body: { notification_ids: ids } })),
    onSuccess: () => refreshNotifications(queryClient),
  });
}

/** Refreshes every notification query and the header's bell dot. */
function refreshNotifications(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['notifications'] }),
    queryClient.invalidateQueries({ queryKey: ['header', 'notification-status'] }),
  ]);
}

/** The newest notifications for the bell's list, asked when the list opens (the dot has its own 30-second poll). */
export function useLatestNotifications(options: { isOpen: boolean }) {
  return useNotificationPage({ page: 1, limit: Number(constants.bellListSize), isEnabled: options.isOpen });
}

/** The signed-in user's notifications, one page of 20 newest first, with read, read-all and delete. */
export function useNotifications(page: number) {
  const queryClient = useQueryClient();
  const limit = Number(constants.pageSize);
  const list = useNotificationPage({ page, limit });
  const unread = useQuery({
    queryKey: ['notifications', 'unread-count'],
    queryFn: () => apiData(apiClient.GET('/api/v1/notifications/unread/count')),
  });
  const refresh = () => refreshNotifications(queryClient);
  const markRead = useMarkNotificationsRead();
  const readAll = useMutation({
    mutationFn: () => apiData(apiClient.POST('/api/v1/notifications/read/all')),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: async (id: number) => {
      const { error, response } = await apiClient.DELETE('/api/v1/notifications/{id}', { params: { path: { id: String(id) } } });
      if (error !== undefined || !response.ok) throw toApiError({ status: response.status, body: error });
    },
    onSuccess: refresh,
  });
  // undefined until the count has loaded: the page shows no 「未読 0件」 it does not know yet.
  return { list, unreadCount: unread.data?.count, markRead, readAll, remove, limit };
}
