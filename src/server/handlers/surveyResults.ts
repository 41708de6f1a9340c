import { parseId } from '../crud/operations.js';
import { findManagedNotice } from '../domains/notices/noticeAccess.js';
import { loadSurvey } from '../domains/notices/surveyQuestions.js';
import { surveyResults as resultsOf } from '../domains/notices/surveyResults.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /surveys/{id}/results ({id}: the notice): per question the choice counts and the text answers (manage side). */
export const surveyResults: Handler = async ({ ctx, principal, params }) => {
  const p = signedIn(principal);
  const notice = await findManagedNotice(ctx.db, { principal: p, noticeId: parseId(params.id) });
  const survey = await loadSurvey(ctx.db, { notice });
  return resultsOf(ctx.db, { principal: p, notice, survey });
};
