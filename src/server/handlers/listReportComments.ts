import { parseId } from '../crud/operations.js';
import { listReportComments as list } from '../domains/reports/reportComments.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /lesson-reports/{id}/comments: the report's thread between the family and the school. */
export const listReportComments: Handler = async ({ ctx, principal, params }) =>
  list(ctx.db, { principal: signedIn(principal), id: parseId(params.id) });
