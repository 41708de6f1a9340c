import { CheckOutlined } from '@ant-design/icons';
import { Alert, Button, Flex } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { showCallError } from '../../../feedback/showErrorMessage.js';
import { useIsMobile } from '../../../hooks/useIsMobile.js';
import { t } from '../../../i18n/i18n.js';
import { ApiError } from '../../../providers/apiError.js';
import { SurveyQuestionField } from './SurveyQuestionField';
import { answerBody, initialSurveyValues, requiredErrors, serverErrors, type SurveyErrors, type SurveyValues } from './surveyForm.js';
import { useSurveyAnswer } from './useSurveyAnswer.js';
import type { NoticeView } from './useNoticeView.js';
import { useFeedback } from '../../../feedback/feedback.js';

function scrollToQuestion(questionId: number | undefined): void {
  if (questionId === undefined) return;
  document.querySelector(`[data-question-id="${questionId}"]`)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
}

/**
 * The survey's questions filled with the answers given before; 回答する checks the required questions here first,
 * then sends, shows the server's errors at their questions, and on success returns to the notice.
 */
export function SurveyForm(props: { notice: NoticeView; survey: NonNullable<NoticeView['survey']>; recipient: NonNullable<NoticeView['recipient']>; detailPath: string }) {
  const { survey } = props;
  const { message } = useFeedback();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const answer = useSurveyAnswer(props.notice.id);
  const [values, setValues] = useState<SurveyValues>(() => initialSurveyValues(survey, props.recipient.answers));
  const [errors, setErrors] = useState<SurveyErrors>({});
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const firstInvalid = (found: SurveyErrors) => survey.questions.find((q) => found[q.id] !== undefined)?.id;

  const submit = () => {
    const missing = requiredErrors(survey, values);
    setErrors(missing);
    setOtherErrors([]);
    if (Object.keys(missing).length > 0) {
      void message.error(t('noticeReceived.surveyForm.fixErrors'));
      scrollToQuestion(firstInvalid(missing));
      return;
    }
    answer.mutate(answerBody(survey, values), {
      onSuccess: () => {
        void message.success(t('noticeReceived.surveyForm.submitted'));
        void navigate(props.detailPath);
      },
      onError: (error) => {
        showCallError(error);
        if (!(error instanceof ApiError)) return;
        const placed = serverErrors(survey, error.fieldErrors);
        setErrors(placed.byQuestion);
        setOtherErrors(placed.others);
        scrollToQuestion(firstInvalid(placed.byQuestion));
      },
    });
  };

  return (
    <form onSubmit={(e) => { e.preventDefault(); submit(); }} noValidate>
      {survey.questions.map((q) => (
        <SurveyQuestionField
          key={q.id}
          question={q}
          value={values[q.id] ?? { choiceIds: [], text: '' }}
          error={errors[q.id]}
          onChange={(value) => {
            setValues((current) => ({ ...current, [q.id]: value }));
            setErrors(({ [q.id]: _fixed, ...rest }) => rest);
          }}
        />
      ))}
      {otherErrors.length > 0 && <Alert type="error" showIcon style={{ marginBottom: 16 }} message={otherErrors.join(' ')} />}
      <Flex justify="flex-end" gap={12} wrap style={{ flexDirection: isMobile ? 'column-reverse' : 'row' }}>
        <Button size="large" block={isMobile} onClick={() => void navigate(props.detailPath)}>{t('common.cancel')}</Button>
        <Button type="primary" htmlType="submit" size="large" block={isMobile} icon={<CheckOutlined />} loading={answer.isPending}>
          {t('noticeReceived.surveyForm.submit')}
        </Button>
      </Flex>
    </form>
  );
}
