// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../src/generated/constants.js';
import { entityGrants, entityRows, featureSettings, grantAllows, type RoleName } from '../../src/generated/abilities.js';
import { apiEntityNames, entities, type ApiEntityName } from '../../src/generated/entities.js';
import { errorCatalogue, type ErrorKey } from '../../src/generated/errors.js';
import { genericDb } from '../../src/server/core/context.js';
import { DEMO_COMPANY_CODE } from '../../src/server/seed/seed.js';
import { multipartBody } from '../fixtures/multipart.js';
import { staffUserFor } from './staffUsers.js';
import { startTestApp, type TestApp } from './harness.js';
import { ofCompany } from '../../src/server/db/companyScope.js';

/**
 * Object-level access for every entity API (issue 3 acceptance, issue 8: enumerated from the generated tables, so a
 * new entity adds its cases with no TypeScript). Per entity and caller (guardian1, teacher1) the model decides:
 * - no read grant: any row of the demo company is refused with 403 (FORBIDDEN), and staff read the same row (twin);
 * - a read grant with a row scope (entity `rows` for the role): a row outside the scope is refused with 404, never
 *   listed, and a row inside it is answered (twin); the rows come from the seeded demo data (model/demo and the seed);
 * - a read grant without a row scope (a shared master): the caller reads a row (twin only).
 */
let t: TestApp;
let companyId: number;
let otherFamilyChild: number;
let otherTeacher: number;
let teacherHouseStudent: number;
let linkedTeacher: number;
beforeAll(async () => {
  t = await startTestApp();
  companyId = (await t.db.selectFrom('companies').select('id').where('code', '=', DEMO_COMPANY_CODE).executeTakeFirstOrThrow()).id;
  await serverWrittenRows();
  const childrenOf = async (username: string) => t.db.selectFrom('students').innerJoin('protectors', 'protectors.id', 'students.protector_id')
    .innerJoin('users', 'users.id', 'protectors.user_id').select(['students.id']).where('users.username', '=', username).orderBy('students.id').execute();
  const teacherOf = async (username: string) => t.db.selectFrom('teachers').innerJoin('users', 'users.id', 'teachers.user_id')
    .innerJoin('teacher_schoolhouses', 'teacher_schoolhouses.teacher_id', 'teachers.id').select(['teachers.id', 'teacher_schoolhouses.schoolhouse_id'])
    .where('users.username', '=', username).executeTakeFirstOrThrow();
  otherFamilyChild = (await childrenOf('guardian3'))[0]!.id;
  otherTeacher = (await teacherOf('teacher3')).id;
  linkedTeacher = (await teacherOf('teacher2')).id;
  const teacher = await teacherOf('teacher1');
  teacherHouseStudent = (await t.db.selectFrom('students').select('id').where('schoolhouse_id', '=', teacher.schoolhouse_id).orderBy('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => { await t.close(); });

const ALL_FEATURES = featureSettings.map((f) => f.name);
const CALLERS = [['guardian1', 'PROTECTOR'], ['teacher1', 'TEACHER']] as const;
type Kind = 'no access' | 'row scope' | 'shared master';
/** What the model says a role may do with an entity's rows (the demo company has every feature setting on). */
const kindOf = (entity: ApiEntityName, role: RoleName): Kind => {
  if (!grantAllows(entityGrants[entity]!.read, { role, features: ALL_FEATURES })) return 'no access';
  return entityRows[entity]?.[role] ? 'row scope' : 'shared master';
};
const STAFF = 'staff';

const get = async (user: string, url: string, extra: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { ...(await t.authAs(user)), ...extra } });
const pathOf = (entity: ApiEntityName) => entities[entity].api.path;

/** The ids of the entity's rows in the demo company (every row, for global entities). */
async function rowIds(entity: ApiEntityName): Promise<number[]> {
  const meta = entities[entity];
  const rows = await genericDb(t.db).selectFrom(meta.table).select('id')
    .where(ofCompany(meta, companyId)).orderBy('id').execute();
  return rows.map((r) => Number(r.id));
}

/** Every id the caller's list answers (all pages). */
async function listedIds(user: string, entity: ApiEntityName): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const res = await get(user, `${pathOf(entity)}?limit=${String(constants.maxPageSize)}&page=${page}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: Array<{ id: number }>; total: number };
    ids.push(...body.data.map((r) => r.id));
    if (ids.length >= body.total || body.data.length === 0) return ids;
  }
}

const cases = CALLERS.flatMap(([user, role]) => apiEntityNames.map((entity) => ({ user, role, entity, kind: kindOf(entity, role) })));

/**
 * The rows only the server writes, as people work (no demo data: they record what happened): a staff member's change
 * leaves an operation history row, a file checked for import an import_jobs row, an advancement and a bulk deletion
 * their runs.
 */
async function serverWrittenRows(): Promise<void> {
  const headers = await t.authAs(STAFF);
  const tag = await t.app.inject({ method: 'POST', url: '/api/v1/tags', headers, payload: { name: 'オブジェクト権限の確認' } });
  if (tag.statusCode !== 201) throw new Error(`tag: ${tag.statusCode} ${tag.body}`);
  const banks = await t.app.inject({ method: 'GET', url: '/api/v1/banks/export', headers });
  const { body, contentType } = multipartBody({ data: {}, files: [{ field: 'file', name: 'banks.csv', type: 'text/csv', bytes: banks.rawPayload }] });
  const checked = await t.app.inject({ method: 'POST', url: '/api/v1/imports/bank', payload: body, headers: { ...headers, 'content-type': contentType } });
  if (checked.statusCode !== 200) throw new Error(`import check: ${checked.statusCode} ${checked.body}`);
  // A school-year advancement queued (its job does not run here): a school_year_advances row.
  const advance = await t.app.inject({ method: 'POST', url: '/api/v1/school-year-advance', headers, payload: { fiscal_year: 2027 } });
  if (advance.statusCode !== 200) throw new Error(`advance: ${advance.statusCode} ${advance.body}`);
  // A bulk deletion of the demo's weekly timetable queued (its job does not run here): a normal_frame_deletions row.
  const frame = await t.db.selectFrom('normal_frames').select('yearly_schedule_id').limit(1).executeTakeFirstOrThrow();
  const deletion = await t.app.inject({ method: 'POST', url: '/api/v1/normal-frame-deletion', headers, payload: { yearly_schedule_id: frame.yearly_schedule_id } });
  if (deletion.statusCode !== 200) throw new Error(`normal frame deletion: ${deletion.statusCode} ${deletion.body}`);
}

describe('object-level access covers every entity API from the model', () => {
  it('should have demo rows for every entity with an API (the rows these cases use)', async () => {
    const empty: string[] = [];
    for (const entity of apiEntityNames) if ((await rowIds(entity)).length === 0) empty.push(entity);
    expect(empty).toEqual([]);
  });

  it('should know guardian and teacher cases of every entity, and a staff role may read every one (the twin of a refusal)', () => {
    expect(cases).toHaveLength(apiEntityNames.length * 2);
    for (const entity of apiEntityNames) expect(staffUserFor(entity), entity).toBeDefined();
  });
});

describe.each(cases.filter((c) => c.kind === 'no access').map((c) => [c.user, c.entity] as const))('%s without a read grant on %s', (user, entity) => {
  it('should refuse a row with 403 and no data', async () => {
    const [id] = await rowIds(entity);
    const res = await get(user, `${pathOf(entity)}/${id}`);
    expect(res.statusCode).toBe(403);
    // The entity's own refusal where the model gives one (面談記録: 10204), else FORBIDDEN.
    const refusal = (entities[entity].api as { refusal?: ErrorKey } | null)?.refusal ?? 'FORBIDDEN';
    expect((res.json() as { code: number }).code).toBe(errorCatalogue[refusal].code);
    expect(res.json()).not.toHaveProperty('id');
    expect((await get(user, pathOf(entity))).statusCode).toBe(403);
  });

  it('should answer the same row to staff (the allowed twin)', async () => {
    const [id] = await rowIds(entity);
    const res = await get(staffUserFor(entity)!, `${pathOf(entity)}/${id}`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as { id: number }).id).toBe(id);
  });
});

describe.each(cases.filter((c) => c.kind === 'row scope').map((c) => [c.user, c.entity] as const))('%s with the row scope of %s', (user, entity) => {
  it('should list only rows of its scope: a row outside it is refused with 404, never data', async () => {
    const listed = new Set(await listedIds(user, entity));
    const outside = (await rowIds(entity)).filter((id) => !listed.has(id));
    expect(outside.length, `the demo data needs a ${entity} row outside ${user}'s scope`).toBeGreaterThan(0);
    for (const id of outside.slice(0, 3)) {
      const res = await get(user, `${pathOf(entity)}/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).not.toHaveProperty('id');
    }
  });

  it('should answer a row of its scope (the allowed twin)', async () => {
    const [id] = await listedIds(user, entity);
    expect(id, `the demo data needs a ${entity} row in ${user}'s scope`).toBeDefined();
    const res = await get(user, `${pathOf(entity)}/${id}`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as { id: number }).id).toBe(id);
  });
});

describe.each(cases.filter((c) => c.kind === 'shared master').map((c) => [c.user, c.entity] as const))('%s reading the shared master %s', (user, entity) => {
  it('should answer every row of the company', async () => {
    const all = await rowIds(entity);
    expect(new Set(await listedIds(user, entity))).toEqual(new Set(all));
    const res = await get(user, `${pathOf(entity)}/${all[0]}`);
    expect(res.statusCode).toBe(200);
  });
});

describe('a forged switch header on every entity API', () => {
  it.each([...apiEntityNames])('should refuse %s with 10120 for another family\'s child in the protector header', async (entity) => {
    const res = await get('guardian1', pathOf(entity), { [String(constants.switchProtectorHeader)]: String(otherFamilyChild) });
    expect(res.statusCode).toBe(403);
    expect((res.json() as { code: number }).code).toBe(errorCatalogue.SWITCH_USER_NO_ACCESS.code);
  });

  it.each([...apiEntityNames])('should refuse %s with 10120 for a teacher who is not linked', async (entity) => {
    const res = await get('teacher1', pathOf(entity), { [String(constants.switchTeacherHeader)]: String(otherTeacher) });
    expect(res.statusCode).toBe(403);
    expect((res.json() as { code: number }).code).toBe(errorCatalogue.SWITCH_USER_NO_ACCESS.code);
  });

  it('should give a linked teacher account its own schoolhouse\'s students and not the owner\'s', async () => {
    const res = await get('teacher1', `/students/${teacherHouseStudent}`, { [String(constants.switchTeacherHeader)]: String(linkedTeacher) });
    expect(res.statusCode).toBe(404);
  });
});

describe('operations that take ids', () => {
  it.each([
    ['another family\'s protector page count', 'guardian1', () => `/notifications/unread/count/${otherFamilyChild}`],
    ['another teacher\'s account count', 'teacher1', () => `/notifications/unread/count/${otherTeacher}`],
    ['another teacher\'s related teachers', 'teacher1', () => `/auth-search/teachers/${otherTeacher}/related-teachers`],
  ])('should answer %s with NOT_FOUND', async (_name, user, url) => {
    expect((await get(user, url())).statusCode).toBe(404);
  });
});
