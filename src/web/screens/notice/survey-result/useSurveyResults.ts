import { useQuery } from '@tanstack/react-query';
import type { components } from '../../../../generated/api.js';
import { apiClient } from '../../../providers/apiClient.js';
import { apiData } from '../../../providers/apiData.js';
import { managedNoticeKey } from '../manage-detail/useManagedNotice.js';

/** The results of a notice's survey (a teacher gets only the answers of their schoolhouses: the server filters). */
export type SurveyResults = components['schemas']['SurveyResultsResponse'];
/** One question's results: counts per choice, or the text answers. */
export type QuestionResult = SurveyResults['questions'][number];

/** GET /surveys/{id}/results, {id} being the notice's id. */
export function useSurveyResults(noticeId: number | undefined) {
  return useQuery({
    queryKey: [...managedNoticeKey(noticeId ?? 0), 'survey-results'],
    enabled: noticeId !== undefined,
    retry: false,
    queryFn: () => apiData(apiClient.GET('/api/v1/surveys/{id}/results', { params: { path: { id: String(noticeId) } } })),
  });
}
