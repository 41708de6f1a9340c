import { useQuery } from '@tanstack/react-query';
import { constants } from '../../../../generated/constants.js';
import { codeLists } from '../../../../generated/enums.js';
import { apiClient } from '../../../providers/apiClient.js';
import { apiData } from '../../../providers/apiData.js';

interface Page<T> { data: T[]; total: number }

/** Every row of a generic list, page after page of the API's largest page size. */
async function allPages<T>(fetchPage: (page: number, limit: number) => Promise<Page<T>>): Promise<T[]> {
  const limit = Number(constants.maxPageSize);
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const { data, total } = await fetchPage(page, limit);
    rows.push(...data);
    if (data.length === 0 || rows.length >= total) return rows;
  }
}

const staleTime = 5 * 60 * 1000;

/** Every schoolhouse the user may see (also read, from the same cache, by the publish permission check). */
export const schoolhousesQuery = {
  queryKey: ['notice-compose', 'schoolhouses'],
  queryFn: () => allPages((page, limit) => apiData(apiClient.GET('/api/v1/schoolhouses', { params: { query: { page, limit, sort: 'sort_order', order: 'asc' } } }))),
  staleTime,
};

/** The choices of the student filter: schoolhouses, school years and schools the user may see, and the student statuses. */
export function useRecipientOptions() {
  const schoolhouses = useQuery(schoolhousesQuery);
  const schoolyears = useQuery({
    queryKey: ['notice-compose', 'schoolyears'],
    queryFn: () => allPages((page, limit) => apiData(apiClient.GET('/api/v1/schoolyears', { params: { query: { page, limit, sort: 'code', order: 'asc' } } }))),
    staleTime,
  });
  const schools = useQuery({
    queryKey: ['notice-compose', 'schools'],
    queryFn: () => allPages((page, limit) => apiData(apiClient.GET('/api/v1/schools', { params: { query: { page, limit, sort: 'sort_order', order: 'asc' } } }))),
    staleTime,
  });
  return {
    schoolhouses: (schoolhouses.data ?? []).map((s) => ({ value: s.id, label: s.schoolhouse_name })),
    schoolyears: (schoolyears.data ?? []).map((y) => ({ value: y.id, label: y.schoolyear_name })),
    // Spec §5: school lists drop entries whose name is empty or blank.
    schools: (schools.data ?? []).filter((s) => s.school_name.trim() !== '').map((s) => ({ value: s.id, label: s.school_name })),
    statuses: codeLists.student_status.values.map((v) => ({ value: v.code, label: v.label })),
    isLoading: schoolhouses.isLoading || schoolyears.isLoading || schools.isLoading,
  };
}
