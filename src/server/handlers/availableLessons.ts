import { parseId } from '../crud/operations.js';
import { makeupChoicesOf } from '../domains/lessons/makeupChoices.js';
import { schoolClock } from '../domains/lessons/rescheduleDeadline.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/**
 * GET /frame-divide/lessons/{id}/available-lessons: the コマ the acting child's absent lesson may be made up in, up to
 * the deadline. The teachers' names are blanked by the gate protector-teacher-name where it is off.
 */
export const availableLessons: Handler = async ({ ctx, principal, params }) =>
  makeupChoicesOf(ctx.db, { principal: signedIn(principal), lessonId: parseId(params.id), clock: schoolClock() });
