import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { constants } from '../../../generated/constants.js';
import { DateInput, t, useApiQuery, useMayCall } from '../../kit';

export const DAY = 'YYYY-MM-DD';

/** The schoolhouses staff may choose, in their order (none for a teacher, whose lessons are their own). */
function useSchoolhouseOptions(enabled: boolean): Array<{ value: number; label: string }> {
  const query = useApiQuery('/api/v1/schoolhouses', { params: { query: { limit: Number(constants.maxPageSize), sort: 'sort_order', order: 'asc' } } }, { enabled, staleTime: 5 * 60_000 });
  return (query.data?.data ?? []).map((house) => ({ value: house.id, label: house.schoolhouse_name }));
}

/**
 * The day of the lessons (前の日, 今日, 次の日 and a date field) and, for staff, the schoolhouse (すべての校舎 or one):
 * the toolbar of 授業から作成 and 一括編集.
 */
export function DayBar(props: { date: string; onDate: (date: string) => void; schoolhouseId?: number; onSchoolhouse: (id: number | undefined) => void }) {
  const { date, onDate } = props;
  // Staff list every schoolhouse's lessons; a teacher's are those they teach.
  const isStaff = useMayCall('report.unread-families');
  const houses = useSchoolhouseOptions(isStaff);
  const step = (days: number) => onDate(dayjs(date).add(days, 'day').format(DAY));
  return (
    <Space wrap>
      <Button icon={<LeftOutlined />} aria-label={t('report.previousDay')} title={t('report.previousDay')} onClick={() => step(-1)} />
      <Button onClick={() => onDate(dayjs().format(DAY))}>{t('report.today')}</Button>
      <Button icon={<RightOutlined />} aria-label={t('report.nextDay')} title={t('report.nextDay')} onClick={() => step(1)} />
      <DateInput kind="date" aria-label={t('report.date')} value={dayjs(date)} onChange={(value) => dayjs.isDayjs(value) && onDate(value.format(DAY))} />
      {isStaff && (
        <Select
          aria-label={t('report.schoolhouse')}
          value={props.schoolhouseId ?? 0}
          options={[{ value: 0, label: t('report.allSchoolhouses') }, ...houses]}
          onChange={(id: number) => props.onSchoolhouse(id === 0 ? undefined : id)}
          style={{ minWidth: 180 }}
        />
      )}
    </Space>
  );
}
