import { ThunderboltOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { ScreenPage, t, useApiQuery, type ScreenProps } from '../../kit';
import { DayGrid } from './grid/DayGrid';
import { DayEventMarks } from './grid/EventMarks';
import { GenerateLessonsModal } from './grid/GenerateLessonsModal';
import { GridNotice } from './grid/GridNotice';
import { GridToolbar } from './grid/GridToolbar';
import { daysOf, ISO_DATE, rangeOf } from './grid/gridDates.js';
import { lessonsBySlot, slotKey, type GridLesson, type Slot, type SlotNames } from './grid/gridTypes.js';
import { MoveLessonModal } from './grid/MoveLessonModal';
import { PlaceLessonDrawer } from './grid/PlaceLessonDrawer';
import { RescheduleRequests } from './grid/RescheduleRequests';
import type { SlotHandlers } from './grid/slotHandlers.js';
import { StatusLegend } from './grid/StatusLegend';
import { useGridParams } from './grid/useGridParams.js';
import { useLessonActions } from './grid/useLessonActions.js';
import { useSchoolhouseChoices } from './grid/useLookups.js';
import { WeekGrid } from './grid/WeekGrid';

const NO_LESSONS: readonly GridLesson[] = [];

/**
 * /seat-management/grid (座席表), staff: a schoolhouse's seats × periods by day, or by week, with its lessons and their
 * marks (授業, 欠席, 振替申請中, 振替済み, 振替授業) and its closed days. An empty cell places a lesson, a lesson is dragged
 * (or moved from its menu) to another cell or cancelled; the make-up requests waiting for staff are approved or refused
 * beside it, and 授業を生成 makes a term's lessons from the weekly timetable. Built from the kit alone.
 */
export function LessonGrid({ screen }: ScreenProps) {
  const [params, setParams] = useGridParams();
  const schoolhouses = useSchoolhouseChoices();
  const schoolhouseId = params.schoolhouseId ?? schoolhouses.choices[0]?.value;
  // The first schoolhouse is written into the address, so that a reload or a shared link shows the same grid.
  useEffect(() => {
    if (params.schoolhouseId === undefined && schoolhouseId !== undefined) setParams({ schoolhouseId });
  }, [params.schoolhouseId, schoolhouseId, setParams]);

  const range = rangeOf(params.view, params.date);
  const grid = useApiQuery(
    '/api/v1/frame-divide/grid',
    { params: { query: { schoolhouse_id: schoolhouseId ?? 0, ...range } } },
    // The last grid stays while the next day or week loads (no blank flash); its cells wait under a spinner.
    { enabled: schoolhouseId !== undefined, placeholderData: (previous) => previous },
  );
  const data = grid.data;
  const bySlot = useMemo(() => lessonsBySlot(data?.lessons ?? []), [data]);
  const names = useMemo<SlotNames>(() => ({
    seatName: (id) => data?.seats.find((s) => s.id === id)?.name ?? '',
    periodName: (id) => data?.periods.find((p) => p.id === id)?.name ?? '',
  }), [data]);
  const actions = useLessonActions(names);
  // A refused drag's reason belongs to the grid it happened on.
  const { clearRefusal } = actions;
  useEffect(clearRefusal, [clearRefusal, schoolhouseId, range.from, range.to]);
  const [placing, setPlacing] = useState<Slot | undefined>();
  const [moving, setMoving] = useState<GridLesson | undefined>();
  const [isGenerating, setGenerating] = useState(false);

  const handlers: SlotHandlers = {
    lessonsAt: (slot) => bySlot.get(slotKey(slot)) ?? NO_LESSONS,
    onPlace: setPlacing,
    onDropLesson: (slot, lessonId) => {
      const lesson = data?.lessons.find((l) => l.id === lessonId);
      if (lesson) actions.moveTo(lesson, slot);
    },
    onMove: setMoving,
    onCancel: actions.confirmCancel,
  };

  const days = daysOf(params.view, params.date).map((d) => d.format(ISO_DATE));
  const day = days[0]!;
  const closedDay = params.view === 'day' ? data?.closed_days.find((c) => c.date === day) : undefined;
  const hasSlots = data !== undefined && data.seats.length > 0 && data.periods.length > 0;
  const houseName = schoolhouses.choices.find((c) => c.value === schoolhouseId)?.label ?? '';

  const body = () => {
    if (grid.isError) return <Alert type="error" showIcon message={grid.error.message} />;
    if (!data) return <Spin style={{ display: 'block', padding: 48 }} />;
    if (!hasSlots) return <GridNotice kind="noData" />;
    return (
      <>
        {closedDay && <GridNotice kind="closedDay" closedName={closedDay.name} />}
        {!closedDay && data.lessons.length === 0 && <GridNotice kind="noLesson" />}
        {params.view === 'day' && <DayEventMarks events={data.events.filter((e) => e.date === day)} />}
        {actions.refusal && (
          <Alert type="error" showIcon closable role="alert" style={{ marginBottom: 12 }}
            message={t('lessonGrid.moveRefused')} description={actions.refusal} onClose={actions.clearRefusal} />
        )}
        <Spin spinning={grid.isPlaceholderData || actions.isMoving}>
          {params.view === 'day'
            ? <DayGrid data={data} date={day} isClosed={closedDay !== undefined} handlers={handlers} />
            : <WeekGrid data={data} days={days} handlers={handlers} />}
        </Spin>
        <StatusLegend />
      </>
    );
  };

  return (
    <ScreenPage
      screen={screen}
      extra={schoolhouseId !== undefined && (
        <Button icon={<ThunderboltOutlined />} onClick={() => setGenerating(true)}>{t('lessonGrid.generate.button')}</Button>
      )}
    >
      <Card>
        <GridToolbar params={{ ...params, schoolhouseId }} schoolhouses={schoolhouses.choices} onChange={setParams} />
        {data && hasSlots && <RescheduleRequests requests={data.requests} />}
        {schoolhouseId === undefined && !schoolhouses.isLoading ? <GridNotice kind="noData" /> : body()}
      </Card>
      {schoolhouseId !== undefined && (
        <>
          <PlaceLessonDrawer slot={placing} schoolhouseId={schoolhouseId} names={names} onClose={() => setPlacing(undefined)} />
          <MoveLessonModal lesson={moving} seats={data?.seats ?? []} periods={data?.periods ?? []} names={names} onClose={() => setMoving(undefined)} />
          <GenerateLessonsModal isOpen={isGenerating} schoolhouseId={schoolhouseId} schoolhouseName={houseName} onClose={() => setGenerating(false)} />
        </>
      )}
    </ScreenPage>
  );
}
