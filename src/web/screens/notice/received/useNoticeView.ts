import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { components } from '../../../../generated/api.js';
import { apiClient } from '../../../providers/apiClient.js';
import { apiData } from '../../../providers/apiData.js';
import { receivedNoticeKeys } from './receivedNoticeKeys.js';
import { refreshReadState } from './refreshReadState.js';

/** A notice as GET /notices/{id} answers it: `recipient` is the guardian's own copy, `manage` the staff side's. */
export type NoticeView = components['schemas']['NoticeGetResponse'];

/**
 * One notice for /notice/detail/:id and its survey page. Opening it as a guardian marks it read on the server (the
 * call without minify), so once it has loaded the counts elsewhere (list, home, header) are refreshed.
 */
export function useNoticeView(id: number | undefined) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: receivedNoticeKeys.detail(id ?? 0),
    enabled: id !== undefined,
    retry: false,
    queryFn: () => apiData(apiClient.GET('/api/v1/notices/{id}', { params: { path: { id: String(id) }, query: { minify: 0 } } })),
  });
  const isReceived = query.data?.recipient !== undefined && query.data.recipient !== null;
  useEffect(() => {
    if (isReceived) void refreshReadState(queryClient);
  }, [id, isReceived, queryClient]);
  return query;
}
