import { Badge, Empty, Flex, Pagination, Segmented, Skeleton, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../hooks/useCurrentUser.js';
import { t } from '../../i18n/i18n.js';
import { screenTitle } from '../../i18n/screenTitle.js';
import { PageHeader } from '../common/PageHeader';
import type { ScreenProps } from '../screenProps.js';
import { ReceivedNoticeCard } from './received/ReceivedNoticeCard';
import { useReceivedNotices, type ReadFilter } from './received/useReceivedNotices.js';

const filters: readonly ReadFilter[] = ['all', 'unread', 'read'];

function isReadFilter(value: string | null): value is ReadFilter {
  return filters.some((f) => f === value);
}

/**
 * /notice/list (guardian): the notices of the child acted as, newest first, 20 a page, filtered by read status.
 * The filter and page live in the address, so going back from a notice returns to the same page. Switching child
 * reloads the app as that child (useLinkedAccounts), and the list is keyed by the child.
 */
export function NoticeList({ screen }: ScreenProps) {
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const filterParam = params.get('filter');
  const filter: ReadFilter = isReadFilter(filterParam) ? filterParam : 'all';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { query, limit } = useReceivedNotices({ filter, page, studentId: user.t_protector_page_id });
  const data = query.data;
  const unreadCount = data?.unread_count ?? 0;
  const child = user.student ? `${user.student.student_family_name_kanji} ${user.student.student_first_name_kanji}` : undefined;
  const show = (next: { filter?: ReadFilter; page?: number }) => {
    const nextFilter = next.filter ?? filter;
    const nextPage = next.page ?? 1;
    setParams({ ...(nextFilter === 'all' ? {} : { filter: nextFilter }), ...(nextPage === 1 ? {} : { page: String(nextPage) }) });
    window.scrollTo({ top: 0 });
  };
  return (
    <div style={{ maxWidth: 880 }}>
      <PageHeader title={child ? t('noticeReceived.heading', { name: child }) : screenTitle(screen)} />
      <Flex justify="space-between" align="center" wrap gap={12}
        style={{ marginBottom: 16, padding: '8px 12px', background: '#fff', border: '1px solid #f0f0f0', borderRadius: 8 }}>
        <Segmented<ReadFilter>
          size="large"
          aria-label={t('noticeReceived.filter.label')}
          value={filter}
          onChange={(value) => show({ filter: value })}
          options={filters.map((f) => ({
            value: f,
            label: f === 'unread' && unreadCount > 0
              ? <Flex align="center" gap={6}>{t('noticeReceived.filter.unread')}<Badge count={unreadCount} size="small" /></Flex>
              : t(`noticeReceived.filter.${f}`),
          }))}
        />
        <Typography.Text type={unreadCount > 0 ? 'danger' : 'secondary'} strong={unreadCount > 0}>
          {t('noticeReceived.unreadCount', { count: unreadCount })}
        </Typography.Text>
      </Flex>
      {query.isLoading ? <Skeleton active paragraph={{ rows: 6 }} /> : (
        <Flex vertical gap={10} style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          {(data?.data ?? []).map((n) => <ReceivedNoticeCard key={n.id} notice={n} />)}
          {data?.data.length === 0 && (
            <Empty style={{ padding: '32px 0', background: '#fff', borderRadius: 8 }} description={t(`noticeReceived.empty.${filter}`)} />
          )}
        </Flex>
      )}
      {query.isError && <Typography.Text type="danger">{query.error.message}</Typography.Text>}
      {(data?.total ?? 0) > 0 && (
        <Flex justify="space-between" align="center" wrap gap={12} style={{ marginTop: 16 }}>
          <Typography.Text type="secondary">{t('common.total', { total: data?.total ?? 0 })}</Typography.Text>
          {(data?.total ?? 0) > limit && (
            <Pagination current={page} pageSize={limit} total={data?.total ?? 0} onChange={(p) => show({ page: p })} showSizeChanger={false} />
          )}
        </Flex>
      )}
    </div>
  );
}
