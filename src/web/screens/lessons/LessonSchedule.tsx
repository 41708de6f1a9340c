import { Alert, Button, Flex, Segmented } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useMemo, useState } from 'react';
import { ScreenPage, t, useCurrentUser, type ScreenProps } from '../../kit';
import { AbsenceDialog } from './schedule/AbsenceDialog';
import { CalendarFeedCard } from './schedule/CalendarFeedCard';
import { LESSON_MARKS, LessonMarkIcon } from './mark/lessonMark';
import { RescheduleDialog } from './schedule/RescheduleDialog';
import { DAY, monthGridRange } from './schedule/scheduleDates.js';
import { ScheduleDay } from './schedule/ScheduleDay';
import { ScheduleMonth } from './schedule/ScheduleMonth';
import { ScheduleNotice } from './schedule/ScheduleNotice';
import type { ScheduleLesson, ScheduleViewer } from './schedule/scheduleTypes.js';
import { useLessonSchedule } from './schedule/useLessonSchedule.js';
import styles from './schedule/LessonSchedule.module.css';

type View = 'month' | 'day';

/** 授業, 振替授業, 欠席, 振替申請中, 振替済み with their icons. */
function Legend() {
  return (
    <div className={styles.legend} aria-label={t('lessonSchedule.legend')}>
      {LESSON_MARKS.map((mark) => <LessonMarkIcon key={mark} mark={mark} withLabel />)}
    </div>
  );
}

/**
 * 授業スケジュール (/seat-management/list): a guardian sees the acting child's lessons, a teacher those they teach (担当授業
 * スケジュール), by month (the kit's calendar) or by day (the periods with their lessons and seat icons); section 8's
 * messages where there is nothing to show. A guardian reports an absence and asks for a make-up from a lesson of the
 * day, where the school allows it. Below, カレンダー連携: the lessons in a phone's calendar.
 */
export function LessonSchedule({ screen }: ScreenProps) {
  const user = useCurrentUser();
  const viewer = useMemo<ScheduleViewer>(() => (user.role === 'TEACHER' ? { kind: 'teacher' } : { kind: 'guardian', studentId: user.ability.studentIds[0] }), [user]);
  const [view, setView] = useState<View>('month');
  const [date, setDate] = useState(() => dayjs().format(DAY));
  const [monthRange, setMonthRange] = useState(() => monthGridRange(dayjs()));
  const [absent, setAbsent] = useState<ScheduleLesson | undefined>();
  const [rescheduling, setRescheduling] = useState<ScheduleLesson | undefined>();
  // The day view reads the month around its day: the same read as that month's, so moving between them is instant.
  const range = view === 'month' ? monthRange : monthGridRange(date);
  const read = useLessonSchedule({ viewer, ...range });
  const onRange = useCallback((next: { from: string; to: string }) => setMonthRange(next), []);
  const openDay = useCallback((day: string) => {
    setDate(day);
    setView('day');
  }, []);
  const hasNoData = read.schedule !== undefined && (read.schedule.periods.length === 0 || read.schedule.data.length === 0);
  const title = viewer.kind === 'teacher' ? { title: 'screen.seatManagement.listTeacher' } : screen;
  return (
    <ScreenPage screen={title}>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Segmented<View>
          value={view}
          onChange={setView}
          options={[{ value: 'month', label: t('lessonSchedule.view.month') }, { value: 'day', label: t('lessonSchedule.view.day') }]}
        />
        <Legend />
      </Flex>
      {read.isError && (
        <Alert type="error" showIcon message={t('lessonSchedule.loadFailed')} action={<Button size="small" onClick={read.refetch}>{t('lessonSchedule.retry')}</Button>} style={{ marginBottom: 12 }} />
      )}
      {viewer.kind === 'guardian' && viewer.studentId === undefined && <ScheduleNotice empty={{ kind: 'noData' }} />}
      {view === 'month' ? (
        <>
          {hasNoData && <ScheduleNotice empty={{ kind: 'noData' }} />}
          <ScheduleMonth key={date} schedule={read.schedule} viewer={viewer} date={date} onOpenDay={openDay} onRange={onRange} />
        </>
      ) : (
        <ScheduleDay
          schedule={read.schedule}
          isLoading={read.isLoading}
          viewer={viewer}
          date={date}
          onDate={setDate}
          onAbsence={setAbsent}
          onReschedule={setRescheduling}
        />
      )}
      <CalendarFeedCard />
      {viewer.kind === 'guardian' && (
        <>
          <AbsenceDialog lesson={absent} onClose={() => setAbsent(undefined)} />
          <RescheduleDialog lesson={rescheduling} onClose={() => setRescheduling(undefined)} />
        </>
      )}
    </ScreenPage>
  );
}
