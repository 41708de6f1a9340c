import { MessageAudience } from '../../generated/enums.js';
import { parseId } from '../crud/operations.js';
import { findManagedNotice } from '../domains/notices/noticeAccess.js';
import { loadSurvey } from '../domains/notices/surveyQuestions.js';
import { communicationSurveyResults as resultsOf } from '../domains/notices/surveyResults.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/**
 * GET /surveys-communication/{id}/results ({id}: the communication): choice counts and each teacher's text answers, for
 * staff and the sending teacher (a recipient reads the communication, not the others' answers: FORBIDDEN).
 */
export const communicationSurveyResults: Handler = async ({ ctx, principal, params }) => {
  const p = signedIn(principal);
  const notice = await findManagedNotice(ctx.db, { principal: p, noticeId: parseId(params.id), audience: MessageAudience.teachers, forEdit: true });
  const survey = await loadSurvey(ctx.db, { notice });
  return resultsOf(ctx.db, { principal: p, notice, survey });
};
