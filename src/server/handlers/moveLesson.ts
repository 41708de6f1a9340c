import { parseId } from '../crud/operations.js';
import { moveLesson as move } from '../domains/lessons/placement.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** POST /frame-divide/lessons/{id}/move: a lesson moved to another seat, date or period (same teacher). */
export const moveLesson: Handler = async ({ ctx, principal, params, body }) => {
  const { companyId } = signedIn(principal);
  return move(ctx.db, { companyId, lessonId: parseId(params.id), body: body as { lesson_date: string; timetable_period_id: number; seat_id: number } });
};
