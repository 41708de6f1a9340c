import { saveClassGradeRecords as save, type SaveClass } from '../domains/grades/classGrades.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** POST /records/class: many students' scores of one test, all or nothing. */
export const saveClassGradeRecords: Handler = async ({ ctx, principal, body }) =>
  save(ctx.db, { principal: signedIn(principal), body: body as SaveClass });
