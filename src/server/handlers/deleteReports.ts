import { deleteReports as remove } from '../domains/reports/reportStatus.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** POST /lesson-reports/bulk-delete: the chosen reports deleted, all or none. */
export const deleteReports: Handler = async ({ ctx, principal, body }) =>
  remove(ctx, { principal: signedIn(principal), ids: (body as { ids: number[] }).ids });
