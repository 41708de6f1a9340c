import { Tag } from 'antd';
import dayjs from 'dayjs';
import { MessageStatus } from '../../../../generated/enums.js';
import { t } from '../../../i18n/i18n.js';

/** The state of a notice (spec §4): 下書き, 予約配信 with its time, or 配信済み. */
export function NoticeStatusTag(props: { status: string; sendAt: string | null }) {
  if (props.status === MessageStatus.sent) return <Tag color="green">{t('noticeManage.status.sent')}</Tag>;
  if (props.status === MessageStatus.unsent) {
    const at = props.sendAt ? dayjs(props.sendAt).format(t('web.datetimeFormat')) : '';
    return <Tag color="blue">{at ? t('noticeManage.scheduledAt', { at }) : t('noticeManage.status.scheduled')}</Tag>;
  }
  return <Tag>{t('noticeManage.status.draft')}</Tag>;
}
