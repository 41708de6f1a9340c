import { Empty, Flex, List, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { NotificationKindTag } from '../components/NotificationKindTag';
import { NotificationTitle } from '../components/NotificationTitle';
import { useLatestNotifications } from '../hooks/useNotifications.js';
import { t } from '../i18n/i18n.js';
import { screenById } from '../navigation/screenIndex.js';

/**
 * The bell's list: the newest notifications, each with its kind, time and what it is about, unread ones in bold; a click opens the page
 * its kind leads to (and closes the list) or says why there is none; the foot leads to /notification.
 */
export function NotificationBellList(props: { onClose: () => void }) {
  const latest = useLatestNotifications({ isOpen: true });
  const all = screenById('home.notification');
  const rows = latest.data?.data ?? [];
  return (
    <Flex vertical style={{ width: 'min(360px, calc(100vw - 32px))' }}>
      {latest.isPending ? <Flex justify="center" style={{ padding: 24 }}><Spin /></Flex>
        : latest.isError ? <Typography.Text type="danger">{t('notification.bell.loadFailed')}</Typography.Text>
          : rows.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notification.bell.empty')} />
            : (
              <List
                size="small"
                dataSource={rows}
                renderItem={(n) => (
                  <List.Item style={{ paddingInline: 4, background: n.is_read ? undefined : '#fff7e6' }}>
                    <Flex vertical gap={2} style={{ width: '100%' }}>
                      <Flex justify="space-between" align="center" gap={8}>
                        <NotificationKindTag kind={n.kind} />
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>{dayjs(n.created_at).format(t('web.datetimeFormat'))}</Typography.Text>
                      </Flex>
                      <NotificationTitle row={n} isStrong={!n.is_read} onNavigate={props.onClose} />
                      {n.body && <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>{n.body}</Typography.Text>}
                    </Flex>
                  </List.Item>
                )}
              />
            )}
      <Flex justify="center" style={{ borderTop: '1px solid #f0f0f0', paddingTop: 8, marginTop: 4 }}>
        <Link to={all.path} onClick={props.onClose} className="header-icon-target">{t('notification.bell.seeAll')}</Link>
      </Flex>
    </Flex>
  );
}
