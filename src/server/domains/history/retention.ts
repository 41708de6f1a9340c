import { sql, type Kysely } from 'kysely';
import { constants } from '../../../generated/constants.js';
import type { Database } from '../../../generated/db.js';

/**
 * Deletes the operation-history rows older than constants.operationLogRetentionDays (every company), at most
 * constants.operationLogPruneBatch rows a statement, oldest first, until none is left; returns how many went. The API
 * cannot delete history rows: this sweep, run by the server, is the only way they go.
 */
export async function pruneOperationHistory(db: Kysely<Database>, options: { now?: Date; batch?: number } = {}): Promise<number> {
  const batch = options.batch ?? Number(constants.operationLogPruneBatch);
  const cutoff = new Date((options.now ?? new Date()).getTime() - Number(constants.operationLogRetentionDays) * 86_400_000);
  let deleted = 0;
  for (;;) {
    const result = await sql`delete from operation_logs where id in (
      select id from operation_logs where created_at < ${cutoff} order by created_at limit ${batch})`.execute(db);
    const count = Number(result.numAffectedRows ?? 0);
    deleted += count;
    if (count < batch) return deleted;
  }
}
