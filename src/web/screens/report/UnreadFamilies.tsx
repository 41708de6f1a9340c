import { UnorderedListOutlined } from '@ant-design/icons';
import { Alert, Button, Select, Space, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { formatDate, t, useApiQuery, type ApiData } from '../../kit';

type Family = ApiData<'get', '/api/v1/lesson-reports/unread-families'>['data'][number];

type Generation = ApiData<'get', '/api/v1/reportGenerations'>['data'][number];

/** The months with reports (GET /reportGenerations), newest first, and this month, as choices with their unread count. */
function monthChoices(generations: readonly Generation[]): Array<{ value: string; label: string }> {
  const thisMonth = dayjs().format('YYYY-MM');
  const months = generations.some((g) => g.month === thisMonth) ? generations : [{ month: thisMonth, total: 0, published: 0, unread: 0 }, ...generations];
  return months.map((g) => ({
    value: g.month,
    label: t('report.monthChoice', { month: dayjs(`${g.month}-01`).format(t('report.monthFormat')), published: g.published, unread: g.unread }),
  }));
}

/**
 * 未読の家庭 (staff): the families with reports published in a month (default this month) that the guardian has not
 * opened yet — student, guardian, schoolhouse, 未読 n / 公開 m件 and since when the oldest waits. 報告書を表示 lists
 * the student's reports.
 */
export function UnreadFamilies(props: { onShowReports: (family: Family) => void }) {
  const [month, setMonth] = useState(() => dayjs().format('YYYY-MM'));
  const query = useApiQuery('/api/v1/lesson-reports/unread-families', { params: { query: { month } } });
  const generations = useApiQuery('/api/v1/reportGenerations', {});
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <Typography.Text>{t('report.month')}</Typography.Text>
        <Select aria-label={t('report.month')} value={month} options={monthChoices(generations.data?.data ?? [])} onChange={setMonth} style={{ minWidth: 260 }} />
        <Typography.Text type="secondary">{t('report.unreadHelp')}</Typography.Text>
      </Space>
      {query.error && <Alert type="error" showIcon message={query.error.message} />}
      <Table<Family>
        rowKey="student_id"
        size="middle"
        loading={query.isLoading}
        dataSource={query.data?.data ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('report.noUnread') }}
        columns={[
          { key: 'student', title: t('report.unreadStudent'), dataIndex: 'student_name' },
          { key: 'guardian', title: t('report.unreadGuardian'), render: (_, f) => f.guardian_name ?? '' },
          { key: 'schoolhouse', title: t('report.unreadSchoolhouse'), dataIndex: 'schoolhouse_name' },
          {
            key: 'count',
            title: t('report.unreadCountColumn'),
            render: (_, f) => <Typography.Text type={f.unread > 0 ? 'danger' : undefined}>{t('report.unreadCount', { unread: f.unread, published: f.published })}</Typography.Text>,
          },
          { key: 'oldest', title: t('report.oldestUnread'), render: (_, f) => (f.oldest_unread_at ? t('report.oldestUnreadSince', { date: formatDate(f.oldest_unread_at) }) : '') },
          {
            key: 'actions',
            title: '',
            render: (_, f) => <Button size="small" icon={<UnorderedListOutlined />} onClick={() => props.onShowReports(f)}>{t('report.showReports')}</Button>,
          },
        ]}
      />
    </Space>
  );
}
