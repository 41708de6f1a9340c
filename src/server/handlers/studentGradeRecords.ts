import { parseId } from '../crud/operations.js';
import { studentGradeRecords as read } from '../domains/grades/gradeReads.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /records/students/{id}: a student's 定期テスト and 模試 of a fiscal year. */
export const studentGradeRecords: Handler = async ({ ctx, principal, params, query }) =>
  read(ctx.db, { principal: signedIn(principal), id: parseId(params.id), fiscalYear: query.fiscal_year as number | undefined });
