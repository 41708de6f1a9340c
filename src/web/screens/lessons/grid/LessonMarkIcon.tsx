import { t } from '../../../kit';
import { MARK_ICONS, markLabel, type LessonMark } from '../mark/lessonMark';
import styles from './LessonGrid.module.css';

/** The icon of a lesson's mark in its colour, named for screen readers. */
export function LessonMarkIcon({ mark }: { mark: LessonMark }) {
  return <span role="img" aria-label={t(markLabel(mark))} className={`${styles.markIcon} ${styles[`mark_${mark}`]}`}>{MARK_ICONS[mark]}</span>;
}
