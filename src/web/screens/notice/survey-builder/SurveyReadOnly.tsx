import { List, Space, Tag, Typography } from 'antd';
import { codeLabel, SurveyAnswerType } from '../../../../generated/enums.js';
import { t } from '../../../i18n/i18n.js';
import type { SurveyQuestionValues } from '../compose-model/composeValues.js';

/** The questions of a published notice's survey, shown as they were sent (they can no longer change). */
export function SurveyReadOnly(props: { questions: SurveyQuestionValues[] }) {
  return (
    <List size="small" bordered dataSource={props.questions} renderItem={(q, i) => (
      <List.Item style={{ display: 'block' }}>
        <Space wrap size={4}>
          <Typography.Text strong>{t('noticeCompose.survey.question', { number: i + 1 })}</Typography.Text>
          <Typography.Text>{q.question}</Typography.Text>
          <Tag>{codeLabel('survey_answer_type', q.answer_type)}</Tag>
          {q.is_required && <Tag color="red">{t('noticeCompose.survey.required')}</Tag>}
          {q.is_multiple && <Tag color="blue">{t('noticeCompose.survey.multiple')}</Tag>}
        </Space>
        {q.description && <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0', fontSize: 12 }}>{q.description}</Typography.Paragraph>}
        {q.answer_type === SurveyAnswerType.choose && (
          <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>{q.choices.map((c, ci) => <li key={ci}>{c.label}</li>)}</ul>
        )}
      </List.Item>
    )} />
  );
}
