import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { constants } from '../../../generated/constants.js';
import { apiClient } from '../../providers/apiClient.js';
import { apiData } from '../../providers/apiData.js';
import { toApiError } from '../../providers/apiError.js';


/** The signed-in user's notifications, one page of 20 newest first, with read, read-all and delete. */
export function useNotifications(page: number) {
  const queryClient = useQueryClient();
  const limit = Number(constants.pageSize);
  const list = useQuery({
    queryKey: ['notifications', page],
    queryFn: () => apiData(apiClient.GET('/api/v1/notifications', { params: { query: { page, limit } } })),
  });
  const unread = useQuery({
    queryKey: ['notifications', 'unread-count'],
    queryFn: () => apiData(apiClient.GET('/api/v1/notifications/unread/count')),
  });
  // Any change refreshes the list, the unread count and the header's bell dot.
  const refresh = () => Promise.all([
    queryClient.invalidateQueries({ queryKey: ['notifications'] }),
    queryClient.invalidateQueries({ queryKey: ['header', 'notification-status'] }),
  ]);
  const markRead = useMutation({
    mutationFn: (ids: number[]) => apiData(apiClient.POST('/api/v1/notifications/read', { body: { notification_ids: ids } })),
    onSuccess: refresh,
  });
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
