import { Typography } from 'antd';
import { SurveyAnswerType } from '../../../../generated/enums.js';
import { t } from '../../../i18n/i18n.js';
import type { NoticeView } from './useNoticeView.js';
import { listText } from '../../../format/japaneseText.js';

type Survey = NonNullable<NoticeView['survey']>;
type Answer = NonNullable<NoticeView['recipient']>['answers'][number];

function answerText(question: Survey['questions'][number], answer: Answer | undefined): string | undefined {
  if (!answer) return undefined;
  if (question.answer_type === SurveyAnswerType.description) return answer.text?.trim() || undefined;
  const labels = question.choices.filter((c) => answer.choice_ids.includes(c.id)).map((c) => c.label);
  return labels.length ? listText(labels) : undefined;
}

/** The guardian's own answers, read only: each question with the chosen choices or the written text. */
export function SurveyAnswerList(props: { survey: Survey; answers: Answer[] }) {
  return (
    <dl style={{ margin: 0 }} aria-label={t('noticeReceived.survey.yourAnswers')}>
      {props.survey.questions.map((q) => {
        const text = answerText(q, props.answers.find((a) => a.question_id === q.id));
        return (
          <div key={q.id} style={{ padding: '10px 0', borderTop: '1px solid #f0f0f0' }}>
            <dt style={{ fontWeight: 600, marginBottom: 4, overflowWrap: 'anywhere' }}>
              <Typography.Text type="secondary" style={{ marginInlineEnd: 6 }}>{t('noticeReceived.surveyForm.question', { number: q.number })}</Typography.Text>
              {q.question}
            </dt>
            <dd style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {text ?? <Typography.Text type="secondary">{t('noticeReceived.survey.noAnswer')}</Typography.Text>}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
