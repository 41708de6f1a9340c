import { CheckOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, List, Pagination, Popconfirm, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { constants } from '../../../generated/constants.js';
import { formatDateTime, ScreenPage, t, useApiMutation, useApiQuery, useFeedback, useIsMobile, type ScreenProps } from '../../kit';
import { ListLoading } from '../../components/ListLoading';
import { NotificationKindTag } from '../../components/NotificationKindTag';
import { NotificationTitle } from '../../components/NotificationTitle';
import { TouchTargets } from '../../components/TouchTargets';
import { NOTIFICATION_READS } from '../../hooks/useNotifications.js';

/** A write on the notifications refreshes the list, the unread count and the header's bell dot (all under this path). */
const refreshes = { invalidates: [...NOTIFICATION_READS] };

/**
 * /notification: the user's notifications, newest first, each with its kind, to open (the page its kind leads to, or
 * why there is none), mark read (one or all) and delete.
 */
export function NotificationList({ screen }: ScreenProps) {
  const [page, setPage] = useState(1);
  const limit = Number(constants.pageSize);
  const { message } = useFeedback();
  const list = useApiQuery('/api/v1/notifications', { params: { query: { page, limit } } });
  // undefined until the count has loaded: the page shows no 「未読 0件」 it does not know yet.
  const unreadCount = useApiQuery('/api/v1/notifications/unread/count').data?.count;
  const markRead = useApiMutation('post', '/api/v1/notifications/read', refreshes);
  const readAll = useApiMutation('post', '/api/v1/notifications/read/all', refreshes);
  const remove = useApiMutation('delete', '/api/v1/notifications/{id}', refreshes);
  // On a phone the buttons go under the text, which keeps the full width.
  const isMobile = useIsMobile();
  const rows = list.data?.data ?? [];
  const read = (id: number, done?: () => void) => markRead.mutate({ body: { notification_ids: [id] } }, { onSuccess: done });
  return (
    <TouchTargets>
      <ScreenPage
        screen={screen}
        extra={(
          <Button icon={<CheckOutlined />} disabled={!unreadCount} loading={readAll.isPending}
            onClick={() => readAll.mutate(undefined, { onSuccess: () => void message.success(t('notificationPage.allRead')) })}>
            {t('notificationPage.readAll')}
          </Button>
        )}
      >
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
                    <Button key="read" size="small" onClick={() => read(n.id, () => void message.success(t('notificationPage.marked')))}>
                      {t('notificationPage.markRead')}
                    </Button>,
                  ]),
                  <Popconfirm key="delete" title={t('notificationPage.deleteConfirm')} okText={t('common.delete')} cancelText={t('common.cancel')}
                    onConfirm={() => remove.mutate({ params: { path: { id: String(n.id) } } }, { onSuccess: () => void message.success(t('common.deleted')) })}>
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
                      <Typography.Text type="secondary">{formatDateTime(n.created_at)}</Typography.Text>
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
      </ScreenPage>
    </TouchTargets>
  );
}
