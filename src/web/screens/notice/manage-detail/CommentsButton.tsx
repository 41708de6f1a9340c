import { MessageOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { t } from '../../../i18n/i18n.js';
import type { NoticeRecipient } from './useNoticeRecipients.js';

/** Opens a recipient's comment thread. */
export function CommentsButton(props: { recipient: NoticeRecipient; onOpen: (recipient: NoticeRecipient) => void }) {
  return (
    <Button size="small" icon={<MessageOutlined />} onClick={() => props.onOpen(props.recipient)}
      aria-label={`${props.recipient.student_name} ${t('noticeManage.recipients.openComments')}`}>
      {t('noticeManage.recipients.openComments')}
    </Button>
  );
}
