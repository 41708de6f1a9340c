import type { FastifyReply } from 'fastify';
import type { Selectable } from 'kysely';
import type { NoticesTable } from '../../generated/db.js';
import { csvContentType, csvText, encodeCsv } from '../core/csv.js';
import { schoolTime } from '../domains/messaging/schoolTime.js';
import { csvContentDisposition } from '../domains/notices/surveyCsv.js';

/**
 * Sends a survey's CSV rows as a download Excel in Japan opens correctly (UTF-8 with a BOM by default, Shift_JIS on
 * request), named アンケート結果_<title>_<YYYYMMDD>.csv: the notices' and the teacher communications' downloads.
 */
export function sendSurveyCsv(reply: FastifyReply, options: { notice: Pick<Selectable<NoticesTable>, 'id' | 'title'>; rows: string[][]; encoding: string }) {
  const { notice, rows, encoding } = options;
  const date = schoolTime(new Date(), 'noticeReceiveApi.csv.fileDateFormat');
  return reply
    .header('content-type', csvContentType(encoding))
    .header('content-disposition', csvContentDisposition({ noticeId: notice.id, title: notice.title, date }))
    .header('cache-control', 'no-store')
    .send(encodeCsv(csvText(rows), encoding));
}
