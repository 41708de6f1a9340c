import { Card, List, Typography } from 'antd';
import dayjs from 'dayjs';
import { t } from '../../../i18n/i18n.js';
import { QuestionHeading } from './QuestionHeading';
import type { QuestionResult } from './useSurveyResults.js';
import { detailText } from '../../../format/japaneseText.js';

/** A text question's result: every answer with the student, the guardian and when it was given. */
export function TextQuestionResult(props: { question: QuestionResult }) {
  const { question } = props;
  return (
    <Card size="small" title={<QuestionHeading question={question} />} style={{ marginBottom: 16 }} data-question-id={question.id}>
      <List
        size="small"
        dataSource={question.texts}
        locale={{ emptyText: t('noticeManage.result.noTexts') }}
        pagination={question.texts.length > 10 ? { pageSize: 10, size: 'small', showSizeChanger: false } : false}
        renderItem={(a, i) => (
          <List.Item key={`${a.answered_at}-${i}`} style={{ display: 'block' }}>
            <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{a.text}</Typography.Paragraph>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {detailText([a.who, dayjs(a.answered_at).format(t('web.datetimeFormat'))])}
            </Typography.Text>
          </List.Item>
        )}
      />
    </Card>
  );
}
