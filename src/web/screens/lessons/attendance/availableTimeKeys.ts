import type { WeekdayCode } from '../../../../generated/enums.js';

/** A weekday and a period, as one key of the chosen set ("3:12": Wednesday, period id 12). */
export const slotKey = (weekday: number, periodId: number) => `${weekday}:${periodId}`;

/** The chosen set as the API takes it, in weekday and period order. */
export function slotsOf(keys: ReadonlySet<string>): Array<{ weekday: WeekdayCode; timetable_period_id: number }> {
  return [...keys].map((key) => key.split(':').map(Number) as [number, number])
    .sort((a, b) => a[0] - b[0] || a[1] - b[1])
    .map(([weekday, periodId]) => ({ weekday: weekday as WeekdayCode, timetable_period_id: periodId }));
}
