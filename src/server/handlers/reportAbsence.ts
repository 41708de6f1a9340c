import { parseId } from '../crud/operations.js';
import { markAbsent } from '../domains/lessons/absence.js';
import { schoolClock } from '../domains/lessons/rescheduleDeadline.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** POST /frame-divide/lessons/{id}/absent: the acting child will miss a lesson that has not started (not undone). */
export const reportAbsence: Handler = async ({ ctx, principal, params, body }) => {
  const { reason } = body as { type: 'absent'; reason: string };
  return markAbsent(ctx.db, { principal: signedIn(principal), lessonId: parseId(params.id), reason, clock: schoolClock() });
};
