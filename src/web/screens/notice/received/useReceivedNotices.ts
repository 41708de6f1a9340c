import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { components } from '../../../../generated/api.js';
import { constants } from '../../../../generated/constants.js';
import { apiClient } from '../../../providers/apiClient.js';
import { apiData } from '../../../providers/apiData.js';
import { receivedNoticeKeys } from './receivedNoticeKeys.js';

/** One notice of the guardian's list. */
export type ReceivedNotice = components['schemas']['NoticeReceivedResponse']['data'][number];

/** The read filter of the list (spec: read status, read 1, unread 0). */
export type ReadFilter = 'all' | 'unread' | 'read';

const readStatusOf: Readonly<Record<ReadFilter, 0 | 1 | undefined>> = { all: undefined, unread: 0, read: 1 };

/**
 * One page (20) of the notices received for the child acted as, newest first, filtered by read status, with the
 * child's unread count. The child is part of the key, so another child's page is never shown from the cache.
 */
export function useReceivedNotices(options: { filter: ReadFilter; page: number; studentId: number | null }) {
  const { filter, page, studentId } = options;
  const limit = Number(constants.pageSize);
  const query = useQuery({
    queryKey: [...receivedNoticeKeys.list, studentId, filter, page],
    placeholderData: keepPreviousData,
    queryFn: () => apiData(apiClient.GET('/api/v1/notices/received', {
      params: { query: { page, limit, ...(readStatusOf[filter] === undefined ? {} : { read_status: readStatusOf[filter] }) } },
    })),
  });
  return { query, limit };
}
