import { previewAdvance } from '../domains/maintenance/schoolYearAdvance.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /school-year-advance/preview: every change an advancement would make now, a page at a time. */
export const advancePreview: Handler = async ({ ctx, principal, query }) => {
  const p = signedIn(principal);
  const { page, limit } = query as { page: number; limit: number };
  return previewAdvance(ctx.db, { companyId: p.companyId, page, limit });
};
