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

type Page = { data: Array<{ id: number; title: string; body: string | null; is_read: boolean }>; total: number; page: number; limit: number };

async function userOf(username: string) {
  return t.db.selectFrom('users').select(['id', 'company_id']).where('username', '=', username).executeTakeFirstOrThrow();
}
/** Gives a user `count` fresh unread notifications (oldest first) and returns their ids. */
async function give(username: string, count: number, studentId: number | null = null): Promise<number[]> {
  const u = await userOf(username);
  const ids: number[] = [];
  for (let i = 1; i <= count; i++) {
    ids.push((await t.db.insertInto('notifications').values({ company_id: u.company_id, user_id: u.id, student_id: studentId, title: `${username}への通知${i}`, created_at: new Date(Date.UTC(2026, 0, i)) })
      .returning('id').executeTakeFirstOrThrow()).id);
  }
  return ids;
}
const call = async (user: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, extra: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { ...(await t.authAs(user)), ...extra }, ...(payload ? { payload } : {}) });
const unread = async (user: string, extra: Record<string, string> = {}) => ((await call(user, 'GET', '/notifications/unread/count', undefined, extra)).json() as { count: number }).count;

describe('the notification list', () => {
  it('should list only the caller\'s notifications, newest first, 20 to a page', async () => {
    const ids = await give('guardian20', 22);
    await give('guardian21', 1);
    const first = (await call('guardian20', 'GET', '/notifications')).json() as Page;
    expect([first.total, first.page, first.limit, first.data.length]).toEqual([22, 1, Number(constants.pageSize), 20]);
    expect(first.data[0]!.id).toBe(ids[21]);
    const second = (await call('guardian20', 'GET', '/notifications?page=2')).json() as Page;
    expect(second.data.map((n) => n.id)).toEqual([ids[1], ids[0]]);
    expect(second.data.every((n) => n.title.startsWith('guardian20'))).toBe(true);
  });

  it.each(['page=0', 'page=x', 'limit=1000', 'sort=id'])('should answer the query %s with VALIDATION_FAILED or UNKNOWN_FIELD', async (query) => {
    const res = await call('guardian20', 'GET', `/notifications?${query}`);
    expect(res.statusCode).toBe(400);
  });
});

describe('reading and deleting notifications', () => {
  it('should show the bell dot while something is unread and clear it after read all', async () => {
    await give('teacher5', 2);
    expect((await call('teacher5', 'GET', '/notifications/status')).json()).toEqual({ has_unread: true });
    expect((await call('teacher5', 'POST', '/notifications/read/all')).json()).toEqual({ updated: 2 });
    expect((await call('teacher5', 'GET', '/notifications/status')).json()).toEqual({ has_unread: false });
    expect(await unread('teacher5')).toBe(0);
  });

  it('should mark the given own notifications read and count the rest', async () => {
    const ids = await give('teacher6', 3);
    expect((await call('teacher6', 'POST', '/notifications/read', { notification_ids: [ids[0], ids[1]] })).json()).toEqual({ updated: 2 });
    expect(await unread('teacher6')).toBe(1);
  });

  it('should answer another user\'s id with NOT_FOUND and change nothing, even beside an own id', async () => {
    const [mine] = await give('teacher7', 1);
    const [theirs] = await give('teacher8', 1);
    const res = await call('teacher7', 'POST', '/notifications/read', { notification_ids: [mine, theirs] });
    expect(res.statusCode).toBe(404);
    expect((res.json() as { code: number }).code).toBe(errorCatalogue.NOT_FOUND.code);
    expect([await unread('teacher7'), await unread('teacher8')]).toEqual([1, 1]);
  });

  it('should delete an own notification, and answer another user\'s with NOT_FOUND', async () => {
    const [mine] = await give('guardian22', 1);
    const [theirs] = await give('guardian23', 1);
    expect((await call('guardian22', 'DELETE', `/notifications/${mine}`)).json()).toEqual({ id: mine });
    expect((await call('guardian22', 'DELETE', `/notifications/${mine}`)).statusCode).toBe(404);
    expect((await call('guardian22', 'DELETE', `/notifications/${theirs}`)).statusCode).toBe(404);
    expect(await unread('guardian23')).toBe(1);
  });

  it.each([
    ['no ids', { notification_ids: [] }],
    ['an id that is not a number', { notification_ids: ['x'] }],
    ['the same id twice', { notification_ids: [1, 1] }],
    ['101 ids', { notification_ids: Array.from({ length: 101 }, (_, i) => i + 1) }],
    ['no body field', {}],
  ])('should answer %s with a 400', async (_name, payload) => {
    expect((await call('guardian22', 'POST', '/notifications/read', payload)).statusCode).toBe(400);
  });
});

describe('notifications of linked accounts', () => {
  it('should count a guardian\'s notifications per child page, shared ones on every page', async () => {
    const children = (await t.db.selectFrom('students').innerJoin('protectors', 'protectors.id', 'students.protector_id').innerJoin('users', 'users.id', 'protectors.user_id')
      .select('students.id').where('users.username', '=', 'guardian7').orderBy('students.id').execute()).map((r) => r.id);
    await give('guardian7', 3, children[0]);
    await give('guardian7', 1, children[1]);
    await give('guardian7', 1);
    expect(await unread('guardian7')).toBe(4);
    expect(await unread('guardian7', { [String(constants.switchProtectorHeader)]: String(children[1]) })).toBe(2);
  });

  it('should give a teacher acting as a linked account that account\'s notifications only', async () => {
    const teacher2 = (await t.db.selectFrom('teachers').innerJoin('users', 'users.id', 'teachers.user_id').select('teachers.id').where('users.username', '=', 'teacher2').executeTakeFirstOrThrow()).id;
    const page = (await call('teacher1', 'GET', '/notifications', undefined, { [String(constants.switchTeacherHeader)]: String(teacher2) })).json() as Page;
    expect(page.data.map((n) => n.body)).toEqual(['駅前校の講師会議のお知らせ']);
  });

  it.each(['staff', 'teacher1', 'guardian1'])('should let %s use the notification endpoints', async (user) => {
    expect((await call(user, 'GET', '/notifications/status')).statusCode).toBe(200);
  });

  it('should refuse a request without a token with UNAUTHENTICATED', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/notifications' })).statusCode).toBe(401);
  });
});
