import { parseId } from '../crud/operations.js';
import { findReceivedNotice } from '../domains/notices/noticeAccess.js';
import { answerRows, saveAnswers, type AnswerInput } from '../domains/notices/surveyAnswers.js';
import { isSurveyExpired } from '../domains/notices/surveyPresence.js';
import { loadSurvey } from '../domains/notices/surveyQuestions.js';
import { AppError } from '../foundation/errors.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/**
 * POST /surveys/{id}/answer ({id}: the notice): the guardian answers the survey of their copy of a sent notice, or
 * answers again (the previous answers are replaced), until the deadline (SURVEY_EXPIRED after it). All in one
 * transaction with the recipient row locked, so two answers at once count the recipient once.
 */
export const answerSurvey: Handler = async ({ ctx, principal, params, body }) => {
  const p = signedIn(principal);
  const noticeId = parseId(params.id);
  const { answers } = body as { answers: AnswerInput[] };
  const answeredAt = await ctx.db.transaction().execute(async (trx) => {
    const { notice, recipient } = await findReceivedNotice(trx, { principal: p, noticeId, forUpdate: true });
    const survey = await loadSurvey(trx, { notice });
    if (isSurveyExpired(survey.deadline)) throw new AppError('SURVEY_EXPIRED');
    const rows = answerRows({ questions: survey.questions, answers });
    return saveAnswers(trx, { recipient, rows });
  });
  return { answered_at: answeredAt.toISOString() };
};
