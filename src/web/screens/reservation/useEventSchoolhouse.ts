import { useEffect, useState } from 'react';
import { constants } from '../../../generated/constants.js';
import { useApiQuery } from '../../kit';

/** Spec section 10's key: the schoolhouse the reservation screens last showed (staff and teachers choose one). */
export const EVENT_SCHOOLHOUSE_KEY = 'event-schoolhouse-selected';

/** A schoolhouse of the selector. */
export interface SchoolhouseChoice { value: number; label: string }

function stored(): number | undefined {
  const value = Number(window.localStorage.getItem(EVENT_SCHOOLHOUSE_KEY));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/**
 * The schoolhouse of the reservation screens (休校日設定, 予約一覧): the one chosen last (kept under
 * event-schoolhouse-selected), else the first the caller may see; a choice is kept for the next visit.
 */
export function useEventSchoolhouse(options: { enabled?: boolean } = {}): { schoolhouseId: number | undefined; choose: (id: number) => void; choices: SchoolhouseChoice[]; isLoading: boolean } {
  const query = useApiQuery('/api/v1/schoolhouses', { params: { query: { limit: Number(constants.maxPageSize), sort: 'sort_order', order: 'asc' } } }, { enabled: options.enabled ?? true });
  const choices = (query.data?.data ?? []).map((house) => ({ value: house.id, label: house.schoolhouse_name }));
  const [chosen, setChosen] = useState<number | undefined>(stored);
  const known = chosen !== undefined && choices.some((c) => c.value === chosen);
  const schoolhouseId = known ? chosen : choices[0]?.value;
  useEffect(() => {
    if (schoolhouseId !== undefined) window.localStorage.setItem(EVENT_SCHOOLHOUSE_KEY, String(schoolhouseId));
  }, [schoolhouseId]);
  return { schoolhouseId, choose: setChosen, choices, isLoading: query.isLoading };
}
