import { LessonStatus, LessonType } from '../../../../generated/enums.js';
import type { MessageKey } from '../../../kit';
import type { GridLesson } from './gridTypes.js';

/**
 * How the grid marks a lesson (spec: seat icons lesson, absent, transfer requested): 授業, 欠席, 振替申請中 (absent, a
 * make-up asked for), 振替済み (absent, the make-up placed) and 振替授業 (the make-up lesson itself, lesson type 3).
 */
export type LessonMark = 'scheduled' | 'absent' | 'waiting' | 'approved' | 'makeup';

export const LESSON_MARKS: readonly LessonMark[] = ['scheduled', 'makeup', 'absent', 'waiting', 'approved'];

export function markOf(lesson: Pick<GridLesson, 'status' | 'lesson_type'>): LessonMark {
  if (lesson.status === LessonStatus.absent) return 'absent';
  if (lesson.status === LessonStatus.waiting) return 'waiting';
  if (lesson.status === LessonStatus.approved) return 'approved';
  return lesson.lesson_type === LessonType.makeup ? 'makeup' : 'scheduled';
}

export const markLabel = (mark: LessonMark): MessageKey => `lessonGrid.status.${mark}`;

/**
 * A lesson that takes its seat (the database's partial unique indexes skip absent, waiting and approved lessons): it
 * can be moved, and no other lesson can be placed beside it.
 */
export function takesSeat(lesson: Pick<GridLesson, 'status'>): boolean {
  return lesson.status === LessonStatus.scheduled;
}

/** A lesson staff may take back (one tied to a make-up request stays: the request refers to it). */
export function canCancel(lesson: Pick<GridLesson, 'status'>): boolean {
  return lesson.status === LessonStatus.scheduled || lesson.status === LessonStatus.absent;
}
