import { parseId } from '../crud/operations.js';
import { findManagedNotice } from '../domains/notices/noticeAccess.js';
import { surveyCsvRows } from '../domains/notices/surveyCsvRows.js';
import { loadSurvey } from '../domains/notices/surveyQuestions.js';
import { signedIn } from './signedIn.js';
import { sendSurveyCsv } from './surveyCsvReply.js';
import type { Handler } from './types.js';

/**
 * GET /surveys/{id}/download?encoding=utf8|sjis ({id}: the notice): the answers of every recipient the caller sees as
 * a CSV that Excel in Japan opens correctly (UTF-8 with a BOM by default, Shift_JIS on request).
 */
export const downloadSurveyResults: Handler = async ({ ctx, principal, params, query, reply }) => {
  const p = signedIn(principal);
  const { encoding } = query as { encoding: string };
  const notice = await findManagedNotice(ctx.db, { principal: p, noticeId: parseId(params.id) });
  const survey = await loadSurvey(ctx.db, { notice });
  const rows = await surveyCsvRows(ctx.db, { principal: p, notice, survey });
  return sendSurveyCsv(reply, { notice, rows, encoding });
};
