import { CalendarOutlined, CoffeeOutlined, InboxOutlined } from '@ant-design/icons';
import { Empty } from 'antd';
import { t } from '../../../kit';

/** What the schedule says instead of lessons (spec section 8): no lesson data at all, a closed day, a day without class. */
export type ScheduleEmpty = { kind: 'noData' } | { kind: 'closedDay'; name?: string } | { kind: 'noLesson' };

const ICONS = { noData: <InboxOutlined />, closedDay: <CoffeeOutlined />, noLesson: <CalendarOutlined /> };

export function ScheduleNotice({ empty }: { empty: ScheduleEmpty }) {
  const text = empty.kind === 'noData' ? t('lessonSchedule.empty.noData')
    : empty.kind === 'noLesson' ? t('lessonSchedule.empty.noLesson')
      : empty.name ? t('lessonSchedule.empty.closedDayNamed', { name: empty.name }) : t('lessonSchedule.empty.closedDay');
  return (
    <div role="status" style={{ padding: '24px 0' }}>
      <Empty
        image={<span style={{ fontSize: 40, color: 'rgba(0,0,0,0.35)' }}>{ICONS[empty.kind]}</span>}
        styles={{ image: { height: 48 } }}
        description={
          <>
            <div style={{ fontSize: 16, color: 'rgba(0,0,0,0.75)' }}>{text}</div>
            {empty.kind === 'noData' && <div style={{ marginTop: 4, color: 'rgba(0,0,0,0.55)' }}>{t('lessonSchedule.empty.noDataHint')}</div>}
          </>
        }
      />
    </div>
  );
}
