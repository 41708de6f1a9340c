import { BookOutlined, CheckCircleOutlined, ClockCircleOutlined, CloseCircleOutlined, RetweetOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { LessonStatus, LessonType } from '../../../../generated/enums.js';
import { t, type MessageKey } from '../../../kit';

/**
 * The seat icon of a lesson (spec: lesson, absent, transfer requested), one for the family's schedule and the staff's
 * grid: 授業, 欠席, 振替申請中 (absent, a make-up asked for), 振替済み (absent, moved to a make-up) and 振替授業 (the
 * make-up lesson itself, lesson type 3).
 */
export type LessonMark = 'scheduled' | 'makeup' | 'absent' | 'waiting' | 'approved';

export const LESSON_MARKS: readonly LessonMark[] = ['scheduled', 'makeup', 'absent', 'waiting', 'approved'];

export function markOf(lesson: { status: string; lesson_type: number }): LessonMark {
  if (lesson.status === LessonStatus.absent) return 'absent';
  if (lesson.status === LessonStatus.waiting) return 'waiting';
  if (lesson.status === LessonStatus.approved) return 'approved';
  return lesson.lesson_type === LessonType.makeup ? 'makeup' : 'scheduled';
}

export const markLabel = (mark: LessonMark): MessageKey => `lessonSchedule.mark.${mark}`;

/** The icon of each mark. */
export const MARK_ICONS: Readonly<Record<LessonMark, ReactNode>> = {
  scheduled: <BookOutlined />,
  makeup: <RetweetOutlined />,
  absent: <CloseCircleOutlined />,
  waiting: <ClockCircleOutlined />,
  approved: <CheckCircleOutlined />,
};

/**
 * The colour of each mark, the same on the family's schedule and the staff's grid (its icon, its word, its dot in the
 * month): dark enough to read on white.
 */
export const MARK_COLORS: Readonly<Record<LessonMark, string>> = {
  scheduled: '#0958d9',
  makeup: '#237804',
  absent: '#a8071a',
  waiting: '#ad4e00',
  approved: '#595959',
};

/**
 * A lesson's seat icon in its colour, with its word beside it (授業, 欠席 …) or named for screen readers only; compact
 * in a grid's chip.
 */
export function LessonMarkIcon({ mark, withLabel, compact }: { mark: LessonMark; withLabel?: boolean; compact?: boolean }) {
  const label = t(markLabel(mark));
  return (
    <span style={{ color: MARK_COLORS[mark], display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}>
      <span role="img" aria-label={withLabel ? undefined : label} aria-hidden={withLabel ? true : undefined}
        style={{ fontSize: compact ? 13 : 18, lineHeight: 1, display: 'inline-flex' }}>{MARK_ICONS[mark]}</span>
      {withLabel && <span style={{ fontSize: 13, fontWeight: 600 }}>{label}</span>}
    </span>
  );
}
