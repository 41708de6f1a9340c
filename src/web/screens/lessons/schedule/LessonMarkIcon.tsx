import { BookOutlined, CheckCircleOutlined, ClockCircleOutlined, CloseCircleOutlined, RetweetOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { t } from '../../../kit';
import { MARK_COLORS, markLabel, type LessonMark } from './lessonMark.js';

const ICONS: Record<LessonMark, ReactNode> = {
  scheduled: <BookOutlined />,
  makeup: <RetweetOutlined />,
  absent: <CloseCircleOutlined />,
  waiting: <ClockCircleOutlined />,
  approved: <CheckCircleOutlined />,
};

/** A lesson's seat icon in its colour, with its word beside it (授業, 欠席 …) or named for screen readers only. */
export function LessonMarkIcon({ mark, withLabel }: { mark: LessonMark; withLabel?: boolean }) {
  const label = t(markLabel(mark));
  return (
    <span style={{ color: MARK_COLORS[mark], display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}>
      <span role="img" aria-label={withLabel ? undefined : label} aria-hidden={withLabel ? true : undefined} style={{ fontSize: 18, lineHeight: 1 }}>{ICONS[mark]}</span>
      {withLabel && <span style={{ fontSize: 13, fontWeight: 600 }}>{label}</span>}
    </span>
  );
}
