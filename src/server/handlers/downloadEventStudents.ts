import { csvContentType, csvText, encodeCsv } from '../core/csv.js';
import { parseId } from '../crud/operations.js';
import { eventStudentsCsv } from '../domains/events/eventStudents.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /events/{id}/list-student/download?encoding=utf8|sjis: the event's bookings, as a CSV Excel in Japan opens. */
export const downloadEventStudents: Handler = async ({ ctx, principal, params, query, reply }) => {
  const { encoding } = query as { encoding: string };
  const { rows, disposition } = await eventStudentsCsv(ctx.db, { principal: signedIn(principal), eventId: parseId(params.id) });
  return reply.header('content-type', csvContentType(encoding)).header('content-disposition', disposition)
    .header('cache-control', 'no-store').send(encodeCsv(csvText(rows), encoding));
};
