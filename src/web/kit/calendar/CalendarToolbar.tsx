import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Segmented, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { t } from '../../i18n/i18n.js';
import type { CalendarView } from './calendarEvents.js';
import { daysOf } from './calendarEvents.js';

/** The title of what a view shows: 2026年12月, 2026年12月20日〜12月26日, 2026年12月24日（木）. */
export function viewTitle(view: CalendarView, date: Dayjs): string {
  if (view === 'month') return date.format(t('kit.calendar.monthTitle'));
  if (view === 'day') return date.format(t('kit.calendar.dayTitle'));
  const days = daysOf('week', date);
  return t('kit.calendar.weekTitle', { from: days[0]!.format(t('kit.calendar.weekFrom')), to: days[6]!.format(t('kit.calendar.weekTo')) });
}

/** 前へ, 今日, 次へ, the title of the shown range, and the choice of 月, 週 and 日. */
export function CalendarToolbar(props: {
  view: CalendarView;
  date: Dayjs;
  views: readonly CalendarView[];
  onStep: (direction: 1 | -1) => void;
  onToday: () => void;
  onView: (view: CalendarView) => void;
}) {
  return (
    <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
      <Space wrap>
        <Button icon={<LeftOutlined />} aria-label={t('kit.calendar.previous')} onClick={() => props.onStep(-1)} />
        <Button onClick={props.onToday}>{t('kit.calendar.today')}</Button>
        <Button icon={<RightOutlined />} aria-label={t('kit.calendar.next')} onClick={() => props.onStep(1)} />
        <h2 style={{ margin: 0, fontSize: 18, fontWeight: 600 }} aria-live="polite">{viewTitle(props.view, props.date)}</h2>
      </Space>
      {props.views.length > 1 && (
        <Segmented<CalendarView>
          value={props.view}
          onChange={props.onView}
          options={props.views.map((v) => ({ value: v, label: t(`kit.calendar.${v}`) }))}
        />
      )}
    </Flex>
  );
}
