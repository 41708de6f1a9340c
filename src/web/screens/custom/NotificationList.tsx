import { CheckOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, List, Pagination, Popconfirm, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { t } from '../../i18n/i18n.js';
import { screenTitle } from '../../i18n/screenTitle.js';
import { PageHeader } from '../common/PageHeader';
import type { ScreenProps } from '../screenProps.js';
import { useNotifications } from '../../hooks/useNotifications.js';
import { NotificationKindTag } from '../../components/NotificationKindTag';
import { NotificationTitle } from '../../components/NotificationTitle';
import { showCallError } from '../../feedback/showErrorMessage.js';
import { useIsMobile } from '../../hooks/useIsMobile.js';
import { useFeedback } from '../../feedback/feedback.js';
import { ListLoading } from '../../components/ListLoading';
import { TouchTargets } from '../../components/TouchTargets';

/**
 * /notification: the user's notifications, newest first, each with its kind, to open (the page its kind leads to, or
 * why there is none), mark read (one or all) and delete.
 */
export function NotificationList({ screen }: ScreenProps) {
  const [page, setPage] = useState(1);
  const { message } = useFeedback();
  const { list, unreadCount, markRead, readAll, remove, limit } = useNotifications(page);
  const fail = showCallError;
  // On a phone the buttons go under the text, which keeps the full width.
  const isMobile = useIsMobile();
  const rows = list.data?.data ?? [];
  return (
    <TouchTargets>
      <PageHeader
        title={screenTitle(screen)}
        extra={(
          <Button icon={<CheckOutlined />} disabled={!unreadCount} loading={readAll.isPending}
            onClick={() => readAll.mutate(undefined, { onSuccess: () => void message.success(t('notificationPage.allRead')), onError: fail })}>
            {t('notificationPage.readAll')}
          </Button>
        )}
      />
      <Card>
        <Flex justify="space-between" style={{ marginBottom: 12 }}>
          <Typography.Text strong>{t('common.total', { total: list.data?.total ?? 0 })}</Typography.Text>
          {unreadCount !== undefined && (
            <Typography.Text type={unreadCount ? 'danger' : 'secondary'}>{t('notificationPage.unreadCount', { count: unreadCount })}</Typography.Text>
          )}
        </Flex>
        <List
          itemLayout={isMobile ? 'vertical' : 'horizontal'}
          loading={list.isLoading}
          dataSource={rows}
          locale={{ emptyText: list.isLoading ? <ListLoading /> : <Empty description={t('common.noData')} /> }}
          renderItem={(n) => (
            <List.Item
              style={{ background: n.is_read ? undefined : '#fff7e6', paddingInline: 12 }}
              actions={[
                ...(n.is_read ? [] : [
                  <Button key="read" size="small" onClick={() => markRead.mutate([n.id], { onSuccess: () => void message.success(t('notificationPage.marked')), onError: fail })}>
                    {t('notificationPage.markRead')}
                  </Button>,
                ]),
                <Popconfirm key="delete" title={t('notificationPage.deleteConfirm')} okText={t('common.delete')} cancelText={t('common.cancel')}
                  onConfirm={() => remove.mutate(n.id, { onSuccess: () => void message.success(t('common.deleted')), onError: fail })}>
                  <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('common.delete')} />
                </Popconfirm>,
              ]}
            >
              <List.Item.Meta
                title={(
                  <Space wrap>
                    <Tag color={n.is_read ? 'default' : 'orange'}>{n.is_read ? t('notificationPage.read') : t('notificationPage.unread')}</Tag>
                    <NotificationKindTag kind={n.kind} />
                    <NotificationTitle row={n} herePath={screen.path} />
                  </Space>
                )}
                description={(
                  <>
                    {n.body && <Typography.Paragraph style={{ marginBottom: 4 }}>{n.body}</Typography.Paragraph>}
                    <Typography.Text type="secondary">{dayjs(n.created_at).format(t('web.datetimeFormat'))}</Typography.Text>
                  </>
                )}
              />
            </List.Item>
          )}
        />
        {(list.data?.total ?? 0) > limit && (
          <Flex justify="end" style={{ marginTop: 16 }}>
            <Pagination current={page} pageSize={limit} total={list.data?.total ?? 0} onChange={setPage} showSizeChanger={false} />
          </Flex>
        )}
      </Card>
    </TouchTargets>
  );
}
