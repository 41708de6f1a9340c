import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ISO_DATE } from './gridDates.js';
import type { GridView } from './gridTypes.js';

/** What the grid shows, kept in the address (?schoolhouse_id=1&view=week&date=2026-12-24) so that a reload or a shared link keeps it. */
export interface GridParams {
  schoolhouseId: number | undefined;
  view: GridView;
  date: Dayjs;
}

function readDate(text: string | null): Dayjs {
  const date = text && /^\d{4}-\d{2}-\d{2}$/.test(text) ? dayjs(text) : undefined;
  return date?.isValid() ? date : dayjs().startOf('day');
}

/** The grid's schoolhouse, view and date from the address, and a setter that replaces them there. */
export function useGridParams(): [GridParams, (change: Partial<GridParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const params = useMemo<GridParams>(() => {
    const house = Number(search.get('schoolhouse_id'));
    const view = search.get('view');
    return {
      schoolhouseId: Number.isInteger(house) && house > 0 ? house : undefined,
      // Today's grid first: the day a school office works on.
      view: view === 'week' ? 'week' : 'day',
      date: readDate(search.get('date')),
    };
  }, [search]);
  const change = useCallback((next: Partial<GridParams>) => {
    setSearch((current) => {
      const updated = new URLSearchParams(current);
      if (next.schoolhouseId !== undefined) updated.set('schoolhouse_id', String(next.schoolhouseId));
      if (next.view !== undefined) updated.set('view', next.view);
      if (next.date !== undefined) updated.set('date', next.date.format(ISO_DATE));
      return updated;
    }, { replace: true });
  }, [setSearch]);
  return [params, change];
}
