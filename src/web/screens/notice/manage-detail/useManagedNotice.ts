import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AreaNotice } from '../area/areaNotice.js';
import { useNoticeArea } from '../area/NoticeAreaContext';

/** A notice as the manage side reads it (manage is set for staff and teachers). */
export type ManagedNotice = AreaNotice;

/** Query key prefix of everything this page reads about one notice (detail, recipients, threads). */
export const managedNoticeKey = (id: number) => ['notice-manage', id] as const;

/**
 * One notice for the manage detail page, with delete and the two "send again" calls (spec §7:
 * /notification/unread and /unanswer-survey); each refreshes the page's data.
 */
export function useManagedNotice(id: number | undefined) {
  const queryClient = useQueryClient();
  const area = useNoticeArea();
  const noticeId = id ?? 0;
  const notice = useQuery({
    queryKey: [...managedNoticeKey(noticeId), area.queryKey, 'detail'],
    enabled: id !== undefined,
    retry: false,
    queryFn: () => area.api.get(noticeId),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: managedNoticeKey(id ?? 0) });
  const remove = useMutation({
    mutationFn: () => area.api.remove(noticeId),
  });
  const remindUnread = useMutation({
    mutationFn: () => area.api.remindUnread(noticeId),
    onSuccess: refresh,
  });
  const remindSurvey = useMutation({
    mutationFn: () => area.api.remindSurvey(noticeId),
    onSuccess: refresh,
  });
  return { notice, remove, remindUnread, remindSurvey };
}
