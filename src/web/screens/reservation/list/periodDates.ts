import dayjs, { type Dayjs } from 'dayjs';
import type { PeriodView } from './frameTypes.js';

/** Dates as the API takes them. */
export const DAY = 'YYYY-MM-DD';

/** The Sunday a week (Sunday to Saturday, as a Japanese wall calendar) starts on. */
const sundayOf = (date: Dayjs) => date.startOf('day').subtract(date.day(), 'day');

/**
 * The first and last day a view shows: the week of the date, or the six weeks of the month's grid (antd's Calendar
 * draws six rows from the Sunday of the month's first week): 42 days, within the API's 62.
 */
export function periodRange(view: PeriodView, date: Dayjs): { from: string; to: string } {
  const first = view === 'week' ? sundayOf(date) : sundayOf(date.startOf('month'));
  const days = view === 'week' ? 7 : 42;
  return { from: first.format(DAY), to: first.add(days - 1, 'day').format(DAY) };
}

/** The days of the week of a date, Sunday first. */
export function weekDays(date: Dayjs): Dayjs[] {
  const sunday = sundayOf(date);
  return Array.from({ length: 7 }, (_, i) => sunday.add(i, 'day'));
}

/** The date one week or month before or after. */
export const stepPeriod = (view: PeriodView, date: Dayjs, direction: 1 | -1): Dayjs => date.add(direction, view);

/** Today's date, YYYY-MM-DD. */
export const todayText = (): string => dayjs().format(DAY);

export { weekdayOf } from '../../../../shared/eventBatchDates.js';
