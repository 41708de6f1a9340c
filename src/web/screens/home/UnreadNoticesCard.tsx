import { BellOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import dayjs from 'dayjs';
import { t } from '../../i18n/i18n.js';
import { HomeCard } from './HomeCard';
import { HomeCardItem } from './HomeCardItem';
import type { HomeSummary } from './useHomeSummary.js';
import { useScreenLink } from './useScreenLink.js';

/** Guardian: the newest unread notices of the child acted as (up to 5) and how many are unread in all. */
export function UnreadNoticesCard(props: { summary: HomeSummary }) {
  const { unread_notices: notices, unread_count: count } = props.summary;
  const detail = useScreenLink('notice.detail');
  const list = useScreenLink('notice.list');
  const listPath = list();
  const rest = count - notices.length;
  return (
    <HomeCard title={t('homePage.unreadNotices.title')} icon={<BellOutlined />} count={count}
      seeAllPath={listPath && `${listPath}?filter=unread`} isEmpty={notices.length === 0} emptyText={t('homePage.unreadNotices.empty')}>
      {notices.map((n) => (
        <HomeCardItem key={n.id} to={detail({ id: String(n.id) })} title={n.title} isBold
          meta={<span>{dayjs(n.published_at).format(t('web.datetimeFormat'))}</span>} />
      ))}
      {rest > 0 && (
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', fontSize: 13 }}>{t('homePage.unreadNotices.more', { count: rest })}</Typography.Paragraph>
      )}
    </HomeCard>
  );
}
