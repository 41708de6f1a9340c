import { ClockCircleOutlined, UserOutlined } from '@ant-design/icons';
import { Flex, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { t } from '../../../i18n/i18n.js';
import { shownName } from './shownName.js';
import type { NoticeView } from './useNoticeView.js';

/** The head of a notice as its readers see it: title, send date, sender and tags (and the caller's extra). */
export function NoticeHeading(props: { notice: NoticeView; extra?: ReactNode }) {
  const { notice } = props;
  const sentAt = notice.published_at ?? notice.send_at;
  return (
    <div style={{ marginBottom: 16 }}>
      <Typography.Title level={1} style={{ margin: '0 0 8px', fontSize: 22, lineHeight: 1.45, overflowWrap: 'anywhere' }}>
        {notice.title}
      </Typography.Title>
      <Flex wrap align="center" gap="4px 16px" style={{ color: 'rgba(0, 0, 0, 0.6)', fontSize: 13 }}>
        {sentAt && (
          <span aria-label={t('noticeReceived.publishedAt')}>
            <ClockCircleOutlined style={{ marginInlineEnd: 4 }} />{dayjs(sentAt).format(t('web.datetimeFormat'))}
          </span>
        )}
        <span aria-label={t('noticeReceived.sender')}><UserOutlined style={{ marginInlineEnd: 4 }} />{shownName(notice.sender_name, notice.sender_is_teacher)}</span>
        {notice.tags.length > 0 && (
          <Flex wrap gap={4} aria-label={t('noticeReceived.tags')}>
            {notice.tags.map((tag) => <Tag key={tag.id} color="orange" bordered={false} style={{ marginInlineEnd: 0 }}>{tag.name}</Tag>)}
          </Flex>
        )}
        {props.extra}
      </Flex>
    </div>
  );
}
