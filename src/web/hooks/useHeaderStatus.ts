import { constants } from '../../generated/constants.js';
import { useApiQuery } from './useApiQuery.js';

const every = Number(constants.pollingIntervalMs);
const polled = { refetchInterval: every, refetchIntervalInBackground: true } as const;

/**
 * Whether the user has unread notifications (the bell's dot): asked at once, then every 30 s while the
 * signed-in shell is shown; signing out unmounts the shell and clears the query cache, which stops it.
 */
export function useNotificationDot(): boolean {
  const query = useApiQuery('/api/v1/notifications/status', undefined, polled);
  return query.data?.has_unread ?? false;
}

/** Documents waiting to be printed (staff only), polled like the bell; a print request refreshes it at once. */
export function usePrintCount(isStaff: boolean): number {
  const query = useApiQuery('/api/v1/print-documents/pending-count', undefined, { ...polled, enabled: isStaff });
  return query.data?.count ?? 0;
}

/** The current term (staff only), loaded once per sign-in. */
export function useCurrentTerm(isStaff: boolean) {
  const query = useApiQuery('/api/v1/yearlySchedules/current', undefined, { enabled: isStaff, staleTime: Infinity });
  return query.data?.currentTerm;
}
