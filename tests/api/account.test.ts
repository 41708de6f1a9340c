// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../src/generated/errors.js';
import { DEMO_PASSWORD } from '../../src/server/seed/seed.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

const post = async (user: string, url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: await t.authAs(user), payload });
type Errors = { code: number; errors?: Array<{ field: string; message: string }> };

describe('changing the password', () => {
  const cases: Array<[string, object, string, { field: string; message: string }]> = [
    ['a confirmation that does not match', { password: 'NewPass11', password_confirmation: 'NewPass12' }, 'VALIDATION_FAILED',
      { field: 'password_confirmation', message: '新しいパスワードと確認用パスワードが一致しません。' }],
    ['a symbol in the new password', { password: 'NewPass1!', password_confirmation: 'NewPass1!' }, 'VALIDATION_FAILED',
      { field: 'password', message: '新しいパスワードは半角英大文字・英小文字・数字のみで入力してください。' }],
    ['a full-width character', { password: 'NewPass１２', password_confirmation: 'NewPass１２' }, 'VALIDATION_FAILED',
      { field: 'password', message: '新しいパスワードは半角英大文字・英小文字・数字のみで入力してください。' }],
    ['a new password shorter than 8', { password: 'Ab1', password_confirmation: 'Ab1' }, 'VALIDATION_FAILED',
      { field: 'password', message: '新しいパスワードは8文字以上で入力してください。' }],
    ['a wrong current password', { old_password: 'Wrong1234', password: 'NewPass11', password_confirmation: 'NewPass11' }, 'OLD_PASSWORD_INCORRECT',
      { field: 'old_password', message: '現在のパスワードが正しくありません。' }],
    ['no current password', { old_password: undefined, password: 'NewPass11', password_confirmation: 'NewPass11' }, 'VALIDATION_FAILED',
      { field: 'old_password', message: '現在のパスワードを入力してください。' }],
  ];
  it.each(cases)('should refuse %s with %s and keep the password', async (_name, change, key, error) => {
    const res = await post('guardian50', '/change-password', { old_password: DEMO_PASSWORD, ...change });
    expect(res.statusCode).toBe(400);
    const body = res.json() as Errors;
    expect(body.code).toBe(errorCatalogue[key as keyof typeof errorCatalogue].code);
    expect(body.errors).toContainEqual(error);
    expect((await t.login('guardian50')).statusCode).toBe(200);
  });

  it('should change it with the right current password and answer a working session', async () => {
    const res = await post('teacher9', '/change-password', { old_password: DEMO_PASSWORD, password: 'Sakura2026', password_confirmation: 'Sakura2026' });
    expect(res.statusCode).toBe(200);
    const { token, role } = res.json() as { token: string; role: string };
    expect(role).toBe('TEACHER');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth-search/users/current', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    expect((await t.login('teacher9', { password: 'Sakura2026' })).statusCode).toBe(200);
  });

  it.each(['staff', 'teacher1', 'guardian1'])('should be open to %s (checked by the current password)', async (user) => {
    const res = await post(user, '/change-password', { old_password: 'Wrong1234', password: 'NewPass11', password_confirmation: 'NewPass11' });
    expect((res.json() as Errors).code).toBe(errorCatalogue.OLD_PASSWORD_INCORRECT.code);
  });
});

describe('notification e-mail addresses', () => {
  it('should store several comma-separated addresses', async () => {
    const res = await post('guardian51', '/users/email', { email: ' a@example.jp,b.c@example.co.jp ，a@example.jp ' });
    expect(res.json()).toEqual({ email: 'a@example.jp, b.c@example.co.jp' });
    expect((await t.db.selectFrom('users').select('email').where('username', '=', 'guardian51').executeTakeFirstOrThrow()).email).toBe('a@example.jp, b.c@example.co.jp');
  });

  const bad: Array<[string, object, string]> = [
    ['one bad address among good ones', { email: 'a@example.jp, not-an-address' }, '「not-an-address」は正しいメールアドレスではありません。'],
    ['only commas and spaces', { email: ' , ,' }, '通知メールアドレスを入力してください。'],
    ['an empty string', { email: '' }, '通知メールアドレスを入力してください。'],
    ['no email field', {}, '通知メールアドレスを入力してください。'],
  ];
  it.each(bad)('should refuse %s with a field error on email and keep the old value', async (_name, payload, message) => {
    const res = await post('guardian52', '/users/email', payload);
    expect(res.statusCode).toBe(400);
    expect((res.json() as Errors).errors).toContainEqual({ field: 'email', message });
    expect((await t.db.selectFrom('users').select('email').where('username', '=', 'guardian52').executeTakeFirstOrThrow()).email).toBe('guardian52@example.jp');
  });

  it('should refuse staff (the screen is for teachers and guardians)', async () => {
    expect((await post('staff', '/users/email', { email: 'a@example.jp' })).statusCode).toBe(403);
  });
});

describe('personal information', () => {
  it.each([
    ['teacher1', { type: 'teacher', name: '青木 翔', teacher_number: 'T0001', phone: '090-0000-1001', email: 'teacher1@example.jp' }],
    ['guardian1', { type: 'protector', name: '佐藤 健一', name_kana: 'サトウ ケンイチ', phone: '080-1111-2001', email: 'guardian1@example.jp' }],
  ])('should give %s their name, kana, phone and e-mail', async (user, want) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/users/personal-information', headers: await t.authAs(user) });
    expect(res.json()).toMatchObject(want);
  });

  it('should refuse staff with FORBIDDEN', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/personal-information', headers: await t.authAs('staff') })).statusCode).toBe(403);
  });
});

describe('activity history', () => {
  const count = async () => Number((await t.db.selectFrom('activity_histories').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  it.each([['guardian1', true, 1], ['teacher1', true, 1], ['staff', false, 0]] as const)('should record %s: %s', async (user, recorded, added) => {
    const before = await count();
    const res = await post(user, '/users/activity-history', { path: '/notice/list', method: 'GET', status: 403, message: '閲覧する権限がありません。' });
    expect(res.json()).toEqual({ recorded });
    expect(await count()).toBe(before + added);
  });

  it.each([
    ['no path', { method: 'GET' }],
    ['a path over 500 characters', { path: `/${'a'.repeat(500)}` }],
    ['a message over 1000 characters', { path: '/home', message: 'あ'.repeat(1001) }],
    ['a status below 100', { path: '/home', status: 99 }],
    ['a lower-case method', { path: '/home', method: 'get' }],
    ['an unknown field', { path: '/home', user_id: 1 }],
  ])('should refuse %s with a 400 and record nothing', async (_name, payload) => {
    const before = await count();
    expect((await post('guardian1', '/users/activity-history', payload)).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });
});
