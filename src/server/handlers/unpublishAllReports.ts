import { unpublishAllReports as unpublishAll } from '../domains/reports/reportStatus.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** POST /lesson-reports/unpublish-all: a day's published reports back to 非公開. */
export const unpublishAllReports: Handler = async ({ ctx, principal, body }) => {
  const { lesson_date: lessonDate, schoolhouse_id: schoolhouseId } = body as { lesson_date: string; schoolhouse_id?: number };
  return unpublishAll(ctx.db, { principal: signedIn(principal), lessonDate, schoolhouseId });
};
