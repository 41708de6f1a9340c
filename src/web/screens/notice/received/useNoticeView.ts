import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AreaNotice } from '../area/areaNotice.js';
import { useNoticeArea } from '../area/NoticeAreaContext';
import { receivedNoticeKeys } from './receivedNoticeKeys.js';
import { refreshReadState } from './refreshReadState.js';

/** A notice as GET /notices/{id} answers it: `recipient` is the guardian's own copy, `manage` the staff side's. */
export type NoticeView = AreaNotice;

/**
 * One notice for /notice/detail/:id and its survey page. Opening it as a guardian marks it read on the server (the
 * call without minify), so once it has loaded the counts elsewhere (list, home, header) are refreshed.
 */
export function useNoticeView(id: number | undefined) {
  const queryClient = useQueryClient();
  const area = useNoticeArea();
  const query = useQuery({
    queryKey: receivedNoticeKeys.detail(area.queryKey, id ?? 0),
    enabled: id !== undefined,
    retry: false,
    queryFn: () => area.api.get(id ?? 0),
  });
  const isReceived = query.data?.recipient !== undefined && query.data.recipient !== null;
  useEffect(() => {
    if (isReceived) void refreshReadState(queryClient);
  }, [id, isReceived, queryClient]);
  return query;
}
