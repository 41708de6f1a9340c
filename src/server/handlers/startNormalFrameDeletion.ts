import { DeletionStatus } from '../../generated/enums.js';
import { previewNormalFrameDeletion } from '../domains/maintenance/normalFrameDeletion.js';
import { AppError } from '../foundation/errors.js';
import { describeOperation } from '../auth/operationDescription.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/**
 * POST /normal-frame-deletion: queues a bulk deletion of normal frames as the 'maintenance' job (with its run row, in
 * one transaction). NORMAL_FRAME_DELETE_IN_PROGRESS while another waits; NORMAL_FRAME_DELETE_NOTHING when it would
 * delete nothing.
 */
export const startNormalFrameDeletion: Handler = async ({ ctx, principal, body, request }) => {
  const p = signedIn(principal);
  const b = body as { yearly_schedule_id: number; schoolhouse_id?: number; lessons_from?: string };
  const selection = { companyId: p.companyId, yearlyScheduleId: b.yearly_schedule_id, schoolhouseId: b.schoolhouse_id, lessonsFrom: b.lessons_from };
  return ctx.db.transaction().execute(async (trx) => {
    const busy = await trx.selectFrom('normal_frame_deletions').select('id').where('company_id', '=', p.companyId)
      .where('status', '=', DeletionStatus.queued).forUpdate().executeTakeFirst();
    if (busy) throw new AppError('NORMAL_FRAME_DELETE_IN_PROGRESS');
    const preview = await previewNormalFrameDeletion(trx, { ...selection, page: 1, limit: 1 });
    if (preview.frame_count === 0 && preview.lesson_count === 0) throw new AppError('NORMAL_FRAME_DELETE_NOTHING');
    const run = await trx.insertInto('normal_frame_deletions').values({
      company_id: p.companyId, yearly_schedule_id: b.yearly_schedule_id, schoolhouse_id: b.schoolhouse_id ?? null, lessons_from: b.lessons_from ?? null,
      status: DeletionStatus.queued, user_name: p.displayName,
    }).returning('id').executeTakeFirstOrThrow();
    const deletionId = Number(run.id);
    await ctx.jobs.send({ db: trx, name: 'maintenance', data: { kind: 'normal-frame-delete', deletionId, companyId: p.companyId, operation: describeOperation(request) ?? null } });
    return { id: deletionId, status: DeletionStatus.queued };
  });
};
