import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { constants } from '../../../generated/constants.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The school's clock and the make-up deadline (issue 19). Lessons are dated and timed as the school reads them
 * (constants.mailTimeZone, Asia/Tokyo, whatever the server's own zone): a lesson has started once its date and its
 * period's start time have come there. Dates are 'YYYY-MM-DD' texts, compared as texts.
 */

/** Now, as the school reads it. */
export interface SchoolClock {
  /** Today's date. */
  today: string;
  /** The first day a make-up may take place. */
  tomorrow: string;
  /** Date and time, 'YYYY-MM-DD HH:mm:ss': compared with a lesson's date and start time. */
  now: string;
}

/** The school's clock at a moment (now by default). */
export function schoolClock(at: Date = new Date()): SchoolClock {
  const local = dayjs(at).tz(String(constants.mailTimeZone));
  return { today: local.format('YYYY-MM-DD'), tomorrow: local.add(1, 'day').format('YYYY-MM-DD'), now: local.format('YYYY-MM-DD HH:mm:ss') };
}

const DAY_MS = 86_400_000;
const utcMs = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** The date `days` after a date (before it when negative). */
export function addDays(date: string, days: number): string {
  return new Date(utcMs(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one date to another (negative when `to` is before `from`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMs(to) - utcMs(from)) / DAY_MS);
}

/** True once a lesson (its date and its period's start time, 'HH:mm:ss') has started on the school's clock. */
export function hasStarted(lesson: { lesson_date: string; start_time: string }, clock: SchoolClock): boolean {
  return `${lesson.lesson_date} ${lesson.start_time}` <= clock.now;
}

/**
 * The last day a make-up of an absent lesson may take place: the lesson's date plus the schoolhouse's
 * RESCHEDULE_DEADLINE_DAYS (振替の期限).
 */
export function rescheduleDeadline(lessonDate: string, deadlineDays: number): string {
  return addDays(lessonDate, deadlineDays);
}

/** True when no day is left for a make-up: a make-up takes place from tomorrow, so a deadline of today has passed. */
export function isDeadlinePassed(deadline: string, clock: SchoolClock): boolean {
  return deadline < clock.tomorrow;
}
