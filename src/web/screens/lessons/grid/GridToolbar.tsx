import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Segmented, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { DateInput, t } from '../../../kit';
import { viewTitle } from './gridDates.js';
import type { GridView } from './gridTypes.js';
import type { GridParams } from './useGridParams.js';
import type { Choice } from './useLookups.js';

/** The grid's schoolhouse, 日 / 週, 前へ 今日 次へ, a date picker and the title of what is shown. */
export function GridToolbar(props: { params: GridParams; schoolhouses: Choice[]; onChange: (change: Partial<GridParams>) => void }) {
  const { params, onChange } = props;
  const step = (direction: 1 | -1) => onChange({ date: params.date.add(direction, params.view) });
  return (
    <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
      <Space wrap>
        <Select
          aria-label={t('lessonGrid.schoolhouse')}
          placeholder={t('lessonGrid.chooseSchoolhouse')}
          value={params.schoolhouseId}
          options={props.schoolhouses}
          onChange={(schoolhouseId: number) => onChange({ schoolhouseId })}
          style={{ minWidth: 160 }}
        />
        <Segmented<GridView>
          value={params.view}
          onChange={(view) => onChange({ view })}
          options={[{ value: 'day', label: t('lessonGrid.day') }, { value: 'week', label: t('lessonGrid.week') }]}
        />
      </Space>
      <Space wrap>
        <Button icon={<LeftOutlined />} onClick={() => step(-1)}>{t('lessonGrid.previous')}</Button>
        <Button onClick={() => onChange({ date: dayjs().startOf('day') })}>{t('lessonGrid.today')}</Button>
        <Button onClick={() => step(1)}>{t('lessonGrid.next')}<RightOutlined /></Button>
        <DateInput
          kind="date"
          aria-label={t('lessonGrid.chooseDate')}
          value={params.date}
          onChange={(date) => dayjs.isDayjs(date) && onChange({ date: date.startOf('day') })}
        />
      </Space>
      <h2 style={{ margin: 0, fontSize: 18, fontWeight: 600, flexBasis: '100%' }} aria-live="polite">{viewTitle(params.view, params.date)}</h2>
    </Flex>
  );
}
