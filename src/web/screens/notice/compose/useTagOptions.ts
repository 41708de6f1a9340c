import { useQuery } from '@tanstack/react-query';
import { constants } from '../../../../generated/constants.js';
import { useAppAbility } from '../../../hooks/useAppAbility.js';
import { apiClient } from '../../../providers/apiClient.js';
import { apiData } from '../../../providers/apiData.js';

/**
 * The company's tags as select options (GET /tags, by name). Tags are managed by staff; a user the model does not
 * let read them (a teacher) gets no options and no call, and the screens leave the tag inputs out.
 */
export function useTagOptions() {
  const canRead = useAppAbility().can('read', 'tag');
  const tags = useQuery({
    queryKey: ['tags', 'options'],
    queryFn: () => apiData(apiClient.GET('/api/v1/tags', { params: { query: { limit: Number(constants.maxPageSize), sort: 'name', order: 'asc' } } })),
    enabled: canRead,
    staleTime: 60_000,
  });
  const options = (tags.data?.data ?? []).map((tag) => ({ value: tag.id, label: tag.name }));
  return { canRead, options, isLoading: tags.isLoading && canRead };
}
