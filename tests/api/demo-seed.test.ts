// @vitest-environment node
// Runs on both databases: the demo company, which `npm start` builds on PGlite and production on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSets } from '../../src/generated/demo.js';
import { genericDb } from '../../src/server/core/context.js';
import { DEMO_COMPANY_CODE, seedDemo } from '../../src/server/seed/seed.js';
import { seedModelDemo } from '../../src/server/seed/seedModelDemo.js';
import { withDemoStudent } from '../unit/generator/demoChanges.js';
import { loadChangedModel } from '../unit/generator/projectModel.js';
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

  it('should find a school year by its name or its code, and a guardian by its user name, as a product owner writes them', async () => {
    // model/demo/student.yaml of tests/unit/generator/demoChanges.ts: rows of a master the TypeScript seed fills.
    const students = loadChangedModel(withDemoStudent).demo.find((set) => set.entity === 'student')!;
    const rollback = new Error('rollback');
    const loaded = await t.db.transaction().execute(async (trx) => {
      await seedModelDemo(trx, { companyId, sets: [students] });
      const rows = await trx.selectFrom('students')
        .innerJoin('schoolyears', 'schoolyears.id', 'students.schoolyear_id')
        .innerJoin('schoolhouses', 'schoolhouses.id', 'students.schoolhouse_id')
        .innerJoin('protectors', 'protectors.id', 'students.protector_id')
        .innerJoin('users', 'users.id', 'protectors.user_id')
        .select(['students.student_number', 'schoolyears.schoolyear_name', 'schoolhouses.schoolhouse_name', 'users.username'])
        .where('students.company_id', '=', companyId).where('students.student_number', 'in', ['S09001', 'S09002'])
        .orderBy('students.student_number').execute();
      throw Object.assign(rollback, { cause: rows });
    }).catch((e: Error) => e.cause);
    expect(loaded).toEqual([
      { student_number: 'S09001', schoolyear_name: '中1', schoolhouse_name: '駅前校', username: 'guardian1' },
      { student_number: 'S09002', schoolyear_name: '高1', schoolhouse_name: '本町校', username: 'guardian1' },
    ]);
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
    expect(failure.message).toMatch(/^model\/demo\/(event_setting|holiday|report_data_fix)\.yaml: schoolhouse_id: no schoolhouse row with schoolhouse_name "駅前校"$/);
    expect(await t.db.selectFrom('report_data_fixes').select('id').where('company_id', '=', companyId).execute()).toHaveLength(4);
  });
});
