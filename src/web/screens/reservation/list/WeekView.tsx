import type { Dayjs } from 'dayjs';
import { t, useIsMobile } from '../../../kit';
import { ClosedMark, DayHeading } from './DayHeading';
import { FrameCard } from './FrameCard';
import type { Frame, Holiday } from './frameTypes.js';
import { DAY, weekDays } from './periodDates.js';
import styles from './ReservationList.module.css';

/**
 * A week of frames, Sunday to Saturday. On a desk, seven columns of cards in time order; on a phone, the days one
 * under another, each with its cards across the width (a day without frames is one quiet line).
 */
export function WeekView(props: { date: Dayjs; frames: readonly Frame[]; holidays: readonly Holiday[]; onOpen: (frame: Frame) => void }) {
  const isMobile = useIsMobile();
  const days = weekDays(props.date).map((day) => {
    const date = day.format(DAY);
    return { day, date, frames: props.frames.filter((f) => f.frame_date === date), holidays: props.holidays.filter((h) => h.holiday_date === date) };
  });
  if (isMobile) {
    return (
      <ol className={styles.dayList}>
        {days.map(({ day, date, frames, holidays }) => (
          <li key={date} className={frames.length === 0 ? `${styles.dayRow} ${styles.dayRowEmpty}` : styles.dayRow}>
            <h3 className={styles.dayRowHead}>
              <DayHeading day={day} format={t('reservation.dayShort')} />
              {holidays.map((h) => <ClosedMark key={`${h.holiday_date}-${h.name}`} holiday={h} />)}
              {frames.length === 0 && holidays.length === 0 && <span className={styles.noFrame}>{t('reservation.noFrame')}</span>}
            </h3>
            {frames.length > 0 && (
              <div className={styles.dayCards}>
                {frames.map((f) => <FrameCard key={`${f.event_id}-${f.time_slot_id}`} frame={f} variant="row" onOpen={props.onOpen} />)}
              </div>
            )}
          </li>
        ))}
      </ol>
    );
  }
  return (
    <div className={styles.weekGrid}>
      {days.map(({ day, date, frames, holidays }) => (
        <section key={date} className={styles.weekColumn} aria-label={day.format(t('reservation.dayShort'))}>
          <h3 className={styles.weekHead}><DayHeading day={day} format={t('reservation.dayHeading')} /></h3>
          <div className={styles.weekCards}>
            {holidays.map((h) => <ClosedMark key={`${h.holiday_date}-${h.name}`} holiday={h} />)}
            {frames.map((f) => <FrameCard key={`${f.event_id}-${f.time_slot_id}`} frame={f} variant="column" onOpen={props.onOpen} />)}
            {frames.length === 0 && holidays.length === 0 && <span className={styles.noFrameColumn}>{t('reservation.noFrame')}</span>}
          </div>
        </section>
      ))}
    </div>
  );
}
