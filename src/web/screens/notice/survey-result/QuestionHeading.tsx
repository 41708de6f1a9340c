import { Flex, Tag, Typography } from 'antd';
import { codeLabel, SurveyAnswerType } from '../../../../generated/enums.js';
import { t } from '../../../i18n/i18n.js';
import type { QuestionResult } from './useSurveyResults.js';

/** The title of a question's result card: number, type, required / multiple tags and how many answered it. */
export function QuestionHeading(props: { question: QuestionResult }) {
  const q = props.question;
  return (
    <Flex vertical gap={4} style={{ padding: '6px 0', whiteSpace: 'normal' }}>
      <Flex wrap gap={6} align="center">
        <Typography.Text strong>{t('noticeManage.survey.question', { number: q.number })}</Typography.Text>
        <Tag style={{ marginInlineEnd: 0 }}>{codeLabel('survey_answer_type', q.answer_type)}</Tag>
        {q.is_required && <Tag color="red" style={{ marginInlineEnd: 0 }}>{t('noticeManage.survey.required')}</Tag>}
        {q.answer_type === SurveyAnswerType.choose && q.is_multiple && <Tag color="blue" style={{ marginInlineEnd: 0 }}>{t('noticeManage.survey.multiple')}</Tag>}
        <Typography.Text type="secondary" style={{ fontWeight: 400, fontSize: 13 }}>{t('noticeManage.result.questionAnswered', { count: q.answered_count })}</Typography.Text>
      </Flex>
      <Typography.Text style={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{q.question}</Typography.Text>
    </Flex>
  );
}
