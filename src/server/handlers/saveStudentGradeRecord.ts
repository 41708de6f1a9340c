import { parseId } from '../crud/operations.js';
import { saveStudentGradeRecord as save, type SaveStudentRecord } from '../domains/grades/gradeWrites.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** POST /records/students/{id}: one test's scores of a student. */
export const saveStudentGradeRecord: Handler = async ({ ctx, principal, params, body }) =>
  save(ctx.db, { principal: signedIn(principal), id: parseId(params.id), body: body as SaveStudentRecord });
