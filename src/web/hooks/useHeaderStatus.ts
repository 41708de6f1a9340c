import { useQuery } from '@tanstack/react-query';
import { constants } from '../../generated/constants.js';
import { apiClient } from '../providers/apiClient.js';
import { apiData } from '../providers/apiData.js';

const every = Number(constants.pollingIntervalMs);


/**
 * Whether the user has unread notifications (the bell's dot): asked at once, then every 30 s while the
 * signed-in shell is shown; signing out unmounts the shell and clears the query cache, which stops it.
 */
export function useNotificationDot(): boolean {
  const query = useQuery({
    queryKey: ['header', 'notification-status'],
    queryFn: () => apiData(apiClient.GET('/api/v1/notifications/status')),
    refetchInterval: every,
    refetchIntervalInBackground: true,
  });
  return query.data?.has_unread ?? false;
}

/** Documents waiting to be printed (staff only), polled like the bell. */
export function usePrintCount(isStaff: boolean): number {
  const query = useQuery({
    queryKey: ['header', 'print-count'],
    queryFn: () => apiData(apiClient.GET('/api/v1/print-documents/pending-count')),
    refetchInterval: every,
    refetchIntervalInBackground: true,
    enabled: isStaff,
  });
  return query.data?.count ?? 0;
}

/** The current term (staff only), loaded once per sign-in. */
export function useCurrentTerm(isStaff: boolean) {
  const query = useQuery({
    queryKey: ['header', 'current-term'],
    queryFn: () => apiData(apiClient.GET('/api/v1/yearlySchedules/current')),
    enabled: isStaff,
    staleTime: Infinity,
  });
  return query.data?.currentTerm;
}
