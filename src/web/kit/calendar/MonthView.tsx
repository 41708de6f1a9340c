import { Calendar } from 'antd';
import type { Dayjs } from 'dayjs';
import { t } from '../../i18n/i18n.js';
import { eventsOn, type CalendarEvent } from './calendarEvents.js';
import { EventButton } from './EventButton';
import styles from './EventCalendar.module.css';

/** Events a day cell of the month lists before 「他N件」. */
const SHOWN_PER_DAY = 3;

/** A month as antd's Calendar draws it (日 月 火 … in Japanese), each day with its first events and 「他N件」. */
export function MonthView(props: {
  date: Dayjs;
  events: readonly CalendarEvent[];
  onDay: (day: Dayjs) => void;
  onMore: (day: Dayjs) => void;
  onEventClick?: (event: CalendarEvent) => void;
}) {
  return (
    <Calendar
      className={styles.month}
      value={props.date}
      mode="month"
      headerRender={() => null}
      onSelect={(day, info) => {
        if (info.source === 'date') props.onDay(day);
      }}
      cellRender={(day, info) => {
        if (info.type !== 'date') return info.originNode;
        const events = eventsOn(props.events, day as Dayjs);
        if (events.length === 0) return null;
        const hidden = events.length - SHOWN_PER_DAY;
        return (
          <div className={styles.dayEvents}>
            {events.slice(0, SHOWN_PER_DAY).map((e) => <EventButton key={e.id} event={e} variant="line" onClick={props.onEventClick} />)}
            {hidden > 0 && (
              <button type="button" className={styles.more} onClick={(e) => { e.stopPropagation(); props.onMore(day as Dayjs); }}>
                {t('kit.calendar.more', { count: hidden })}
              </button>
            )}
          </div>
        );
      }}
    />
  );
}
