import dayjs, { type Dayjs } from 'dayjs';

/** One event of a calendar: a lesson, a booking, a closed day. */
export interface CalendarEvent {
  id: string | number;
  title: string;
  /** 2026-12-24 (a whole day) or an ISO date-time with its offset (2026-12-24T18:00:00+09:00). */
  start: string;
  /** The end of a timed event (default: one hour after its start); the last day of a several-day event. */
  end?: string;
  /** A colour of the event's mark (#RRGGBB), e.g. a lesson subject's. */
  color?: string;
}

/** The views of a calendar: a month grid, a week or a day of hours. */
export type CalendarView = 'month' | 'week' | 'day';

const DAY = 'YYYY-MM-DD';

/** Whether the event lasts whole days (its start has no time). */
export function isAllDay(event: CalendarEvent): boolean {
  return !event.start.includes('T');
}

/** When a timed event ends: its end, or an hour after its start. */
export function endOf(event: CalendarEvent): Dayjs {
  return event.end ? dayjs(event.end) : dayjs(event.start).add(1, 'hour');
}

/** Whether the event is on a day (a several-day event on each of its days), by the day's date YYYY-MM-DD. */
export function isOnDay(event: CalendarEvent, day: Dayjs): boolean {
  const date = day.format(DAY);
  const first = dayjs(event.start).format(DAY);
  const last = isAllDay(event) ? (event.end ?? event.start).slice(0, 10) : endOf(event).subtract(1, 'minute').format(DAY);
  return first <= date && date <= last;
}

/** The events of a day, whole-day events first, then by start. */
export function eventsOn(events: readonly CalendarEvent[], day: Dayjs): CalendarEvent[] {
  return events.filter((e) => isOnDay(e, day)).sort((a, b) => Number(!isAllDay(a)) - Number(!isAllDay(b)) || dayjs(a.start).valueOf() - dayjs(b.start).valueOf());
}

/** The days a week or day view shows: the week from Sunday (as a Japanese wall calendar), or the one day. */
export function daysOf(view: Exclude<CalendarView, 'month'>, date: Dayjs): Dayjs[] {
  if (view === 'day') return [date.startOf('day')];
  const sunday = date.startOf('day').subtract(date.day(), 'day');
  return Array.from({ length: 7 }, (_, i) => sunday.add(i, 'day'));
}

/** The date one step before or after in a view: a month, a week or a day. */
export function stepOf(view: CalendarView, date: Dayjs, direction: 1 | -1): Dayjs {
  return date.add(direction, view);
}

/** A timed event placed in its day's column: its top and height in hours from the first hour, and its lane. */
export interface PlacedEvent {
  event: CalendarEvent;
  /** Hours from the column's first hour to the start (clipped to the column). */
  top: number;
  /** Hours it lasts within the column. */
  height: number;
  /** Side-by-side place among the events it overlaps, and how many lanes they need. */
  lane: number;
  lanes: number;
}

/**
 * The timed events of a day laid out in a column of hours [firstHour, lastHour): overlapping events side by side, each
 * in the first lane free at its start (as a paper timetable would draw them).
 */
export function placeTimedEvents(options: { events: readonly CalendarEvent[]; day: Dayjs; firstHour: number; lastHour: number }): PlacedEvent[] {
  const { day, firstHour, lastHour } = options;
  const from = day.startOf('day').add(firstHour, 'hour');
  const to = day.startOf('day').add(lastHour, 'hour');
  const timed = options.events.filter((e) => !isAllDay(e) && dayjs(e.start).isBefore(to) && endOf(e).isAfter(from))
    .sort((a, b) => dayjs(a.start).valueOf() - dayjs(b.start).valueOf());
  const placed: PlacedEvent[] = [];
  let group: PlacedEvent[] = [];
  let groupEnd = from;
  const laneEnds: Dayjs[] = [];
  const closeGroup = () => {
    const lanes = Math.max(1, ...group.map((p) => p.lane + 1));
    group.forEach((p) => { p.lanes = lanes; });
    group = [];
    laneEnds.length = 0;
  };
  for (const event of timed) {
    const start = dayjs(event.start).isBefore(from) ? from : dayjs(event.start);
    const end = endOf(event).isAfter(to) ? to : endOf(event);
    if (group.length > 0 && !start.isBefore(groupEnd)) closeGroup();
    let lane = laneEnds.findIndex((laneEnd) => !start.isBefore(laneEnd));
    if (lane < 0) lane = laneEnds.length;
    laneEnds[lane] = end;
    const item = { event, top: start.diff(from, 'minute') / 60, height: Math.max(end.diff(start, 'minute') / 60, 0.25), lane, lanes: 1 };
    group.push(item);
    placed.push(item);
    if (end.isAfter(groupEnd)) groupEnd = end;
  }
  closeGroup();
  return placed;
}
