import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../../generated/api.js';
import { apiClient } from '../../../providers/apiClient.js';
import { apiData } from '../../../providers/apiData.js';

/** A notice as the manage side reads it (manage is set for staff and teachers). */
export type ManagedNotice = components['schemas']['NoticeGetResponse'];

/** Query key prefix of everything this page reads about one notice (detail, recipients, threads). */
export const managedNoticeKey = (id: number) => ['notice-manage', id] as const;

/**
 * One notice for the manage detail page, with delete and the two "send again" calls (spec §7:
 * /notification/unread and /unanswer-survey); each refreshes the page's data.
 */
export function useManagedNotice(id: number | undefined) {
  const queryClient = useQueryClient();
  const path = { id: String(id) };
  const notice = useQuery({
    queryKey: [...managedNoticeKey(id ?? 0), 'detail'],
    enabled: id !== undefined,
    retry: false,
    queryFn: () => apiData(apiClient.GET('/api/v1/notices/{id}', { params: { path, query: { minify: 0 } } })),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: managedNoticeKey(id ?? 0) });
  const remove = useMutation({
    mutationFn: () => apiData(apiClient.DELETE('/api/v1/notices/{id}', { params: { path } })),
  });
  const remindUnread = useMutation({
    mutationFn: () => apiData(apiClient.POST('/api/v1/notices/{id}/notification/unread', { params: { path } })),
    onSuccess: refresh,
  });
  const remindSurvey = useMutation({
    mutationFn: () => apiData(apiClient.POST('/api/v1/notices/{id}/unanswer-survey', { params: { path } })),
    onSuccess: refresh,
  });
  return { notice, remove, remindUnread, remindSurvey };
}
