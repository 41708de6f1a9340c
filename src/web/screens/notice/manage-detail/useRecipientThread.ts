import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AreaComment } from '../area/noticeArea.js';
import { useNoticeArea } from '../area/NoticeAreaContext';
import { managedNoticeKey } from './useManagedNotice.js';

/** One comment of a recipient's thread. */
export type NoticeComment = AreaComment;

/**
 * One recipient's comment thread (oldest first) with reply, edit and delete of one's own comments. Every change
 * refreshes the thread, the recipients table (count, 要返信) and the notice's comment count.
 */
export function useRecipientThread(options: { noticeId: number; recipientId: number | undefined }) {
  const { noticeId, recipientId } = options;
  const queryClient = useQueryClient();
  const area = useNoticeArea();
  const thread = useQuery({
    queryKey: [...managedNoticeKey(noticeId), 'thread', recipientId],
    enabled: recipientId !== undefined,
    queryFn: async () => ({ data: await area.api.comments.list(noticeId, recipientId ?? 0) }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: managedNoticeKey(noticeId) });
  const reply = useMutation({
    mutationFn: (content: string) => area.api.comments.create(noticeId, { content, recipient_id: recipientId }),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: (input: { commentId: number; content: string }) => area.api.comments.update(noticeId, input.commentId, input.content),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (commentId: number) => area.api.comments.remove(noticeId, commentId),
    onSuccess: refresh,
  });
  return { thread, reply, update, remove };
}
