import { parseId } from '../crud/operations.js';
import { saveStudentSchoolSubjectGrades as save, type SaveRatings } from '../domains/grades/schoolSubjectGrades.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** POST /records/students/{id}/school-subjects: one report card's ratings of a student. */
export const saveStudentSchoolSubjectGrades: Handler = async ({ ctx, principal, params, body }) =>
  save(ctx.db, { principal: signedIn(principal), id: parseId(params.id), body: body as SaveRatings });
