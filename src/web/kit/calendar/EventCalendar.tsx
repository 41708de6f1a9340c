import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { CalendarToolbar } from './CalendarToolbar';
import { daysOf, stepOf, type CalendarEvent, type CalendarView } from './calendarEvents.js';
import { MonthView } from './MonthView';
import { TimeGridView } from './TimeGridView';

const DAY = 'YYYY-MM-DD';

/** Props of the kit's calendar. */
export interface EventCalendarProps {
  events: readonly CalendarEvent[];
  /** The view shown first (default: the month). */
  defaultView?: CalendarView;
  /** The date shown first, YYYY-MM-DD (default: today). */
  defaultDate?: string;
  /** The views offered (default: month, week and day). */
  views?: readonly CalendarView[];
  /** The hours of the week and day views, [first, last) (default: 8 to 22, a cram school's day). */
  hours?: readonly [number, number];
  /** A day was clicked (a date cell, a day's heading, an empty hour): its date YYYY-MM-DD. */
  onDayClick?: (date: string) => void;
  onEventClick?: (event: CalendarEvent) => void;
  /** The days shown changed (load their events): the first and last day, YYYY-MM-DD, and the view. */
  onRangeChange?: (range: { from: string; to: string; view: CalendarView }) => void;
}

/**
 * The first and last day a view shows. A month: antd's Calendar always draws six weeks from the Sunday of the month's
 * first week, so the range is those 42 days (a month that ends early shows the next month's days in its last rows).
 */
function rangeOf(view: CalendarView, date: Dayjs): { from: string; to: string } {
  if (view !== 'month') {
    const days = daysOf(view, date);
    return { from: days[0]!.format(DAY), to: days.at(-1)!.format(DAY) };
  }
  const first = date.startOf('month');
  const sunday = first.subtract(first.day(), 'day');
  return { from: sunday.format(DAY), to: sunday.add(6 * 7 - 1, 'day').format(DAY) };
}

/**
 * A calendar for custom screens (bookings, lessons, closed days): a month (antd's Calendar, 日 月 火 … and 2026年12月),
 * a week or a day of hours, with 前へ, 今日 and 次へ. Events come from the screen (by date, or date and time); a click
 * on a day or an event is handed back.
 */
export function EventCalendar(props: EventCalendarProps) {
  const views = props.views ?? ['month', 'week', 'day'];
  const [view, setView] = useState<CalendarView>(props.defaultView ?? views[0] ?? 'month');
  const [date, setDate] = useState<Dayjs>(() => (props.defaultDate ? dayjs(props.defaultDate) : dayjs()).startOf('day'));
  const { from, to } = rangeOf(view, date);
  const { onRangeChange } = props;
  useEffect(() => onRangeChange?.({ from, to, view }), [from, to, view, onRangeChange]);
  const pickDay = (day: Dayjs) => {
    setDate(day);
    props.onDayClick?.(day.format(DAY));
  };
  const openDay = (day: Dayjs) => {
    setDate(day);
    setView('day');
  };
  return (
    <section>
      <CalendarToolbar
        view={view}
        date={date}
        views={views}
        onStep={(direction) => setDate(stepOf(view, date, direction))}
        onToday={() => setDate(dayjs().startOf('day'))}
        onView={setView}
      />
      {view === 'month'
        ? <MonthView date={date} events={props.events} onDay={pickDay} onMore={openDay} onEventClick={props.onEventClick} />
        : <TimeGridView view={view} date={date} events={props.events} hours={props.hours ?? [8, 22]} onDay={pickDay} onEventClick={props.onEventClick} />}
    </section>
  );
}
