import { MessageOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useGateOpen } from '../../../hooks/useGate.js';
import { t } from '../../../i18n/i18n.js';
import type { NoticeRecipient } from './useNoticeRecipients.js';

/**
 * Opens a recipient's comment thread; not shown to a teacher where the recipient's schoolhouse does not let teachers
 * read and answer comments (gates.yaml teacher-notice-comments, which the API enforces too).
 */
export function CommentsButton(props: { recipient: NoticeRecipient; onOpen: (recipient: NoticeRecipient) => void }) {
  const isAllowed = useGateOpen('teacher-notice-comments', { schoolhouseId: props.recipient.schoolhouse_id });
  if (!isAllowed) return null;
  return (
    <Button size="small" icon={<MessageOutlined />} onClick={() => props.onOpen(props.recipient)}
      aria-label={`${props.recipient.student_name} ${t('noticeManage.recipients.openComments')}`}>
      {t('noticeManage.recipients.openComments')}
    </Button>
  );
}
