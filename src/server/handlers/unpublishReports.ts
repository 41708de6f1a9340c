import { unpublishReports as unpublish } from '../domains/reports/reportStatus.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** POST /lesson-reports/bulk-unpublish: the chosen reports back to 非公開. */
export const unpublishReports: Handler = async ({ ctx, principal, body }) =>
  unpublish(ctx.db, { principal: signedIn(principal), ids: (body as { ids: number[] }).ids });
