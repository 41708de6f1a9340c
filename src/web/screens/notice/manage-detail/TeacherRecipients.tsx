import { Card, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { t } from '../../../i18n/i18n.js';
import type { TeacherRecipient } from '../area/areaNotice.js';

const when = (at: string | null) => (at
  ? <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>{dayjs(at).format(t('web.datetimeFormat'))}</Typography.Text>
  : null);

/** The chosen teachers of a sent communication, each read or unread (and when), and their survey answer. */
export function TeacherRecipients(props: { teachers: TeacherRecipient[]; hasSurvey: boolean }) {
  const columns: ColumnsType<TeacherRecipient> = [
    { key: 'name', title: t('communication.recipients.teacher'), render: (_, r) => r.teacher_name },
    {
      key: 'read',
      title: t('communication.recipients.read'),
      width: 180,
      render: (_, r) => (
        <>
          <Tag color={r.is_read ? 'green' : 'orange'}>{r.is_read ? t('noticeManage.recipients.read') : t('noticeManage.recipients.unread')}</Tag>
          {when(r.read_at)}
        </>
      ),
    },
    ...(props.hasSurvey ? [{
      key: 'answer',
      title: t('communication.recipients.answer'),
      width: 160,
      render: (_: unknown, r: TeacherRecipient) => when(r.answered_at) ?? <Typography.Text type="secondary">{t('noticeManage.recipients.notAnswered')}</Typography.Text>,
    }] : []),
  ];
  return (
    <Card size="small" style={{ marginTop: 16 }} title={t('noticeManage.recipients.title')}
      extra={<Typography.Text type="secondary">{t('common.total', { total: props.teachers.length })}</Typography.Text>}>
      <Table<TeacherRecipient> rowKey="teacher_id" size="small" columns={columns} dataSource={props.teachers}
        pagination={props.teachers.length > 20 ? { pageSize: 20, showSizeChanger: false } : false} scroll={{ x: 420 }} />
    </Card>
  );
}
