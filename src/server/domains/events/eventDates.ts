import { Recurrence } from '../../../generated/enums.js';
import { weekdayOf } from '../../../shared/eventBatchDates.js';
import { addDays, daysBetween } from '../lessons/rescheduleDeadline.js';

/**
 * The days an event is held on (issue 21): the days of its reservation period that its recurrence (spec section 9's
 * codes) and weekdays choose, except the closed days. A frame (予約枠) is one of these days × one of its time slots.
 * Dates are 'YYYY-MM-DD' texts; weekdays are spec section 9's (Monday 1 … Sunday 7).
 */
export interface EventPattern {
  start_date: string;
  end_date: string;
  recurrence: number;
  interval_weeks: number;
  on_monday: boolean;
  on_tuesday: boolean;
  on_wednesday: boolean;
  on_thursday: boolean;
  on_friday: boolean;
  on_saturday: boolean;
  on_sunday: boolean;
}

/** The weekdays (1–7) an event's switches choose. */
export function chosenWeekdays(event: EventPattern): Set<number> {
  const flags = [event.on_monday, event.on_tuesday, event.on_wednesday, event.on_thursday, event.on_friday, event.on_saturday, event.on_sunday];
  return new Set(flags.flatMap((on, i) => (on ? [i + 1] : [])));
}

const mondayOf = (date: string) => addDays(date, 1 - weekdayOf(date));

/** The number of whole weeks from the period's first week (Monday to Sunday) to the date's week. */
function weekIndex(event: EventPattern, date: string): number {
  return Math.floor(daysBetween(mondayOf(event.start_date), mondayOf(date)) / 7);
}

/** Whether the recurrence holds on a date of the period (closed days aside). */
export function isEventDay(event: EventPattern, date: string, weekdays = chosenWeekdays(event)): boolean {
  if (date < event.start_date || date > event.end_date) return false;
  const weekday = weekdayOf(date);
  switch (event.recurrence) {
    case Recurrence.everyDay: return true;
    case Recurrence.weekdaysEveryWeek: return weekday <= 5;
    case Recurrence.everyTwoWeeks: return weekdays.has(weekday) && weekIndex(event, date) % 2 === 0;
    case Recurrence.tenWeeksLastSunday: return weekdays.has(weekday) && weekIndex(event, date) % 10 === 0;
    case Recurrence.custom: return weekdays.has(weekday) && weekIndex(event, date) % Math.max(1, event.interval_weeks) === 0;
    default: return weekdays.has(weekday);
  }
}

/** The event's days from `from` to `to` (both included), without the closed days. */
export function eventDates(event: EventPattern, options: { from: string; to: string; closed: ReadonlySet<string> }): string[] {
  const first = options.from > event.start_date ? options.from : event.start_date;
  const last = options.to < event.end_date ? options.to : event.end_date;
  const weekdays = chosenWeekdays(event);
  const out: string[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    if (!options.closed.has(date) && isEventDay(event, date, weekdays)) out.push(date);
  }
  return out;
}

export { batchDates, weekdayOf } from '../../../shared/eventBatchDates.js';
