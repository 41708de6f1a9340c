import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { constants } from '../../../../generated/constants.js';
import { apiClient } from '../../../providers/apiClient.js';
import { apiData } from '../../../providers/apiData.js';
import type { RecipientFilters } from './recipientChoiceStorage.js';
import { candidateQuery } from './recipientQuery.js';

/**
 * Where the candidates come from: a notice's (GET /notices/candidates, with /ids for 「全員を選択」) or a contact's
 * (GET /contacts/users, the same filter and answer, without a select-all).
 */
export type RecipientSource = 'notice' | 'contact';

/** One page of the students matching the filter, and every matching id for 「全員を選択」 (notices only). */
export function useRecipientCandidates(options: { filters: RecipientFilters; page: number; source?: RecipientSource }) {
  const limit = Number(constants.pageSize);
  const source = options.source ?? 'notice';
  const query = candidateQuery(options.filters);
  const init = { params: { query: { ...query, page: options.page, limit } } };
  const list = useQuery({
    queryKey: [source === 'notice' ? 'notices' : 'contacts', 'candidates', query, options.page],
    queryFn: () => (source === 'notice'
      ? apiData(apiClient.GET('/api/v1/notices/candidates', init))
      : apiData(apiClient.GET('/api/v1/contacts/users', init))),
    placeholderData: keepPreviousData,
  });
  const allIds = useMutation({
    mutationFn: () => apiData(apiClient.GET('/api/v1/notices/candidates/ids', { params: { query } })),
  });
  return { list, allIds: source === 'notice' ? allIds : undefined, limit };
}
