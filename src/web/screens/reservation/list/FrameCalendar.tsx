import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useRef, useState } from 'react';
import { errorCatalogue } from '../../../../generated/errors.js';
import { t, useApiQuery, useIsMobile } from '../../../kit';
import { DayFrames } from './DayFrames';
import { FrameDrawer } from './FrameDrawer';
import type { Frame, PeriodView, Viewer } from './frameTypes.js';
import { Legend } from './Legend';
import { MonthView } from './MonthView';
import { DAY, periodRange, stepPeriod } from './periodDates.js';
import { PeriodToolbar } from './PeriodToolbar';
import { WeekView } from './WeekView';
import styles from './ReservationList.module.css';

/** 「この期間に予約できるイベントはありません」 with a hint to move on. */
function NoFrames() {
  return (
    <div role="status" className={styles.empty}>
      <Empty
        image={<InboxOutlined className={styles.emptyIcon} />}
        styles={{ image: { height: 48 } }}
        description={(
          <>
            <span className={styles.emptyText}>{t('reservation.empty')}</span>
            <span className={styles.emptyHint}>{t('reservation.emptyHint')}</span>
          </>
        )}
      />
    </div>
  );
}

/**
 * The frames of a week or a month (today's by default) with 前へ, 今日 and 次へ, the legend, the closed days, and a
 * frame's drawer. Staff and teachers read one schoolhouse's frames; a guardian the child's (the server knows which).
 * A teacher whose schoolhouse does not let teachers see bookings reads the server's refusal instead of the calendar.
 */
export function FrameCalendar(props: { viewer: Viewer; schoolhouseId: number | undefined }) {
  const { viewer, schoolhouseId } = props;
  const [view, setView] = useState<PeriodView>('week');
  const [date, setDate] = useState<Dayjs>(() => dayjs().startOf('day'));
  const [opened, setOpened] = useState<Frame | undefined>();
  const [isOpen, setOpen] = useState(false);
  const isMobile = useIsMobile();
  const dayList = useRef<HTMLDivElement>(null);
  const range = periodRange(view, date);
  const isEnabled = viewer === 'guardian' || schoolhouseId !== undefined;
  const frames = useApiQuery(
    '/api/v1/events/frames',
    { params: { query: { ...range, ...(viewer === 'guardian' || schoolhouseId === undefined ? {} : { schoolhouse_id: schoolhouseId }) } } },
    { enabled: isEnabled, placeholderData: (previous) => previous },
  );
  const data = useMemo(() => frames.data?.data ?? [], [frames.data]);
  const holidays = useMemo(() => frames.data?.holidays ?? [], [frames.data]);
  const open = (frame: Frame) => {
    setOpened(frame);
    setOpen(true);
  };
  // A day picked in the month: its frames are listed under it, brought into view on a phone and from 「他N件」.
  const pickDay = (day: Dayjs, reveal = false) => {
    setDate(day.startOf('day'));
    if (isMobile || reveal) window.requestAnimationFrame(() => dayList.current?.scrollIntoView({ block: 'start' }));
  };

  if (frames.error?.code === errorCatalogue.EVENT_NO_ACCESS.code || frames.error?.status === errorCatalogue.EVENT_NO_ACCESS.status) {
    return <Alert type="warning" showIcon role="alert" message={frames.error.message} />;
  }
  const isEmpty = frames.data !== undefined && !frames.isPlaceholderData && data.length === 0;
  return (
    <section className={styles.calendar}>
      <PeriodToolbar
        view={view}
        date={date}
        onStep={(direction) => setDate(stepPeriod(view, date, direction))}
        onToday={() => setDate(dayjs().startOf('day'))}
        onView={setView}
      />
      <div className={styles.legendRow}>
        <Legend />
        {frames.isFetching && <Spin size="small" aria-label={t('reservation.loading')} />}
      </div>
      {frames.isError && (
        <Alert type="error" showIcon className={styles.gap} message={t('reservation.loadFailed')} description={frames.error.message}
          action={<Button size="small" onClick={() => void frames.refetch()}>{t('reservation.retry')}</Button>} />
      )}
      {isEmpty && <NoFrames />}
      {view === 'week' && !(isEmpty && holidays.length === 0) && <WeekView date={date} frames={data} holidays={holidays} onOpen={open} />}
      {view === 'month' && (
        <>
          <MonthView date={date} frames={data} holidays={holidays} onOpen={open} onPick={pickDay} />
          <div ref={dayList}><DayFrames date={date.format(DAY)} frames={data} holidays={holidays} onOpen={open} /></div>
        </>
      )}
      <FrameDrawer frame={opened} isOpen={isOpen} viewer={viewer} schoolhouseId={schoolhouseId} onClose={() => setOpen(false)} />
    </section>
  );
}
