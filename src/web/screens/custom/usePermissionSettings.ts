import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../providers/apiClient.js';
import { toApiError } from '../../providers/apiError.js';

async function data<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data: body, error, response } = await call;
  if (error !== undefined || body === undefined) throw toApiError({ status: response.status, body: error });
  return body;
}

/** The company's schoolhouses (the target of permission settings). */
export function useSchoolhouses() {
  return useQuery({
    queryKey: ['settings', 'schoolhouses'],
    queryFn: () => data(apiClient.GET('/api/v1/schoolhouses', { params: { query: { limit: 100 } } })),
  });
}

/** The settings of one schoolhouse, and saving them in one request. */
export function usePermissionSettings(schoolhouseId: number | undefined) {
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: ['settings', schoolhouseId],
    queryFn: () => data(apiClient.GET('/api/v1/settings', { params: { query: { schoolhouse_id: schoolhouseId! } } })),
    enabled: schoolhouseId !== undefined,
  });
  const save = useMutation({
    mutationFn: (values: Array<{ name: string; value: string }>) =>
      data(apiClient.POST('/api/v1/multi-settings', { body: { schoolhouse_id: schoolhouseId!, settings: values } })),
    // The server applies them from the next request on; the menu follows on the next page load.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['settings'] }),
  });
  return { settings, save };
}
