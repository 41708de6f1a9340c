import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import { DAY } from './DayBar';
import { dayOf, idOf } from './reportPaths.js';

/** The day (?date=, default today) and schoolhouse (?schoolhouse_id=) of the page, kept in its URL. */
export function useDayParams() {
  const [search, setSearch] = useSearchParams();
  const date = dayOf(search.get('date')) ?? dayjs().format(DAY);
  const schoolhouseId = idOf(search.get('schoolhouse_id'));
  const change = (next: { date?: string; schoolhouseId?: number | null }) => {
    const params = new URLSearchParams(search);
    if (next.date !== undefined) params.set('date', next.date);
    if (next.schoolhouseId !== undefined) {
      if (next.schoolhouseId === null) params.delete('schoolhouse_id');
      else params.set('schoolhouse_id', String(next.schoolhouseId));
    }
    // Another day or schoolhouse is another set of reports: the ids given for the last one no longer apply.
    params.delete('ids');
    setSearch(params, { replace: true });
  };
  return { date, schoolhouseId, search, change };
}
