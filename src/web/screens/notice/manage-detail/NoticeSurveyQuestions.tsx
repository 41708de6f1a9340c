import { Card, Flex, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { codeLabel, SurveyAnswerType } from '../../../../generated/enums.js';
import { t } from '../../../i18n/i18n.js';
import type { ManagedNotice } from './useManagedNotice.js';
import { labelled } from '../../../format/japaneseText.js';

type Survey = NonNullable<ManagedNotice['survey']>;

/** The survey of a notice as the families see it, read-only: deadline, and each question with its choices. */
export function NoticeSurveyQuestions(props: { survey: Survey }) {
  const { survey } = props;
  return (
    <Card
      size="small"
      style={{ marginTop: 16 }}
      title={(
        <Flex wrap gap={8} align="center">
          <span>{t('noticeManage.survey.title')}</span>
          <Tag color={survey.is_expired ? 'default' : 'green'}>{survey.is_expired ? t('noticeManage.survey.closed') : t('noticeManage.survey.open')}</Tag>
          <Typography.Text type="secondary" style={{ fontWeight: 400, fontSize: 13 }}>
            {labelled(t('noticeManage.survey.deadline'), dayjs(survey.deadline).format(t('web.datetimeFormat')))}
          </Typography.Text>
        </Flex>
      )}
    >
      <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {survey.questions.map((q) => (
          <li key={q.id} style={{ padding: '10px 0', borderBottom: '1px solid #f5f5f5' }}>
            <Flex wrap gap={6} align="center" style={{ marginBottom: 4 }}>
              <Typography.Text strong>{t('noticeManage.survey.question', { number: q.number })}</Typography.Text>
              <Tag>{codeLabel('survey_answer_type', q.answer_type)}</Tag>
              {q.is_required && <Tag color="red">{t('noticeManage.survey.required')}</Tag>}
              {q.answer_type === SurveyAnswerType.choose && q.is_multiple && <Tag color="blue">{t('noticeManage.survey.multiple')}</Tag>}
            </Flex>
            <Typography.Paragraph style={{ margin: 0, overflowWrap: 'anywhere' }}>{q.question}</Typography.Paragraph>
            {q.description && <Typography.Paragraph type="secondary" style={{ margin: '2px 0 0', fontSize: 13 }}>{q.description}</Typography.Paragraph>}
            {q.choices.length > 0 && (
              <ul style={{ margin: '6px 0 0', paddingLeft: '1.4em' }}>
                {q.choices.map((c) => <li key={c.id}>{c.label}</li>)}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </Card>
  );
}
