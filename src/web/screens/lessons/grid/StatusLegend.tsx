import { CalendarOutlined } from '@ant-design/icons';
import { t } from '../../../kit';
import { eventMarkLabel } from './EventMarks';
import { LessonMarkIcon } from '../mark/lessonMark';
import { LESSON_MARKS, markLabel } from './lessonStatus.js';
import styles from './LessonGrid.module.css';

/** What the grid's marks mean (授業, 振替授業, 欠席, 振替申請中, 振替済み, 休校日's shade, イベント), and that lessons are dragged. */
export function StatusLegend() {
  return (
    <div aria-label={t('lessonGrid.legend')} role="list" className={styles.legend}>
      {LESSON_MARKS.map((mark) => (
        <span key={mark} role="listitem" className={styles.legendItem}><LessonMarkIcon mark={mark} compact /> {t(markLabel(mark))}</span>
      ))}
      <span role="listitem" className={styles.legendItem}><span className={styles.legendClosed} /> {t('lessonGrid.closedDay')}</span>
      <span role="listitem" className={styles.legendItem}><CalendarOutlined aria-hidden className={styles.legendEvent} /> {eventMarkLabel()}</span>
      <span role="listitem" className={styles.legendHint}>{t('lessonGrid.dragHint')}</span>
    </div>
  );
}
