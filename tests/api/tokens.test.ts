// @vitest-environment node
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../src/generated/errors.js';
import { setUserActive } from '../../src/server/domains/account/userAccount.js';
import { DEMO_PASSWORD } from '../../src/server/seed/seed.js';
import { startTestApp, testConfig, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const current = (authorization: string) => t.app.inject({ method: 'GET', url: '/api/v1/auth-search/users/current', headers: { authorization } });

async function validToken(username: string): Promise<string> {
  return (await t.freshAuth(username)).authorization.slice('Bearer '.length);
}

async function userClaims(username: string) {
  const u = await t.db.selectFrom('users').select(['id', 'company_id', 'm_authority_id', 'token_version']).where('username', '=', username).executeTakeFirstOrThrow();
  return { sub: String(u.id), cid: u.company_id, utype: u.m_authority_id, ver: u.token_version };
}

async function sign(options: { username: string; exp: number; secret?: Uint8Array; alg?: string }): Promise<string> {
  const { sub, ...claims } = await userClaims(options.username);
  return new SignJWT(claims).setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' }).setSubject(sub).setIssuedAt()
    .setExpirationTime(options.exp).sign(options.secret ?? testConfig.jwtSecret);
}

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

describe('bearer tokens: only an intact, current, HS256 token of an active user is accepted', () => {
  const cases: Array<[string, () => Promise<string>]> = [
    ['no authorization header', async () => ''],
    ['a malformed token', async () => 'Bearer abc'],
    ['three dots of garbage', async () => 'Bearer a.b.c'],
    ['another scheme', async () => `Basic ${Buffer.from('staff:Demo1234').toString('base64')}`],
    ['a payload changed to another user', async () => {
      const [header, , signature] = (await validToken('guardian2')).split('.');
      return `Bearer ${header}.${b64({ ...(await userClaims('staff')), exp: inAnHour() })}.${signature}`;
    }],
    ['a changed signature', async () => {
      const token = await validToken('guardian2');
      return `Bearer ${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    }],
    ['an expired token signed with the right secret', async () => `Bearer ${await sign({ username: 'guardian2', exp: Math.floor(Date.now() / 1000) - 60 })}`],
    ['alg none', async () => `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...(await userClaims('guardian2')), exp: inAnHour() })}.`],
    ['another secret', async () => `Bearer ${await sign({ username: 'guardian2', exp: inAnHour(), secret: new TextEncoder().encode('another-secret-another-secret-0123456') })}`],
    ['HS512 with the right secret (algorithm pinned)', async () => `Bearer ${await sign({ username: 'guardian2', exp: inAnHour(), alg: 'HS512' })}`],
  ];
  it.each(cases)('should answer %s with UNAUTHENTICATED (401, 1007)', async (_name, make) => {
    const res = await current(await make());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 1007, message: errorCatalogue.UNAUTHENTICATED.message });
  });

  it('should accept a token it signed, and one signed the same way in the test', async () => {
    expect((await current(`Bearer ${await validToken('guardian2')}`)).statusCode).toBe(200);
    expect((await current(`Bearer ${await sign({ username: 'guardian2', exp: inAnHour() })}`)).statusCode).toBe(200);
  });
});

describe('oversized bodies', () => {
  it.each([
    ['the public log-in', '/api/v1/communication/login', false],
    ['a signed-in endpoint', '/api/v1/multi-settings', true],
  ])('should answer a body over the limit on %s with PAYLOAD_TOO_LARGE and keep serving', async (_name, url, isSignedIn) => {
    const headers = isSignedIn ? await t.authAs('staff') : {};
    const res = await t.app.inject({ method: 'POST', url, headers, payload: { username: 'x'.repeat(2_000_000), password: 'x' } });
    expect(res.statusCode).toBe(413);
    expect((res.json() as { code: number }).code).toBe(errorCatalogue.PAYLOAD_TOO_LARGE.code);
    expect((await t.login('teacher7')).statusCode).toBe(200);
  });
});

describe('revoking tokens', () => {
  it('should make every older token of a user invalid after a password change, and the new one valid', async () => {
    const first = await t.freshAuth('guardian30');
    const second = await t.freshAuth('guardian30');
    const changed = await t.app.inject({
      method: 'POST', url: '/api/v1/change-password', headers: first,
      payload: { old_password: DEMO_PASSWORD, password: 'NewPass99', password_confirmation: 'NewPass99' },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = `Bearer ${(changed.json() as { token: string }).token}`;
    expect((await current(first.authorization)).statusCode).toBe(401);
    expect(((await current(second.authorization)).json() as { code: number }).code).toBe(1007);
    expect((await current(fresh)).statusCode).toBe(200);
    expect((await t.login('guardian30')).statusCode).toBe(401);
    expect((await t.login('guardian30', { password: 'NewPass99' })).statusCode).toBe(200);
  });

  it('should leave other users\' tokens valid after a password change', async () => {
    const other = await t.freshAuth('guardian31');
    const mine = await t.freshAuth('guardian32');
    await t.app.inject({ method: 'POST', url: '/api/v1/change-password', headers: mine, payload: { old_password: DEMO_PASSWORD, password: 'NewPass99', password_confirmation: 'NewPass99' } });
    expect((await current(other.authorization)).statusCode).toBe(200);
  });

  it('should make a disabled user\'s tokens invalid, and keep them invalid after re-enabling', async () => {
    const headers = await t.freshAuth('teacher8');
    const user = await t.db.selectFrom('users').select(['id', 'company_id']).where('username', '=', 'teacher8').executeTakeFirstOrThrow();
    await setUserActive(t.db, { companyId: user.company_id, userId: user.id, isActive: false });
    expect((await current(headers.authorization)).statusCode).toBe(401);
    await setUserActive(t.db, { companyId: user.company_id, userId: user.id, isActive: true });
    expect((await current(headers.authorization)).statusCode).toBe(401);
    expect((await current((await t.freshAuth('teacher8')).authorization)).statusCode).toBe(200);
  });
});
