import { t } from '../../../kit';
import type { GridPeriod } from './gridTypes.js';
import styles from './LessonGrid.module.css';

/** A period's column heading: 1限, and 15:00–16:20 under it. */
export function PeriodHeading({ period }: { period: GridPeriod }) {
  return (
    <div>
      <div>{period.name}</div>
      <div className={styles.periodTime}>{t('lessonGrid.periodTime', { from: period.start_time.slice(0, 5), to: period.end_time.slice(0, 5) })}</div>
    </div>
  );
}
