import { bulkCreateReports as create } from '../domains/reports/reportLessons.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** POST /lesson-reports/bulk-create: a report for each lesson (from a template when named). */
export const bulkCreateReports: Handler = async ({ ctx, principal, body }) => {
  const { lesson_ids: lessonIds, template_id: templateId } = body as { lesson_ids: number[]; template_id?: number };
  return create(ctx.db, { principal: signedIn(principal), lessonIds, templateId });
};
