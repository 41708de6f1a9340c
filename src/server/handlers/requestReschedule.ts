import { parseId } from '../crud/operations.js';
import { schoolClock } from '../domains/lessons/rescheduleDeadline.js';
import { createRescheduleRequest, type RescheduleBody } from '../domains/lessons/rescheduleRequest.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** POST /frame-divide/lessons/{id}/reschedule: a make-up request (first and second choice) for an absent lesson. */
export const requestReschedule: Handler = async ({ ctx, principal, params, body }) =>
  createRescheduleRequest(ctx.db, { principal: signedIn(principal), lessonId: parseId(params.id), body: body as RescheduleBody, clock: schoolClock() });
