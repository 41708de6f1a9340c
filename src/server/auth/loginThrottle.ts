import { sql, type Kysely } from 'kysely';
import { constants } from '../../generated/constants.js';
import type { Database } from '../../generated/db.js';
import { AppError } from '../foundation/errors.js';

/** What a log-in attempt is counted against: the account (user name as typed) and the client address. */
export interface AttemptKeys { account?: string; address?: string }

/** An attempt in progress: counted as a failure unless it succeeds. */
export interface LoginAttempt { succeed(): Promise<void> }

const WINDOW_MINUTES = Number(constants.loginFailureWindowMinutes);
const LIMITS = { account: Number(constants.loginMaxFailuresPerAccount), address: Number(constants.loginMaxFailuresPerAddress) } as const;
type Kind = keyof typeof LIMITS;

const accountKey = (name: string) => name.trim().toLowerCase();

/**
 * Starts a log-in attempt. The attempt is counted as a failure first, atomically, in a fixed window per key (a row of
 * login_throttles, shared by every API node), so parallel guesses cannot slip past the limit; over the limit it is
 * refused with LOGIN_RATE_LIMITED (429, Retry-After and the minutes to wait in the message). `succeed()` clears the
 * account's failures and takes this attempt back from the address's count.
 */
export async function startLoginAttempt(db: Kysely<Database>, keys: AttemptKeys): Promise<LoginAttempt> {
  const counted: Array<{ kind: Kind; key: string }> = [
    ...(keys.account !== undefined ? [{ kind: 'account' as const, key: accountKey(keys.account) }] : []),
    ...(keys.address !== undefined ? [{ kind: 'address' as const, key: keys.address }] : []),
  ];
  let retryAfter = 0;
  for (const { kind, key } of counted) {
    const row = await countFailure(db, { kind, key });
    if (row.failures > LIMITS[kind]) retryAfter = Math.max(retryAfter, row.retryAfter);
  }
  if (retryAfter > 0) {
    throw new AppError('LOGIN_RATE_LIMITED', { values: { minutes: Math.max(1, Math.ceil(retryAfter / 60)) }, headers: { 'retry-after': String(retryAfter) } });
  }
  return {
    async succeed() {
      if (keys.account !== undefined) {
        await db.deleteFrom('login_throttles').where('kind', '=', 'account').where('subject_key', '=', accountKey(keys.account)).execute();
      }
      if (keys.address !== undefined) {
        await db.updateTable('login_throttles').set({ failures: sql`greatest(failures - 1, 0)` })
          .where('kind', '=', 'address').where('subject_key', '=', keys.address).execute();
      }
    },
  };
}

/** Adds one failure to a key's window (a new window once the old one has ended); returns the count and seconds left. */
async function countFailure(db: Kysely<Database>, options: { kind: Kind; key: string }): Promise<{ failures: number; retryAfter: number }> {
  const windowEnded = sql<boolean>`login_throttles.window_started_at <= now() - make_interval(mins => ${WINDOW_MINUTES})`;
  const row = await db.insertInto('login_throttles')
    .values({ kind: options.kind, subject_key: options.key, failures: 1, window_started_at: sql`now()` })
    .onConflict((oc) => oc.columns(['kind', 'subject_key']).doUpdateSet({
      failures: sql`CASE WHEN ${windowEnded} THEN 1 ELSE login_throttles.failures + 1 END`,
      window_started_at: sql`CASE WHEN ${windowEnded} THEN now() ELSE login_throttles.window_started_at END`,
      updated_at: sql`now()`,
    }))
    .returning(['failures', sql<number>`ceil(extract(epoch from (window_started_at + make_interval(mins => ${WINDOW_MINUTES}) - now())))`.as('retry_after')])
    .executeTakeFirstOrThrow();
  return { failures: row.failures, retryAfter: Math.max(1, Number(row.retry_after)) };
}
