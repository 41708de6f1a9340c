import { sql } from 'kysely';
import { entities } from '../../../generated/entities.js';
import { ImportStatus } from '../../../generated/enums.js';
import { operationStorage } from '../../db/operationContext.js';
import { AppError } from '../../errors.js';
import { genericDb, type AppContext } from '../../http/context.js';
import { readImportFile } from './importFile.js';
import { formatMessage } from '../../../shared/validationMessage.js';
import { checkRows, importFormat, keyOf, loadRefNames, storedKeys } from './importRows.js';

/** Rows written per statement. */
const BATCH = 1000;

/** The imports this process is running: how far each has come (the progress answer reads it without the database). */
const progress = new Map<number, { total: number; processed: number }>();

/** How far a running import of this process has come, if it runs here. */
export function importProgressOf(importJobId: number): { total: number; processed: number } | undefined {
  return progress.get(importJobId);
}

/** What the 'data-import' job carries: the import, its company, and who started it (for the operation history). */
export interface ImportJobData { importJobId: number; companyId: number; operation: string | null }

/**
 * The 'data-import' job: reads the checked file again, checks it against the data as it is now, and writes every row in
 * one transaction — rows whose key is stored are updated, the others added, BATCH rows a statement — so a failure (a
 * row refused by the database, a crash) leaves nothing; pg-boss runs the job again after a crash. The writes carry
 * the description of the call that started the import, so the operation history names who imported each row.
 */
export async function runImportJob(ctx: Pick<AppContext, 'db' | 'storage'>, data: ImportJobData): Promise<void> {
  const db = genericDb(ctx.db);
  const job = await db.selectFrom('import_jobs').selectAll().where('company_id', '=', data.companyId).where('id', '=', data.importJobId).executeTakeFirst();
  if (!job || (job.status !== ImportStatus.queued && job.status !== ImportStatus.running)) return;
  await db.updateTable('import_jobs').set({ status: ImportStatus.running, started_at: sql`now()`, message: null, updated_at: sql`now()` })
    .where('company_id', '=', data.companyId).where('id', '=', data.importJobId).execute();
  try {
    const format = importFormat(String(job.target));
    const { rows, formulaCells } = await readImportFile(await ctx.storage.read(String(job.storage_key)), String(job.file_name));
    const refNames = await loadRefNames(ctx as AppContext, { format, companyId: data.companyId });
    const { checked } = checkRows({ format, rows, refNames, formulaCells, stored: format.canAdd ? undefined : await storedKeys(ctx as AppContext, { format, companyId: data.companyId }) });
    if (checked.some((r) => r.errors)) throw new AppError('IMPORT_HAS_ERRORS');
    const values = checked.map((r) => r.values!);
    progress.set(data.importJobId, { total: values.length, processed: 0 });
    const meta = entities[format.entity];
    const table = sql.table(meta.table);
    const counts = await operationStorage.run({ describe: () => data.operation ?? undefined }, () => ctx.db.transaction().execute(async (trx) => {
      const stored = await storedKeys(ctx as AppContext, { format, companyId: data.companyId, db: trx });
      let inserted = 0;
      let updated = 0;
      for (let start = 0; start < values.length; start += BATCH) {
        const batch = values.slice(start, start + BATCH);
        const columns = Object.keys(batch[0]!);
        const adds = batch.filter((v) => !stored.has(keyOf(format, v)));
        const changes = batch.filter((v) => stored.has(keyOf(format, v))).map((v) => ({ ...v, id: stored.get(keyOf(format, v)) }));
        const cols = sql.join(columns.map((c) => sql.ref(c)));
        const fromRows = (rows: object[]) => sql`jsonb_populate_recordset(null::${table}, ${JSON.stringify(rows)}::jsonb) r`;
        if (adds.length) {
          const company = meta.scope === 'company' ? sql`${data.companyId}::bigint, ` : sql``;
          const companyCol = meta.scope === 'company' ? sql`company_id, ` : sql``;
          await sql`insert into ${table} (${companyCol}${cols}) select ${company}${sql.join(columns.map((c) => sql.ref(`r.${c}`)))} from ${fromRows(adds)}`.execute(trx);
          inserted += adds.length;
        }
        if (changes.length) {
          const sets = sql.join([...columns.map((c) => sql`${sql.ref(c)} = ${sql.ref(`r.${c}`)}`), sql`updated_at = now()`]);
          const own = meta.scope === 'company' ? sql` and t.company_id = ${data.companyId}` : sql``;
          await sql`update ${table} as t set ${sets} from ${fromRows(changes)} where t.id = r.id${own}`.execute(trx);
          updated += changes.length;
        }
        progress.set(data.importJobId, { total: values.length, processed: Math.min(start + BATCH, values.length) });
      }
      return { inserted, updated };
    }));
    await db.updateTable('import_jobs').set({
      status: ImportStatus.succeeded, total_rows: values.length, inserted_rows: counts.inserted, updated_rows: counts.updated, finished_at: sql`now()`, updated_at: sql`now()`,
    }).where('company_id', '=', data.companyId).where('id', '=', data.importJobId).execute();
  } catch (error) {
    const message = error instanceof AppError ? error.message : formatMessage('importFile.failedUnchanged');
    await db.updateTable('import_jobs').set({ status: ImportStatus.failed, message, finished_at: sql`now()`, updated_at: sql`now()` })
      .where('company_id', '=', data.companyId).where('id', '=', data.importJobId).execute();
    if (!(error instanceof AppError)) throw error;
  } finally {
    progress.delete(data.importJobId);
  }
}
