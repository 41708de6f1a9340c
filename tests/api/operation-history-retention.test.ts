// @vitest-environment node
// Runs on both databases: the retention sweep's date arithmetic runs in SQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../src/generated/constants.js';
import { pruneOperationHistory } from '../../src/server/domains/history/retention.js';
import { startWorkers } from '../../src/server/jobs/workers.js';
import { DEMO_COMPANY_CODE } from '../../src/server/seed/seed.js';
import { startTestApp, testConfig, type TestApp } from './harness.js';

// Issue 10: the operation history is kept constants.operationLogRetentionDays days, then deleted by the server's
// sweep (the API can neither edit nor delete it). Rows a day either side of the limit show where it cuts.

let t: TestApp;
let companyId: number;
beforeAll(async () => {
  t = await startTestApp();
  companyId = (await t.db.selectFrom('companies').select('id').where('code', '=', DEMO_COMPANY_CODE).executeTakeFirstOrThrow()).id;
});
afterAll(async () => { await t?.close(); });

const DAY = 86_400_000;
const days = Number(constants.operationLogRetentionDays);

/** Adds a history row written `age` ms before `now`; returns its id. */
async function logAt(now: Date, age: number, user: string): Promise<number> {
  const row = await t.db.insertInto('operation_logs').values({
    company_id: companyId, user_name: user, target: 'tag', record_id: 1, action: 'update', created_at: new Date(now.getTime() - age),
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

describe('operation history retention', () => {
  it('should delete the rows older than the retention, batch after batch, and keep the others', async () => {
    const now = new Date();
    const old = [await logAt(now, (days + 400) * DAY, '古い1'), await logAt(now, (days + 30) * DAY, '古い2'), await logAt(now, (days + 1) * DAY, '古い3')];
    const kept = [await logAt(now, (days - 1) * DAY, '残る1'), await logAt(now, DAY, '残る2')];
    // A batch of 2: three old rows take two statements.
    expect(await pruneOperationHistory(t.db, { now, batch: 2 })).toBe(3);
    const left = new Set((await t.db.selectFrom('operation_logs').select('id').where('id', 'in', [...old, ...kept]).execute()).map((r) => r.id));
    expect(old.filter((id) => left.has(id))).toEqual([]);
    expect(kept.filter((id) => left.has(id))).toEqual(kept);
    // The twin: with nothing past the limit, nothing goes.
    expect(await pruneOperationHistory(t.db, { now })).toBe(0);
    expect((await t.db.selectFrom('operation_logs').select('id').where('id', 'in', kept).execute()).length).toBe(2);
  });

  it('should be run by the server\'s sweep', async () => {
    const now = new Date();
    const old = await logAt(now, (days + 2) * DAY, '古い4');
    const kept = await logAt(now, 2 * DAY, '残る3');
    const workers = await startWorkers({ db: t.db, jobs: t.jobs, config: testConfig }, { pollingIntervalSeconds: 0.5, sweepSeconds: 3600 });
    try {
      await workers.sweep();
    } finally {
      await workers.stop();
    }
    const left = (await t.db.selectFrom('operation_logs').select('id').where('id', 'in', [old, kept]).execute()).map((r) => r.id);
    expect(left).toEqual([kept]);
  });
});
