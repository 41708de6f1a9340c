import { PaperClipOutlined } from '@ant-design/icons';
import { Badge, Flex, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { constants } from '../../../../generated/constants.js';
import { t } from '../../../i18n/i18n.js';
import { fillPath, screenById } from '../../../navigation/screenIndex.js';
import styles from './ReceivedNoticeCard.module.css';
import { shownName } from './shownName.js';
import { SurveyStatusTag } from './SurveyStatusTag';
import type { ReceivedNotice } from './useReceivedNotices.js';

/**
 * One received notice as a card that is one big link to its detail (phones first): 未読 badge and a bold title
 * while unread, the send date and sender, the survey state and the attachment count.
 */
export function ReceivedNoticeCard(props: { notice: ReceivedNotice }) {
  const { notice } = props;
  const to = fillPath(screenById('notice.detail').path, { id: String(notice.id) }) ?? '';
  const isUnread = !notice.is_read;
  return (
    <Link to={to} className={isUnread ? `${styles.card} ${styles.unread}` : styles.card} data-notice-id={notice.id}
      aria-label={isUnread ? `${t('noticeReceived.unread')} ${notice.title}` : notice.title}>
      <Flex align="flex-start" gap={8}>
        {isUnread && <Tag color={constants.primaryColor} className={styles.unreadTag}>{t('noticeReceived.unread')}</Tag>}
        <Typography.Text strong={isUnread} className={styles.title}>{notice.title}</Typography.Text>
      </Flex>
      <Flex wrap gap="2px 12px" className={styles.meta}>
        <span>{dayjs(notice.published_at).format(t('web.datetimeFormat'))}</span>
        <span>{shownName(notice.sender_name, notice.sender_is_teacher)}</span>
      </Flex>
      {(notice.has_survey || notice.attachment_count > 0) && (
        <Flex wrap align="center" gap={8} className={styles.badges}>
          <SurveyStatusTag status={notice.has_survey ? (notice.survey_status ?? 'open') : null} deadline={notice.survey_deadline} />
          {notice.attachment_count > 0 && (
            <span className={styles.attachment} aria-label={t('noticeReceived.attachmentCount', { count: notice.attachment_count })}>
              <Badge count={notice.attachment_count} size="small" color="#bfbfbf" offset={[4, -2]}>
                <PaperClipOutlined style={{ fontSize: 16, color: '#8c8c8c' }} />
              </Badge>
            </span>
          )}
        </Flex>
      )}
    </Link>
  );
}
