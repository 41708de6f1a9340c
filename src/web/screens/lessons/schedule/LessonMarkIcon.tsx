import { t } from '../../../kit';
import { MARK_ICONS, markLabel, type LessonMark } from '../mark/lessonMark';
import { MARK_COLORS } from './lessonMark.js';

/** A lesson's seat icon in its colour, with its word beside it (授業, 欠席 …) or named for screen readers only. */
export function LessonMarkIcon({ mark, withLabel }: { mark: LessonMark; withLabel?: boolean }) {
  const label = t(markLabel(mark));
  return (
    <span style={{ color: MARK_COLORS[mark], display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}>
      <span role="img" aria-label={withLabel ? undefined : label} aria-hidden={withLabel ? true : undefined} style={{ fontSize: 18, lineHeight: 1 }}>{MARK_ICONS[mark]}</span>
      {withLabel && <span style={{ fontSize: 13, fontWeight: 600 }}>{label}</span>}
    </span>
  );
}
