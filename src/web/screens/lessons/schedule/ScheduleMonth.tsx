import { useCallback, useMemo } from 'react';
import { EventCalendar, t, type CalendarEvent } from '../../../kit';
import { MARK_COLORS, markLabel, markOf } from '../mark/lessonMark';
import { lessonMoment } from './scheduleDates.js';
import type { Schedule, ScheduleViewer } from './scheduleTypes.js';

const CLOSED_COLOR = '#8c8c8c';

/** The month's events: each lesson at its period's time (its mark beside the subject when not 授業), and the closed days. */
export function monthEvents(schedule: Schedule | undefined, viewer: ScheduleViewer): CalendarEvent[] {
  if (!schedule) return [];
  const lessons = schedule.data.map((lesson): CalendarEvent => {
    const mark = markOf(lesson);
    const who = viewer.kind === 'teacher' ? (lesson.student_name || t('lessonSchedule.studentFallback')) : '';
    const subject = who ? t('lessonSchedule.eventWithName', { name: who, subject: lesson.lesson_subject_name }) : lesson.lesson_subject_name;
    const title = mark === 'scheduled' ? subject : t('lessonSchedule.eventMarked', { title: subject, mark: t(markLabel(mark)) });
    return {
      id: `lesson-${lesson.id}`, title, color: MARK_COLORS[mark],
      start: lessonMoment(lesson.lesson_date, lesson.start_time), end: lessonMoment(lesson.lesson_date, lesson.end_time),
    };
  });
  const closed = schedule.closed_days.map((day): CalendarEvent => ({
    id: `closed-${day.date}`, start: day.date, color: CLOSED_COLOR,
    title: day.name ? t('lessonSchedule.closedDayNamed', { name: day.name }) : t('lessonSchedule.closedDay'),
  }));
  return [...closed, ...lessons];
}

/**
 * The month of lessons (the kit's calendar): a day or a lesson opens that day's list. The range shown is handed back so
 * that the page reads its lessons.
 */
export function ScheduleMonth(props: {
  schedule: Schedule | undefined;
  viewer: ScheduleViewer;
  date: string;
  onOpenDay: (date: string) => void;
  onRange: (range: { from: string; to: string }) => void;
}) {
  const { onRange, onOpenDay } = props;
  const events = useMemo(() => monthEvents(props.schedule, props.viewer), [props.schedule, props.viewer]);
  const onRangeChange = useCallback(({ from, to }: { from: string; to: string }) => onRange({ from, to }), [onRange]);
  return (
    <EventCalendar
      events={events}
      views={['month']}
      defaultView="month"
      defaultDate={props.date}
      onRangeChange={onRangeChange}
      onDayClick={onOpenDay}
      onEventClick={(event) => onOpenDay(event.start.slice(0, 10))}
    />
  );
}
