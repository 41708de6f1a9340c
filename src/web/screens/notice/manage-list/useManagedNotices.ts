import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { constants } from '../../../../generated/constants.js';
import { apiClient } from '../../../providers/apiClient.js';
import { apiData } from '../../../providers/apiData.js';
import type { ManageListQuery } from './manageListQuery.js';

/** One page of the manage list (GET /notices): newest first, with read counts; the previous page stays while the next loads. */
export function useManagedNotices(query: ManageListQuery) {
  const limit = Number(constants.pageSize);
  const list = useQuery({
    queryKey: ['notices', 'manage', query.filters, query.page],
    queryFn: () => apiData(apiClient.GET('/api/v1/notices', { params: { query: { ...query.filters, page: query.page, limit } } })),
    placeholderData: keepPreviousData,
  });
  return { list, limit };
}
