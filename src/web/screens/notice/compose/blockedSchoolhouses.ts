import { apiClient } from '../../../providers/apiClient.js';
import { apiData } from '../../../providers/apiData.js';
import { allStatuses } from '../../messaging/recipient-choice/recipientQuery.js';

/**
 * The names of the schoolhouses of the chosen students where the user may not send notices (empty: all allowed).
 * The choice holds student ids only, so the schoolhouses the user can see are asked first (one call, the usual
 * answer being "all allowed"); only for a refused schoolhouse is it checked whether a chosen student belongs to it.
 */
export async function blockedSchoolhouses(options: { studentIds: number[]; schoolhouseIds: number[] }): Promise<string[]> {
  if (options.studentIds.length === 0 || options.schoolhouseIds.length === 0) return [];
  const permission = await apiData(apiClient.POST('/api/v1/notices/notice-all-schoolhouse-permission', { body: { schoolhouse_ids: options.schoolhouseIds } }));
  if (permission.allowed) return [];
  const chosen = new Set(options.studentIds);
  const refused = permission.schoolhouses.filter((s) => !s.allowed);
  const hits = await Promise.all(refused.map(async (s) => {
    const found = await apiData(apiClient.GET('/api/v1/notices/candidates/ids', { params: { query: { m_schoolhouse_id: s.id, statuses: allStatuses } } }));
    return found.ids.some((id) => chosen.has(id)) ? [s.schoolhouse_name] : [];
  }));
  return hits.flat();
}
