import dayjs, { type Dayjs } from 'dayjs';
import { t } from '../../../kit';
import type { GridView } from './gridTypes.js';

/** Dates as the API takes them. */
export const ISO_DATE = 'YYYY-MM-DD';

/** The days a view shows: the day, or its week from Monday (a cram school's week; Sunday, often closed, last). */
export function daysOf(view: GridView, date: Dayjs): Dayjs[] {
  const day = date.startOf('day');
  if (view === 'day') return [day];
  const monday = day.subtract((day.day() + 6) % 7, 'day');
  return Array.from({ length: 7 }, (_, i) => monday.add(i, 'day'));
}

/** The from–to of frame.grid for a view. */
export function rangeOf(view: GridView, date: Dayjs): { from: string; to: string } {
  const days = daysOf(view, date);
  return { from: days[0]!.format(ISO_DATE), to: days[days.length - 1]!.format(ISO_DATE) };
}

/** The title of what a view shows: 2026年12月24日(木), or 2026年12月21日(月)〜12月27日(日). */
export function viewTitle(view: GridView, date: Dayjs): string {
  const days = daysOf(view, date);
  if (view === 'day') return days[0]!.format(t('lessonGrid.dateFormat'));
  return t('lessonGrid.weekTitle', { from: days[0]!.format(t('lessonGrid.weekFrom')), to: days[6]!.format(t('lessonGrid.weekTo')) });
}

/** A date of the API as the portal writes it with its day of the week: 2026年12月24日(木). */
export function dateText(date: string): string {
  return dayjs(date).format(t('lessonGrid.dateFormat'));
}
