import { previewNormalFrameDeletion } from '../domains/maintenance/normalFrameDeletion.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /normal-frame-deletion/preview: what a bulk deletion of normal frames would remove now, a page at a time. */
export const normalFrameDeletionPreview: Handler = async ({ ctx, principal, query }) => {
  const p = signedIn(principal);
  const q = query as { yearly_schedule_id: number; schoolhouse_id?: number; lessons_from?: string; page: number; limit: number };
  return previewNormalFrameDeletion(ctx.db, {
    companyId: p.companyId, yearlyScheduleId: q.yearly_schedule_id, schoolhouseId: q.schoolhouse_id, lessonsFrom: q.lessons_from, page: q.page, limit: q.limit,
  });
};
