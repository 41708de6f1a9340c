import { MessageAudience } from '../../generated/enums.js';
import { parseId } from '../crud/operations.js';
import { findManagedNotice } from '../domains/notices/noticeAccess.js';
import { csvContentDisposition } from '../domains/notices/surveyCsv.js';
import { csvContentType, csvText, encodeCsv } from '../core/csv.js';
import { schoolTime } from '../domains/messaging/schoolTime.js';
import { communicationSurveyCsvRows } from '../domains/notices/surveyCsvRows.js';
import { loadSurvey } from '../domains/notices/surveyQuestions.js';
import { signedIn } from './signedIn.js';
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
  const date = schoolTime(new Date(), 'noticeReceiveApi.csv.fileDateFormat');
  return reply
    .header('content-type', csvContentType(encoding))
    .header('content-disposition', csvContentDisposition({ noticeId: notice.id, title: notice.title, date }))
    .header('cache-control', 'no-store')
    .send(encodeCsv(csvText(rows), encoding));
};
