import { lessonSchedule } from '../domains/lessons/lessonSchedule.js';
import { AppError } from '../foundation/errors.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/**
 * GET /frame-divide/teachers/schedule?from&to: the lessons of the signed-in teacher's コマ, closed days and periods.
 * The students' names are blanked by the gate lesson-student-name where it is off.
 */
export const teacherSchedule: Handler = async ({ ctx, principal, query }) => {
  const p = signedIn(principal);
  if (p.teacherId === null) throw new AppError('NOT_FOUND');
  const { from, to } = query as { from: string; to: string };
  return lessonSchedule(ctx.db, { principal: p, subject: { teacherId: p.teacherId, schoolhouseIds: p.schoolhouseIds }, from, to });
};
