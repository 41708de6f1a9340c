import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showCallError } from '../../../feedback/showErrorMessage.js';
import { useNoticeArea } from '../area/NoticeAreaContext';
import { receivedNoticeKeys } from './receivedNoticeKeys.js';
import type { NoticeView } from './useNoticeView.js';

/**
 * The like toggle of a received notice (POST /notices/{id}/likes; again to take it back). The button follows at
 * once (optimistic) and takes the server's liked state and count when it answers; a refusal puts it back.
 */
export function useNoticeLike(noticeId: number) {
  const queryClient = useQueryClient();
  const area = useNoticeArea();
  const key = receivedNoticeKeys.detail(area.queryKey, noticeId);
  return useMutation({
    mutationFn: () => area.api.like(noticeId),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<NoticeView>(key);
      const recipient = before?.recipient;
      if (before && recipient) {
        queryClient.setQueryData<NoticeView>(key, {
          ...before,
          like_count: Math.max(0, before.like_count + (recipient.liked ? -1 : 1)),
          recipient: { ...recipient, liked: !recipient.liked },
        });
      }
      return { before };
    },
    onSuccess: (answer) => {
      queryClient.setQueryData<NoticeView>(key, (current) => (current?.recipient
        ? { ...current, like_count: answer.like_count, recipient: { ...current.recipient, liked: answer.liked } }
        : current));
    },
    onError: (error, _vars, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      showCallError(error);
    },
  });
}
