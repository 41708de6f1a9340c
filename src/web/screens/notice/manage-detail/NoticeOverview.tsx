import type { ReactNode } from 'react';
import { Descriptions, Flex, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { entities } from '../../../../generated/entities.js';
import { MessageStatus } from '../../../../generated/enums.js';
import { useIsMobile } from '../../../hooks/useIsMobile.js';
import { t } from '../../../i18n/i18n.js';
import { NoticeStatusTag } from './NoticeStatusTag';
import type { ManagedNotice } from './useManagedNotice.js';
import { useNoticeArea } from '../area/NoticeAreaContext';

const fields = entities.notice.fields;

/** The send methods chosen for a notice, by the labels of the model's fields. */
function sendMethods(notice: ManagedNotice): string[] {
  const chosen: Array<[boolean, string]> = [
    [notice.send_notification, fields.send_notification.label],
    [notice.send_mail, fields.send_mail.label],
    [notice.send_line, fields.send_line.label],
  ];
  return chosen.filter(([isChosen]) => isChosen).map(([, label]) => label);
}

/** When the notice went out: its publish time, its scheduled time, or not yet (draft). */
function sentAtText(notice: ManagedNotice): string {
  const format = t('web.datetimeFormat');
  if (notice.status === MessageStatus.sent && notice.published_at) return dayjs(notice.published_at).format(format);
  if (notice.status === MessageStatus.unsent && notice.send_at) return t('noticeManage.scheduledAt', { at: dayjs(notice.send_at).format(format) });
  return t('noticeManage.notSent');
}

/** The head of the manage detail page: title, state, sender, send time, tags, send methods and the actions. */
export function NoticeOverview(props: { notice: ManagedNotice; actions: ReactNode }) {
  const { notice } = props;
  const isMobile = useIsMobile();
  const { hasTags } = useNoticeArea();
  return (
    <>
      <Flex justify="space-between" align="flex-start" wrap gap={12} style={{ marginBottom: 16 }}>
        <Flex align="center" wrap gap={8} style={{ minWidth: 0 }}>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 20, overflowWrap: 'anywhere' }}>{notice.title}</Typography.Title>
          <NoticeStatusTag status={notice.status} sendAt={notice.send_at} />
        </Flex>
        {props.actions}
      </Flex>
      <Descriptions size="small" bordered column={isMobile ? 1 : 2} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('noticeManage.sender')}>{notice.sender_name}</Descriptions.Item>
        <Descriptions.Item label={t('noticeManage.publishedAt')}>{sentAtText(notice)}</Descriptions.Item>
        {hasTags && <Descriptions.Item label={t('noticeManage.tags')}>
          {notice.tags.length > 0
            ? <Flex wrap gap={4}>{notice.tags.map((tag) => <Tag key={tag.id} color="orange">{tag.name}</Tag>)}</Flex>
            : <Typography.Text type="secondary">{t('noticeManage.noTags')}</Typography.Text>}
        </Descriptions.Item>}
        <Descriptions.Item label={t('noticeManage.methods')}>
          <Flex wrap gap={4}>{sendMethods(notice).map((m) => <Tag key={m}>{m}</Tag>)}</Flex>
        </Descriptions.Item>
        <Descriptions.Item label={t('noticeManage.comments')}>
          {notice.allow_comment ? t('noticeManage.commentsOpen') : t('noticeManage.commentsClosed')}
        </Descriptions.Item>
      </Descriptions>
    </>
  );
}
