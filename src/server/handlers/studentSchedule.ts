import { parseId } from '../crud/operations.js';
import { actingChildId } from '../domains/lessons/familyRules.js';
import { lessonSchedule } from '../domains/lessons/lessonSchedule.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/**
 * GET /frame-divide/students/{id}/schedule?from&to: the acting child's lessons, closed days and periods; {id} must be
 * that child (NOT_FOUND otherwise). The teacher's name is blanked by the gate protector-teacher-name where it is off.
 */
export const studentSchedule: Handler = async ({ ctx, principal, params, query }) => {
  const p = signedIn(principal);
  const studentId = actingChildId(p, parseId(params.id));
  const { from, to } = query as { from: string; to: string };
  return lessonSchedule(ctx.db, { principal: p, subject: { studentId, schoolhouseIds: p.schoolhouseIds }, from, to });
};
