import { sql } from 'kysely';
import { AdvanceStatus } from '../../generated/enums.js';
import { parseId } from '../crud/operations.js';
import { AppError } from '../foundation/errors.js';
import { describeOperation } from '../auth/operationDescription.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/**
 * POST /school-year-advances/{id}/cancel: queues the cancel of the latest applied advancement as the 'maintenance' job.
 * An older run is ADVANCE_NOT_LATEST (a later one built on it); a run not applied (queued, cancelled, failed) is
 * ADVANCE_IN_PROGRESS or NOT_FOUND-like refusals.
 */
export const cancelAdvance: Handler = async ({ ctx, principal, params, request }) => {
  const p = signedIn(principal);
  const id = parseId(params.id);
  return ctx.db.transaction().execute(async (trx) => {
    const run = await trx.selectFrom('school_year_advances').select(['id', 'status']).where('company_id', '=', p.companyId).where('id', '=', id)
      .forUpdate().executeTakeFirst();
    if (!run) throw new AppError('NOT_FOUND');
    if (run.status === AdvanceStatus.queued || run.status === AdvanceStatus.cancelling) throw new AppError('ADVANCE_IN_PROGRESS');
    const later = await trx.selectFrom('school_year_advances').select('id').where('company_id', '=', p.companyId).where('id', '>', id)
      .where('status', 'in', [AdvanceStatus.applied, AdvanceStatus.queued, AdvanceStatus.cancelling]).executeTakeFirst();
    if (later || run.status !== AdvanceStatus.applied) throw new AppError('ADVANCE_NOT_LATEST');
    await trx.updateTable('school_year_advances').set({ status: AdvanceStatus.cancelling, updated_at: sql`now()` }).where('company_id', '=', p.companyId).where('id', '=', id).execute();
    await ctx.jobs.send({ db: trx, name: 'maintenance', data: { kind: 'advance-cancel', advanceId: id, companyId: p.companyId, operation: describeOperation(request) ?? null } });
    return { id, status: AdvanceStatus.cancelling };
  });
};
