import { DownOutlined, EditOutlined, SendOutlined, TeamOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EventStatus, type EventStatusCode } from '../../../../generated/enums.js';
import { screenPath, t, useApiMutation, useApiQuery, useAppAbility, useFeedback, useMayCall, type Row } from '../../../kit';
import { MOVE_TEXTS, movesFrom, statusLabel } from './eventStatusMoves.js';

/** The reads a publish or a status move changes: the event list (and any open event or its students). */
const EVENT_READS = ['/api/v1/events'] as const;

/**
 * A row's buttons on イベント設定: 編集 (the event's form page), 公開 (a draft; the families concerned are told),
 * 参加者 (who booked), and ステータス変更 with the moves its status allows, each asked first.
 */
export function EventRowActions({ row }: { row: Row }) {
  const navigate = useNavigate();
  const ability = useAppAbility();
  const { message, modal } = useFeedback();
  const mayPublish = useMayCall('event.publish');
  const mayMove = useMayCall('event.status');
  const publish = useApiMutation('post', '/api/v1/events/{id}/publish', { invalidates: EVENT_READS });
  const move = useApiMutation('post', '/api/v1/events/{id}/status', { invalidates: EVENT_READS });
  const id = String(row.id);
  const name = String(row.event_name ?? '');
  const isDraft = row.status === EventStatus.draft;
  const moves = mayMove ? movesFrom(row.status) : [];
  // 下書きに戻す is refused once anybody booked: when the menu opens, the bookings are counted and the move greyed out.
  const [isMenuOpen, setMenuOpen] = useState(false);
  const mayCount = useMayCall('event.list-student');
  const booked = useApiQuery('/api/v1/events/{id}/list-student', { params: { path: { id }, query: { minify: 1 } } }, {
    enabled: isMenuOpen && mayCount && moves.includes(EventStatus.draft),
  });
  const hasBookings = (booked.data?.data.length ?? 0) > 0;
  const moveItem = (status: EventStatusCode) => {
    const isBlocked = status === EventStatus.draft && (booked.isLoading || hasBookings);
    const label = status === EventStatus.draft && hasBookings ? t('reservationSetting.events.draftBlocked') : t(MOVE_TEXTS[status].button);
    return { key: status, label, danger: MOVE_TEXTS[status].danger, disabled: isBlocked };
  };

  const askMove = (status: EventStatusCode) => {
    const texts = MOVE_TEXTS[status];
    modal.confirm({
      title: t(texts.title, { name }),
      content: t(texts.help),
      okText: t(texts.ok),
      cancelText: t('reservationSetting.events.back'),
      okButtonProps: { danger: texts.danger },
      onOk: () => move.mutateAsync({ params: { path: { id } }, body: { status } })
        .then((answer) => void message.success(t('reservationSetting.events.moveDone', { status: statusLabel(answer.status) })), () => undefined),
    });
  };

  return (
    // Two short lines (編集 and 公開 or 参加者, then ステータス変更): the list's columns, the status first, stay in view.
    <Flex gap={4} wrap style={{ width: 168 }}>
      {ability.can('update', 'event') && (
        <Button size="small" icon={<EditOutlined />} onClick={() => void navigate(screenPath('reservation.event-setting-edit', { id }))}>
          {t('reservationSetting.events.edit')}
        </Button>
      )}
      {isDraft && mayPublish && (
        <Popconfirm
          title={t('reservationSetting.events.publishTitle', { name })}
          description={<div style={{ maxWidth: 320 }}>{t('reservationSetting.events.publishHelp')}</div>}
          okText={t('reservationSetting.events.publish')}
          cancelText={t('reservationSetting.events.back')}
          onConfirm={() => publish.mutateAsync({ params: { path: { id } } })
            .then(() => void message.success(t('reservationSetting.events.published')), () => undefined)}
        >
          <Button size="small" type="primary" icon={<SendOutlined />} loading={publish.isPending}>{t('reservationSetting.events.publish')}</Button>
        </Popconfirm>
      )}
      {!isDraft && (
        <Button size="small" icon={<TeamOutlined />} onClick={() => void navigate(screenPath('reservation.event-students', { id }))}>
          {t('reservationSetting.events.students')}
        </Button>
      )}
      {moves.length > 0 && (
        <Dropdown
          trigger={['click']}
          onOpenChange={setMenuOpen}
          menu={{
            items: moves.map(moveItem),
            onClick: ({ key }) => askMove(key as EventStatusCode),
          }}
        >
          <Button size="small" loading={move.isPending}>
            <Space size={4}>{t('reservationSetting.events.moreStatus')}<DownOutlined /></Space>
          </Button>
        </Dropdown>
      )}
    </Flex>
  );
}
