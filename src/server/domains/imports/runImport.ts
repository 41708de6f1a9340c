import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../generated/db.js';
import { entities } from '../../../generated/entities.js';
import { ImportStatus } from '../../../generated/enums.js';
import { hasOneConnection } from '../../db/connect.js';
import { operationStorage } from '../../db/operationContext.js';
import { AppError } from '../../foundation/errors.js';
import { genericDb, type AppContext } from '../../core/context.js';
import { readImportFile } from './importFile.js';
import { formatMessage } from '../../../shared/validationMessage.js';
import { loadImportRules } from './importRules.js';
import { checkRows, importFormat, keyOf, loadRefNames, storedKeys } from './importRows.js';
import { isCompanyScoped, ofCompany } from '../../db/companyScope.js';

/** Rows written per statement. */
const BATCH = 1000;

/**
 * First key of the transaction-level advisory lock a running import holds (the second is its id): taken by the import's
 * own transaction, so it is free exactly when no live session runs that import (a killed node's session ends and its
 * locks go with it). Two int4 keys: not the space of the migrations' one bigint key.
 */
export const IMPORT_LOCK_KEY = 72_204_310;

/** The imports this process is running: how far each has come (the progress answer reads it without the database). */
const progress = new Map<number, { total: number; processed: number }>();

/** How far a running import of this process has come, if it runs here. */
export function importProgressOf(importJobId: number): { total: number; processed: number } | undefined {
  return progress.get(importJobId);
}

/** What the 'data-import' job carries: the import, its company, and who started it (for the operation history). */
export interface ImportJobData { importJobId: number; companyId: number; operation: string | null }

type Db = Kysely<Database>;

const lockOf = (id: number) => sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${IMPORT_LOCK_KEY}::int, (${id}::bigint % 2147483648)::int) as locked`;

/**
 * The 'data-import' job: reads the checked file again, checks it against the data as it is now, and writes every row in
 * one transaction — rows whose key is stored are updated, the others added, BATCH rows a statement — together with the
 * status `succeeded`, so a failure (a row refused by the database, a killed server) leaves nothing and the rows and the
 * status commit at once. The writes carry the description of the call that started the import, so the operation
 * history names who imported each row.
 *
 * Runs at most once at a time: in this process by the `progress` map; across API nodes (PostgreSQL) by the advisory
 * lock its transaction takes first — a second runner (pg-boss handing the job out again after its expiry) skips — and
 * the status read under that lock (an import already ended is not run again).
 *
 * Progress: this process answers from memory. On PostgreSQL, other nodes read the row: `processed_rows` and
 * `updated_at` (the heartbeat) are written after every batch through the pool, i.e. another connection, outside the
 * import's transaction, which never locks the row before its last statement (no wait between the two). On PGlite the
 * one connection is the transaction's until it ends, so nothing is written outside it (the one process has the map).
 */
export async function runImportJob(ctx: Pick<AppContext, 'db' | 'storage'>, data: ImportJobData): Promise<void> {
  const id = data.importJobId;
  if (progress.has(id)) return;
  const db = genericDb(ctx.db);
  const job = await db.selectFrom('import_jobs').selectAll().where('company_id', '=', data.companyId).where('id', '=', id).executeTakeFirst();
  if (!job || (job.status !== ImportStatus.queued && job.status !== ImportStatus.running)) return;
  const isShared = !hasOneConnection(ctx.db);
  progress.set(id, { total: 0, processed: 0 });
  const markRunning = (handle: Db, total: number) => genericDb(handle).updateTable('import_jobs')
    .set({ status: ImportStatus.running, started_at: sql`now()`, total_rows: total, processed_rows: 0, message: null, updated_at: sql`now()` })
    .where('company_id', '=', data.companyId).where('id', '=', id).execute();
  // Whether this runner holds the import (lock taken, status still open): only then may it mark it failed.
  let isOwned = !isShared;
  try {
    // PGlite: the one process runs it; the row says so before the transaction takes the connection.
    if (!isShared) await markRunning(ctx.db, 0);
    await operationStorage.run({ describe: () => data.operation ?? undefined }, () => ctx.db.transaction().execute(async (trx) => {
      if (isShared) {
        const { rows: [lock] } = await lockOf(id).execute(trx);
        if (!lock?.locked) return; // another node runs it now
        const now = await genericDb(trx).selectFrom('import_jobs').select('status').where('company_id', '=', data.companyId).where('id', '=', id).executeTakeFirst();
        if (now?.status !== ImportStatus.queued && now?.status !== ImportStatus.running) return; // ended meanwhile
        isOwned = true;
        // Running, seen by every node (another connection; the lock is held already, so a kill from here on is
        // told by the free lock and the import is failed at once instead of waiting queued for pg-boss's expiry).
        await markRunning(ctx.db, 0);
      }
      // The check reads through the transaction (PGlite's one connection is its own until it ends).
      const inTrx: Pick<AppContext, 'db' | 'storage'> = { ...ctx, db: trx };
      const format = importFormat(String(job.target));
      const { rows, formulaCells } = await readImportFile(await ctx.storage.read(String(job.storage_key)), String(job.file_name));
      const refNames = await loadRefNames(inTrx as AppContext, { format, companyId: data.companyId });
      const stored = await storedKeys(inTrx as AppContext, { format, companyId: data.companyId });
      // The rules across fields are checked against the rows as they are now, in this transaction.
      const rules = await loadImportRules(inTrx, { format, companyId: data.companyId });
      const { checked } = checkRows({ format, rows, refNames, formulaCells, stored: format.canAdd ? undefined : stored, rules });
      if (checked.some((r) => r.errors)) throw new AppError('IMPORT_HAS_ERRORS');
      const values = checked.map((r) => r.values!);
      progress.set(id, { total: values.length, processed: 0 });
      if (isShared) await db.updateTable('import_jobs').set({ total_rows: values.length, updated_at: sql`now()` }).where('company_id', '=', data.companyId).where('id', '=', id).execute();
      const meta = entities[format.entity];
      const table = sql.table(meta.table);
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
          const company = isCompanyScoped(meta) ? sql`${data.companyId}::bigint, ` : sql``;
          const companyCol = isCompanyScoped(meta) ? sql`company_id, ` : sql``;
          await sql`insert into ${table} (${companyCol}${cols}) select ${company}${sql.join(columns.map((c) => sql.ref(`r.${c}`)))} from ${fromRows(adds)}`.execute(trx);
          inserted += adds.length;
        }
        if (changes.length) {
          const sets = sql.join([...columns.map((c) => sql`${sql.ref(c)} = ${sql.ref(`r.${c}`)}`), sql`updated_at = now()`]);
          await sql`update ${table} as t set ${sets} from ${fromRows(changes)} where t.id = r.id and ${ofCompany(meta, data.companyId, 't')}`.execute(trx);
          updated += changes.length;
        }
        const processed = Math.min(start + BATCH, values.length);
        progress.set(id, { total: values.length, processed });
        if (isShared) {
          await db.updateTable('import_jobs').set({ processed_rows: processed, updated_at: sql`now()` })
            .where('company_id', '=', data.companyId).where('id', '=', id).where('status', '=', ImportStatus.running).execute();
        } else {
          // PGlite answers in the same thread, its promises chained as microtasks: without this the server would
          // take no request (not even the progress, answered from memory) until the import ends.
          await new Promise((resolve) => setImmediate(resolve));
        }
      }
      // The status commits with the rows: never rows without `succeeded`, nor `succeeded` without the rows.
      await genericDb(trx).updateTable('import_jobs').set({
        status: ImportStatus.succeeded, total_rows: values.length, processed_rows: values.length, inserted_rows: inserted, updated_rows: updated,
        message: null, finished_at: sql`now()`, updated_at: sql`now()`,
      }).where('company_id', '=', data.companyId).where('id', '=', id).execute();
    }));
  } catch (error) {
    if (!isOwned) throw error;
    const message = error instanceof AppError ? error.message : formatMessage('importFile.failedUnchanged');
    // Nothing was written: the rows counted by the heartbeat were rolled back.
    await db.updateTable('import_jobs').set({ status: ImportStatus.failed, message, processed_rows: 0, finished_at: sql`now()`, updated_at: sql`now()` })
      .where('company_id', '=', data.companyId).where('id', '=', id).where('status', '<>', ImportStatus.succeeded).execute();
    if (!(error instanceof AppError)) throw error;
  } finally {
    progress.delete(id);
  }
}

/**
 * Imports left `running` by a server that stopped (killed, crashed) half-way are marked failed ("nothing was changed,
 * run it again"): their transaction rolled back, so no row was written. Checked by the sweep of every node (and at
 * start-up), and by the progress answer of any node for the import it is asked about, so a reloaded page tells the
 * truth at once. An import is left behind when this process does not run it and — PostgreSQL — no session holds its
 * advisory lock (tried in a short transaction of its own; a live runner on another node holds it until its commit).
 * On PGlite the one process holds the data directory alone: an import it does not run has no runner.
 *
 * They fail rather than run again by themselves: a file that brings the server down would otherwise bring it down at
 * every start, and a run started long after the user left is a surprise. pg-boss hands the killed job out again once
 * it expires (15 minutes, twice at most): that run finds the import failed and does nothing. An import killed in the
 * moment between pg-boss handing its job out and its transaction taking the lock is still `queued` (true: it waits):
 * that later run of its job imports it.
 */
export async function recoverImport(db: Db, job: { companyId: number; id: number }): Promise<boolean> {
  if (progress.has(job.id)) return false;
  return db.transaction().execute(async (trx) => {
    if (!hasOneConnection(db)) {
      const { rows: [lock] } = await lockOf(job.id).execute(trx);
      if (!lock?.locked) return false;
    }
    const res = await genericDb(trx).updateTable('import_jobs')
      .set({ status: ImportStatus.failed, message: formatMessage('importFile.interrupted'), processed_rows: 0, finished_at: sql`now()`, updated_at: sql`now()` })
      .where('company_id', '=', job.companyId).where('id', '=', job.id).where('status', '=', ImportStatus.running).executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  });
}

/** {@link recoverImport} for every import `running` (the sweep); returns how many were marked failed. */
export async function recoverImports(db: Db): Promise<number> {
  const running = await genericDb(db).selectFrom('import_jobs').select(['company_id', 'id']).where('status', '=', ImportStatus.running).execute();
  let failed = 0;
  for (const r of running) if (await recoverImport(db, { companyId: Number(r.company_id), id: Number(r.id) })) failed++;
  return failed;
}
