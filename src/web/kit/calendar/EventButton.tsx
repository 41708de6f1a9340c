import dayjs from 'dayjs';
import type { CSSProperties } from 'react';
import { t } from '../../i18n/i18n.js';
import { endOf, isAllDay, type CalendarEvent } from './calendarEvents.js';
import styles from './EventCalendar.module.css';

/** The time of an event as a line shows it: 終日, or 18:00〜19:30. */
export function eventTime(event: CalendarEvent): string {
  if (isAllDay(event)) return t('kit.calendar.allDay');
  return t('kit.calendar.eventTime', { from: dayjs(event.start).format('HH:mm'), to: endOf(event).format('HH:mm') });
}

/** One event as a button: its colour mark, start time and title; a click tells the screen (and not the day under it). */
export function EventButton(props: { event: CalendarEvent; variant: 'line' | 'block'; style?: CSSProperties; onClick?: (event: CalendarEvent) => void }) {
  const { event } = props;
  const time = isAllDay(event) ? '' : dayjs(event.start).format('HH:mm');
  const color = event.color ?? '#c2410c';
  return (
    <button
      type="button"
      className={props.variant === 'line' ? styles.event : styles.timed}
      style={props.variant === 'block' ? { ...props.style, borderLeftColor: color } : props.style}
      aria-label={t('kit.calendar.eventLabel', { time: eventTime(event), title: event.title })}
      title={`${eventTime(event)} ${event.title}`}
      onClick={(e) => {
        e.stopPropagation();
        props.onClick?.(event);
      }}
    >
      {props.variant === 'line' && <span className={styles.dot} style={{ background: color }} aria-hidden />}
      <span className={styles.eventText}>{time ? `${time} ${event.title}` : event.title}</span>
    </button>
  );
}
