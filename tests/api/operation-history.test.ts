// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_CODE, DEMO_PASSWORD } from '../../src/server/seed/seed.js';
import { codeOf, startTestApp, type TestApp } from './harness.js';

/**
 * The operation history (issue 10): every write through the API is recorded by the generated triggers in the writing
 * transaction — who, acting as whom, which call, which record, the changed fields before and after, from which
 * address — and the history is read-only, staff only. Reads, refused writes and writes without a request (the seed)
 * record nothing; passwords are never recorded. Runs on PGlite and PostgreSQL.
 */
let t: TestApp;
let companyId: number;
beforeAll(async () => {
  t = await startTestApp();
  companyId = (await t.db.selectFrom('companies').select('id').where('code', '=', DEMO_COMPANY_CODE).executeTakeFirstOrThrow()).id;
});
afterAll(async () => { await t.close(); });

async function call(user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method, url, headers: { ...await t.authAs(user), ...headers }, ...(body === undefined ? {} : { payload: body as object }) });
}

const logs = () => t.db.selectFrom('operation_logs').selectAll().where('company_id', '=', companyId).orderBy('id').execute();
const count = async () => (await logs()).length;

describe('the operation history', () => {
  it('should start empty: the seed wrote without a request', async () => {
    expect(await count()).toBe(0);
  });

  it('should record a create, an update (changed fields only, before and after) and a delete, with who and from where', async () => {
    const created = await call('staff', 'POST', '/api/v1/tags', { name: '操作履歴のテスト' }, { 'x-request-id': 'req-history-1' });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { id: number }).id;
    expect((await call('staff', 'PUT', `/api/v1/tags/${id}`, { name: '操作履歴のテスト（改）' })).statusCode).toBe(200);
    expect((await call('staff', 'DELETE', `/api/v1/tags/${id}`)).statusCode).toBe(204);
    const staff = await t.db.selectFrom('users').select(['id', 'display_name']).where('username', '=', 'staff').executeTakeFirstOrThrow();
    const rows = (await logs()).filter((r) => r.target === 'tag' && Number(r.record_id) === id);
    expect(rows.map((r) => r.action)).toEqual(['insert', 'update', 'delete']);
    const [insert, update, remove] = rows;
    expect(insert).toMatchObject({
      user_id: staff.id, operation: 'POST /api/v1/tags', request_id: 'req-history-1', ip_address: '127.0.0.1', acting_user_id: null, before: null,
      after: expect.objectContaining({ id, name: '操作履歴のテスト', company_id: companyId }),
    });
    expect(insert!.user_name).toBeTruthy();
    // Only what changed; the timestamps are never part of a change.
    expect(update).toMatchObject({ operation: 'PUT /api/v1/tags/:id', before: { name: '操作履歴のテスト' }, after: { name: '操作履歴のテスト（改）' } });
    expect(remove).toMatchObject({ before: expect.objectContaining({ name: '操作履歴のテスト（改）' }), after: null });
    expect(JSON.stringify(rows.map((r) => [r.before, r.after]))).not.toMatch(/created_at|updated_at/);
  });

  it('should record nothing for reads, refused writes and failed log-ins', async () => {
    const before = await count();
    expect((await call('staff', 'GET', '/api/v1/tags')).statusCode).toBe(200);
    expect((await call('teacher1', 'POST', '/api/v1/tags', { name: '講師は作れない' })).statusCode).toBe(403);
    expect((await call('staff', 'POST', '/api/v1/tags', { name: '' })).statusCode).toBe(400);
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/communication/login', payload: { username: 'staff', password: 'wrong-password-1' } });
    expect(login.statusCode).toBeGreaterThanOrEqual(400);
    expect(await count()).toBe(before);
  });

  it('should never record a password: a password change records the account without it', async () => {
    const before = await count();
    const res = await call('teacher2', 'POST', '/api/v1/change-password', { old_password: DEMO_PASSWORD, password: 'NewPassw0rd', password_confirmation: 'NewPassw0rd' });
    expect([200, 204], res.body).toContain(res.statusCode);
    const rows = (await logs()).slice(before);
    expect(rows.some((r) => r.target === 'user')).toBe(true);
    // The account's change is its token version (old tokens refused); the password and its hash are left out.
    expect(rows.find((r) => r.target === 'user')).toMatchObject({ before: { token_version: 0 }, after: { token_version: 1 } });
    expect(JSON.stringify(rows.map((r) => [r.before, r.after]))).not.toMatch(/password|NewPassw0rd|\$2[aby]\$|scrypt/i);
  });

  it('should let staff read the history newest first, filter it by period, target and action, and refuse bad filters', async () => {
    const page = await call('staff', 'GET', '/api/v1/operation-logs');
    expect(page.statusCode).toBe(200);
    const data = (page.json() as { data: Array<{ id: number; created_at: string; target: string }> }).data;
    expect(data.length).toBeGreaterThan(0);
    const times = data.map((r) => Date.parse(r.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo' }).format(new Date());
    const inPeriod = await call('staff', 'GET', `/api/v1/operation-logs?created_at=${today}..${today}&target=tag&action=delete`);
    expect(inPeriod.statusCode).toBe(200);
    expect((inPeriod.json() as { data: unknown[] }).data).toHaveLength(1);
    const open = await call('staff', 'GET', `/api/v1/operation-logs?created_at=..2000-01-01`);
    expect((open.json() as { data: unknown[] }).data).toHaveLength(0);
    for (const bad of ['2026-02-30..', '..', '2026-11-30..2026-11-01', 'yesterday', '2026-11-01...2026-11-02']) {
      const res = await call('staff', 'GET', `/api/v1/operation-logs?created_at=${encodeURIComponent(bad)}`);
      expect(res.statusCode, bad).toBe(400);
      expect(codeOf(res)).toBe(10001);
    }
  });

  it('should be read-only: no create, update or delete through the API', async () => {
    const [row] = await logs();
    for (const [method, url] of [['POST', '/api/v1/operation-logs'], ['PUT', `/api/v1/operation-logs/${row!.id}`], ['DELETE', `/api/v1/operation-logs/${row!.id}`]] as const) {
      const res = await call('staff', method, url, method === 'DELETE' ? undefined : { target: 'tag', action: 'delete' });
      expect(res.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(404);
      expect(res.statusCode).toBeLessThan(500);
      expect(codeOf(res)).toBeGreaterThan(0);
    }
    expect(await t.db.selectFrom('operation_logs').select('id').where('id', '=', row!.id).executeTakeFirst()).toBeDefined();
  });

  it('should be staff only: teachers and guardians are refused', async () => {
    for (const user of ['teacher1', 'guardian1']) {
      expect((await call(user, 'GET', '/api/v1/operation-logs')).statusCode).toBe(403);
    }
    expect((await call('staff', 'GET', '/api/v1/operation-logs')).statusCode).toBe(200);
  });

  it('should record the child a guardian acts for', async () => {
    const before = await count();
    const res = await call('guardian1', 'POST', '/api/v1/users/email', { email: 'family@example.jp' });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const rows = (await logs()).slice(before);
    expect(rows.length).toBeGreaterThan(0);
    const guardian = await t.db.selectFrom('users').select('id').where('username', '=', 'guardian1').executeTakeFirstOrThrow();
    expect(rows[0]).toMatchObject({ user_id: guardian.id, operation: 'POST /api/v1/users/email', after: expect.objectContaining({ email: 'family@example.jp' }) });
    expect(rows[0]!.student_id).not.toBeNull();
  });

  it('should name the changed record in the history\'s CSV, as the list does: the row\'s name now, or the one its history kept', async () => {
    const created = await call('staff', 'POST', '/api/v1/tags', { name: 'CSVで名前を見るタグ' });
    const id = (created.json() as { id: number }).id;
    const removed = await call('staff', 'POST', '/api/v1/tags', { name: '消したタグ' });
    const removedId = (removed.json() as { id: number }).id;
    expect((await call('staff', 'DELETE', `/api/v1/tags/${removedId}`)).statusCode).toBe(204);
    const res = await call('staff', 'GET', '/api/v1/operation-logs/export?target=tag');
    expect(res.statusCode).toBe(200);
    const lines = res.body.replace(/^\ufeff/, '').split('\r\n');
    expect(lines[0]).toContain('対象データ');
    expect(lines.filter((l) => l.includes('CSVで名前を見るタグ')).length).toBeGreaterThan(0);
    expect(lines.filter((l) => l.includes(',消したタグ,')).length).toBe(2);
    expect(lines.some((l) => new RegExp(`,(${id}|${removedId}),`).test(l))).toBe(false);
  });
});
