import { LessonStatus } from '../../../../generated/enums.js';
import type { GridLesson } from './gridTypes.js';

export { LESSON_MARKS, markLabel, markOf, type LessonMark } from '../mark/lessonMark';

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
