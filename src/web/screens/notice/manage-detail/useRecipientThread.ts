import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '../../../../generated/api.js';
import { apiClient } from '../../../providers/apiClient.js';
import { apiData } from '../../../providers/apiData.js';
import { managedNoticeKey } from './useManagedNotice.js';

/** One comment of a recipient's thread. */
export type NoticeComment = components['schemas']['NoticeCommentsResponse']['data'][number];

/**
 * One recipient's comment thread (oldest first) with reply, edit and delete of one's own comments. Every change
 * refreshes the thread, the recipients table (count, 要返信) and the notice's comment count.
 */
export function useRecipientThread(options: { noticeId: number; recipientId: number | undefined }) {
  const { noticeId, recipientId } = options;
  const queryClient = useQueryClient();
  const id = String(noticeId);
  const thread = useQuery({
    queryKey: [...managedNoticeKey(noticeId), 'thread', recipientId],
    enabled: recipientId !== undefined,
    queryFn: () => apiData(apiClient.GET('/api/v1/notices/{id}/comments', {
      params: { path: { id }, query: { recipient_id: recipientId ?? 0 } },
    })),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: managedNoticeKey(noticeId) });
  const reply = useMutation({
    mutationFn: (content: string) => apiData(apiClient.POST('/api/v1/notices/{id}/comments', {
      params: { path: { id } }, body: { content, recipient_id: recipientId },
    })),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: (input: { commentId: number; content: string }) => apiData(apiClient.POST('/api/v1/notices/{id}/comments/{commentId}', {
      params: { path: { id, commentId: String(input.commentId) } }, body: { content: input.content },
    })),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (commentId: number) => apiData(apiClient.DELETE('/api/v1/notices/{id}/comments/{commentId}', {
      params: { path: { id, commentId: String(commentId) } },
    })),
    onSuccess: refresh,
  });
  return { thread, reply, update, remove };
}
