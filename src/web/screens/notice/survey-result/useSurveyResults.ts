import { useQuery } from '@tanstack/react-query';
import type { AreaSurveyResults } from '../area/noticeArea.js';
import { useNoticeArea } from '../area/NoticeAreaContext';
import { managedNoticeKey } from '../manage-detail/useManagedNotice.js';

/** The results of a notice's survey (a teacher gets only the answers of their schoolhouses: the server filters). */
export type SurveyResults = AreaSurveyResults;
/** One question's results: counts per choice, or the text answers. */
export type QuestionResult = SurveyResults['questions'][number];

/** GET /surveys/{id}/results, {id} being the notice's id. */
export function useSurveyResults(noticeId: number | undefined) {
  const area = useNoticeArea();
  return useQuery({
    queryKey: [...managedNoticeKey(noticeId ?? 0), area.queryKey, 'survey-results'],
    enabled: noticeId !== undefined,
    retry: false,
    queryFn: () => area.api.surveyResults(noticeId ?? 0),
  });
}
