import { Table, type TableColumnsType, type TablePaginationConfig } from 'antd';
import { t } from '../../../i18n/i18n.js';
import { CommentsButton } from './CommentsButton';
import { DeliveryTags } from './DeliveryTags';
import { RecipientAnswerStatus } from './RecipientAnswerStatus';
import { RecipientCommentStatus } from './RecipientCommentStatus';
import { RecipientReadStatus } from './RecipientReadStatus';
import type { NoticeRecipient } from './useNoticeRecipients.js';
import { ListLoading } from '../../../components/ListLoading';

const nowrap = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;

/** The recipients of a sent notice as a table (desktop); the phone layout is RecipientCards. */
export function RecipientTable(props: {
  rows: NoticeRecipient[];
  isLoading: boolean;
  hasSurvey: boolean;
  pagination: TablePaginationConfig;
  onOpenComments: (recipient: NoticeRecipient) => void;
}) {
  const columns: TableColumnsType<NoticeRecipient> = [
    { key: 'number', title: t('noticeManage.recipients.studentNumber'), dataIndex: 'student_number' },
    { key: 'student', title: t('noticeManage.recipients.student'), dataIndex: 'student_name', render: nowrap },
    { key: 'year', title: t('noticeManage.recipients.schoolyear'), dataIndex: 'schoolyear_name', render: nowrap },
    { key: 'house', title: t('noticeManage.recipients.schoolhouse'), dataIndex: 'schoolhouse_name' },
    { key: 'protector', title: t('noticeManage.recipients.protector'), dataIndex: 'protector_name', render: nowrap },
    { key: 'read', title: t('noticeManage.recipients.read'), render: (_, r) => <RecipientReadStatus recipient={r} /> },
    { key: 'comments', title: t('noticeManage.recipients.comments'), render: (_, r) => <RecipientCommentStatus recipient={r} /> },
    ...(props.hasSurvey
      ? [{ key: 'survey', title: t('noticeManage.recipients.survey'), render: (_: unknown, r: NoticeRecipient) => <RecipientAnswerStatus recipient={r} /> }]
      : []),
    { key: 'deliveries', title: t('noticeManage.recipients.deliveries'), render: (_, r) => <DeliveryTags deliveries={r.deliveries} maxTagWidth={150} /> },
    {
      key: 'actions', title: t('common.actions'), fixed: 'right',
      render: (_, r) => <CommentsButton recipient={r} onOpen={props.onOpenComments} />,
    },
  ];
  return (
    <Table<NoticeRecipient>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={props.rows}
      loading={props.isLoading}
      pagination={props.pagination}
      tableLayout="auto"
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: props.isLoading ? <ListLoading /> : t('common.noData') }}
    />
  );
}
