import { PaperClipOutlined } from '@ant-design/icons';
import { Flex, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useNavigate } from 'react-router';
import { codeLabel } from '../../../../generated/enums.js';
import { formatDateTime, screenPath, t } from '../../../kit';
import type { ContactRow } from './contactRow.js';
import { ContactStatusTag } from './ContactStatusTag';

const columns: ColumnsType<ContactRow> = [
  { key: 'status', title: t('contact.list.status'), width: 100, render: (_, c) => <ContactStatusTag status={c.status} /> },
  {
    key: 'title',
    title: t('contact.list.title'),
    render: (_, c) => (
      <Flex gap={6} align="center" wrap>
        {!c.is_read && <Tag color="red" bordered={false}>{t('contact.list.unread')}</Tag>}
        <Typography.Text strong={!c.is_read} type={c.is_withdrawn ? 'secondary' : undefined}>{c.title}</Typography.Text>
        {c.is_withdrawn && <Tag>{t('contact.list.withdrawn')}</Tag>}
      </Flex>
    ),
  },
  { key: 'student', title: t('contact.list.student'), width: 100, render: (_, c) => c.student_name },
  { key: 'protector', title: t('contact.list.protector'), width: 100, render: (_, c) => c.protector_name },
  { key: 'schoolhouse', title: t('contact.list.schoolhouse'), width: 80, render: (_, c) => c.schoolhouse_name },
  { key: 'sender', title: t('contact.list.sender'), width: 72, render: (_, c) => codeLabel('contact_sender', c.sender_kind) },
  { key: 'last', title: t('contact.list.lastMessage'), width: 172, render: (_, c) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(c.last_message_at)}</span> },
  { key: 'comments', title: t('contact.list.commentCount'), width: 92, align: 'right', render: (_, c) => c.comment_count },
  {
    key: 'attachment',
    title: t('contact.list.attachment'),
    width: 52,
    align: 'center',
    render: (_, c) => (c.attachment_count > 0 ? <PaperClipOutlined aria-label={t('contact.list.attachmentCount', { count: c.attachment_count })} /> : null),
  },
];

/** The staff's and teachers' threads, newest exchange first; a row opens its thread. */
export function ContactTable(props: { rows: ContactRow[]; isLoading: boolean }) {
  const navigate = useNavigate();
  // The wrapper scrolls sideways on a narrow screen and takes the keyboard's focus, so the scroll is reachable without a mouse.
  return (
    <div tabIndex={0} role="group" aria-label={t('contact.list.tableLabel')} style={{ overflowX: 'auto' }}>
    <Table<ContactRow>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={props.rows}
      loading={props.isLoading}
      pagination={false}
      // Fits the desk's content width (1280 px with the menu); narrower, the wrapper scrolls sideways.
      style={{ minWidth: 960 }}
      locale={{ emptyText: t('contact.list.empty') }}
      onRow={(c) => ({ onClick: () => void navigate(screenPath('contact.detail', { id: String(c.id) })), style: { cursor: 'pointer' }, 'data-contact-id': c.id })}
    />
    </div>
  );
}
