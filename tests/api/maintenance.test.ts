// @vitest-environment node
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneExpired } from '../../src/server/maintenance/pruneExpired.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

describe('pruning expired rows', () => {
  it('should delete ended log-in failure windows and spent or expired switch tokens, and keep the live ones', async () => {
    await t.db.insertInto('login_throttles').values([
      { kind: 'account', subject_key: 'old-account', failures: 5, window_started_at: sql`now() - interval '16 minutes'` },
      { kind: 'address', subject_key: '192.0.2.1', failures: 3, window_started_at: sql`now() - interval '1 minute'` },
    ]).execute();
    const staff = await t.db.selectFrom('users').select(['id', 'company_id']).where('username', '=', 'staff').executeTakeFirstOrThrow();
    const token = (hash: string, expires: string, used: boolean) => ({
      company_id: staff.company_id, user_id: staff.id, token_hash: hash.padEnd(64, '0'),
      expires_at: sql<Date>`now() + ${sql.raw(`interval '${expires}'`)}`, used_at: used ? sql<Date>`now()` : null,
    });
    await t.db.insertInto('switch_tokens').values([token('a', '-1 minute', false), token('b', '2 minutes', true), token('c', '2 minutes', false)]).execute();

    expect(await pruneExpired(t.db)).toEqual({ loginThrottles: 1, switchTokens: 2 });
    expect(await t.db.selectFrom('login_throttles').select('subject_key').execute()).toEqual([{ subject_key: '192.0.2.1' }]);
    expect(await t.db.selectFrom('switch_tokens').select('token_hash').execute()).toEqual([{ token_hash: 'c'.padEnd(64, '0') }]);
    expect(await pruneExpired(t.db)).toEqual({ loginThrottles: 0, switchTokens: 0 });
  });
});
