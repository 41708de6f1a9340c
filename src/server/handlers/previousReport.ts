import { parseId } from '../crud/operations.js';
import { neighbourReport } from '../domains/reports/reportViews.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /lesson-reports/{id}/previous: the same student's report before this one. */
export const previousReport: Handler = async ({ ctx, principal, params }) =>
  neighbourReport(ctx.db, { principal: signedIn(principal), id: parseId(params.id), direction: 'previous' });
