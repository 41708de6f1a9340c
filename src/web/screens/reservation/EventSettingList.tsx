import { PlusOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useNavigate } from 'react-router';
import { entities } from '../../../generated/entities.js';
import { EntityList, ScreenPage, screenPath, t, useAppAbility, type Row, type ScreenProps } from '../../kit';
import { EventRowActions } from './setting/EventRowActions';

/**
 * The model's list columns with the status second: at a desk's width the name, status, schoolhouse and period stay in
 * view beside the row's buttons (the rest scroll).
 */
const MODEL_COLUMNS: readonly string[] = entities.event.list?.columns ?? [];
const FIRST_COLUMNS = ['event_name', 'status', 'schoolhouse_id', 'start_date', 'end_date'];
const COLUMNS = [...FIRST_COLUMNS.filter((c) => MODEL_COLUMNS.includes(c)), ...MODEL_COLUMNS.filter((c) => !FIRST_COLUMNS.includes(c))];

/**
 * /reservation/event-setting (イベント設定, staff): the events in the model's generic list (filters by name,
 * schoolhouse, school year and status; CSV; delete). イベントを追加 and a row's 編集 open the event's form pages;
 * a draft is published (families told), a row's status moves (受付終了, 再開, 中止, 下書きに戻す) are asked first, and
 * 参加者 opens who booked.
 */
export function EventSettingList({ screen }: ScreenProps) {
  const navigate = useNavigate();
  const ability = useAppAbility();
  return (
    <ScreenPage
      screen={screen}
      extra={ability.can('create', 'event') && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(screenPath('reservation.event-setting-add'))}>
          {t('reservationSetting.events.add')}
        </Button>
      )}
    >
      <Card>
        <EntityList entity="event" views={[]} columns={COLUMNS} rowActions={(row: Row) => <EventRowActions row={row} />} />
      </Card>
    </ScreenPage>
  );
}
