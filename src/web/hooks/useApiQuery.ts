import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { apiQueryKey, callApi, type ApiData, type ApiPath, type InitArgs } from '../providers/apiCall.js';
import type { ApiError } from '../providers/apiError.js';

/** TanStack Query's options of a read, but its key and function, which the path and init decide. */
export type ApiQueryOptions<TData> = Omit<UseQueryOptions<TData, ApiError, TData>, 'queryKey' | 'queryFn'>;

/**
 * A read of a generated GET operation with TanStack Query: typed by the path and its parameters (openapi-fetch over
 * src/generated/api.ts), through the app's one API client, keyed by apiQueryKey so that a write can refresh it by
 * path. Its error is the catalogue's ApiError; spec §8's steps (log out, switch back…) already ran in the client.
 *
 *     const list = useApiQuery('/api/v1/notifications', { params: { query: { page, limit } } });
 */
export function useApiQuery<P extends ApiPath<'get'>>(
  path: P,
  ...[init, options]: InitArgs<'get', P, [options: ApiQueryOptions<ApiData<'get', P>>]>
): UseQueryResult<ApiData<'get', P>, ApiError> {
  return useQuery<ApiData<'get', P>, ApiError>({
    ...options,
    queryKey: apiQueryKey(path, init),
    queryFn: ({ signal }) => callApi('get', path, { ...init, signal } as typeof init),
  });
}
