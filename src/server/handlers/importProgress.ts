import { ImportStatus } from '../../generated/enums.js';
import { parseId } from '../crud/operations.js';
import { importProgressOf, recoverImport } from '../domains/imports/runImport.js';
import { AppError } from '../foundation/errors.js';
import { genericDb } from '../core/context.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/**
 * GET /import-jobs/{id}/progress: where an import stands. While this process runs it, from memory (the import holds a
 * transaction; on PGlite the database waits for it); otherwise from its row: queued, running with the rows another API
 * node has written so far (it records them outside its transaction), succeeded with its counts, or failed with the
 * reason. A row still `running` whose runner is gone (its server was killed) is marked failed first, so a reloaded page
 * tells the truth on any node.
 */
export const importProgress: Handler = async ({ ctx, principal, params }) => {
  const p = signedIn(principal);
  const id = parseId(params.id);
  const fromMemory = () => {
    const running = importProgressOf(id);
    return running && { id, status: ImportStatus.running, total_rows: running.total, processed_rows: running.processed, inserted_rows: 0, updated_rows: 0, message: null };
  };
  const readRow = () => genericDb(ctx.db).selectFrom('import_jobs').select(['status', 'total_rows', 'processed_rows', 'inserted_rows', 'updated_rows', 'message'])
    .where('company_id', '=', p.companyId).where('id', '=', id).executeTakeFirst();
  const here = fromMemory();
  if (here) return here;
  let job = await readRow();
  if (!job) throw new AppError('NOT_FOUND');
  if (job.status === ImportStatus.running) {
    if (await recoverImport(ctx.db, { companyId: p.companyId, id })) job = (await readRow())!;
    else {
      const started = fromMemory(); // it started here meanwhile
      if (started) return started;
    }
  }
  return {
    id, status: job.status, total_rows: Number(job.total_rows), processed_rows: Number(job.processed_rows),
    inserted_rows: Number(job.inserted_rows), updated_rows: Number(job.updated_rows), message: job.message ?? null,
  };
};
