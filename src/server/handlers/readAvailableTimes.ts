import { parseId } from '../crud/operations.js';
import { availableTimesOf } from '../domains/lessons/availableTimes.js';
import { actingChildId } from '../domains/lessons/familyRules.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /frame-divide/students/{id}/available-times: the acting child's available days (通塾可能日) and the periods. */
export const readAvailableTimes: Handler = async ({ ctx, principal, params }) => {
  const p = signedIn(principal);
  return availableTimesOf(ctx.db, { companyId: p.companyId, studentId: actingChildId(p, parseId(params.id)) });
};
