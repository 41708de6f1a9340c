import { useQueries } from '@tanstack/react-query';
import { apiClient } from '../../../providers/apiClient.js';
import { apiData } from '../../../providers/apiData.js';
import { candidateName } from './recipientCandidate.js';
import type { RecipientCandidate } from './recipientCandidate.js';
import { useRecipientOptions } from './useRecipientOptions.js';
import { detailText } from '../../../format/japaneseText.js';

/** A chosen student as the selected list shows it. */
export interface SelectedStudent {
  id: number;
  /** Undefined while loading, or when the student cannot be read any more (isMissing). */
  name?: string;
  isMissing?: boolean;
  number?: string;
  details?: string;
}

/**
 * Names of chosen students, one page at a time. Students seen in the candidates list are known already; the others
 * (chosen with 「全員を選択」 or by an earlier visit) are read one by one (GET /students/{id}), at most a page's worth.
 */
export function useSelectedStudents(options: { ids: number[]; seen: ReadonlyMap<number, RecipientCandidate> }): SelectedStudent[] {
  const { ids, seen } = options;
  const names = useRecipientOptions();
  const unknown = ids.filter((id) => !seen.has(id));
  const fetched = useQueries({
    queries: unknown.map((id) => ({
      queryKey: ['notice-compose', 'student', id],
      queryFn: () => apiData(apiClient.GET('/api/v1/students/{id}', { params: { path: { id } } })),
      staleTime: 5 * 60 * 1000,
      retry: false,
    })),
  });
  const byId = new Map(unknown.map((id, i) => [id, fetched[i]]));
  const label = (list: Array<{ value: number; label: string }>, id: number) => list.find((o) => o.value === id)?.label ?? '';
  return ids.map((id) => {
    const c = seen.get(id);
    if (c) return { id, name: candidateName(c), number: c.student_number, details: detailText([c.schoolyear_name, c.schoolhouse_name]) };
    const query = byId.get(id);
    const s = query?.data;
    if (!s) return { id, isMissing: query?.isError === true };
    return { id, name: candidateName(s), number: s.student_number, details: detailText([label(names.schoolyears, s.schoolyear_id), label(names.schoolhouses, s.schoolhouse_id)].filter((text): text is string => Boolean(text))) };
  });
}
