import { MessageAudience } from '../../generated/enums.js';
import { parseId } from '../crud/operations.js';
import { findManagedNotice } from '../domains/notices/noticeAccess.js';
import { communicationSurveyCsvRows } from '../domains/notices/surveyCsvRows.js';
import { loadSurvey } from '../domains/notices/surveyQuestions.js';
import { signedIn } from './signedIn.js';
import { sendSurveyCsv } from './surveyCsvReply.js';
import type { Handler } from './types.js';

/**
 * GET /surveys-communication/{id}/download?encoding=utf8|sjis ({id}: the communication): every recipient teacher's answers as
 * a CSV that Excel in Japan opens correctly (UTF-8 with a BOM by default, Shift_JIS on request).
 */
export const downloadCommunicationSurvey: Handler = async ({ ctx, principal, params, query, reply }) => {
  const p = signedIn(principal);
  const { encoding } = query as { encoding: string };
  const notice = await findManagedNotice(ctx.db, { principal: p, noticeId: parseId(params.id), audience: MessageAudience.teachers, forEdit: true });
  const survey = await loadSurvey(ctx.db, { notice });
  const rows = await communicationSurveyCsvRows(ctx.db, { principal: p, notice, survey });
  return sendSurveyCsv(reply, { notice, rows, encoding });
};
