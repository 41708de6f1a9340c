import { parseId } from '../crud/operations.js';
import { createReportComment as create } from '../domains/reports/reportComments.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** POST /lesson-reports/{id}/comments: a comment in the report's thread (the other side is told). */
export const createReportComment: Handler = async ({ ctx, principal, params, body }) =>
  create(ctx.db, { principal: signedIn(principal), id: parseId(params.id), body: (body as { body: string }).body, jobs: ctx.jobs });
