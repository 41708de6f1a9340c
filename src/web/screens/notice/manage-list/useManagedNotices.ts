import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { constants } from '../../../../generated/constants.js';
import { useNoticeArea } from '../area/NoticeAreaContext';
import type { ManageListQuery } from './manageListQuery.js';

/** One page of the manage list (GET /notices): newest first, with read counts; the previous page stays while the next loads. */
export function useManagedNotices(query: ManageListQuery) {
  const limit = Number(constants.pageSize);
  const area = useNoticeArea();
  const list = useQuery({
    queryKey: [area.queryKey, 'manage', query.filters, query.page],
    queryFn: () => area.api.list({ ...query.filters, page: query.page, limit }),
    placeholderData: keepPreviousData,
  });
  return { list, limit };
}
