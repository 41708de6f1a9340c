import { parseId } from '../crud/operations.js';
import { answerOwnSurvey } from '../domains/notices/answerOwnSurvey.js';
import { findReceivedNotice } from '../domains/notices/noticeAccess.js';
import type { AnswerInput } from '../domains/notices/surveyAnswers.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** POST /surveys/{id}/answer ({id}: the notice): the guardian answers the survey of their copy of a sent notice. */
export const answerSurvey: Handler = async ({ ctx, principal, params, body }) => {
  const p = signedIn(principal);
  const noticeId = parseId(params.id);
  return answerOwnSurvey(ctx, { find: (trx) => findReceivedNotice(trx, { principal: p, noticeId, forUpdate: true }), answers: (body as { answers: AnswerInput[] }).answers });
};
