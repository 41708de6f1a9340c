import { t, type CalendarEvent } from '../../../kit';

/** A closed day as GET /events/holidays lists it (schoolhouse_id null: every schoolhouse's). */
export interface ClosedDay { id: number; holiday_date: string; name: string; schoolhouse_id: number | null }

/** The mark of the schoolhouse's own closed days, and of every schoolhouse's (not removable on this screen). */
export const HOUSE_COLOR = '#cf1322';
export const ALL_COLOR = '#8c8c8c';

/** The calendar's id of a closed day (its mark is clicked as its day). */
const markId = (day: ClosedDay) => `closed-${day.id}`;

/** The closed days as whole-day marks of the month: 休校日, or 全校舎・年末年始休業. */
export function closedDayEvents(days: readonly ClosedDay[]): CalendarEvent[] {
  return days.map((day) => ({
    id: markId(day),
    start: day.holiday_date,
    title: day.schoolhouse_id === null ? t('reservationSetting.closing.allDay', { name: day.name }) : t('reservationSetting.closing.houseDay', { name: day.name }),
    color: day.schoolhouse_id === null ? ALL_COLOR : HOUSE_COLOR,
  }));
}

/** The closed day of a date: every schoolhouse's first (it rules the day), else the schoolhouse's. */
export function closedDayOn(days: readonly ClosedDay[], date: string): ClosedDay | undefined {
  const onDate = days.filter((d) => d.holiday_date === date);
  return onDate.find((d) => d.schoolhouse_id === null) ?? onDate[0];
}
