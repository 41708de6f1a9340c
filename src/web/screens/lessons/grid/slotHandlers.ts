import type { DragEvent } from 'react';
import { LESSON_DRAG_TYPE, type LessonActions } from './LessonChip';
import type { GridLesson, Slot } from './gridTypes.js';
import { takesSeat } from './lessonStatus.js';

/** What the day and week grids ask of the screen for each slot. */
export interface SlotHandlers extends LessonActions {
  lessonsAt: (slot: Slot) => readonly GridLesson[];
  /** An empty slot was chosen: place a lesson there. */
  onPlace: (slot: Slot) => void;
  /** A lesson was dropped on a slot: move it there. */
  onDropLesson: (slot: Slot, lessonId: number) => void;
}

/** Whether a slot is free for a lesson (absent lessons and those moved to a make-up leave their seat). */
export const isFree = (lessons: readonly GridLesson[]): boolean => !lessons.some(takesSeat);

/** Whether a drag carries a lesson of the grid. */
export const carriesLesson = (event: DragEvent): boolean => event.dataTransfer.types.includes(LESSON_DRAG_TYPE);

/** The id of the lesson a drop carries, if any. */
export function droppedLessonId(event: DragEvent): number | undefined {
  const id = Number(event.dataTransfer.getData(LESSON_DRAG_TYPE));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
