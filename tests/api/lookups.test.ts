// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../src/generated/constants.js';
import { entities } from '../../src/generated/entities.js';
import { errorCatalogue } from '../../src/generated/errors.js';
import { genericDb } from '../../src/server/core/context.js';
import { ofCompany } from '../../src/server/db/companyScope.js';
import { DEMO_COMPANY_CODE } from '../../src/server/seed/seed.js';
import { startTestApp, type TestApp } from './harness.js';

/**
 * The lookups teachers and guardians read (issue 17, item 7; spec section 7): holidays, lesson periods (時限), lesson
 * and school subjects, through the generic list API under the model's grants and row scope. A holiday of one
 * schoolhouse is read by its teachers and families only, a holiday of every schoolhouse (no schoolhouse) by all of the
 * company; the other masters are the company's, one list for every schoolhouse. Never another company's row, and no
 * write. tests/api/object-access.test.ts covers the same grants entity by entity; this file names the cases.
 */
let t: TestApp;
let companyId: number;
let foreign: Record<Lookup, number>;
const LOOKUPS = ['holiday', 'timetable_period', 'lesson_subject', 'school_subject'] as const;
type Lookup = (typeof LOOKUPS)[number];
const READERS = ['teacher1', 'guardian1'] as const;

beforeAll(async () => {
  t = await startTestApp();
  companyId = (await t.db.selectFrom('companies').select('id').where('code', '=', DEMO_COMPANY_CODE).executeTakeFirstOrThrow()).id;
  // Another company's rows of every lookup, a holiday of all its schoolhouses among them.
  const other = (await t.db.insertInto('companies').values({ code: `LOOKUP${Date.now()}`, name: '別法人塾', invoice_status: '2' }).returning('id').executeTakeFirstOrThrow()).id;
  const insert = async (table: string, values: Record<string, unknown>) => Number((await genericDb(t.db).insertInto(table).values({ company_id: other, ...values }).returning('id').executeTakeFirstOrThrow()).id);
  foreign = {
    holiday: await insert('holidays', { holiday_date: '2026-08-13', name: '他社の休業日' }),
    timetable_period: await insert('timetable_periods', { period_number: 1, name: '他社1限', start_time: '10:00', end_time: '11:00' }),
    lesson_subject: await insert('lesson_subjects', { name: '他社の科目', school_kind: 2 }),
    school_subject: await insert('school_subjects', { name: '他社の教科' }),
  };
}, 120_000);
afterAll(async () => { await t.close(); });

const pathOf = (entity: Lookup) => `/api/v1${entities[entity].api.path}`;
const get = async (user: string, url: string) => t.app.inject({ method: 'GET', url, headers: await t.authAs(user) });

async function listed(user: string, entity: Lookup): Promise<Array<{ id: number; schoolhouse_id?: number | null }>> {
  const res = await get(user, `${pathOf(entity)}?limit=${String(constants.maxPageSize)}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: Array<{ id: number; schoolhouse_id?: number | null }> }).data;
}

async function companyRows(entity: Lookup): Promise<Array<{ id: number; schoolhouse_id: number | null }>> {
  const rows = await genericDb(t.db).selectFrom(entities[entity].table).selectAll().where(ofCompany(entities[entity], companyId)).execute();
  return rows.map((r) => ({ id: Number(r.id), schoolhouse_id: r.schoolhouse_id === undefined || r.schoolhouse_id === null ? null : Number(r.schoolhouse_id) }));
}

/** The schoolhouses a demo user acts in: a teacher's, or the schoolhouse of the child a guardian acts for (the first). */
async function schoolhousesOf(user: string): Promise<number[]> {
  const account = await t.db.selectFrom('users').select('id').where('username', '=', user).where('company_id', '=', companyId).executeTakeFirstOrThrow();
  const teaching = await t.db.selectFrom('teacher_schoolhouses').innerJoin('teachers', 'teachers.id', 'teacher_schoolhouses.teacher_id')
    .select('teacher_schoolhouses.schoolhouse_id').where('teachers.user_id', '=', account.id).execute();
  const child = await t.db.selectFrom('students').innerJoin('protectors', 'protectors.id', 'students.protector_id')
    .select('students.schoolhouse_id').where('protectors.user_id', '=', account.id).orderBy('students.id').limit(1).execute();
  return [...teaching, ...child].map((r) => Number(r.schoolhouse_id));
}

describe('holidays for teachers and guardians', () => {
  it.each(READERS)('should list to %s the holidays of every schoolhouse and of its own, and no other schoolhouse\'s', async (user) => {
    const own = await schoolhousesOf(user);
    const all = await companyRows('holiday');
    const expected = all.filter((h) => h.schoolhouse_id === null || own.includes(h.schoolhouse_id)).map((h) => h.id).sort();
    const elsewhere = all.filter((h) => h.schoolhouse_id !== null && !own.includes(h.schoolhouse_id));
    expect(elsewhere.length, 'the demo needs a holiday of another schoolhouse').toBeGreaterThan(0);
    expect(all.some((h) => h.schoolhouse_id === null), 'the demo needs a holiday of every schoolhouse').toBe(true);
    expect((await listed(user, 'holiday')).map((h) => h.id).sort()).toEqual(expected);
    // Another schoolhouse's holiday by its id: not found, never its data.
    const res = await get(user, `${pathOf('holiday')}/${elsewhere[0]!.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).not.toHaveProperty('name');
  });

  it('should list every holiday of the company to staff (the allowed twin of the schoolhouse scope)', async () => {
    expect((await listed('staff', 'holiday')).map((h) => h.id).sort()).toEqual((await companyRows('holiday')).map((h) => h.id).sort());
  });
});

describe.each(READERS)('the lookups %s reads', (user) => {
  it.each(['timetable_period', 'lesson_subject', 'school_subject'] as const)('should list the company\'s %s rows, every one', async (entity) => {
    expect((await listed(user, entity)).map((r) => r.id).sort()).toEqual((await companyRows(entity)).map((r) => r.id).sort());
  });

  it.each(LOOKUPS)('should not list nor answer another company\'s %s row', async (entity) => {
    expect((await listed(user, entity)).map((r) => r.id)).not.toContain(foreign[entity]);
    expect((await get(user, `${pathOf(entity)}/${foreign[entity]}`)).statusCode).toBe(404);
  });

  it.each(LOOKUPS)('should refuse every write on %s with 403, the row unchanged', async (entity) => {
    const [row] = await listed(user, entity);
    const headers = await t.authAs(user);
    const item = `${pathOf(entity)}/${row!.id}`;
    for (const [method, url] of [['POST', pathOf(entity)], ['PUT', item], ['DELETE', item]] as const) {
      const res = await t.app.inject({ method, url, headers, payload: method === 'DELETE' ? undefined : { name: '書き換え' } });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect((res.json() as { code: number }).code).toBe(errorCatalogue.FORBIDDEN.code);
    }
    expect((await get(user, item)).statusCode).toBe(200);
  });
});
