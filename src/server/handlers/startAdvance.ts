import { AdvanceStatus } from '../../generated/enums.js';
import { previewAdvance } from '../domains/maintenance/schoolYearAdvance.js';
import { AppError } from '../foundation/errors.js';
import { describeOperation } from '../auth/operationDescription.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/**
 * POST /school-year-advance: queues a bulk advancement as the 'maintenance' job (with its run row, in one transaction).
 * ADVANCE_IN_PROGRESS while another run or cancel waits; ADVANCE_NOTHING_TO_DO when no student would move.
 */
export const startAdvance: Handler = async ({ ctx, principal, body, request }) => {
  const p = signedIn(principal);
  const { fiscal_year: fiscalYear } = body as { fiscal_year: number };
  return ctx.db.transaction().execute(async (trx) => {
    const busy = await trx.selectFrom('school_year_advances').select('id').where('company_id', '=', p.companyId)
      .where('status', 'in', [AdvanceStatus.queued, AdvanceStatus.cancelling]).forUpdate().executeTakeFirst();
    if (busy) throw new AppError('ADVANCE_IN_PROGRESS');
    if ((await previewAdvance(trx, { companyId: p.companyId, page: 1, limit: 1 })).total === 0) throw new AppError('ADVANCE_NOTHING_TO_DO');
    const run = await trx.insertInto('school_year_advances').values({ company_id: p.companyId, fiscal_year: fiscalYear, status: AdvanceStatus.queued, user_name: p.displayName })
      .returning('id').executeTakeFirstOrThrow();
    const advanceId = Number(run.id);
    await ctx.jobs.send({ db: trx, name: 'maintenance', data: { kind: 'advance', advanceId, companyId: p.companyId, operation: describeOperation(request) ?? null } });
    return { id: advanceId, status: AdvanceStatus.queued };
  });
};
