import { sql, type Kysely } from 'kysely';
import { constants } from '../../generated/constants.js';
import type { Database } from '../../generated/db.js';

/** What one pruning pass removed. */
export interface PruneResult { loginThrottles: number; switchTokens: number }

/**
 * Deletes rows that can no longer matter: log-in failure windows that have ended (a new failure starts a new window
 * anyway) and one-time switch tokens that expired or were spent. Safe to run on every API node at once.
 */
export async function pruneExpired(db: Kysely<Database>): Promise<PruneResult> {
  const throttles = await db.deleteFrom('login_throttles')
    .where(sql<boolean>`window_started_at <= now() - make_interval(mins => ${Number(constants.loginFailureWindowMinutes)})`)
    .executeTakeFirst();
  const tokens = await db.deleteFrom('switch_tokens')
    .where((eb) => eb.or([eb('expires_at', '<=', sql<Date>`now()`), eb('used_at', 'is not', null)]))
    .executeTakeFirst();
  return { loginThrottles: Number(throttles.numDeletedRows), switchTokens: Number(tokens.numDeletedRows) };
}

/** Runs pruneExpired at start-up and then every `everyMs`; returns the stop function (called on shut-down). */
export function schedulePruning(options: { db: Kysely<Database>; everyMs: number; onError: (error: unknown) => void }): () => void {
  const run = () => void pruneExpired(options.db).catch(options.onError);
  run();
  const timer = setInterval(run, options.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
