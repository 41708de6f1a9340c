import dayjs from 'dayjs';
import { t } from '../../../kit';
import { ClosedMark } from './DayHeading';
import { FrameCard } from './FrameCard';
import { dayShortText } from './frameText.js';
import type { Frame, Holiday } from './frameTypes.js';
import styles from './ReservationList.module.css';

/** The frames of the day picked in the month, under it: 12月1日(火)の予約枠 and their cards. */
export function DayFrames(props: { date: string; frames: readonly Frame[]; holidays: readonly Holiday[]; onOpen: (frame: Frame) => void }) {
  const frames = props.frames.filter((f) => f.frame_date === props.date);
  const holidays = props.holidays.filter((h) => h.holiday_date === props.date);
  return (
    <section className={styles.dayFrames} aria-live="polite">
      <h3 className={styles.dayFramesTitle}>
        {t('reservation.dayFrames', { date: dayShortText(props.date) })}
        {dayjs(props.date).isSame(dayjs(), 'day') && <span className={styles.todayMark}>{t('reservation.todayMark')}</span>}
      </h3>
      {holidays.map((h) => <ClosedMark key={`${h.holiday_date}-${h.name}`} holiday={h} />)}
      {frames.length === 0 && holidays.length === 0 && <p className={styles.noFrame}>{t('reservation.noFrame')}</p>}
      {frames.length > 0 && (
        <div className={styles.dayCards}>
          {frames.map((f) => <FrameCard key={`${f.event_id}-${f.time_slot_id}`} frame={f} variant="row" onOpen={props.onOpen} />)}
        </div>
      )}
    </section>
  );
}
