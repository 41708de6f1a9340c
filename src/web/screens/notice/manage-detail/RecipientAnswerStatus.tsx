import { Typography } from 'antd';
import dayjs from 'dayjs';
import { t } from '../../../i18n/i18n.js';
import type { NoticeRecipient } from './useNoticeRecipients.js';

/** When the family answered the survey, or 未回答. */
export function RecipientAnswerStatus(props: { recipient: NoticeRecipient }) {
  const at = props.recipient.answered_at;
  if (!at) return <Typography.Text type="secondary">{t('noticeManage.recipients.notAnswered')}</Typography.Text>;
  return <Typography.Text style={{ whiteSpace: 'nowrap', fontSize: 12 }}>{dayjs(at).format(t('web.datetimeFormat'))}</Typography.Text>;
}
