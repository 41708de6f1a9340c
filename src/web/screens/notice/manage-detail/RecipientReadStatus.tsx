import { HeartFilled } from '@ant-design/icons';
import { Flex, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { t } from '../../../i18n/i18n.js';
import type { NoticeRecipient } from './useNoticeRecipients.js';

/** Read or unread, with the time it was read (and a heart when the family liked the notice). */
export function RecipientReadStatus(props: { recipient: NoticeRecipient }) {
  const r = props.recipient;
  return (
    <Flex vertical gap={2} align="flex-start">
      <Flex gap={4} align="center">
        <Tag color={r.is_read ? 'green' : 'orange'} style={{ marginInlineEnd: 0 }}>
          {r.is_read ? t('noticeManage.recipients.read') : t('noticeManage.recipients.unread')}
        </Tag>
        {r.liked && (
          <Tooltip title={t('noticeManage.recipients.liked')}>
            <HeartFilled style={{ color: '#eb2f96' }} aria-label={t('noticeManage.recipients.liked')} />
          </Tooltip>
        )}
      </Flex>
      {r.read_at && <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>{dayjs(r.read_at).format(t('web.datetimeFormat'))}</Typography.Text>}
    </Flex>
  );
}
