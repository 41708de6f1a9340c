import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { constants } from '../../../generated/constants.js';
import { apiClient } from '../../providers/apiClient.js';
import { toApiError } from '../../providers/apiError.js';

async function data<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data: body, error, response } = await call;
  if (error !== undefined || body === undefined) throw toApiError({ status: response.status, body: error });
  return body;
}

/** The signed-in user's notifications, one page of 20 newest first, with read, read-all and delete. */
export function useNotifications(page: number) {
  const queryClient = useQueryClient();
  const limit = Number(constants.pageSize);
  const list = useQuery({
    queryKey: ['notifications', page],
    queryFn: () => data(apiClient.GET('/api/v1/notifications', { params: { query: { page, limit } } })),
  });
  const unread = useQuery({
    queryKey: ['notifications', 'unread-count'],
    queryFn: () => data(apiClient.GET('/api/v1/notifications/unread/count')),
  });
  // Any change refreshes the list, the unread count and the header's bell dot.
  const refresh = () => Promise.all([
    queryClient.invalidateQueries({ queryKey: ['notifications'] }),
    queryClient.invalidateQueries({ queryKey: ['header', 'notification-status'] }),
  ]);
  const markRead = useMutation({
    mutationFn: (ids: number[]) => data(apiClient.POST('/api/v1/notifications/read', { body: { notification_ids: ids } })),
    onSuccess: refresh,
  });
  const readAll = useMutation({
    mutationFn: () => data(apiClient.POST('/api/v1/notifications/read/all')),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: async (id: number) => {
      const { error, response } = await apiClient.DELETE('/api/v1/notifications/{id}', { params: { path: { id: String(id) } } });
      if (error !== undefined || !response.ok) throw toApiError({ status: response.status, body: error });
    },
    onSuccess: refresh,
  });
  return { list, unreadCount: unread.data?.count ?? 0, markRead, readAll, remove, limit };
}
