import { generateTerm } from '../domains/lessons/termGeneration.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** POST /frame-divide/generate: a term's lessons from its weekly timetable (all schoolhouses, or one). */
export const generateLessons: Handler = async ({ ctx, principal, body }) => {
  const { companyId } = signedIn(principal);
  const { yearly_schedule_id: yearlyScheduleId, schoolhouse_id: schoolhouseId } = body as { yearly_schedule_id: number; schoolhouse_id?: number };
  return generateTerm(ctx.db, { companyId, yearlyScheduleId, schoolhouseId });
};
