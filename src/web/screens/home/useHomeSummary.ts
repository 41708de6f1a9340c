import { useQuery } from '@tanstack/react-query';
import type { components } from '../../../generated/api.js';
import { apiClient } from '../../providers/apiClient.js';
import { apiData } from '../../providers/apiData.js';
import { homeSummaryKey } from './homeSummaryKey.js';

/** What GET /home/summary answers: which cards the caller gets and their items. */
export type HomeSummary = components['schemas']['HomeSummaryResponse'];

/** The home page's cards for the signed-in user (the child acted as, for a guardian). */
export function useHomeSummary() {
  return useQuery({
    queryKey: homeSummaryKey,
    queryFn: () => apiData(apiClient.GET('/api/v1/home/summary')),
  });
}
