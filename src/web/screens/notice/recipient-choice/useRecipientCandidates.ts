import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { constants } from '../../../../generated/constants.js';
import { apiClient } from '../../../providers/apiClient.js';
import { apiData } from '../../../providers/apiData.js';
import type { RecipientFilters } from './recipientChoiceStorage.js';
import { candidateQuery } from './recipientQuery.js';

/** One page of the students matching the filter (GET /notices/candidates), and every matching id for 「全員を選択」. */
export function useRecipientCandidates(options: { filters: RecipientFilters; page: number }) {
  const limit = Number(constants.pageSize);
  const query = candidateQuery(options.filters);
  const list = useQuery({
    queryKey: ['notices', 'candidates', query, options.page],
    queryFn: () => apiData(apiClient.GET('/api/v1/notices/candidates', { params: { query: { ...query, page: options.page, limit } } })),
    placeholderData: keepPreviousData,
  });
  const allIds = useMutation({
    mutationFn: () => apiData(apiClient.GET('/api/v1/notices/candidates/ids', { params: { query } })),
  });
  return { list, allIds, limit };
}
