import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../providers/apiClient.js';
import { apiData } from '../../providers/apiData.js';


/** The company's schoolhouses (the target of permission settings). */
export function useSchoolhouses() {
  return useQuery({
    queryKey: ['settings', 'schoolhouses'],
    queryFn: () => apiData(apiClient.GET('/api/v1/schoolhouses', { params: { query: { limit: 100 } } })),
  });
}

/** The settings of one schoolhouse, and saving them in one request. */
export function usePermissionSettings(schoolhouseId: number | undefined) {
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: ['settings', schoolhouseId],
    queryFn: () => apiData(apiClient.GET('/api/v1/settings', { params: { query: { schoolhouse_id: schoolhouseId! } } })),
    enabled: schoolhouseId !== undefined,
  });
  const save = useMutation({
    mutationFn: (values: Array<{ name: string; value: string }>) =>
      apiData(apiClient.POST('/api/v1/multi-settings', { body: { schoolhouse_id: schoolhouseId!, settings: values } })),
    // The server applies them from the next request on; the menu follows on the next page load.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['settings'] }),
  });
  return { settings, save };
}
