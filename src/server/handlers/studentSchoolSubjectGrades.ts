import { parseId } from '../crud/operations.js';
import { studentSchoolSubjectGrades as read } from '../domains/grades/schoolSubjectGrades.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /records/students/{id}/school-subjects: a student's report-card ratings of a fiscal year. */
export const studentSchoolSubjectGrades: Handler = async ({ ctx, principal, params, query }) =>
  read(ctx.db, { principal: signedIn(principal), id: parseId(params.id), fiscalYear: query.fiscal_year as number | undefined });
