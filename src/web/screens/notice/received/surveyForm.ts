import type { components } from '../../../../generated/api.js';
import { SurveyAnswerType } from '../../../../generated/enums.js';
import type { FieldError } from '../../../providers/apiError.js';
import { t } from '../../../i18n/i18n.js';
import type { NoticeView } from './useNoticeView.js';

type Survey = NonNullable<NoticeView['survey']>;
type Answer = NonNullable<NoticeView['recipient']>['answers'][number];

/** The form's value of one question: the chosen choices (選択式) or the text (記述式). */
export interface QuestionValue {
  choiceIds: number[];
  text: string;
}

/** The values of the whole form by question id. */
export type SurveyValues = Readonly<Record<number, QuestionValue>>;

/** Error messages by question id. */
export type SurveyErrors = Readonly<Record<number, string>>;

const isText = (q: Survey['questions'][number]) => q.answer_type === SurveyAnswerType.description;

/** The form filled with the answers given before (a first answer starts empty). */
export function initialSurveyValues(survey: Survey, answers: readonly Answer[]): SurveyValues {
  return Object.fromEntries(survey.questions.map((q) => {
    const answer = answers.find((a) => a.question_id === q.id);
    return [q.id, { choiceIds: answer?.choice_ids ?? [], text: answer?.text ?? '' }];
  }));
}

/** The required questions left unanswered, each with the Japanese message shown at it. */
export function requiredErrors(survey: Survey, values: SurveyValues): SurveyErrors {
  const errors: Record<number, string> = {};
  for (const q of survey.questions) {
    if (!q.is_required) continue;
    const value = values[q.id];
    if (isText(q) && !value?.text.trim()) errors[q.id] = t('noticeReceived.surveyForm.requiredText');
    if (!isText(q) && !value?.choiceIds.length) errors[q.id] = t('noticeReceived.surveyForm.requiredChoose');
  }
  return errors;
}

/** The body of POST /surveys/{id}/answer: one answer per question, in the survey's order. */
export function answerBody(survey: Survey, values: SurveyValues): components['schemas']['SurveyAnswerBody'] {
  return {
    answers: survey.questions.map((q) => {
      const value = values[q.id];
      if (isText(q)) return { question_id: q.id, text: value?.text.trim() ? value.text.trim() : null };
      return { question_id: q.id, choice_ids: q.choices.filter((c) => value?.choiceIds.includes(c.id)).map((c) => c.id) };
    }),
  };
}

/**
 * The server's field errors placed at their questions: `answers.<n>…` is the n-th answer sent (answerBody sends them
 * in the survey's order), `questions.<n>` the n-th question by number (a required question left empty). Errors
 * naming no question are left for the page's message.
 */
export function serverErrors(survey: Survey, fieldErrors: readonly FieldError[]): { byQuestion: SurveyErrors; others: string[] } {
  const byNumber = [...survey.questions].sort((a, b) => a.number - b.number);
  const byQuestion: Record<number, string> = {};
  const others: string[] = [];
  for (const e of fieldErrors) {
    const match = /^(answers|questions)[.[/](\d+)/.exec(e.field);
    const question = match ? (match[1] === 'answers' ? survey.questions : byNumber)[Number(match[2])] : undefined;
    if (question) byQuestion[question.id] ??= e.message;
    else others.push(e.message);
  }
  return { byQuestion, others };
}
