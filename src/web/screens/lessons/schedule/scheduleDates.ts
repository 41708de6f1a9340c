import dayjs, { type Dayjs } from 'dayjs';
import { t } from '../../../kit';

export const DAY = 'YYYY-MM-DD';

/** The days a month view shows: from the Sunday of its first week to the Saturday of its last (as the kit's calendar). */
export function monthGridRange(date: string | Dayjs): { from: string; to: string } {
  const first = dayjs(date).startOf('month');
  const last = dayjs(date).endOf('month');
  return { from: first.subtract(first.day(), 'day').format(DAY), to: last.add(6 - last.day(), 'day').format(DAY) };
}

/** The instant of a lesson's date and a period's time in Japan (the portal's school time), as the calendar takes it. */
export const lessonMoment = (date: string, time: string) => `${date}T${time.slice(0, 5)}:00+09:00`;

/** A lesson's time: 18:00〜19:20. */
export const timeText = (from: string, to: string) => t('lessonSchedule.time', { from: from.slice(0, 5), to: to.slice(0, 5) });

/** A day as the schedule heads it: 2026年12月24日(木). */
export const dayText = (date: string) => dayjs(date).format(t('lessonSchedule.dayFormat'));
