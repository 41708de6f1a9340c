import { TermKind } from '../../generated/enums.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /yearlySchedules/current: the current term of the staff header (regular lessons and seasonal courses). */
export const currentTerm: Handler = async ({ ctx, principal }) => {
  const p = signedIn(principal);
  const rows = await ctx.db.selectFrom('yearly_schedules').select(['term_kind', 'fiscal_year', 'period_code'])
    .where('company_id', '=', p.companyId).where('is_current', '=', true).orderBy('id', 'desc').execute();
  const normal = rows.find((r) => r.term_kind === TermKind.normal);
  const course = rows.find((r) => r.term_kind === TermKind.course);
  return {
    currentTerm: {
      normal_lesson_fiscal_year: normal?.fiscal_year ?? null,
      normal_lesson_period_code: normal?.period_code ?? null,
      course_lesson_fiscal_year: course?.fiscal_year ?? null,
      course_lesson_period_code: course?.period_code ?? null,
    },
  };
};
