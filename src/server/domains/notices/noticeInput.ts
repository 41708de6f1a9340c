import type { components } from '../../../generated/api.js';
import { entities } from '../../../generated/entities.js';
import { SurveyAnswerType } from '../../../generated/enums.js';
import { errorCatalogue } from '../../../generated/errors.js';
import { SEND_METHODS, type SendMethod } from '../../../shared/sendMethods.js';
import { formatMessage } from '../../../shared/validationMessage.js';
import { AppError, type FieldError } from '../../foundation/errors.js';
import { isBlankHtml, sanitizeBody } from './sanitizeBody.js';
import { controlCharacterError } from '../messaging/typedText.js';

/** The body of POST /notices and POST /notices/{id} as the generated schema has already checked it. */
export type NoticeBody = components['schemas']['NoticeCreateBody'];

/** A survey question as it is stored (numbers follow the order given). */
export interface SurveyQuestionInput {
  question: string; description: string | null; answer_type: string; is_required: boolean; is_multiple: boolean;
  choices: string[];
}

/** A notice's input after the rules of spec section 5 that a schema cannot express. */
export interface NoticeInput {
  title: string;
  /** Sanitised HTML. */
  body: string;
  allow_comment: boolean;
  send_notification: boolean;
  send_mail: boolean;
  send_line: boolean;
  /** The scheduled time, when given (a time within the clock-skew allowance of now counts as now). */
  sendAt: Date | null;
  publish: boolean;
  tagIds: number[] | undefined;
  studentIds: number[] | undefined;
  keepAttachmentIds: number[] | undefined;
  survey: { deadline: Date; questions: SurveyQuestionInput[] } | null;
}

/** A scheduled time this close to now (or earlier, by clock skew between browser and server) means "now". */
const CLOCK_SKEW_MS = 60_000;

const fields = entities.notice.fields;
const questionFields = entities.notice_survey_question.fields;

/** Trims a typed single-line text; records a field error when it is empty or holds control characters. */
function typedText(options: { raw: string; field: string; label: string; errors: FieldError[]; isRequired?: boolean; emptyMessage?: string }): string {
  const text = options.raw.trim();
  if (text === '' && options.isRequired !== false) {
    options.errors.push({ field: options.field, message: options.emptyMessage ?? formatMessage('validation.required', { label: options.label }) });
    return text;
  }
  const control = controlCharacterError({ text, field: options.field, label: options.label });
  if (control) options.errors.push(control);
  return text;
}

function surveyInput(survey: NonNullable<NoticeBody['survey']>, errors: FieldError[]): SurveyQuestionInput[] {
  return survey.questions.map((q, i) => {
    const number = i + 1;
    const at = `survey.questions.${i}`;
    const question = typedText({ raw: q.question, field: `${at}.question`, label: questionFields.question.label, errors, emptyMessage: formatMessage('noticeApi.survey.questionRequired', { number }) });
    const description = q.description ? typedText({ raw: q.description, field: `${at}.description`, label: questionFields.description.label, errors, isRequired: false }) : '';
    const choices = q.choices.map((c, j) => typedText({
      raw: c.label, field: `${at}.choices.${j}.label`, label: entities.notice_survey_choice.fields.label.label, errors,
      emptyMessage: formatMessage('noticeApi.survey.choiceRequired', { number, choice: j + 1 }),
    }));
    if (q.answer_type === SurveyAnswerType.choose && choices.length < 2) {
      errors.push({ field: `${at}.choices`, message: formatMessage('noticeApi.survey.choicesTooFew', { number }) });
    }
    if (q.answer_type === SurveyAnswerType.description && (choices.length > 0 || q.is_multiple)) {
      errors.push({ field: `${at}.choices`, message: formatMessage('noticeApi.survey.choicesOnDescription', { number }) });
    }
    return { question, description: description || null, answer_type: q.answer_type, is_required: q.is_required, is_multiple: q.is_multiple, choices };
  });
}

/**
 * Applies the notice rules the schema cannot: trimmed texts without control characters, a sanitised body that is not
 * blank, at least one send method (10210), a survey with a deadline (10218) after the sending time (10225) and
 * questions whose choices fit their answer type, and a scheduled time not in the past (10222) when publishing.
 */
export function parseNoticeInput(body: NoticeBody, options: { methods: readonly SendMethod[]; now?: Date }): NoticeInput {
  const now = options.now ?? new Date();
  const errors: FieldError[] = [];
  // A send method the audience's notification kind has no channel for (LINE to teachers) is refused, not dropped.
  for (const method of SEND_METHODS) {
    if (body[method] && !options.methods.includes(method)) {
      errors.push({ field: method, message: formatMessage('validation.sendMethodUnavailable', { label: fields[method].label }) });
    }
  }
  const title = typedText({ raw: body.title, field: 'title', label: fields.title.label, errors });
  const html = sanitizeBody(body.body);
  if (isBlankHtml(html)) errors.push({ field: 'body', message: formatMessage('validation.required', { label: fields.body.label }) });
  const survey = body.survey ? { deadline: body.survey.deadline, questions: surveyInput(body.survey, errors) } : null;
  if (errors.length) throw new AppError('VALIDATION_FAILED', { errors });

  if (!body.send_notification && !body.send_mail && !body.send_line) {
    throw new AppError('NOTICE_SEND_METHOD_REQUIRED', { errors: [{ field: 'send_notification', message: errorCatalogue.NOTICE_SEND_METHOD_REQUIRED.message }] });
  }
  let sendAt = body.send_at ? new Date(body.send_at) : null;
  if (body.publish && sendAt) {
    if (sendAt.getTime() < now.getTime() - CLOCK_SKEW_MS) {
      throw new AppError('NOTICE_SCHEDULE_IN_PAST', { errors: [{ field: 'send_at', message: errorCatalogue.NOTICE_SCHEDULE_IN_PAST.message }] });
    }
    if (sendAt.getTime() <= now.getTime()) sendAt = null;
  }
  let parsedSurvey: NoticeInput['survey'] = null;
  if (survey) {
    if (!survey.deadline) throw new AppError('SURVEY_DEADLINE_REQUIRED', { errors: [{ field: 'survey.deadline', message: errorCatalogue.SURVEY_DEADLINE_REQUIRED.message }] });
    parsedSurvey = { deadline: new Date(survey.deadline), questions: survey.questions };
  }
  return {
    title, body: html, allow_comment: body.allow_comment, send_notification: body.send_notification, send_mail: body.send_mail,
    send_line: body.send_line, sendAt, publish: body.publish, tagIds: body.tag_ids, studentIds: body.student_ids,
    keepAttachmentIds: body.keep_attachment_ids, survey: parsedSurvey,
  };
}

/** SURVEY_DEADLINE_BEFORE_SEND unless the survey's deadline comes after the moment the notice goes (or went) out. */
export function checkSurveyDeadline(survey: NoticeInput['survey'], sendsAt: Date): void {
  if (survey && survey.deadline.getTime() <= sendsAt.getTime()) {
    throw new AppError('SURVEY_DEADLINE_BEFORE_SEND', { errors: [{ field: 'survey.deadline', message: errorCatalogue.SURVEY_DEADLINE_BEFORE_SEND.message }] });
  }
}
