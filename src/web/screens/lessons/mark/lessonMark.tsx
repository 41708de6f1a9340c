import { BookOutlined, CheckCircleOutlined, ClockCircleOutlined, CloseCircleOutlined, RetweetOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { LessonStatus, LessonType } from '../../../../generated/enums.js';
import type { MessageKey } from '../../../kit';

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
