import { useSearchParams } from 'react-router';
import { constants } from '../../../generated/constants.js';
import { japanMonth, useApiQuery } from '../../kit';

/** A schoolhouse of the selector. */
export interface SchoolhouseChoice { value: number; label: string }

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The months a billing screen offers: a year back, this month and two ahead (the newest first). */
export function billingMonthChoices(): string[] {
  return Array.from({ length: 15 }, (_, i) => japanMonth(2 - i));
}

/**
 * The billing month (?month=YYYY-MM, this month in Japan by default) and, for the screens of one schoolhouse, the
 * schoolhouse (?schoolhouse=id, else the first): kept in the address, so a reload or a link from 請求情報 opens the same.
 */
export function useBillingFilters(): {
  month: string; setMonth: (month: string) => void;
  schoolhouseId: number | undefined; setSchoolhouseId: (id: number) => void; schoolhouses: SchoolhouseChoice[]; isLoadingSchoolhouses: boolean;
} {
  const [params, setParams] = useSearchParams();
  const asked = params.get('month') ?? '';
  const month = MONTH.test(asked) ? asked : japanMonth();
  const query = useApiQuery('/api/v1/schoolhouses', { params: { query: { limit: Number(constants.maxPageSize), sort: 'sort_order', order: 'asc' } } });
  const schoolhouses = (query.data?.data ?? []).map((house) => ({ value: house.id, label: house.schoolhouse_name }));
  const askedHouse = Number(params.get('schoolhouse'));
  const schoolhouseId = schoolhouses.some((s) => s.value === askedHouse) ? askedHouse : schoolhouses[0]?.value;
  const set = (key: string, value: string) => setParams((current) => {
    const next = new URLSearchParams(current);
    next.set(key, value);
    return next;
  }, { replace: true });
  return {
    month, setMonth: (value) => set('month', value),
    schoolhouseId, setSchoolhouseId: (id) => set('schoolhouse', String(id)), schoolhouses, isLoadingSchoolhouses: query.isLoading,
  };
}
