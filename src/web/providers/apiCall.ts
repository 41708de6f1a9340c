import type { QueryClient } from '@tanstack/react-query';
import type { ClientPathsWithMethod, FetchResponse, MaybeOptionalInit } from 'openapi-fetch';
import type { paths } from '../../generated/api.js';
import { apiClient } from './apiClient.js';
import { toApiError } from './apiError.js';

/** The HTTP methods of the portal API (lower case, as the generated OpenAPI types name them). */
export type ApiMethod = 'get' | 'post' | 'put' | 'delete';

/** A path of the generated OpenAPI document that has `method`, e.g. '/api/v1/print-requests' for 'get'. */
export type ApiPath<M extends ApiMethod> = ClientPathsWithMethod<typeof apiClient, M>;

/** What one call of an operation takes: `params` (path, query) and `body`, typed by the document. */
export type ApiInit<M extends ApiMethod, P extends ApiPath<M>> = MaybeOptionalInit<paths[P], M>;

type Answer<M extends ApiMethod, P extends ApiPath<M>> = FetchResponse<NonNullable<paths[P][M]>, ApiInit<M, P>, `${string}/${string}`>;

/** What a successful call of an operation answers, typed by the document (undefined for a 204). */
export type ApiData<M extends ApiMethod, P extends ApiPath<M>> = Exclude<Answer<M, P>, { error: unknown }>['data'];

/**
 * Whether the init of an operation may be left out (it has no required path parameter, query or body). As in
 * openapi-fetch, the argument is then optional, else required.
 */
type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];
export type InitArgs<M extends ApiMethod, P extends ApiPath<M>, Rest extends unknown[] = []> =
  RequiredKeys<NonNullable<ApiInit<M, P>>> extends never ? [init?: ApiInit<M, P>, ...rest: Partial<Rest>] : [init: ApiInit<M, P>, ...rest: Partial<Rest>];

/**
 * One call of a generated operation through the app's one API client (token, switch header, spec §8's answer
 * steps, activity history, session expiry: apiClient.ts): the typed body of its answer, or its catalogue error thrown
 * as an ApiError (status 0 when there was no connection).
 */
export async function callApi<M extends ApiMethod, P extends ApiPath<M>>(method: M, path: P, init?: ApiInit<M, P>): Promise<ApiData<M, P>> {
  // openapi-fetch's request() takes the init as its own generic; the types above already tie it to method and path.
  // (Cast before reading the member: the typed request() of every path is a union too large for tsc to spell out.)
  const { request } = apiClient as unknown as { request: (m: string, p: string, i?: object) => Promise<{ data?: unknown; error?: unknown; response: Response }> };
  const { data, error, response } = await request(method, path, init as object | undefined);
  if (!response.ok) throw toApiError({ status: response.status, body: error });
  return data as ApiData<M, P>;
}

/**
 * The TanStack Query key of a read: ['api', path, its parameters]. Keys start with the path so that a write can
 * refresh every read of a path, or of the paths under it (isApiQueryUnder).
 */
export function apiQueryKey(path: string, init?: { params?: unknown }): readonly ['api', string, unknown] {
  return ['api', path, init?.params ?? {}];
}

/** Whether a query key is a read of `path` or of a path under it ('/api/v1/notifications' covers …/status). */
export function isApiQueryUnder(queryKey: readonly unknown[], path: string): boolean {
  const [scope, keyPath] = queryKey;
  return scope === 'api' && typeof keyPath === 'string' && (keyPath === path || keyPath.startsWith(`${path}/`));
}

/** Refreshes every read of these paths and of the paths under them (after a write that changes what they answer). */
export function refreshApiReads(queryClient: QueryClient, paths: readonly string[]): Promise<unknown> {
  return Promise.all(paths.map((path) => queryClient.invalidateQueries({ predicate: (q) => isApiQueryUnder(q.queryKey, path) })));
}
