import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import ical, { ICalEventStatus, ICalEventTransparency } from 'ical-generator';
import { constants } from '../../../generated/constants.js';
import { codeLabel, LessonStatus, LessonType } from '../../../generated/enums.js';
import type { MessageKey } from '../../../generated/messages.ja.js';
import { formatMessage } from '../../../shared/validationMessage.js';
import type { FeedHolder } from './calendarFeed.js';
import type { FeedLesson } from './calendarFeedLessons.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * A lesson that no longer takes place stays in the calendar with its mark (欠席, 振替申請中, 振替済み) and as free time:
 * phone calendars hide or strike out a CANCELLED event inconsistently, and a family wants to see that the absence
 * reached the school. The make-up lesson is an event of its own.
 */
const MARK: Readonly<Record<string, MessageKey>> = {
  [LessonStatus.absent]: 'lessonSchedule.feed.mark.absent',
  [LessonStatus.waiting]: 'lessonSchedule.feed.mark.waiting',
  [LessonStatus.approved]: 'lessonSchedule.feed.mark.approved',
};

/** A moment of a lesson (its date and a period's time) in the school's time zone, as an instant. */
const at = (date: string, time: string) => dayjs.tz(`${date} ${time}`, String(constants.mailTimeZone)).toDate();

function summaryOf(lesson: FeedLesson, options: { holder: FeedHolder; hasSeveralChildren: boolean }): string {
  const values = { subject: lesson.lesson_subject_name, seat: lesson.seat_name };
  // A teacher reads whom they teach (where the setting shows it); a guardian of several children, whose lesson it is.
  const name = options.holder.role === 'TEACHER' ? lesson.student_name : options.hasSeveralChildren ? lesson.child_first_name : '';
  const text = name ? formatMessage('lessonSchedule.feed.summaryWithName', { ...values, name }) : formatMessage('lessonSchedule.feed.summary', values);
  const mark = MARK[lesson.status];
  return mark ? `${text} ${formatMessage(mark)}` : text;
}

function descriptionOf(lesson: FeedLesson, holder: FeedHolder): string {
  const lines = [formatMessage('lessonSchedule.feed.periodLine', { period: lesson.period_name, start: lesson.start_time, end: lesson.end_time })];
  if (holder.role === 'PROTECTOR') lines.push(formatMessage('lessonSchedule.feed.teacherLine', { name: lesson.teacher_name || formatMessage('lessonSchedule.feed.teacher') }));
  else lines.push(formatMessage('lessonSchedule.feed.studentLine', { name: lesson.student_name || formatMessage('lessonSchedule.feed.student') }));
  if (lesson.lesson_type !== LessonType.regular) lines.push(formatMessage('lessonSchedule.feed.typeLine', { type: codeLabel('lesson_type', lesson.lesson_type) }));
  return lines.join('\n');
}

/**
 * Another entry of a holder's calendar than a lesson (a family's booking of an event, issue 21), written by its area:
 * its own UID key, times on the school's clock, and whether it still takes place (else free time, as a lesson's mark).
 */
export interface FeedEntry {
  key: string;
  date: string;
  start_time: string;
  end_time: string;
  summary: string;
  description: string;
  location: string;
  isTakingPlace: boolean;
  updated_at: Date;
}

/**
 * The iCalendar text of a holder's lessons (and other entries): one event per lesson, its UID stable (company, lesson
 * and the portal's host), times in UTC (no VTIMEZONE needed; Japan has no daylight saving).
 */
export function calendarText(options: { holder: FeedHolder; companyName: string; lessons: FeedLesson[]; entries?: FeedEntry[]; publicUrl: string }): string {
  const { holder, lessons } = options;
  const host = new URL(options.publicUrl).host;
  const hasSeveralChildren = new Set(lessons.map((l) => l.student_id)).size > 1;
  const calendar = ical({
    name: formatMessage('lessonSchedule.feed.calendarName', { school: options.companyName }),
    description: formatMessage('lessonSchedule.feed.calendarDescription'),
    prodId: { company: host, product: 'lessons', language: 'JA' },
    ttl: Number(constants.calendarFeedRefreshMinutes) * 60,
  });
  for (const lesson of lessons) {
    const isTakingPlace = lesson.status === LessonStatus.scheduled;
    calendar.createEvent({
      id: `lesson-${holder.companyId}-${lesson.id}@${host}`,
      start: at(lesson.lesson_date, lesson.start_time),
      end: at(lesson.lesson_date, lesson.end_time),
      summary: summaryOf(lesson, { holder, hasSeveralChildren }),
      description: descriptionOf(lesson, holder),
      location: lesson.schoolhouse_name,
      status: ICalEventStatus.CONFIRMED,
      transparency: isTakingPlace ? ICalEventTransparency.OPAQUE : ICalEventTransparency.TRANSPARENT,
      lastModified: lesson.updated_at,
    });
  }
  for (const entry of options.entries ?? []) {
    calendar.createEvent({
      id: `${entry.key}-${holder.companyId}@${host}`,
      start: at(entry.date, entry.start_time),
      end: at(entry.date, entry.end_time),
      summary: entry.summary,
      description: entry.description,
      location: entry.location,
      status: ICalEventStatus.CONFIRMED,
      transparency: entry.isTakingPlace ? ICalEventTransparency.OPAQUE : ICalEventTransparency.TRANSPARENT,
      lastModified: entry.updated_at,
    });
  }
  return calendar.toString();
}
