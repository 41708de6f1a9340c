import { useMemo } from 'react';
import { useApiQuery } from '../../kit';

/** The localStorage key under which the list keeps the ids of its search result, in order (ReportList). */
const SEARCH_IDS_KEY = 'report-search-ids';

/** The ids of the list's last search, when saved and readable. */
function savedSearchIds(): number[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(SEARCH_IDS_KEY) ?? 'null');
    return Array.isArray(value) ? value.map(Number).filter((n) => Number.isInteger(n) && n > 0) : [];
  } catch {
    return [];
  }
}

/** Where 前へ/次へ of the edit page go. */
export interface Neighbours {
  previous?: number;
  next?: number;
  /** The report's place in the list's search result (1-based), when it walks that result. */
  position?: { index: number; total: number };
  isLoading: boolean;
}

/**
 * The reports before and after `id`: its neighbours in the list's saved search result when it is there, else the same
 * student's previous and next reports (GET /lesson-reports/{id}/previous and /next).
 */
export function useNeighbours(id: number | undefined): Neighbours {
  const ids = useMemo(() => savedSearchIds(), [id]);
  const index = id === undefined ? -1 : ids.indexOf(id);
  const inSearch = index >= 0;
  const byStudent = { enabled: id !== undefined && !inSearch, retry: false } as const;
  const path = { params: { path: { id: String(id ?? 0) } } };
  const previous = useApiQuery('/api/v1/lesson-reports/{id}/previous', path, byStudent);
  const next = useApiQuery('/api/v1/lesson-reports/{id}/next', path, byStudent);
  if (inSearch) return { previous: ids[index - 1], next: ids[index + 1], position: { index: index + 1, total: ids.length }, isLoading: false };
  return { previous: previous.data?.id ?? undefined, next: next.data?.id ?? undefined, isLoading: previous.isLoading || next.isLoading };
}
