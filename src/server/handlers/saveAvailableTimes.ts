import { parseId } from '../crud/operations.js';
import { replaceAvailableTimes, type AvailableTime } from '../domains/lessons/availableTimes.js';
import { actingChildId } from '../domains/lessons/familyRules.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** PUT /frame-divide/students/{id}/available-times: replaces the acting child's available days with those given. */
export const saveAvailableTimes: Handler = async ({ ctx, principal, params, body }) => {
  const p = signedIn(principal);
  const studentId = actingChildId(p, parseId(params.id));
  return replaceAvailableTimes(ctx.db, { companyId: p.companyId, studentId, times: (body as { data: AvailableTime[] }).data });
};
