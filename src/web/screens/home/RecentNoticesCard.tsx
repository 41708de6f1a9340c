import { NotificationOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { codeLabel, MessageStatus } from '../../../generated/enums.js';
import { t } from '../../i18n/i18n.js';
import { HomeCard } from './HomeCard';
import { HomeCardItem } from './HomeCardItem';
import { RateBar } from './RateBar';
import type { HomeSummary } from './useHomeSummary.js';
import { useScreenLink } from './useScreenLink.js';

const statusColor: Readonly<Record<string, string>> = { [MessageStatus.sent]: 'green', [MessageStatus.unsent]: 'blue', [MessageStatus.draft]: 'default' };

/** Staff and teachers: their latest notices with state, send date and read rate (read / recipients). */
export function RecentNoticesCard(props: { summary: HomeSummary }) {
  const notices = props.summary.recent_notices;
  const detail = useScreenLink('notice.manage-detail');
  const manage = useScreenLink('notice.manage');
  const format = t('web.datetimeFormat');
  return (
    <HomeCard title={t('homePage.recentNotices.title')} icon={<NotificationOutlined />} seeAllPath={manage()}
      isEmpty={notices.length === 0} emptyText={t('homePage.recentNotices.empty')}>
      {notices.map((n) => (
        <HomeCardItem key={n.id} to={detail({ id: String(n.id) })} title={n.title}
          meta={(
            <>
              <Tag color={statusColor[n.status]} style={{ marginInlineEnd: 0 }}>{codeLabel('message_status', n.status)}</Tag>
              {n.status === MessageStatus.sent && n.published_at && <span>{dayjs(n.published_at).format(format)}</span>}
              {n.status === MessageStatus.unsent && n.send_at && <span>{t('homePage.recentNotices.scheduledAt', { at: dayjs(n.send_at).format(format) })}</span>}
              {n.status === MessageStatus.sent && (
                <RateBar label={t('homePage.recentNotices.readRate', { read: n.read_count, total: n.recipient_count })} count={n.read_count} total={n.recipient_count} />
              )}
            </>
          )} />
      ))}
    </HomeCard>
  );
}
