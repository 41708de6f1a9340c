import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNoticeArea } from '../area/NoticeAreaContext';
import { receivedNoticeKeys } from './receivedNoticeKeys.js';
import type { NoticeView } from './useNoticeView.js';

/** One comment of the family's thread with the school. */
export type ThreadComment = NonNullable<NonNullable<NoticeView['recipient']>['comments']>[number];

/**
 * Post, edit and delete the guardian's own comments on a notice; each answer is written into the cached notice, so
 * the thread changes without reading the whole notice again. A 10192 (comments closed) is shown and reloads the page
 * after 2 s (src/web/providers/errorResponses.ts).
 */
export function useNoticeComments(noticeId: number) {
  const queryClient = useQueryClient();
  const area = useNoticeArea();
  const key = receivedNoticeKeys.detail(area.queryKey, noticeId);
  const updateThread = (change: (comments: ThreadComment[]) => ThreadComment[]) => {
    queryClient.setQueryData<NoticeView>(key, (current) => (current?.recipient
      ? { ...current, recipient: { ...current.recipient, comments: change(current.recipient.comments ?? []) } }
      : current));
  };
  const create = useMutation({
    mutationFn: (content: string) => area.api.comments.create(noticeId, { content }),
    onSuccess: (comment) => updateThread((comments) => [...comments, comment]),
  });
  const update = useMutation({
    mutationFn: (vars: { commentId: number; content: string }) => area.api.comments.update(noticeId, vars.commentId, vars.content),
    onSuccess: (comment) => updateThread((comments) => comments.map((c) => (c.id === comment.id ? comment : c))),
  });
  const remove = useMutation({
    mutationFn: (commentId: number) => area.api.comments.remove(noticeId, commentId),
    onSuccess: (answer) => updateThread((comments) => comments.filter((c) => c.id !== answer.id)),
  });
  return { create, update, remove };
}
