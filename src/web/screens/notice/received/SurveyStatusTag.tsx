import { CheckCircleOutlined, ClockCircleOutlined, FormOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { SurveyStatus } from '../../../../generated/enums.js';
import { t } from '../../../i18n/i18n.js';

/**
 * The survey state of a received notice as a badge: 回答受付中 with its deadline, 回答済み or 回答期限切れ
 * (survey_status: answered, expired, or open while neither); nothing when the notice has no survey.
 */
export function SurveyStatusTag(props: { status: string | null; deadline: string | null }) {
  if (props.status === null) return null;
  if (props.status === SurveyStatus.answered) {
    return <Tag color="green" icon={<CheckCircleOutlined />}>{t('noticeReceived.surveyBadge.answered')}</Tag>;
  }
  if (props.status === SurveyStatus.expired) {
    return <Tag icon={<ClockCircleOutlined />}>{t('noticeReceived.surveyBadge.expired')}</Tag>;
  }
  const deadline = props.deadline ? dayjs(props.deadline).format(t('web.datetimeFormat')) : '';
  return <Tag color="orange" icon={<FormOutlined />}>{t('noticeReceived.surveyBadge.open', { deadline })}</Tag>;
}
