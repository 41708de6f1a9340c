import dayjs from 'dayjs';
import { dayjsOf, type DateInputValue } from '../../../components/date-input/index.js';
import type { AreaNoticeInput } from '../area/noticeArea.js';
import { SurveyAnswerType } from '../../../../generated/enums.js';
import type { EditedNotice } from '../compose-model/useEditedNotice.js';
import type { ComposeValues, SurveyQuestionValues, SurveyValues } from '../compose-model/composeValues.js';

/** The JSON part (`data`) of POST /notices, /communications and their {id}. */
export type NoticeInput = AreaNoticeInput;
type QuestionInput = NonNullable<NoticeInput['survey']>['questions'][number];

function questionInput(q: SurveyQuestionValues): QuestionInput {
  const isChoice = q.answer_type === SurveyAnswerType.choose;
  return {
    question: q.question.trim(),
    description: q.description?.trim() ? q.description.trim() : null,
    answer_type: q.answer_type,
    is_required: q.is_required,
    is_multiple: isChoice && q.is_multiple,
    choices: isChoice ? q.choices.map((c) => ({ label: c.label.trim() })) : [],
  };
}

/** An instant as the API takes it. The form's rules have refused typed text before any save gets here. */
const instant = (value: DateInputValue): string | null => dayjsOf(value)?.toISOString() ?? null;

function surveyInput(survey: SurveyValues | null): NoticeInput['survey'] {
  if (!survey) return null;
  return { deadline: instant(survey.deadline), questions: survey.questions.map(questionInput) };
}

/**
 * The request body of a save. A new or unsent notice sends its chosen recipients; a published one keeps them (and its
 * send time: it has been sent) and its questions are fixed, so only the deadline of `values.survey` counts.
 */
export function composeRequest(options: {
  values: ComposeValues;
  publish: boolean;
  /** The chosen students of a notice, teachers of a communication. */
  recipientIds: number[];
  edited?: EditedNotice;
  keepAttachmentIds?: number[];
}): NoticeInput {
  const { values, edited } = options;
  const isPublished = edited?.is_published === true;
  const saved = isPublished && edited ? composeValuesOf(edited).survey : null;
  // A published notice's questions are sent as they were saved, whatever the form holds; only the deadline moves.
  const survey = saved ? surveyInput({ ...saved, deadline: values.survey?.deadline ?? saved.deadline }) : surveyInput(values.survey);
  return {
    title: values.title.trim(),
    body: values.body,
    allow_comment: values.allow_comment,
    send_notification: values.methods.includes('send_notification'),
    send_mail: values.methods.includes('send_mail'),
    send_line: values.methods.includes('send_line'),
    ...(isPublished ? {} : { send_at: instant(values.send_at) }),
    publish: options.publish,
    tag_ids: values.tag_ids,
    ...(isPublished ? {} : { recipient_ids: options.recipientIds }),
    ...(edited ? { keep_attachment_ids: options.keepAttachmentIds ?? edited.attachments.map((a) => a.id) } : {}),
    survey,
  };
}

/** The form values of a saved notice (edit): its text, methods, schedule, tags and survey. */
export function composeValuesOf(notice: EditedNotice): ComposeValues {
  const methods = (['send_notification', 'send_mail', 'send_line'] as const).filter((m) => notice[m]);
  return {
    title: notice.title,
    body: notice.body,
    methods,
    allow_comment: notice.allow_comment,
    send_at: notice.send_at && !notice.is_published ? dayjs(notice.send_at) : null,
    tag_ids: notice.tags.map((tag) => tag.id),
    survey: notice.survey
      ? {
        deadline: dayjs(notice.survey.deadline),
        questions: notice.survey.questions.map((q) => ({
          question: q.question,
          description: q.description ?? '',
          answer_type: q.answer_type === SurveyAnswerType.description ? SurveyAnswerType.description : SurveyAnswerType.choose,
          is_required: q.is_required,
          is_multiple: q.is_multiple,
          choices: q.choices.map((c) => ({ label: c.label })),
        })),
      }
      : null,
  };
}
