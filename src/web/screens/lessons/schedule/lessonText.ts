import { t } from '../../../kit';
import { dayText, timeText } from './scheduleDates.js';
import type { ScheduleLesson } from './scheduleTypes.js';

/** A lesson in one line, as the dialogs name it: 2026年12月24日(木) 3限（18:00〜19:20）中学数学. */
export function lessonText(lesson: Pick<ScheduleLesson, 'lesson_date' | 'period_name' | 'start_time' | 'end_time' | 'lesson_subject_name'>): string {
  return t('lessonSchedule.lessonLine', {
    date: dayText(lesson.lesson_date), period: lesson.period_name, time: timeText(lesson.start_time, lesson.end_time), subject: lesson.lesson_subject_name,
  });
}
