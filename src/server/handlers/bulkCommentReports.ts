import { bulkCommentReports as comment } from '../domains/reports/reportComments.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** POST /lesson-reports/bulk-comment: one comment from the school on each chosen published report. */
export const bulkCommentReports: Handler = async ({ ctx, principal, body }) => {
  const { ids, body: text } = body as { ids: number[]; body: string };
  return comment(ctx.db, { principal: signedIn(principal), ids, body: text, jobs: ctx.jobs });
};
