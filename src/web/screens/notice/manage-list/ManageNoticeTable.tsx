import { PaperClipOutlined } from '@ant-design/icons';
import { Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { MessageStatus } from '../../../../generated/enums.js';
import { t } from '../../../i18n/i18n.js';
import { ManageDateTime } from './ManageDateTime';
import { ManageReadRate } from './ManageReadRate';
import { ManageStatusTag } from './ManageStatusTag';
import { manageDetailPath, type ManageNoticeRow } from './manageNoticeRow.js';
import { ListLoading } from '../../../components/ListLoading';
import { useNoticeArea } from '../area/NoticeAreaContext';
import { useAreaText } from '../area/useAreaText.js';
import type { NoticeArea } from '../area/noticeArea.js';

const dash = <Typography.Text type="secondary">—</Typography.Text>;

/** The columns of an area's list (a communication has no tags). */
const columnsOf = (area: NoticeArea): ColumnsType<ManageNoticeRow> => [
  {
    key: 'title',
    title: t('noticeCompose.manage.title'),
    minWidth: 220,
    render: (_, n) => (
      <Space size={4} wrap>
        <Link to={manageDetailPath(area.steps.manageDetail, n.id)} style={{ fontWeight: 500 }}>{n.title}</Link>
        {n.attachment_count > 0 && <PaperClipOutlined aria-label={t('noticeCompose.content.attachments')} style={{ color: '#8c8c8c' }} />}
      </Space>
    ),
  },
  { key: 'status', title: t('noticeCompose.manage.status'), width: 128, render: (_, n) => <ManageStatusTag status={n.status} sendAt={n.send_at} /> },
  {
    key: 'published_at',
    title: t('noticeCompose.manage.publishedAt'),
    width: 120,
    render: (_, n) => (n.published_at ? <ManageDateTime at={n.published_at} /> : dash),
  },
  { key: 'sender', title: t('noticeCompose.manage.sender'), width: 100, render: (_, n) => n.sender_name },
  ...(area.hasTags ? [{
    key: 'tags',
    title: t('noticeCompose.manage.tag'),
    width: 130,
    render: (_, n) => (n.tags.length ? <Space size={[0, 4]} wrap>{n.tags.map((tag) => <Tag key={tag.id}>{tag.name}</Tag>)}</Space> : dash),
  }] satisfies ColumnsType<ManageNoticeRow> : []),
  {
    key: 'read',
    title: t('noticeCompose.manage.read'),
    width: 130,
    render: (_, n) => (n.status === MessageStatus.sent ? <ManageReadRate read={n.read_count} total={n.recipient_count} /> : dash),
  },
  {
    key: 'survey',
    title: t('noticeCompose.manage.survey'),
    width: 100,
    render: (_, n) => {
      if (!n.has_survey) return dash;
      if (n.status !== MessageStatus.sent) return t('noticeCompose.manage.hasSurvey');
      return t('noticeCompose.manage.answered', { count: n.answered_count, total: n.recipient_count });
    },
  },
  { key: 'comments', title: t('noticeCompose.manage.comments'), width: 84, render: (_, n) => t('noticeCompose.manage.commentCount', { count: n.comment_count }) },
];

/** The manage list as a table (desktop): one row per notice, newest first. */
export function ManageNoticeTable(props: { rows: ManageNoticeRow[]; isLoading: boolean }) {
  const area = useNoticeArea();
  const at = useAreaText();
  return (
    <Table<ManageNoticeRow> rowKey="id" size="middle" columns={columnsOf(area)} dataSource={props.rows} loading={props.isLoading}
      pagination={false} scroll={{ x: 960 }} locale={{ emptyText: props.isLoading ? <ListLoading /> : at('noticeCompose.manage.empty') }} />
  );
}
