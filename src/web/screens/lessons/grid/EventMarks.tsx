import { CalendarOutlined } from '@ant-design/icons';
import { codeLabel, SeatMarker } from '../../../../generated/enums.js';
import { t } from '../../../kit';
import type { GridData } from './gridTypes.js';
import styles from './LessonGrid.module.css';

type GridEvent = GridData['events'][number];

/** The marker's name (spec section 4's seat marker イベント). */
export const eventMarkLabel = (): string => codeLabel('seat_marker', SeatMarker.eventIcon);

const lineOf = (e: GridEvent) => t('lessonGrid.events.line', {
  start: e.start_time, end: e.end_time, name: e.event_name, space: e.space_name, reserved: e.reserved_count, capacity: e.capacity,
});

/** A week's day heading: the event marker and how many frames of events the day has, their lines in the title. */
export function WeekEventMark({ events }: { events: readonly GridEvent[] }) {
  if (events.length === 0) return null;
  return (
    <div className={styles.eventMark} title={events.map(lineOf).join('\n')}>
      <CalendarOutlined aria-hidden /> {eventMarkLabel()} {t('lessonGrid.events.weekCount', { count: events.length })}
    </div>
  );
}

/** A day's events above its grid: the marker and one line a frame (time, event, space, bookings). */
export function DayEventMarks({ events }: { events: readonly GridEvent[] }) {
  if (events.length === 0) return null;
  return (
    <section className={styles.dayEvents} aria-label={t('lessonGrid.events.dayHeading')}>
      <strong><CalendarOutlined aria-hidden /> {t('lessonGrid.events.dayHeading')}</strong>
      <ul>{events.map((e) => <li key={`${e.event_id}-${e.start_time}`}>{lineOf(e)}</li>)}</ul>
    </section>
  );
}
