import { Alert, Card, Flex, Select, Space, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useMemo, useState } from 'react';
import { EventCalendar, formatDate, ScreenPage, t, useApiMutation, useApiQuery, useFeedback, type CalendarEvent, type ScreenProps } from '../../kit';
import { ALL_COLOR, closedDayEvents, closedDayOn, HOUSE_COLOR, type ClosedDay } from './setting/closedDays.js';
import { CloseDayDialog } from './setting/CloseDayDialog';
import { useEventSchoolhouse } from './useEventSchoolhouse.js';

const HOLIDAY_READS = ['/api/v1/events/holidays', '/api/v1/events/frames'] as const;

/** A colour mark and its meaning, under the calendar's help. */
function Legend(props: { color: string; text: string }) {
  return (
    <Space size={6}>
      <span aria-hidden style={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', background: props.color }} />
      <Typography.Text type="secondary">{props.text}</Typography.Text>
    </Space>
  );
}

/**
 * /reservation/closing-date-setting (休校日設定, staff): a month of one schoolhouse (the reservation screens' choice,
 * event-schoolhouse-selected) with its closed days and every schoolhouse's (全校舎, changed on the 休日 master only).
 * A click on an open day closes it (its events' frames and bookings that day are listed, removed and the families told);
 * a click on the schoolhouse's closed day opens it again.
 */
export function ClosingDateSetting({ screen }: ScreenProps) {
  const { message, modal } = useFeedback();
  const house = useEventSchoolhouse();
  const [range, setRange] = useState<{ from: string; to: string }>();
  const [closing, setClosing] = useState<string>();
  const onRangeChange = useCallback(({ from, to }: { from: string; to: string }) => setRange({ from, to }), []);
  const schoolhouseId = house.schoolhouseId;
  const holidays = useApiQuery(
    '/api/v1/events/holidays',
    { params: { query: { from: range?.from ?? '', to: range?.to ?? '', schoolhouse_id: schoolhouseId } } },
    { enabled: range !== undefined && schoolhouseId !== undefined, placeholderData: (previous) => previous },
  );
  const remove = useApiMutation('delete', '/api/v1/events/holidays/{id}', { invalidates: HOLIDAY_READS });
  const days: ClosedDay[] = useMemo(() => holidays.data?.data ?? [], [holidays.data]);
  const events = useMemo(() => closedDayEvents(days), [days]);
  const houseName = house.choices.find((c) => c.value === schoolhouseId)?.label ?? '';

  const openDay = (date: string) => {
    if (schoolhouseId === undefined) return;
    const closed = closedDayOn(days, date);
    if (!closed) {
      setClosing(date);
      return;
    }
    if (closed.schoolhouse_id === null) {
      modal.info({
        title: t('reservationSetting.closing.allSchoolsTitle', { date: formatDate(date), weekday: dayjs(date).format('dd'), name: closed.name }),
        content: t('reservationSetting.closing.allSchoolsHelp'),
        okText: t('reservationSetting.closing.close'),
      });
      return;
    }
    modal.confirm({
      title: t('reservationSetting.closing.reopenTitle', { date: formatDate(date), weekday: dayjs(date).format('dd'), name: closed.name }),
      content: t('reservationSetting.closing.reopenHelp'),
      okText: t('reservationSetting.closing.reopen'),
      cancelText: t('reservationSetting.closing.cancel'),
      onOk: () => remove.mutateAsync({ params: { path: { id: String(closed.id) } } })
        .then(() => void message.success(t('reservationSetting.closing.reopened')), () => undefined),
    });
  };
  const onEventClick = (event: CalendarEvent) => openDay(event.start.slice(0, 10));

  return (
    <ScreenPage screen={screen}>
      <Card>
        <Flex gap={12} align="center" wrap style={{ marginBottom: 12 }}>
          <label htmlFor="closing-schoolhouse"><strong>{t('reservationSetting.schoolhouse')}</strong></label>
          <Select
            id="closing-schoolhouse"
            style={{ minWidth: 200 }}
            value={schoolhouseId}
            options={house.choices}
            loading={house.isLoading}
            placeholder={t('reservationSetting.schoolhousePlaceholder')}
            onChange={(id: number) => house.choose(id)}
          />
          {holidays.isFetching && <Spin size="small" />}
        </Flex>
        {!house.isLoading && house.choices.length === 0 && <Alert type="warning" showIcon message={t('reservationSetting.noSchoolhouse')} />}
        <Alert type="info" showIcon style={{ marginBottom: 8 }} message={t('reservationSetting.closing.help')} />
        <Space size={16} wrap style={{ marginBottom: 8 }}>
          <Legend color={HOUSE_COLOR} text={t('reservationSetting.closing.legendHouse')} />
          <Legend color={ALL_COLOR} text={t('reservationSetting.closing.legendAll')} />
        </Space>
        {holidays.error && <Alert type="error" showIcon style={{ marginBottom: 8 }} message={holidays.error.message} />}
        <EventCalendar events={events} views={['month']} defaultView="month" onRangeChange={onRangeChange} onDayClick={openDay} onEventClick={onEventClick} />
      </Card>
      {closing !== undefined && schoolhouseId !== undefined && (
        <CloseDayDialog key={`${schoolhouseId}-${closing}`} schoolhouseId={schoolhouseId} schoolhouseName={houseName} date={closing} onClose={() => setClosing(undefined)} />
      )}
    </ScreenPage>
  );
}
