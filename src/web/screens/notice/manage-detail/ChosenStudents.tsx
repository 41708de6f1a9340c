import { Alert, Card, Typography } from 'antd';
import dayjs from 'dayjs';
import { MessageStatus } from '../../../../generated/enums.js';
import { t } from '../../../i18n/i18n.js';
import type { ManagedNotice } from './useManagedNotice.js';
import { useAreaText } from '../area/useAreaText.js';

/** Instead of the recipients table for a draft or a scheduled notice: how many students are chosen, and what next. */
export function ChosenStudents(props: { notice: ManagedNotice; count: number }) {
  const { notice } = props;
  const at = useAreaText();
  const isScheduled = notice.status === MessageStatus.unsent && notice.send_at !== null;
  const note = isScheduled
    ? t('noticeManage.chosen.scheduledNote', { at: dayjs(notice.send_at).format(t('web.datetimeFormat')) })
    : t('noticeManage.chosen.draftNote');
  return (
    <Card size="small" style={{ marginTop: 16 }} title={t('noticeManage.chosen.title')}>
      <Typography.Title level={4} style={{ marginTop: 0 }}>{at('noticeManage.chosen.count', { count: props.count })}</Typography.Title>
      <Alert type="info" showIcon message={note} />
    </Card>
  );
}
