import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Space, Spin } from 'antd';
import dayjs from 'dayjs';
import { DateInput, t, useIsMobile } from '../../../kit';
import { LessonCard } from './LessonCard';
import { DAY, dayText, timeText } from './scheduleDates.js';
import { ScheduleNotice, type ScheduleEmpty } from './ScheduleNotice';
import type { Schedule, ScheduleLesson, ScheduleViewer } from './scheduleTypes.js';
import styles from './LessonSchedule.module.css';

/** What a day shows instead of its periods, if anything (section 8's wording). */
export function dayEmpty(schedule: Schedule, date: string): ScheduleEmpty | undefined {
  const closed = schedule.closed_days.find((d) => d.date === date);
  if (closed) return { kind: 'closedDay', name: closed.name };
  if (schedule.periods.length === 0) return { kind: 'noData' };
  if (!schedule.data.some((l) => l.lesson_date === date)) return { kind: 'noLesson' };
  return undefined;
}

/** 前の日, 今日, 次の日 and a date picker above the day's list. */
function DayToolbar({ date, onDate }: { date: string; onDate: (date: string) => void }) {
  const step = (days: number) => onDate(dayjs(date).add(days, 'day').format(DAY));
  return (
    <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
      <Space wrap>
        <Button icon={<LeftOutlined />} aria-label={t('lessonSchedule.previousDay')} onClick={() => step(-1)} />
        <Button onClick={() => onDate(dayjs().format(DAY))}>{t('lessonSchedule.today')}</Button>
        <Button icon={<RightOutlined />} aria-label={t('lessonSchedule.nextDay')} onClick={() => step(1)} />
        <h2 className={styles.dayTitle} aria-live="polite">{dayText(date)}</h2>
      </Space>
      <DateInput
        kind="date"
        aria-label={t('lessonSchedule.chooseDate')}
        value={dayjs(date)}
        onChange={(value) => dayjs.isDayjs(value) && onDate(value.format(DAY))}
      />
    </Flex>
  );
}

/**
 * One day of lessons: the timetable's periods in order, each with its time and the lessons in it (a period without
 * one stays as a thin line, so the day reads as a timetable), or section 8's message for the day.
 */
export function ScheduleDay(props: {
  schedule: Schedule | undefined;
  isLoading: boolean;
  viewer: ScheduleViewer;
  date: string;
  onDate: (date: string) => void;
  onAbsence: (lesson: ScheduleLesson) => void;
  onReschedule: (lesson: ScheduleLesson) => void;
}) {
  const { schedule, date } = props;
  const isMobile = useIsMobile();
  const empty = schedule && dayEmpty(schedule, date);
  const lessons = schedule?.data.filter((l) => l.lesson_date === date) ?? [];
  return (
    <section aria-label={dayText(date)}>
      <DayToolbar date={date} onDate={props.onDate} />
      {props.isLoading || !schedule ? <Flex justify="center" style={{ padding: 32 }}><Spin /></Flex> : empty ? <ScheduleNotice empty={empty} /> : (
        <ol className={styles.periods}>
          {schedule.periods.map((period) => {
            const here = lessons.filter((l) => l.timetable_period_id === period.id);
            return (
              <li key={period.id} className={here.length > 0 ? styles.period : `${styles.period} ${styles.periodEmpty}`}>
                <div className={styles.periodHead}>
                  <span className={styles.periodName}>{period.name}</span>
                  <span className={styles.periodTime}>{timeText(period.start_time, period.end_time)}</span>
                </div>
                <div className={styles.periodLessons}>
                  {here.map((lesson) => (
                    <LessonCard key={lesson.id} lesson={lesson} viewer={props.viewer} isMobile={isMobile} onAbsence={props.onAbsence} onReschedule={props.onReschedule} />
                  ))}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
