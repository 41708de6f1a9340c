// @vitest-environment node
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../src/generated/constants.js';
import { errorCatalogue } from '../../src/generated/errors.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t.close(); });

const ACCOUNT_MAX = Number(constants.loginMaxFailuresPerAccount);
const ADDRESS_MAX = Number(constants.loginMaxFailuresPerAddress);
const WINDOW_MINUTES = Number(constants.loginFailureWindowMinutes);
const WRONG = 'Wrong0000';
let nextAddress = 0;
/** A client address no other test uses. */
const freshAddress = () => `10.9.${Math.floor(++nextAddress / 250)}.${nextAddress % 250 + 1}`;

async function failTimes(username: string, times: number, address?: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await t.login(username, { password: WRONG, remoteAddress: address ?? freshAddress() })).statusCode);
  return statuses;
}

describe('log-in rate limit per account', () => {
  it(`should answer ${ACCOUNT_MAX} wrong passwords with LOGIN_FAILED and the next attempt with LOGIN_RATE_LIMITED`, async () => {
    expect(await failTimes('guardian40', ACCOUNT_MAX)).toEqual(Array(ACCOUNT_MAX).fill(401));
    const res = await t.login('guardian40', { password: WRONG, remoteAddress: freshAddress() });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ code: errorCatalogue.LOGIN_RATE_LIMITED.code, message: `ログイン試行回数が上限に達しました。${WINDOW_MINUTES}分後にもう一度お試しください。` });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan((WINDOW_MINUTES - 1) * 60);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_MINUTES * 60);
  });

  it('should refuse even the right password while the account is limited, from any address', async () => {
    await failTimes('guardian41', ACCOUNT_MAX);
    const res = await t.login('guardian41', { remoteAddress: freshAddress() });
    expect(res.statusCode).toBe(429);
    expect(res.json()).not.toHaveProperty('token');
  });

  it('should let the right password in after fewer failures than the limit', async () => {
    await failTimes('guardian42', ACCOUNT_MAX - 1);
    expect((await t.login('guardian42', { remoteAddress: freshAddress() })).statusCode).toBe(200);
  });

  it('should count a user name in another letter case or with spaces as the same account', async () => {
    await failTimes('guardian43', ACCOUNT_MAX - 1);
    await failTimes('GUARDIAN43 ', 1);
    expect((await t.login('guardian43', { remoteAddress: freshAddress() })).statusCode).toBe(429);
  });

  it('should count user names that do not exist like real accounts', async () => {
    expect(await failTimes('no-such-user', ACCOUNT_MAX)).toEqual(Array(ACCOUNT_MAX).fill(401));
    expect((await failTimes('no-such-user', 1))[0]).toBe(429);
  });

  it('should clear the account\'s failures after a successful log-in', async () => {
    await failTimes('guardian44', ACCOUNT_MAX - 1);
    expect((await t.login('guardian44', { remoteAddress: freshAddress() })).statusCode).toBe(200);
    expect(await failTimes('guardian44', ACCOUNT_MAX)).toEqual(Array(ACCOUNT_MAX).fill(401));
  });

  it('should say how many minutes remain and let the account in once the window has passed', async () => {
    await failTimes('guardian45', ACCOUNT_MAX);
    await t.db.updateTable('login_throttles').set({ window_started_at: sql`now() - interval '10 minutes'` }).where('subject_key', '=', 'guardian45').execute();
    const limited = await t.login('guardian45', { remoteAddress: freshAddress() });
    expect((limited.json() as { message: string }).message).toBe(`ログイン試行回数が上限に達しました。${WINDOW_MINUTES - 10}分後にもう一度お試しください。`);
    await t.db.updateTable('login_throttles').set({ window_started_at: sql`now() - make_interval(mins => ${WINDOW_MINUTES + 1})` }).where('subject_key', '=', 'guardian45').execute();
    expect((await t.login('guardian45', { remoteAddress: freshAddress() })).statusCode).toBe(200);
  });
});

describe('log-in rate limit per client address', () => {
  it(`should refuse an address after ${ADDRESS_MAX} failures across accounts, and not another address`, async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < ADDRESS_MAX; i++) statuses.push((await t.login(`nobody-${i}`, { password: WRONG, remoteAddress: address })).statusCode);
    expect(statuses).toEqual(Array(ADDRESS_MAX).fill(401));
    const limited = await t.login('teacher5', { remoteAddress: address });
    expect(limited.statusCode).toBe(429);
    expect((limited.json() as { code: number }).code).toBe(errorCatalogue.LOGIN_RATE_LIMITED.code);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await t.login('teacher5', { remoteAddress: freshAddress() })).statusCode).toBe(200);
  });

  it('should not count successful log-ins against the address', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < ADDRESS_MAX + 2; i++) statuses.push((await t.login('teacher6', { remoteAddress: address })).statusCode);
    expect(statuses).toEqual(Array(ADDRESS_MAX + 2).fill(200));
  });

  it('should keep answering after a burst of parallel wrong guesses, letting no more than the limit through', async () => {
    const address = freshAddress();
    const results = await Promise.all(Array.from({ length: ACCOUNT_MAX * 2 }, () => t.login('guardian46', { password: WRONG, remoteAddress: address })));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(ACCOUNT_MAX);
    expect(statuses.filter((s) => s === 429)).toHaveLength(ACCOUNT_MAX);
  });
});

describe('log-in answers', () => {
  it('should refuse a student account with LOGIN_ACCOUNT_REFUSED and the spec\'s message', async () => {
    const res = await t.login('student1', { remoteAddress: freshAddress() });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: errorCatalogue.LOGIN_ACCOUNT_REFUSED.code, message: 'このアカウントではログインできません。別のアカウントでログインしてください。' });
  });

  it('should refuse a disabled account like a wrong password', async () => {
    await t.db.updateTable('users').set({ is_active: false }).where('username', '=', 'guardian47').execute();
    const res = await t.login('guardian47', { remoteAddress: freshAddress() });
    expect(res.statusCode).toBe(401);
    expect((res.json() as { code: number }).code).toBe(errorCatalogue.LOGIN_FAILED.code);
  });
});
