import { parseId } from '../crud/operations.js';
import { findReceivedCommunication } from '../domains/communications/communicationAccess.js';
import { answerOwnSurvey } from '../domains/notices/answerOwnSurvey.js';
import type { AnswerInput } from '../domains/notices/surveyAnswers.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** POST /surveys/communication/{id}/answer: the recipient teacher answers the survey of a communication (the notice core's rule). */
export const answerCommunicationSurvey: Handler = async ({ ctx, principal, params, body }) => {
  const p = signedIn(principal);
  const noticeId = parseId(params.id);
  return answerOwnSurvey(ctx, { find: (trx) => findReceivedCommunication(trx, { principal: p, noticeId, forUpdate: true }), answers: (body as { answers: AnswerInput[] }).answers });
};
