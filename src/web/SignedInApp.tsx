import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createQueryClient } from './providers/queryClient.js';
import { AppRoutes } from './routing/AppRoutes';
import { SessionExpiryListener } from './components/SessionExpiryListener';

/**
 * Every page but the public ones (log-in…): the signed-in routes with one TanStack Query cache. Its own chunk, so the
 * log-in page loads none of it. The cache lives as long as it is shown: leaving for the log-in page, or a query token's
 * sign-in, drops it. Refine and its providers come only with the generic screens (RefineScope, issue 9: about 30 KB
 * brotli a guardian's pages never use); they share this cache.
 */
export function SignedInApp() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionExpiryListener />
      <AppRoutes />
    </QueryClientProvider>
  );
}
