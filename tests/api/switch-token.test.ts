// @vitest-environment node
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../src/generated/errors.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

const EXCHANGES = ['/api/v1/login-switch', '/api/v1/get-user-by-token'] as const;
const INVALID = { code: errorCatalogue.LOGIN_TOKEN_INVALID.code, message: errorCatalogue.LOGIN_TOKEN_INVALID.message };

async function createToken(user: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/users/create-switch-token', headers: await t.authAs(user) });
  expect(res.statusCode).toBe(200);
  return (res.json() as { token: string }).token;
}
const exchange = (path: string, token: string) => t.app.inject({ method: 'POST', url: `${path}/${token}` });
const currentUsername = async (token: string) =>
  ((await t.app.inject({ method: 'GET', url: '/api/v1/auth-search/users/current', headers: { authorization: `Bearer ${token}` } })).json() as { user: { username: string } }).user.username;

describe.each(EXCHANGES)('token log-in through %s', (path) => {
  it.each(['staff', 'teacher1', 'guardian1'])('should exchange a fresh token of %s once for a session of that user, and refuse it the second time', async (user) => {
    const token = await createToken(user);
    const first = await exchange(path, token);
    expect(first.statusCode).toBe(200);
    expect(await currentUsername((first.json() as { token: string }).token)).toBe(user);
    const second = await exchange(path, token);
    expect(second.statusCode).toBe(401);
    expect(second.json()).toEqual(INVALID);
  });

  it('should refuse an expired token and accept an unexpired one', async () => {
    const expired = await createToken('teacher3');
    await t.db.updateTable('switch_tokens').set({ expires_at: sql`now() - interval '1 second'` }).where('token_hash', '=', createHash('sha256').update(expired).digest('hex')).execute();
    expect((await exchange(path, expired)).json()).toEqual(INVALID);
    expect((await exchange(path, await createToken('teacher3'))).statusCode).toBe(200);
  });

  it.each(['unknown-token-unknown-token-unknown', 'short', 'bad%20chars%21%21%21%21%21%21%21%21%21%21%21'])('should refuse the token "%s" with LOGIN_TOKEN_INVALID', async (token) => {
    const res = await exchange(path, token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(INVALID);
  });

  it('should refuse a student\'s token with LOGIN_ACCOUNT_REFUSED', async () => {
    const student = await t.db.selectFrom('users').select(['id', 'company_id']).where('username', '=', 'student1').executeTakeFirstOrThrow();
    const token = `student-token-${path.length}-aaaaaaaaaaaaaaaaaaaa`;
    await t.db.insertInto('switch_tokens').values({
      company_id: student.company_id, user_id: student.id, token_hash: createHash('sha256').update(token).digest('hex'), expires_at: sql`now() + interval '1 minute'`,
    }).execute();
    const res = await exchange(path, token);
    expect(res.statusCode).toBe(403);
    expect((res.json() as { code: number }).code).toBe(errorCatalogue.LOGIN_ACCOUNT_REFUSED.code);
  });

  it('should refuse the token of a user disabled since it was issued', async () => {
    const token = await createToken('teacher10');
    await t.db.updateTable('users').set({ is_active: false }).where('username', '=', 'teacher10').execute();
    const res = await exchange(path, token);
    await t.db.updateTable('users').set({ is_active: true }).where('username', '=', 'teacher10').execute();
    expect(res.json()).toEqual(INVALID);
  });
});

describe('issuing a switch token', () => {
  it('should store only a hash of the token, with an expiry', async () => {
    const token = await createToken('teacher4');
    const row = await t.db.selectFrom('switch_tokens').select(['token_hash', 'expires_at', 'used_at']).where('token_hash', '=', createHash('sha256').update(token).digest('hex')).executeTakeFirstOrThrow();
    expect(row.token_hash).not.toContain(token);
    expect(row.expires_at.getTime()).toBeGreaterThan(Date.now());
    expect(row.used_at).toBeNull();
  });

  it('should refuse a request without a token with UNAUTHENTICATED, and accept a signed-in one', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/users/create-switch-token' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/users/create-switch-token', headers: await t.authAs('guardian2') })).statusCode).toBe(200);
  });
});
