import { MessageOutlined } from '@ant-design/icons';
import { Button, Card, List, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useIsMobile } from '../../../hooks/useIsMobile.js';
import { t } from '../../../i18n/i18n.js';
import { CardLine } from './CardLine';
import type { TeacherRecipient } from '../area/areaNotice.js';
import { RecipientThreadDrawer } from './RecipientThreadDrawer';

const when = (at: string | null) => (at
  ? <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>{dayjs(at).format(t('web.datetimeFormat'))}</Typography.Text>
  : null);

/**
 * The chosen teachers of a sent communication, each read or unread (and when), their survey answer and, where the
 * communication takes comments at their schoolhouse (can_comment), their thread with the sender in a drawer. A
 * table, or a card a teacher on a phone.
 */
export function TeacherRecipients(props: { noticeId: number; teachers: TeacherRecipient[]; hasSurvey: boolean }) {
  const [opened, setOpened] = useState<TeacherRecipient>();
  const isMobile = useIsMobile();
  const readState = (r: TeacherRecipient) => (
    <>
      <Tag color={r.is_read ? 'green' : 'orange'}>{r.is_read ? t('noticeManage.recipients.read') : t('noticeManage.recipients.unread')}</Tag>
      {when(r.read_at)}
    </>
  );
  const answer = (r: TeacherRecipient) => when(r.answered_at) ?? <Typography.Text type="secondary">{t('noticeManage.recipients.notAnswered')}</Typography.Text>;
  const comments = (r: TeacherRecipient) => (r.can_comment ? (
    <Button size="small" icon={<MessageOutlined />} onClick={() => setOpened(r)} aria-label={`${r.teacher_name} ${t('noticeManage.recipients.openComments')}`}>
      {t('noticeCompose.manage.commentCount', { count: r.comment_count })}
    </Button>
  ) : null);
  const columns: ColumnsType<TeacherRecipient> = [
    { key: 'name', title: t('communication.recipients.teacher'), minWidth: 120, render: (_, r) => r.teacher_name },
    {
      key: 'read',
      title: t('communication.recipients.read'),
      width: 180,
      render: (_, r) => readState(r),
    },
    ...(props.hasSurvey ? [{
      key: 'answer',
      title: t('communication.recipients.answer'),
      width: 160,
      render: (_: unknown, r: TeacherRecipient) => answer(r),
    }] : []),
    {
      key: 'comments',
      title: t('noticeManage.recipients.openComments'),
      width: 150,
      render: (_: unknown, r: TeacherRecipient) => comments(r),
    },
  ];
  return (
    <Card size="small" style={{ marginTop: 16 }} title={t('noticeManage.recipients.title')}
      extra={<Typography.Text type="secondary">{t('common.total', { total: props.teachers.length })}</Typography.Text>}>
      {isMobile ? (
        // A phone: one card a teacher (the table would scroll sideways).
        <List dataSource={props.teachers} rowKey="teacher_id" locale={{ emptyText: t('common.noData') }}
          pagination={props.teachers.length > 20 ? { pageSize: 20, simple: true, align: 'center' } : false}
          renderItem={(r) => (
            <List.Item style={{ padding: '6px 0', border: 'none' }}>
              <Card size="small" style={{ width: '100%' }} title={r.teacher_name} extra={comments(r)}>
                <CardLine label={t('communication.recipients.read')}>{readState(r)}</CardLine>
                {props.hasSurvey && <CardLine label={t('communication.recipients.answer')}>{answer(r)}</CardLine>}
              </Card>
            </List.Item>
          )} />
      ) : (
        <Table<TeacherRecipient> rowKey="teacher_id" size="small" columns={columns} dataSource={props.teachers}
          pagination={props.teachers.length > 20 ? { pageSize: 20, showSizeChanger: false } : false} scroll={{ x: 560 }} />
      )}
      <RecipientThreadDrawer noticeId={props.noticeId} allowComment={opened?.can_comment === true}
        recipient={opened && { id: opened.id, name: opened.teacher_name }} onClose={() => setOpened(undefined)} />
    </Card>
  );
}
