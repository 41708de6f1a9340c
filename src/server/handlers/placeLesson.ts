import { placeLesson as place, type PlaceBody } from '../domains/lessons/placement.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** POST /frame-divide/lessons: a lesson placed on the grid (in the teacher's コマ, made when missing). */
export const placeLesson: Handler = async ({ ctx, principal, body }) =>
  place(ctx.db, { companyId: signedIn(principal).companyId, body: body as PlaceBody });
