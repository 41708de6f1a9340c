import { useMutation, useQueryClient, type QueryClient, type UseMutationResult } from '@tanstack/react-query';
import { constants } from '../../generated/constants.js';
import { useCallback, useState } from 'react';
import { callApi, refreshApiReads, type ApiData, type ApiInit, type ApiMethod, type ApiPath, type InitArgs } from '../providers/apiCall.js';
import type { ApiError, FieldError } from '../providers/apiError.js';
import { reportApiError } from './reportApiError.js';

/**
 * Refreshes the embedded generic lists and details (Refine's reads, keyed by entity) of the entities whose API is
 * under these paths: a write of a custom screen shows in the EntityList beside it.
 */
async function refreshEntityLists(queryClient: QueryClient, paths: readonly string[]): Promise<unknown> {
  if (paths.length === 0) return undefined;
  // The entity table loads with the first such write, not with every screen that imports the kit.
  const { entitiesUnderPath } = await import('../model/entityApiPath.js');
  const names = paths.flatMap((path) => entitiesUnderPath({ path, apiBasePath: constants.apiBasePath }));
  return Promise.all(names.map((name) => queryClient.invalidateQueries({ queryKey: ['data', 'default', name] })));
}

/** How a write is followed. */
export interface ApiMutationOptions {
  /**
   * Reads refreshed after a success: API paths, each with the paths under it ('/api/v1/notifications' covers …/status),
   * and the embedded generic lists of the entities whose API is there ('/api/v1/print-requests': print_request).
   */
  invalidates?: readonly string[];
  /** The fields of the form this write saves: their errors stand under them (fieldErrors) instead of popping up. */
  formFields?: readonly string[];
}

/** The init of a write, which may be left out of mutate() when the operation needs none. */
type Variables<M extends ApiMethod, P extends ApiPath<M>> = InitArgs<M, P> extends [init: ApiInit<M, P>] ? ApiInit<M, P> : ApiInit<M, P> | void;

/** A write, with the server's field errors of its last failure for the form (empty after a success or a new try). */
export type ApiMutation<M extends ApiMethod, P extends ApiPath<M>> = UseMutationResult<ApiData<M, P>, ApiError, Variables<M, P>> & {
  fieldErrors: FieldError[];
  clearFieldErrors: () => void;
};

/**
 * A write of a generated operation (POST, PUT, DELETE) with TanStack Query, typed by method and path, through the
 * app's one API client. A failure is shown as the catalogue says, once (reportApiError): field errors of `formFields`
 * in `fieldErrors` for the form, anything else in one message; a success refreshes the reads of `invalidates`.
 *
 *     const markRead = useApiMutation('post', '/api/v1/notifications/read', { invalidates: ['/api/v1/notifications'] });
 *     markRead.mutate({ body: { notification_ids: [id] } });
 */
export function useApiMutation<M extends Exclude<ApiMethod, 'get'>, P extends ApiPath<M>>(method: M, path: P, options: ApiMutationOptions = {}): ApiMutation<M, P> {
  const queryClient = useQueryClient();
  const [fieldErrors, setFieldErrors] = useState<FieldError[]>([]);
  const { invalidates = [], formFields = [] } = options;
  const mutation = useMutation<ApiData<M, P>, ApiError, Variables<M, P>>({
    mutationFn: (init) => callApi(method, path, (init ?? undefined) as ApiInit<M, P> | undefined),
    onMutate: () => setFieldErrors([]),
    onSuccess: () => Promise.all([refreshApiReads(queryClient, invalidates), refreshEntityLists(queryClient, invalidates)]),
    onError: (error) => setFieldErrors(reportApiError(error, formFields)),
  });
  const clearFieldErrors = useCallback(() => setFieldErrors([]), []);
  return { ...mutation, fieldErrors, clearFieldErrors };
}
