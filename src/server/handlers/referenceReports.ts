import { parseId } from '../crud/operations.js';
import { referenceReports as reference } from '../domains/reports/reportViews.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /lesson-reports/{id}/reference: the same student's earlier reports, beside the form. */
export const referenceReports: Handler = async ({ ctx, principal, params }) =>
  reference(ctx.db, { principal: signedIn(principal), id: parseId(params.id) });
