import type { LessonMark } from '../mark/lessonMark';

export { LESSON_MARKS, markLabel, markOf, type LessonMark } from '../mark/lessonMark';

/** The colour of a mark (its icon, its dot in the month): taking place in the portal's colours, the others muted. */
export const MARK_COLORS: Readonly<Record<LessonMark, string>> = {
  scheduled: '#c2410c',
  makeup: '#0958d9',
  absent: '#8c8c8c',
  waiting: '#d46b08',
  approved: '#389e0d',
};
