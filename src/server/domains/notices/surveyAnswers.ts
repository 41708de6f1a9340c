import { sql, type Kysely, type Selectable } from 'kysely';
import type { components } from '../../../generated/api.js';
import type { Database, NoticeRecipientsTable } from '../../../generated/db.js';
import { entities } from '../../../generated/entities.js';
import { SurveyAnswerType } from '../../../generated/enums.js';
import { formatMessage } from '../../../shared/validationMessage.js';
import { AppError, type FieldError } from '../../foundation/errors.js';
import type { SurveyQuestion } from './surveyQuestions.js';
import { controlCharacterError } from '../messaging/typedText.js';

/** One answer as the guardian sends it (operations.yaml, survey.answer), checked by the operation's schema. */
export type AnswerInput = components['schemas']['SurveyAnswerBody']['answers'][number];

/** One stored answer row: a chosen choice, or the text of a description question. */
export interface AnswerRow { question_id: number; choice_id: number | null; answer_text: string | null }

const textLabel = entities.notice_survey_answer.fields.answer_text.label;

/** The problems of one answer against its question, as field errors of answers.<index>. */
function answerErrors(options: { answer: AnswerInput; index: number; question: SurveyQuestion; text: string }): FieldError[] {
  const { answer, index, question, text } = options;
  const at = (name: string, key: Parameters<typeof formatMessage>[0]) => ({ field: `answers.${index}.${name}`, message: formatMessage(key, { number: question.number }) });
  const choiceIds = answer.choice_ids ?? [];
  const errors: FieldError[] = [];
  if (question.answer_type === SurveyAnswerType.description) {
    if (choiceIds.length > 0) errors.push(at('choice_ids', 'noticeReceiveApi.answer.choiceOnDescription'));
    const control = controlCharacterError({ text, field: `answers.${index}.text`, label: textLabel });
    if (control) errors.push(control);
    return errors;
  }
  if (text !== '') errors.push(at('text', 'noticeReceiveApi.answer.textOnChoice'));
  if (choiceIds.some((id) => !question.choices.some((c) => c.id === id))) errors.push(at('choice_ids', 'noticeReceiveApi.answer.unknownChoice'));
  else if (!question.is_multiple && choiceIds.length > 1) errors.push(at('choice_ids', 'noticeReceiveApi.answer.singleChoice'));
  return errors;
}

/**
 * Checks a guardian's answers against the survey and turns them into answer rows. Refused with VALIDATION_FAILED
 * (field errors answers.<index>.<field>) for a question not of this survey or answered twice, a choice not of its
 * question, several choices on a single-choice question, text on a choice question, choices on a description
 * question, control characters; then with SURVEY_ANSWER_REQUIRED (field errors questions.<index in number order>)
 * for every required question left without a choice or text.
 */
export function answerRows(options: { questions: SurveyQuestion[]; answers: AnswerInput[] }): AnswerRow[] {
  const { questions, answers } = options;
  const errors: FieldError[] = [];
  const rows: AnswerRow[] = [];
  const seen = new Set<number>();
  for (const [index, answer] of answers.entries()) {
    const question = questions.find((q) => q.id === answer.question_id);
    if (!question) {
      errors.push({ field: `answers.${index}.question_id`, message: formatMessage('noticeReceiveApi.answer.unknownQuestion') });
      continue;
    }
    if (seen.has(question.id)) {
      errors.push({ field: `answers.${index}.question_id`, message: formatMessage('noticeReceiveApi.answer.duplicateQuestion', { number: question.number }) });
      continue;
    }
    seen.add(question.id);
    const text = (answer.text ?? '').trim();
    const problems = answerErrors({ answer, index, question, text });
    errors.push(...problems);
    if (problems.length > 0) continue;
    const choiceIds = question.choices.map((c) => c.id).filter((id) => answer.choice_ids?.includes(id));
    if (question.answer_type === SurveyAnswerType.description && text !== '') rows.push({ question_id: question.id, choice_id: null, answer_text: text });
    for (const choiceId of choiceIds) rows.push({ question_id: question.id, choice_id: choiceId, answer_text: null });
  }
  if (errors.length > 0) throw new AppError('VALIDATION_FAILED', { errors });
  const missing = questions.flatMap((q, index) => (q.is_required && !rows.some((r) => r.question_id === q.id)
    ? [{ field: `questions.${index}`, message: formatMessage('noticeReceiveApi.answer.required', { number: q.number }) }] : []));
  if (missing.length > 0) throw new AppError('SURVEY_ANSWER_REQUIRED', { errors: missing });
  return rows;
}

/**
 * Replaces a recipient's answers (inside the caller's transaction, the recipient row locked), sets answered_at and,
 * on the first answer only, counts the recipient in notices.answered_count. Returns the new answered_at.
 */
export async function saveAnswers(trx: Kysely<Database>, options: { recipient: Selectable<NoticeRecipientsTable>; rows: AnswerRow[] }): Promise<Date> {
  const { recipient, rows } = options;
  const companyId = recipient.company_id;
  await trx.deleteFrom('notice_survey_answers').where('company_id', '=', companyId).where('recipient_id', '=', recipient.id).execute();
  if (rows.length > 0) {
    await trx.insertInto('notice_survey_answers').values(rows.map((r) => ({ company_id: companyId, recipient_id: recipient.id, ...r }))).execute();
  }
  const { answered_at: answeredAt } = await trx.updateTable('notice_recipients').set({ answered_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('company_id', '=', companyId).where('id', '=', recipient.id).returning('answered_at').executeTakeFirstOrThrow();
  if (recipient.answered_at === null) {
    await trx.updateTable('notices').set({ answered_count: sql<number>`answered_count + 1` })
      .where('company_id', '=', companyId).where('id', '=', recipient.notice_id).execute();
  }
  return answeredAt!;
}
