import { Recurrence } from '../../../generated/enums.js';

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

/**
 * Days as whole numbers (days since 1970-01-01, a Thursday): the calendar of a month is walked with additions, and a
 * date text is written only for a day the event is held on (a guardian's month reads 40 events).
 */
const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
const dateText = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** Spec section 9's weekday (Monday 1 … Sunday 7) of a day number. */
const weekdayOfDay = (day: number) => ((day + 3) % 7 + 7) % 7 + 1;

/** The test of one event's days, its weeks counted from the Monday of its period's first week. */
function dayTest(event: EventPattern, weekdays = chosenWeekdays(event)): (day: number) => boolean {
  const start = dayNumber(event.start_date);
  const firstMonday = start - (weekdayOfDay(start) - 1);
  const everyNthWeek = (n: number) => (day: number) => weekdays.has(weekdayOfDay(day)) && Math.floor((day - firstMonday) / 7) % n === 0;
  switch (event.recurrence) {
    case Recurrence.everyDay: return () => true;
    case Recurrence.weekdaysEveryWeek: return (day) => weekdayOfDay(day) <= 5;
    case Recurrence.everyTwoWeeks: return everyNthWeek(2);
    case Recurrence.tenWeeksLastSunday: return everyNthWeek(10);
    case Recurrence.custom: return everyNthWeek(Math.max(1, event.interval_weeks));
    default: return (day) => weekdays.has(weekdayOfDay(day));
  }
}

/** Whether the recurrence holds on a date of the period (closed days aside). */
export function isEventDay(event: EventPattern, date: string, weekdays = chosenWeekdays(event)): boolean {
  if (date < event.start_date || date > event.end_date) return false;
  return dayTest(event, weekdays)(dayNumber(date));
}

/** The event's days from `from` to `to` (both included), without the closed days. */
export function eventDates(event: EventPattern, options: { from: string; to: string; closed: ReadonlySet<string> }): string[] {
  const first = options.from > event.start_date ? options.from : event.start_date;
  const last = options.to < event.end_date ? options.to : event.end_date;
  if (first > last) return [];
  const holds = dayTest(event);
  const out: string[] = [];
  for (let day = dayNumber(first), end = dayNumber(last); day <= end; day++) {
    if (!holds(day)) continue;
    const date = dateText(day);
    if (!options.closed.has(date)) out.push(date);
  }
  return out;
}

export { batchDates, weekdayOf } from '../../../shared/eventBatchDates.js';
