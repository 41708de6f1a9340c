import { Flex, Tag, Typography } from 'antd';
import { CommentAuthorKind } from '../../../../generated/enums.js';
import { t } from '../../../i18n/i18n.js';
import type { NoticeRecipient } from './useNoticeRecipients.js';

/** How many comments the thread has, and 「要返信」 when the family wrote last. */
export function RecipientCommentStatus(props: { recipient: NoticeRecipient }) {
  const r = props.recipient;
  return (
    <Flex vertical gap={2} align="flex-start">
      <Typography.Text style={{ whiteSpace: 'nowrap' }}>{r.comment_count}{t('noticeManage.stats.count')}</Typography.Text>
      {r.last_comment_by === CommentAuthorKind.guardian && <Tag color="red" style={{ marginInlineEnd: 0 }}>{t('noticeManage.recipients.needsReply')}</Tag>}
    </Flex>
  );
}
