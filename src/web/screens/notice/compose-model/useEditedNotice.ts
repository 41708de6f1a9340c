import { useQuery } from '@tanstack/react-query';
import type { components } from '../../../../generated/api.js';
import { apiClient } from '../../../providers/apiClient.js';
import { apiData } from '../../../providers/apiData.js';

/** A notice as the manage side reads it (GET /notices/{id}: manage holds the chosen students). */
export type EditedNotice = components['schemas']['NoticeGetResponse'];

/** The notice being edited; no call for a new notice (undefined id). */
export function useEditedNotice(noticeId: number | undefined) {
  return useQuery({
    queryKey: ['notices', 'compose', noticeId],
    queryFn: () => apiData(apiClient.GET('/api/v1/notices/{id}', { params: { path: { id: String(noticeId) }, query: { minify: 0 } } })),
    enabled: noticeId !== undefined,
    // The form starts from it once; a refetch in the background must not look like a change.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
