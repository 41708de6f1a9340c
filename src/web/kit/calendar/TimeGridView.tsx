import dayjs, { type Dayjs } from 'dayjs';
import { t } from '../../i18n/i18n.js';
import { daysOf, eventsOn, isAllDay, placeTimedEvents, type CalendarEvent } from './calendarEvents.js';
import { EventButton } from './EventButton';
import styles from './EventCalendar.module.css';

function dayClass(day: Dayjs): string | undefined {
  if (day.isSame(dayjs(), 'day')) return styles.today;
  if (day.day() === 0) return styles.sunday;
  if (day.day() === 6) return styles.saturday;
  return undefined;
}

/**
 * A week (Sunday to Saturday) or a day of hours: a row of whole-day events, then a column per day where each timed
 * event stands at its time, overlapping ones side by side. A click on a day's heading or an empty hour picks the day.
 */
export function TimeGridView(props: {
  view: 'week' | 'day';
  date: Dayjs;
  events: readonly CalendarEvent[];
  hours: readonly [number, number];
  onDay: (day: Dayjs) => void;
  onEventClick?: (event: CalendarEvent) => void;
}) {
  const [firstHour, lastHour] = props.hours;
  const days = daysOf(props.view, props.date);
  const hourCount = lastHour - firstHour;
  return (
    <div className={styles.timeGrid} style={{ ['--days' as string]: days.length }} role="group" aria-label={t('kit.calendar.label')}>
      <div className={styles.corner} />
      {days.map((day) => (
        <div key={`h${day.format('YYYYMMDD')}`} className={styles.heading}>
          <button type="button" className={`${styles.headingButton} ${dayClass(day) ?? ''}`} onClick={() => props.onDay(day)}>
            {day.format(t('kit.calendar.dayHeading'))}
          </button>
        </div>
      ))}
      <div className={styles.allDayLabel}>{t('kit.calendar.allDay')}</div>
      {days.map((day) => (
        <div key={`a${day.format('YYYYMMDD')}`} className={styles.allDay}>
          {eventsOn(props.events, day).filter(isAllDay).map((e) => <EventButton key={e.id} event={e} variant="line" onClick={props.onEventClick} />)}
        </div>
      ))}
      <div className={styles.hours}>
        {Array.from({ length: hourCount }, (_, i) => (
          <div key={i} className={styles.hourLabel}>{dayjs().hour(firstHour + i).format(t('kit.calendar.hour'))}</div>
        ))}
      </div>
      {days.map((day) => (
        <div
          key={`c${day.format('YYYYMMDD')}`}
          className={styles.column}
          style={{ height: `calc(var(--hour) * ${hourCount})` }}
          onClick={() => props.onDay(day)}
        >
          {placeTimedEvents({ events: props.events, day, firstHour, lastHour }).map((p) => (
            <EventButton
              key={p.event.id}
              event={p.event}
              variant="block"
              onClick={props.onEventClick}
              style={{
                top: `calc(var(--hour) * ${p.top})`,
                height: `calc(var(--hour) * ${p.height})`,
                left: `${(p.lane / p.lanes) * 100}%`,
                width: `${100 / p.lanes}%`,
              }}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
