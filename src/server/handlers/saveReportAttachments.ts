import { parseId } from '../crud/operations.js';
import { saveReportAttachments as save } from '../domains/reports/reportAttachments.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** POST /lesson-reports/{id}/attachments: the report's files kept, added and removed. */
export const saveReportAttachments: Handler = async ({ ctx, principal, params, body, uploads }) =>
  save(ctx, { principal: signedIn(principal), id: parseId(params.id), keepIds: (body as { keep_attachment_ids?: number[] }).keep_attachment_ids, uploads });
