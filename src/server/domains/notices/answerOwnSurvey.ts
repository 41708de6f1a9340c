import type { Kysely, Selectable } from 'kysely';
import type { Database, NoticeRecipientsTable, NoticesTable } from '../../../generated/db.js';
import type { AppContext } from '../../core/context.js';
import { AppError } from '../../foundation/errors.js';
import { answerRows, saveAnswers, type AnswerInput } from './surveyAnswers.js';
import { isSurveyExpired } from './surveyPresence.js';
import { loadSurvey } from './surveyQuestions.js';

/** Finds the caller's own copy of a sent notice, its recipient row locked (NOT_FOUND when there is none). */
export type OwnCopyFinder = (trx: Kysely<Database>) => Promise<{ notice: Selectable<NoticesTable>; recipient: Selectable<NoticeRecipientsTable> }>;

/**
 * A recipient answers the survey of their copy of a sent notice (a guardian's, or a teacher's of a communication), or
 * answers again (the previous answers are replaced), until the deadline (SURVEY_EXPIRED after it). All in one
 * transaction with the recipient row locked, so two answers at once count the recipient once.
 */
export async function answerOwnSurvey(ctx: AppContext, options: { find: OwnCopyFinder; answers: AnswerInput[] }): Promise<{ answered_at: string }> {
  const answeredAt = await ctx.db.transaction().execute(async (trx) => {
    const { notice, recipient } = await options.find(trx);
    const survey = await loadSurvey(trx, { notice });
    if (isSurveyExpired(survey.deadline)) throw new AppError('SURVEY_EXPIRED');
    const rows = answerRows({ questions: survey.questions, answers: options.answers });
    return saveAnswers(trx, { recipient, rows });
  });
  return { answered_at: answeredAt.toISOString() };
}
