import { useQuery } from '@tanstack/react-query';
import type { AreaNotice } from '../area/areaNotice.js';
import { useNoticeArea } from '../area/NoticeAreaContext';

/** A notice as the manage side reads it (manage holds the chosen recipients). */
export type EditedNotice = AreaNotice;

/** The notice being edited; no call for a new notice (undefined id). */
export function useEditedNotice(noticeId: number | undefined) {
  const area = useNoticeArea();
  return useQuery({
    queryKey: [area.queryKey, 'compose', noticeId],
    queryFn: () => area.api.get(noticeId ?? 0),
    enabled: noticeId !== undefined,
    // The form starts from it once; a refetch in the background must not look like a change.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
