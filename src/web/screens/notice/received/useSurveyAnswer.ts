import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../../generated/api.js';
import { useNoticeArea } from '../area/NoticeAreaContext';
import { receivedNoticeKeys } from './receivedNoticeKeys.js';
import { refreshReadState } from './refreshReadState.js';

/**
 * POST /surveys/{id}/answer ({id}: the notice): answers (or answers again) the survey. Afterwards the notice, the
 * list's survey badges and the home card are read again; a refusal (e.g. 10219, the deadline passed) also refreshes
 * the notice so the page shows its state now.
 */
export function useSurveyAnswer(noticeId: number) {
  const queryClient = useQueryClient();
  const area = useNoticeArea();
  const refresh = () => Promise.all([
    queryClient.invalidateQueries({ queryKey: receivedNoticeKeys.detail(area.queryKey, noticeId) }),
    refreshReadState(queryClient),
  ]);
  return useMutation({
    mutationFn: (body: components['schemas']['SurveyAnswerBody']) => area.api.answer(noticeId, body),
    onSuccess: refresh,
    onError: refresh,
  });
}
