import { UnorderedListOutlined } from '@ant-design/icons';
import { Alert, Button, Select, Space, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { formatDate, t, useApiQuery, type ApiData } from '../../kit';

type Family = ApiData<'get', '/api/v1/lesson-reports/unread-families'>['data'][number];

/** This month and the eleven before it, newest first, as choices (value YYYY-MM). */
function monthChoices(): Array<{ value: string; label: string }> {
  const now = dayjs().startOf('month');
  return Array.from({ length: 12 }, (_, i) => now.subtract(i, 'month')).map((m) => ({ value: m.format('YYYY-MM'), label: m.format(t('report.monthFormat')) }));
}

/**
 * 未読の家庭 (staff): the families with reports published in a month (default this month) that the guardian has not
 * opened yet — student, guardian, schoolhouse, 未読 n / 公開 m件 and since when the oldest waits. 報告書を表示 lists
 * the student's reports.
 */
export function UnreadFamilies(props: { onShowReports: (family: Family) => void }) {
  const [month, setMonth] = useState(() => dayjs().format('YYYY-MM'));
  const query = useApiQuery('/api/v1/lesson-reports/unread-families', { params: { query: { month } } });
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap>
        <Typography.Text>{t('report.month')}</Typography.Text>
        <Select aria-label={t('report.month')} value={month} options={monthChoices()} onChange={setMonth} style={{ width: 160 }} />
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
