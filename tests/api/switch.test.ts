// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../src/generated/constants.js';
import { NotificationKind } from '../../src/generated/enums.js';
import { errorCatalogue } from '../../src/generated/errors.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  // The counts below are those of the header's demo notifications: the bells of the seeded notices are left out.
  await t.db.deleteFrom('notifications').where('kind', 'in', [NotificationKind.noticePublished, NotificationKind.noticeUnreadReminder, NotificationKind.noticeSurveyReminder]).execute();
});
afterAll(async () => { await t.close(); });

const PROTECTOR = String(constants.switchProtectorHeader);
const TEACHER = String(constants.switchTeacherHeader);
const SWITCH_REFUSED = { code: errorCatalogue.SWITCH_USER_NO_ACCESS.code, message: errorCatalogue.SWITCH_USER_NO_ACCESS.message };

async function childrenOf(username: string): Promise<number[]> {
  return (await t.db.selectFrom('students').innerJoin('protectors', 'protectors.id', 'students.protector_id').innerJoin('users', 'users.id', 'protectors.user_id')
    .select('students.id').where('users.username', '=', username).orderBy('students.id').execute()).map((r) => r.id);
}
async function teacherIdOf(username: string): Promise<number> {
  return (await t.db.selectFrom('teachers').innerJoin('users', 'users.id', 'teachers.user_id').select('teachers.id').where('users.username', '=', username).executeTakeFirstOrThrow()).id;
}
async function get(user: string, url: string, extra: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { ...(await t.authAs(user)), ...extra } });
}
type Current = { id: number; owner_user_id: number; t_protector_page_id: number | null; student: { id: number; schoolhouse: { id: number; settings: Array<{ name: string; value: string }> } } | null; teacher_number: string | null; schoolhouses: Array<{ id: number }>; ability: { studentIds: number[]; schoolhouseIds: number[]; teacherId: number | null } };

describe('a guardian acts for one child at a time (protector page = the child\'s student id)', () => {
  it('should act for the first child without a header', async () => {
    const [first] = await childrenOf('guardian1');
    const me = (await get('guardian1', '/auth-search/users/current')).json() as Current;
    expect(me.t_protector_page_id).toBe(first);
    expect(me.student?.id).toBe(first);
    expect(me.ability.studentIds).toEqual([first]);
  });

  it('should act for the second child with the protector header naming it, and refuse another family\'s child', async () => {
    const [, second] = await childrenOf('guardian1');
    const [otherFamily] = await childrenOf('guardian2');
    const allowed = await get('guardian1', '/auth-search/users/current', { [PROTECTOR]: String(second) });
    expect(allowed.statusCode).toBe(200);
    const me = allowed.json() as Current;
    expect(me.t_protector_page_id).toBe(second);
    expect(me.ability.studentIds).toEqual([second]);
    expect(me.ability.schoolhouseIds).toEqual([me.student!.schoolhouse.id]);
    expect(me.student!.schoolhouse.settings.find((s) => s.name === 'ALLOW_USE_NOTICE')?.value).toBe('1');
    const refused = await get('guardian1', '/auth-search/users/current', { [PROTECTOR]: String(otherFamily) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(SWITCH_REFUSED);
  });

  it('should list only the child acted as on the students API', async () => {
    const [first, second] = await childrenOf('guardian1');
    const ids = async (extra: Record<string, string>) => ((await get('guardian1', '/students', extra)).json() as { data: Array<{ id: number }> }).data.map((s) => s.id);
    expect(await ids({})).toEqual([first]);
    expect(await ids({ [PROTECTOR]: String(second) })).toEqual([second]);
  });
});

describe('a teacher acts as a linked teacher account', () => {
  it('should act as teacher2 from teacher1 with the teacher header, keeping teacher1 as the owner', async () => {
    const res = await get('teacher1', '/auth-search/users/current', { [TEACHER]: String(await teacherIdOf('teacher2')) });
    expect(res.statusCode).toBe(200);
    const me = res.json() as Current;
    expect(me.teacher_number).toBe('T0002');
    expect(me.ability.teacherId).toBe(await teacherIdOf('teacher2'));
    expect(me.owner_user_id).not.toBe(me.id);
  });

  it('should work both ways: teacher2 may act as teacher1', async () => {
    const res = await get('teacher2', '/auth-search/users/current', { [TEACHER]: String(await teacherIdOf('teacher1')) });
    expect((res.json() as Current).teacher_number).toBe('T0001');
  });

  it('should refuse a teacher who is not linked with 10120', async () => {
    const res = await get('teacher1', '/auth-search/users/current', { [TEACHER]: String(await teacherIdOf('teacher3')) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(SWITCH_REFUSED);
  });

  it('should refuse a linked account that has been disabled', async () => {
    const { company_id } = await t.db.selectFrom('teachers').select('company_id').where('id', '=', await teacherIdOf('teacher4')).executeTakeFirstOrThrow();
    await t.db.insertInto('teacher_links').values({ company_id, teacher_id: await teacherIdOf('teacher4'), linked_teacher_id: await teacherIdOf('teacher9') }).execute();
    expect((await get('teacher4', '/auth-search/users/current', { [TEACHER]: String(await teacherIdOf('teacher9')) })).statusCode).toBe(200);
    await t.db.updateTable('users').set({ is_active: false }).where('username', '=', 'teacher9').execute();
    expect((await get('teacher4', '/auth-search/users/current', { [TEACHER]: String(await teacherIdOf('teacher9')) })).json()).toEqual(SWITCH_REFUSED);
  });

  it('should answer 10120 instead of 10103 when the linked account lacks access, and 10103 without a switch', async () => {
    const switched = await get('teacher1', '/tags', { [TEACHER]: String(await teacherIdOf('teacher2')) });
    expect(switched.statusCode).toBe(403);
    expect((switched.json() as { code: number }).code).toBe(errorCatalogue.SWITCH_USER_NO_ACCESS.code);
    expect(((await get('teacher1', '/tags')).json() as { code: number }).code).toBe(errorCatalogue.FORBIDDEN.code);
  });
});

describe('switch headers that name no linked account', () => {
  const accepted: Array<[string, string, () => Promise<Record<string, string>>]> = [
    ['a guardian naming their own first child (the owner)', 'guardian1', async () => ({ [PROTECTOR]: String((await childrenOf('guardian1'))[0]) })],
    ['a teacher naming their own account (the owner)', 'teacher1', async () => ({ [TEACHER]: String(await teacherIdOf('teacher1')) })],
    ['an empty header', 'guardian1', async () => ({ [PROTECTOR]: '' })],
  ];
  it.each(accepted)('should accept %s as no switch', async (_name, user, headers) => {
    const res = await get(user, '/auth-search/users/current', await headers());
    expect(res.statusCode).toBe(200);
    expect((res.json() as Current).owner_user_id).toBe((res.json() as Current).id);
  });

  const refused: Array<[string, string, () => Promise<Record<string, string>>]> = [
    ['staff with a protector header', 'staff', async () => ({ [PROTECTOR]: String((await childrenOf('guardian1'))[0]) })],
    ['staff with a teacher header', 'staff', async () => ({ [TEACHER]: String(await teacherIdOf('teacher1')) })],
    ['a guardian with a teacher header', 'guardian1', async () => ({ [TEACHER]: String(await teacherIdOf('teacher1')) })],
    ['a teacher with a protector header', 'teacher1', async () => ({ [PROTECTOR]: String((await childrenOf('guardian1'))[0]) })],
    ['both headers at once', 'guardian1', async () => ({ [PROTECTOR]: String((await childrenOf('guardian1'))[1]), [TEACHER]: '1' })],
    ['a value that is not an id', 'guardian1', async () => ({ [PROTECTOR]: '1 OR 1=1' })],
    ['an id that does not exist', 'guardian1', async () => ({ [PROTECTOR]: '99999999' })],
  ];
  it.each(refused)('should refuse %s with SWITCH_USER_NO_ACCESS (10120)', async (_name, user, headers) => {
    const res = await get(user, '/auth-search/users/current', await headers());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(SWITCH_REFUSED);
  });

  it('should check the token before the switch header: a forged header with a bad token is 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth-search/users/current', headers: { authorization: 'Bearer x.y.z', [PROTECTOR]: 'abc' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('related users (switch entries) with their notification counts', () => {
  it('should list a guardian\'s children with a different unread count each, and refuse another protector id', async () => {
    const me = (await get('guardian1', '/auth-search/users/current')).json() as { ability: { protectorId: number } };
    const res = await get('guardian1', `/auth-search/protectors/${me.ability.protectorId}/related-students`);
    const body = res.json() as { owner_id: number; header: string; data: Array<{ id: number; abbreviation: string; countNotification: number; is_owner: boolean; schoolyear_name: string }> };
    expect(body.header).toBe(PROTECTOR);
    expect(body.data.map((d) => d.id)).toEqual(await childrenOf('guardian1'));
    expect(body.data.map((d) => d.countNotification)).toEqual([4, 2]);
    expect(body.data.map((d) => d.is_owner)).toEqual([true, false]);
    expect(body.data[0]!.abbreviation).toHaveLength(1);
    expect((await get('guardian1', `/auth-search/protectors/${me.ability.protectorId + 1}/related-students`)).statusCode).toBe(404);
  });

  it('should list a teacher\'s own and linked accounts, and refuse another teacher id', async () => {
    const own = await teacherIdOf('teacher1');
    const body = (await get('teacher1', `/auth-search/teachers/${own}/related-teachers`)).json() as { owner_id: number; data: Array<{ teacher_number: string; countNotification: number }> };
    expect(body.owner_id).toBe(own);
    expect(body.data.map((d) => [d.teacher_number, d.countNotification])).toEqual([['T0001', 2], ['T0002', 1]]);
    expect((await get('teacher1', `/auth-search/teachers/${await teacherIdOf('teacher3')}/related-teachers`)).statusCode).toBe(404);
  });

  it.each([
    ['a guardian on the teacher list', 'guardian1', '/auth-search/teachers/1/related-teachers'],
    ['a teacher on the guardian list', 'teacher1', '/auth-search/protectors/1/related-students'],
    ['staff on the guardian list', 'staff', '/auth-search/protectors/1/related-students'],
  ])('should refuse %s with FORBIDDEN', async (_name, user, url) => {
    expect((await get(user, url)).statusCode).toBe(403);
  });

  it('should give the unread count of each switch account, and 404 for an account that is not linked', async () => {
    const [first, second] = await childrenOf('guardian1');
    const count = async (user: string, id: number) => get(user, `/notifications/unread/count/${id}`);
    expect((await count('guardian1', first!)).json()).toEqual({ count: 4 });
    expect((await count('guardian1', second!)).json()).toEqual({ count: 2 });
    expect((await count('guardian1', (await childrenOf('guardian2'))[0]!)).statusCode).toBe(404);
    expect((await count('teacher1', await teacherIdOf('teacher2'))).json()).toEqual({ count: 1 });
    expect((await count('teacher1', await teacherIdOf('teacher3'))).statusCode).toBe(404);
  });
});
