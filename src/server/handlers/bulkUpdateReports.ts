import { bulkUpdateReports as update, type ReportEdit } from '../domains/reports/reportBulkUpdate.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** PUT /lesson-reports/bulk-update: the bulk editor's rows saved together. */
export const bulkUpdateReports: Handler = async ({ ctx, principal, body }) =>
  update(ctx.db, { principal: signedIn(principal), rows: (body as { data: ReportEdit[] }).data });
