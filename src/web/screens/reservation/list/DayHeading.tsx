import dayjs, { type Dayjs } from 'dayjs';
import { t } from '../../../kit';
import type { Holiday } from './frameTypes.js';
import { CLOSED_COLORS } from './slotStates.js';
import styles from './ReservationList.module.css';

/** The colour class of a day's heading: today, Sunday (red) or Saturday (blue). */
export function dayClass(day: Dayjs): string {
  if (day.day() === 0) return styles.sunday!;
  if (day.day() === 6) return styles.saturday!;
  return '';
}

/** 休校日（年末年始休業）: a closed day's mark. */
export function ClosedMark({ holiday }: { holiday: Holiday }) {
  return (
    <span className={styles.closedMark} style={{ color: CLOSED_COLORS.text, background: CLOSED_COLORS.background }}>
      {holiday.name ? t('reservation.closedDayNamed', { name: holiday.name }) : t('reservation.closedDay')}
    </span>
  );
}

/** A day's heading: 12/1（火） with 今日 on today. */
export function DayHeading({ day, format }: { day: Dayjs; format: string }) {
  const isToday = day.isSame(dayjs(), 'day');
  return (
    <span className={`${styles.dayHeading} ${dayClass(day)}`}>
      {day.format(format)}
      {isToday && <span className={styles.todayMark}>{t('reservation.todayMark')}</span>}
    </span>
  );
}
