// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSets } from '../../src/generated/demo.js';
import { genericDb } from '../../src/server/core/context.js';
import { DEMO_COMPANY_CODE, seedDemo } from '../../src/server/seed/seed.js';
import { seedModelDemo } from '../../src/server/seed/seedModelDemo.js';
import { startTestApp, type TestApp } from './harness.js';
import { ofCompany } from '../../src/server/db/companyScope.js';

/** The demo rows of model/demo: loaded with the demo company, idempotently, and topped up on an older database. */
let t: TestApp;
let companyId: number;
beforeAll(async () => {
  t = await startTestApp();
  companyId = (await t.db.selectFrom('companies').select('id').where('code', '=', DEMO_COMPANY_CODE).executeTakeFirstOrThrow()).id;
});
afterAll(async () => { await t.close(); });

async function countOf(set: (typeof demoSets)[number]): Promise<number> {
  const row = await genericDb(t.db).selectFrom(set.table).select((eb) => eb.fn.countAll().as('n'))
    .where(ofCompany(set, companyId)).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('demo data declared in the model', () => {
  it('should load every row of every demo file into the demo company', async () => {
    expect(demoSets.length).toBeGreaterThan(20);
    for (const set of demoSets) expect(await countOf(set), set.entity).toBe(set.rows.length);
  });

  it('should resolve a reference by the referenced row\'s natural key', async () => {
    const row = await t.db.selectFrom('lesson_subjects').innerJoin('school_subjects', 'school_subjects.id', 'lesson_subjects.school_subject_id')
      .select(['school_subjects.name']).where('lesson_subjects.name', '=', '中学英語').executeTakeFirstOrThrow();
    expect(row.name).toBe('英語');
  });

  it('should add nothing when loaded again (idempotent), and only the missing rows to an older database', async () => {
    expect((await seedModelDemo(t.db, { companyId })).inserted).toBe(0);
    await t.db.deleteFrom('fee_items').where('company_id', '=', companyId).where('name', '=', '入塾金').execute();
    await t.db.deleteFrom('claim_settings').where('company_id', '=', companyId).execute();
    expect(await seedDemo(t.db, { jobs: t.jobs })).toEqual({ isCreated: false });
    for (const set of demoSets) expect(await countOf(set), set.entity).toBe(set.rows.length);
    expect((await seedModelDemo(t.db, { companyId })).inserted).toBe(0);
  });

  it('should fail loudly, naming the file, when a reference names no row (and load when it does)', async () => {
    const rollback = new Error('rollback');
    const failure = await t.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('report_data_fixes').where('company_id', '=', companyId).execute();
      await trx.updateTable('schoolhouses').set({ schoolhouse_name: '駅前校（移転前）' }).where('company_id', '=', companyId).where('schoolhouse_name', '=', '駅前校').execute();
      const error = await seedModelDemo(trx, { companyId }).catch((e: Error) => e);
      throw Object.assign(rollback, { cause: error });
    }).catch((e: Error) => e.cause as Error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure.message).toMatch(/^model\/demo\/(holiday|report_data_fix)\.yaml: schoolhouse_id: no schoolhouse row with schoolhouse_name "駅前校"$/);
    expect(await t.db.selectFrom('report_data_fixes').select('id').where('company_id', '=', companyId).execute()).toHaveLength(4);
  });
});
