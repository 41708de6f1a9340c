import { parseId } from '../crud/operations.js';
import { cancelLesson as cancel } from '../domains/lessons/placement.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** DELETE /frame-divide/lessons/{id}: a lesson removed (and its コマ when left empty). */
export const cancelLesson: Handler = async ({ ctx, principal, params }) =>
  cancel(ctx.db, { companyId: signedIn(principal).companyId, lessonId: parseId(params.id) });
