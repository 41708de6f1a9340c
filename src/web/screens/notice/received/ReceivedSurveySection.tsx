import { FormOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router';
import { SurveyStatus } from '../../../../generated/enums.js';
import { useIsMobile } from '../../../hooks/useIsMobile.js';
import { t } from '../../../i18n/i18n.js';
import { fillPath, screenById } from '../../../navigation/screenIndex.js';
import { SurveyAnswerList } from './SurveyAnswerList';
import { SurveyStatusTag } from './SurveyStatusTag';
import type { NoticeView } from './useNoticeView.js';
import { labelled } from '../../../format/japaneseText.js';
import { useNoticeArea } from '../area/NoticeAreaContext';

/**
 * The survey of a received notice: its deadline and state; while open a button to answer (or to change the answer
 * given), after the deadline 回答期限を過ぎました and the family's answers, read only.
 */
export function ReceivedSurveySection(props: { noticeId: number; survey: NonNullable<NoticeView['survey']>; recipient: NonNullable<NoticeView['recipient']> }) {
  const { survey, recipient } = props;
  const isMobile = useIsMobile();
  const area = useNoticeArea();
  const navigate = useNavigate();
  const isAnswered = recipient.answered_at !== null;
  const status = isAnswered ? SurveyStatus.answered : survey.is_expired ? SurveyStatus.expired : 'open';
  const surveyPath = fillPath(screenById(area.steps.survey).path, { id: String(props.noticeId) }) ?? '';
  const format = t('web.datetimeFormat');
  return (
    <Card
      // The state tag follows the title and wraps under it on a narrow phone (as the card's `extra` it covered the title).
      title={(
        <Flex align="center" gap={8} wrap style={{ whiteSpace: 'normal', paddingBlock: 8 }}>
          <FormOutlined />{t('noticeReceived.survey.title')}<SurveyStatusTag status={status} deadline={survey.deadline} />
        </Flex>
      )}
      style={{ marginTop: 16, borderColor: survey.is_expired ? undefined : '#ffd591' }}
    >
      <Typography.Paragraph style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">{labelled(t('noticeReceived.survey.deadline'), '')}</Typography.Text>
        <Typography.Text strong>{dayjs(survey.deadline).format(format)}</Typography.Text>
        <Typography.Text type="secondary" style={{ marginInlineStart: 12 }}>{t('noticeReceived.survey.questionCount', { count: survey.questions.length })}</Typography.Text>
      </Typography.Paragraph>
      {survey.is_expired ? (
        <>
          <Alert type="warning" showIcon message={t('noticeReceived.survey.closed')} style={{ marginBottom: 12 }}
            description={isAnswered ? undefined : t('noticeReceived.survey.notAnswered')} />
          {isAnswered && <SurveyAnswerList survey={survey} answers={recipient.answers} />}
        </>
      ) : (
        <>
          <Typography.Paragraph>
            {isAnswered
              ? t('noticeReceived.survey.answeredAt', { at: dayjs(recipient.answered_at).format(format) })
              : t('noticeReceived.survey.lead')}
          </Typography.Paragraph>
          {isAnswered && <SurveyAnswerList survey={survey} answers={recipient.answers} />}
          <Button type={isAnswered ? 'default' : 'primary'} size="large" block={isMobile} icon={<FormOutlined />} style={{ marginTop: 12 }}
            onClick={() => void navigate(surveyPath)}>
            {isAnswered ? t('noticeReceived.survey.revise') : t('noticeReceived.survey.answer')}
          </Button>
        </>
      )}
    </Card>
  );
}
