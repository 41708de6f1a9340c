import { LessonStatus, LessonType } from '../../../../generated/enums.js';
import type { MessageKey } from '../../../kit';
import type { ScheduleLesson } from './scheduleTypes.js';

/**
 * The seat icon of a lesson (spec: lesson, absent, transfer requested): 授業, 欠席, 振替申請中 (absent, a make-up asked
 * for), 振替済み (absent, moved to a make-up) and 振替授業 (the make-up lesson itself, lesson type 3).
 */
export type LessonMark = 'scheduled' | 'makeup' | 'absent' | 'waiting' | 'approved';

export const LESSON_MARKS: readonly LessonMark[] = ['scheduled', 'makeup', 'absent', 'waiting', 'approved'];

export function markOf(lesson: Pick<ScheduleLesson, 'status' | 'lesson_type'>): LessonMark {
  if (lesson.status === LessonStatus.absent) return 'absent';
  if (lesson.status === LessonStatus.waiting) return 'waiting';
  if (lesson.status === LessonStatus.approved) return 'approved';
  return lesson.lesson_type === LessonType.makeup ? 'makeup' : 'scheduled';
}

export const markLabel = (mark: LessonMark): MessageKey => `lessonSchedule.mark.${mark}`;

/** The colour of a mark (its icon, its dot in the month): taking place in the portal's colours, the others muted. */
export const MARK_COLORS: Readonly<Record<LessonMark, string>> = {
  scheduled: '#c2410c',
  makeup: '#0958d9',
  absent: '#8c8c8c',
  waiting: '#d46b08',
  approved: '#389e0d',
};
