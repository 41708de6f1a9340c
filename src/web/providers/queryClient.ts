import { QueryClient } from '@tanstack/react-query';

/** Retry a failed read once, and only when the server or the network failed (not 4xx answers). */
function shouldRetry(failureCount: number, error: unknown): boolean {
  // Refine's HttpError says statusCode, the API client's ApiError status.
  const answer = typeof error === 'object' && error !== null ? (error as { statusCode?: unknown; status?: unknown }) : undefined;
  const status = answer?.statusCode ?? answer?.status;
  return failureCount < 1 && (typeof status !== 'number' || status === 0 || status >= 500);
}

/** The signed-in app's query cache: every screen's reads, the generic screens' Refine calls among them. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: shouldRetry, refetchOnWindowFocus: false } } });
}
