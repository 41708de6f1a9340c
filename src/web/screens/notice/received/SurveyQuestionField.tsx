import { Checkbox, Flex, Input, Radio, Tag, Typography } from 'antd';
import { entities } from '../../../../generated/entities.js';
import { SurveyAnswerType } from '../../../../generated/enums.js';
import { t } from '../../../i18n/i18n.js';
import styles from './SurveyQuestionField.module.css';
import type { QuestionValue } from './surveyForm.js';
import type { NoticeView } from './useNoticeView.js';

type Question = NonNullable<NoticeView['survey']>['questions'][number];

const textMaxLength = entities.notice_survey_answer.fields.answer_text.maxLength;

/**
 * One question of the survey form: number, question, 必須 mark and description, then radio buttons (one choice),
 * check boxes (several) or a text box, each option a full-width row that is easy to tap; the error under it.
 */
export function SurveyQuestionField(props: { question: Question; value: QuestionValue; error?: string; onChange: (value: QuestionValue) => void }) {
  const { question: q, value, error } = props;
  const labelId = `survey-question-${q.id}`;
  const errorId = `${labelId}-error`;
  const choiceOptions = q.choices.map((c) => ({ value: c.id, label: c.label }));
  return (
    <fieldset className={error ? `${styles.question} ${styles.invalid}` : styles.question} aria-labelledby={labelId}
      aria-describedby={error ? errorId : undefined} data-question-id={q.id}>
      <Flex id={labelId} wrap align="baseline" gap={8} className={styles.label}>
        <Typography.Text type="secondary" className={styles.number}>{t('noticeReceived.surveyForm.question', { number: q.number })}</Typography.Text>
        {q.is_required
          ? <Tag color="red" bordered={false}>{t('noticeReceived.surveyForm.required')}</Tag>
          : <Tag bordered={false}>{t('noticeReceived.surveyForm.optional')}</Tag>}
        <span className={styles.text}>{q.question}</span>
      </Flex>
      {q.description && <Typography.Paragraph type="secondary" className={styles.description}>{q.description}</Typography.Paragraph>}
      {q.answer_type === SurveyAnswerType.description ? (
        <Input.TextArea value={value.text} onChange={(e) => props.onChange({ ...value, text: e.target.value })} maxLength={textMaxLength} showCount
          autoSize={{ minRows: 3, maxRows: 12 }} placeholder={t('noticeReceived.surveyForm.textPlaceholder')} status={error ? 'error' : undefined}
          aria-labelledby={labelId} aria-invalid={error ? true : undefined} style={{ marginBottom: 20 }} />
      ) : (
        <>
          <Typography.Text type="secondary" className={styles.hint}>
            {q.is_multiple ? t('noticeReceived.surveyForm.multipleHint') : t('noticeReceived.surveyForm.singleHint')}
          </Typography.Text>
          {q.is_multiple ? (
            <Checkbox.Group className={styles.options} options={choiceOptions} value={value.choiceIds}
              onChange={(ids) => props.onChange({ ...value, choiceIds: ids })} />
          ) : (
            <Radio.Group className={styles.options} options={choiceOptions} value={value.choiceIds[0]}
              onChange={(e) => props.onChange({ ...value, choiceIds: [Number(e.target.value)] })} />
          )}
        </>
      )}
      {error && <div id={errorId} role="alert" className={styles.error}>{error}</div>}
    </fieldset>
  );
}
