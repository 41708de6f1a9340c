import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../providers/apiClient.js';
import { apiData } from '../../../providers/apiData.js';
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
  const key = receivedNoticeKeys.detail('notices', noticeId);
  const path = { id: String(noticeId) };
  const updateThread = (change: (comments: ThreadComment[]) => ThreadComment[]) => {
    queryClient.setQueryData<NoticeView>(key, (current) => (current?.recipient
      ? { ...current, recipient: { ...current.recipient, comments: change(current.recipient.comments ?? []) } }
      : current));
  };
  const create = useMutation({
    mutationFn: (content: string) => apiData(apiClient.POST('/api/v1/notices/{id}/comments', { params: { path }, body: { content } })),
    onSuccess: (comment) => updateThread((comments) => [...comments, comment]),
  });
  const update = useMutation({
    mutationFn: (vars: { commentId: number; content: string }) => apiData(apiClient.POST('/api/v1/notices/{id}/comments/{commentId}', {
      params: { path: { ...path, commentId: String(vars.commentId) } }, body: { content: vars.content },
    })),
    onSuccess: (comment) => updateThread((comments) => comments.map((c) => (c.id === comment.id ? comment : c))),
  });
  const remove = useMutation({
    mutationFn: (commentId: number) => apiData(apiClient.DELETE('/api/v1/notices/{id}/comments/{commentId}', {
      params: { path: { ...path, commentId: String(commentId) } },
    })),
    onSuccess: (answer) => updateThread((comments) => comments.filter((c) => c.id !== answer.id)),
  });
  return { create, update, remove };
}
