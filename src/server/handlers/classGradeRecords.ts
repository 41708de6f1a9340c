import { classGradeRecords as read, type ClassChoice } from '../domains/grades/classGrades.js';
import type { TestChoice } from '../domains/grades/gradeWrites.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /records/class: a class's scores of one test, with deviation and ranking. */
export const classGradeRecords: Handler = async ({ ctx, principal, query }) =>
  read(ctx.db, { principal: signedIn(principal), query: query as ClassChoice & Partial<TestChoice> });
