import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { refreshApiReads } from '../providers/apiCall.js';

/**
 * Refreshes the reads of API paths (and of the paths under them) from a screen, e.g. the header's print count after an
 * embedded form created a print request.
 */
export function useRefreshApiReads(): (paths: readonly string[]) => Promise<unknown> {
  const queryClient = useQueryClient();
  return useCallback((paths) => refreshApiReads(queryClient, paths), [queryClient]);
}
