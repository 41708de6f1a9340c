import { parseId } from '../crud/operations.js';
import { viewReport as view } from '../domains/reports/reportViews.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /lesson-reports/{id}/view: a report with the names of what it refers to (its page and its print). */
export const viewReport: Handler = async ({ ctx, principal, params }) =>
  view(ctx.db, { principal: signedIn(principal), id: parseId(params.id) });
