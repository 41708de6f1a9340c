// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../src/generated/constants.js';
import { apiEntityNames, entities, type ApiEntityName } from '../../src/generated/entities.js';
import { errorCatalogue } from '../../src/generated/errors.js';
import { startTestApp, type TestApp } from './harness.js';

/**
 * Object-level access for every entity API (issue 3 acceptance): a guardian's token with another family's ids and a
 * teacher's token with another schoolhouse's ids get 403/404, never data; their own ids are the allowed twins.
 */
let t: TestApp;
let ids: Ids;
beforeAll(async () => { t = await startTestApp(); ids = await loadIds(); });
afterAll(async () => { await t.close(); });

interface Ids {
  ownChild: number; otherFamilyChild: number; ownChildHouse: number; otherHouse: number;
  teacherHouse: number; teacherOtherHouse: number; teacherHouseStudent: number; otherHouseStudent: number;
  ownTeacher: number; otherTeacher: number; area: number; tag: number; schoolyear: number; linkedTeacher: number;
  noticeTemplate: number; school: number;
}

async function loadIds(): Promise<Ids> {
  const childrenOf = async (username: string) => t.db.selectFrom('students').innerJoin('protectors', 'protectors.id', 'students.protector_id')
    .innerJoin('users', 'users.id', 'protectors.user_id').select(['students.id', 'students.schoolhouse_id']).where('users.username', '=', username).orderBy('students.id').execute();
  const teacherOf = async (username: string) => t.db.selectFrom('teachers').innerJoin('users', 'users.id', 'teachers.user_id')
    .innerJoin('teacher_schoolhouses', 'teacher_schoolhouses.teacher_id', 'teachers.id').select(['teachers.id', 'teacher_schoolhouses.schoolhouse_id'])
    .where('users.username', '=', username).executeTakeFirstOrThrow();
  const [ownChild] = await childrenOf('guardian1');
  const otherFamily = (await childrenOf('guardian3'))[0]!;
  const teacher = await teacherOf('teacher1');
  const houses = (await t.db.selectFrom('schoolhouses').select('id').orderBy('id').execute()).map((h) => h.id);
  const studentIn = async (house: number) => (await t.db.selectFrom('students').select('id').where('schoolhouse_id', '=', house).orderBy('id').executeTakeFirstOrThrow()).id;
  const teacherOtherHouse = houses.find((h) => h !== teacher.schoolhouse_id)!;
  return {
    ownChild: ownChild!.id, otherFamilyChild: otherFamily.id, ownChildHouse: ownChild!.schoolhouse_id,
    otherHouse: houses.find((h) => h !== ownChild!.schoolhouse_id)!,
    teacherHouse: teacher.schoolhouse_id, teacherOtherHouse, teacherHouseStudent: await studentIn(teacher.schoolhouse_id), otherHouseStudent: await studentIn(teacherOtherHouse),
    ownTeacher: teacher.id, otherTeacher: (await teacherOf('teacher3')).id, linkedTeacher: (await teacherOf('teacher2')).id,
    area: (await t.db.selectFrom('areas').select('id').executeTakeFirstOrThrow()).id,
    tag: (await t.db.selectFrom('tags').select('id').executeTakeFirstOrThrow()).id,
    schoolyear: (await t.db.selectFrom('schoolyears').select('id').executeTakeFirstOrThrow()).id,
    noticeTemplate: (await t.db.selectFrom('notice_templates').select('id').executeTakeFirstOrThrow()).id,
    school: (await t.db.selectFrom('schools').select('id').executeTakeFirstOrThrow()).id,
  };
}

/**
 * Per entity API and caller: an id they must not read (refused with which status) and its allowed twin: their own
 * row, or the same row read by staff where the caller's role has no access to the entity at all.
 */
type Case = { refused: (i: Ids) => number; status: 403 | 404; twin: { user?: string; id: (i: Ids) => number } };
const GUARDIAN: Record<ApiEntityName, Case | 'shared master'> = {
  area: { refused: (i) => i.area, status: 403, twin: { user: 'staff', id: (i) => i.area } },
  notice_template: { refused: (i) => i.noticeTemplate, status: 403, twin: { user: 'staff', id: (i) => i.noticeTemplate } },
  school: { refused: (i) => i.school, status: 403, twin: { user: 'staff', id: (i) => i.school } },
  schoolhouse: { refused: (i) => i.otherHouse, status: 404, twin: { id: (i) => i.ownChildHouse } },
  schoolyear: 'shared master',
  student: { refused: (i) => i.otherFamilyChild, status: 404, twin: { id: (i) => i.ownChild } },
  tag: { refused: (i) => i.tag, status: 403, twin: { user: 'staff', id: (i) => i.tag } },
  teacher: { refused: (i) => i.ownTeacher, status: 403, twin: { user: 'staff', id: (i) => i.ownTeacher } },
};
const TEACHER: Record<ApiEntityName, Case | 'shared master'> = {
  area: { refused: (i) => i.area, status: 403, twin: { user: 'staff', id: (i) => i.area } },
  notice_template: { refused: (i) => i.noticeTemplate, status: 403, twin: { user: 'staff', id: (i) => i.noticeTemplate } },
  // Day schools are a company master every teacher may read (the recipient filter lists them).
  school: 'shared master',
  schoolhouse: { refused: (i) => i.teacherOtherHouse, status: 404, twin: { id: (i) => i.teacherHouse } },
  schoolyear: 'shared master',
  student: { refused: (i) => i.otherHouseStudent, status: 404, twin: { id: (i) => i.teacherHouseStudent } },
  tag: { refused: (i) => i.tag, status: 403, twin: { user: 'staff', id: (i) => i.tag } },
  teacher: { refused: (i) => i.otherTeacher, status: 404, twin: { id: (i) => i.ownTeacher } },
};
const rowsOf = (table: Record<ApiEntityName, Case | 'shared master'>) =>
  (Object.entries(table).filter(([, c]) => c !== 'shared master') as Array<[ApiEntityName, Case]>);
const get = async (user: string, url: string, extra: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { ...(await t.authAs(user)), ...extra } });
const pathOf = (entity: ApiEntityName) => entities[entity].api.path;

describe('object-level access covers every entity API', () => {
  it('should have a guardian case and a teacher case for every entity with an API', () => {
    expect(Object.keys(GUARDIAN).sort()).toEqual([...apiEntityNames].sort());
    expect(Object.keys(TEACHER).sort()).toEqual([...apiEntityNames].sort());
  });
});

describe.each([['guardian1', GUARDIAN], ['teacher1', TEACHER]] as const)('%s with ids that are not theirs', (user, table) => {
  it.each(rowsOf(table))('should refuse %s of another family or schoolhouse, never answering data', async (entity, c) => {
    const res = await get(user, `${pathOf(entity)}/${c.refused(ids)}`);
    expect(res.statusCode).toBe(c.status);
    expect(res.json()).not.toHaveProperty('id');
  });

  it.each(rowsOf(table))('should answer the allowed twin of %s (own row, or staff) with the row', async (entity, c) => {
    const res = await get(c.twin.user ?? user, `${pathOf(entity)}/${c.twin.id(ids)}`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as { id: number }).id).toBe(c.twin.id(ids));
  });

  it.each(rowsOf(table))('should never list a %s that is refused one by one', async (entity, c) => {
    const res = await get(user, `${pathOf(entity)}?limit=100`);
    const listed = ((res.json() as { data?: Array<{ id: number }> }).data ?? []).map((r) => r.id);
    expect(listed).not.toContain(c.refused(ids));
  });
});

describe('a forged switch header on every entity API', () => {
  it.each([...apiEntityNames])('should refuse %s with 10120 for another family\'s child in the protector header', async (entity) => {
    const res = await get('guardian1', pathOf(entity), { [String(constants.switchProtectorHeader)]: String(ids.otherFamilyChild) });
    expect(res.statusCode).toBe(403);
    expect((res.json() as { code: number }).code).toBe(errorCatalogue.SWITCH_USER_NO_ACCESS.code);
  });

  it.each([...apiEntityNames])('should refuse %s with 10120 for a teacher who is not linked', async (entity) => {
    const res = await get('teacher1', pathOf(entity), { [String(constants.switchTeacherHeader)]: String(ids.otherTeacher) });
    expect(res.statusCode).toBe(403);
    expect((res.json() as { code: number }).code).toBe(errorCatalogue.SWITCH_USER_NO_ACCESS.code);
  });

  it('should give a linked teacher account its own schoolhouse\'s students and not the owner\'s', async () => {
    const res = await get('teacher1', `/students/${ids.teacherHouseStudent}`, { [String(constants.switchTeacherHeader)]: String(ids.linkedTeacher) });
    expect(res.statusCode).toBe(404);
  });
});

describe('operations that take ids', () => {
  it.each([
    ['another family\'s protector page count', 'guardian1', () => `/notifications/unread/count/${ids.otherFamilyChild}`],
    ['another teacher\'s account count', 'teacher1', () => `/notifications/unread/count/${ids.otherTeacher}`],
    ['another teacher\'s related teachers', 'teacher1', () => `/auth-search/teachers/${ids.otherTeacher}/related-teachers`],
  ])('should answer %s with NOT_FOUND', async (_name, user, url) => {
    expect((await get(user, url())).statusCode).toBe(404);
  });
});
