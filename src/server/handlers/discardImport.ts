import { sql } from 'kysely';
import { ImportStatus } from '../../generated/enums.js';
import { parseId } from '../crud/operations.js';
import { assertCanImport, importFormat } from '../domains/imports/importRows.js';
import { AppError } from '../foundation/errors.js';
import { genericDb } from '../core/context.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** Statuses of an import that was checked and never run: the ones that may be discarded. */
const DISCARDABLE: readonly string[] = [ImportStatus.checked, ImportStatus.invalid];

/**
 * POST /import-jobs/{id}/discard: a file that was checked (or found invalid) and will not be imported leaves the list
 * of imports waiting to run: its status becomes discarded (破棄済み), it can no longer be run (IMPORT_DISCARDED), and
 * its stored file is removed once that is committed. Whoever may run the import may discard it; an import that has
 * started is IMPORT_NOT_DISCARDABLE, and a second discard answers as the first.
 */
export const discardImport: Handler = async ({ ctx, principal, params, request }) => {
  const p = signedIn(principal);
  const id = parseId(params.id);
  const storageKey = await ctx.db.transaction().execute(async (trx) => {
    const job = await genericDb(trx).selectFrom('import_jobs').select(['status', 'target', 'storage_key']).where('company_id', '=', p.companyId).where('id', '=', id)
      .forUpdate().executeTakeFirst();
    if (!job) throw new AppError('NOT_FOUND');
    assertCanImport(request.ability, importFormat(String(job.target)));
    if (job.status === ImportStatus.discarded) return undefined;
    if (!DISCARDABLE.includes(String(job.status))) throw new AppError('IMPORT_NOT_DISCARDABLE');
    await genericDb(trx).updateTable('import_jobs').set({ status: ImportStatus.discarded, finished_at: sql`now()`, updated_at: sql`now()` })
      .where('company_id', '=', p.companyId).where('id', '=', id).execute();
    return String(job.storage_key);
  });
  // After the commit: a file removed for a discard that then rolled back could not be imported any more.
  if (storageKey !== undefined) await ctx.storage.remove(storageKey);
  return { id, status: ImportStatus.discarded };
};
