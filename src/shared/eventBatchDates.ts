import { BatchReservation } from '../generated/enums.js';

/**
 * The days of a batch booking (spec section 9's 一括予約), shared by the server, which books them, and the booking
 * drawer, which lists them before the family books. Dates are 'YYYY-MM-DD' texts; weekdays are spec section 9's
 * (Monday 1 … Sunday 7).
 */
const DAY_MS = 86_400_000;
const utcMs = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** Spec section 9's weekday of a date: Monday 1 … Sunday 7. */
export function weekdayOf(date: string): number {
  const day = new Date(utcMs(date)).getUTCDay();
  return day === 0 ? 7 : day;
}

/**
 * The dates a batch booking takes, from the date chosen on, among the event's days: every day, the same weekday each
 * week or every other week, weekdays (Monday–Friday), weekends; custom takes the dates the family picked (the chosen
 * one among them); no choice, the chosen date alone.
 */
export function batchDates(options: { days: readonly string[]; chosen: string; batch?: string; picked?: readonly string[] }): string[] {
  const { chosen, batch } = options;
  const later = [...new Set([chosen, ...options.days])].filter((d) => d >= chosen).sort();
  const weekday = weekdayOf(chosen);
  const weeksFrom = (d: string) => Math.round((utcMs(d) - utcMs(chosen)) / DAY_MS) / 7;
  switch (batch) {
    case undefined: return [chosen];
    case BatchReservation.everyDay: return later;
    case BatchReservation.weekly: return later.filter((d) => weekdayOf(d) === weekday);
    case BatchReservation.everyTwoWeeks: return later.filter((d) => weekdayOf(d) === weekday && weeksFrom(d) % 2 === 0);
    case BatchReservation.weekdays: return later.filter((d) => weekdayOf(d) <= 5);
    case BatchReservation.weekends: return later.filter((d) => weekdayOf(d) >= 6);
    default: return [...new Set([chosen, ...(options.picked ?? [])])].sort();
  }
}
