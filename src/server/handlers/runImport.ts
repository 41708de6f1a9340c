import { sql } from 'kysely';
import { ImportStatus } from '../../generated/enums.js';
import { parseId } from '../crud/operations.js';
import { AppError } from '../foundation/errors.js';
import { genericDb } from '../core/context.js';
import { assertCanImport, importFormat } from '../domains/imports/importRows.js';
import { describeOperation } from '../auth/operationDescription.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/**
 * POST /import-jobs/{id}/run: queues the import of a checked file as the 'data-import' job (in the same transaction as
 * its status, so it exists exactly when the status says queued). A file with invalid rows is IMPORT_HAS_ERRORS; a
 * discarded one IMPORT_DISCARDED; an import already queued, running or done is IMPORT_ALREADY_STARTED.
 */
export const runImport: Handler = async ({ ctx, principal, params, request }) => {
  const p = signedIn(principal);
  const id = parseId(params.id);
  return ctx.db.transaction().execute(async (trx) => {
    const job = await genericDb(trx).selectFrom('import_jobs').select(['id', 'status', 'target']).where('company_id', '=', p.companyId).where('id', '=', id)
      .forUpdate().executeTakeFirst();
    if (!job) throw new AppError('NOT_FOUND');
    assertCanImport(request.ability, importFormat(String(job.target)));
    if (job.status === ImportStatus.invalid) throw new AppError('IMPORT_HAS_ERRORS');
    if (job.status === ImportStatus.discarded) throw new AppError('IMPORT_DISCARDED');
    if (job.status !== ImportStatus.checked) throw new AppError('IMPORT_ALREADY_STARTED');
    await genericDb(trx).updateTable('import_jobs').set({ status: ImportStatus.queued, updated_at: sql`now()` }).where('company_id', '=', p.companyId).where('id', '=', id).execute();
    await ctx.jobs.send({ db: trx, name: 'data-import', data: { importJobId: id, companyId: p.companyId, operation: describeOperation(request) ?? null } });
    return { id, status: ImportStatus.queued };
  });
};
