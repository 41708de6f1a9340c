// @vitest-environment node
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../src/generated/errors.js';
import { DEMO_PASSWORD } from '../../src/server/seed/seed.js';
import { screenById } from '../../src/web/navigation/screenIndex.js';
import { startPortal, type Portal } from './browser.js';

let portal: Portal;
beforeAll(async () => { portal = await startPortal(); }, 180_000);
afterAll(async () => { await portal?.close(); });

const EXPIRED_MESSAGE = 'ログインの有効期限が切れました。もう一度ログインしてください。';
/** A page deeper than the staff start page (notice manage). */
const deepPath = screenById('notice.tag-manage').path;

const api = (path: string) => `${new URL(portal.url).origin}/api/v1${path}`;

/** Signs in over the API, as another browser or device of the same person would. */
async function apiLogIn(username: string, password: string): Promise<{ token: string; exp: number; role: string }> {
  const res = await fetch(api('/communication/login'), {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }),
  });
  expect(res.status).toBe(200);
  return await res.json() as { token: string; exp: number; role: string };
}

async function changePassword(token: string, from: string, to: string): Promise<void> {
  const res = await fetch(api('/change-password'), {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ old_password: from, password: to, password_confirmation: to }),
  });
  expect(res.status).toBe(200);
}

const isLoginWithRedirect = (u: URL) => u.pathname === '/communication/login' && u.searchParams.get('redirect') === deepPath;
const cookie = (page: Page, name: string) => page.evaluate((n) => document.cookie.split('; ').find((c) => c.startsWith(`${n}=`))?.slice(n.length + 1), name);

describe('an expired token returns to /login with the redirect', () => {
  it('should send a page whose token was revoked by a password change to /login?redirect=, say why once, and come back after signing in', async () => {
    expect(errorCatalogue.UNAUTHENTICATED).toMatchObject({ code: 1007, message: EXPIRED_MESSAGE });
    const username = 'claim';
    const newPassword = 'Expired2468';
    const { page, context } = await portal.newPage();
    await portal.logIn(page, username, deepPath);
    await page.getByRole('heading', { name: 'タグ管理' }).waitFor();
    const oldToken = decodeURIComponent((await cookie(page, 'token')) ?? '');

    // Elsewhere, the same person changes the password: the server bumps the token version, so the page's token is
    // refused with 1007 although its cookie and token_exp are still in the future.
    const elsewhere = await apiLogIn(username, DEMO_PASSWORD);
    await changePassword(elsewhere.token, DEMO_PASSWORD, newPassword);
    const refused = await fetch(api('/auth-search/users/current'), { headers: { authorization: `Bearer ${oldToken}` } });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 1007 });
    expect(Number(await cookie(page, 'token_exp')) * 1000).toBeGreaterThan(Date.now());

    const answers: number[] = [];
    page.on('response', (r) => { if (new URL(r.url()).pathname.startsWith('/api/')) answers.push(r.status()); });
    await page.reload();
    await page.waitForURL(isLoginWithRedirect);
    expect(new URL(page.url()).search).toBe(`?redirect=${encodeURIComponent(deepPath)}`);
    expect(answers).toContain(401);
    await page.getByLabel('ログインID').waitFor();
    await page.waitForLoadState('networkidle');
    // The message is on the page exactly once: not both as a toast over the page left and on the log-in page.
    const said = page.getByText(EXPIRED_MESSAGE, { exact: true });
    await expect.poll(() => said.count()).toBe(1);
    expect(await said.isVisible()).toBe(true);
    expect(await cookie(page, 'token')).toBeUndefined();
    await portal.screenshot(page, 'session-expiry-login');

    await page.getByLabel('ログインID').fill(username);
    await page.getByLabel('パスワード').fill(newPassword);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await page.waitForURL((u) => u.pathname === `/communication${deepPath}`);
    await page.getByRole('heading', { name: 'タグ管理' }).waitFor();
    expect(await page.getByText(EXPIRED_MESSAGE, { exact: true }).count()).toBe(0);
    await context.close();

    // Put the demo password back for anything that signs in as this user later.
    const again = await apiLogIn(username, newPassword);
    await changePassword(again.token, newPassword, DEMO_PASSWORD);
    await apiLogIn(username, DEMO_PASSWORD);
  });

  it('should treat a token cookie whose token_exp has passed as signed out and go to /login?redirect= without calling the API', async () => {
    // A token the server would still accept: only the browser's own expiry says the session is over.
    const session = await apiLogIn('accounting', DEMO_PASSWORD);
    const { page, context } = await portal.newPage();
    const past = String(Math.floor(Date.now() / 1000) - 60);
    // As the app writes them: for the whole host (path=/).
    const host = { domain: new URL(portal.url).hostname, path: '/' };
    await context.addCookies([
      { name: 'token', value: encodeURIComponent(session.token), ...host },
      { name: 'role', value: session.role, ...host },
      { name: 'token_exp', value: past, ...host },
    ]);
    const apiCalls: string[] = [];
    page.on('request', (r) => { if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(`${r.method()} ${r.url()}`); });
    await page.goto(`${portal.url}${deepPath}`);
    await page.waitForURL(isLoginWithRedirect);
    await page.getByLabel('ログインID').waitFor();
    await page.waitForLoadState('networkidle');
    expect(apiCalls).toEqual([]);
    // Nothing was refused, so there is no session-ended message either.
    expect(await page.getByText(EXPIRED_MESSAGE, { exact: true }).count()).toBe(0);
    await context.close();
  });

  it('should send a visit with no sign-in at all to /login?redirect= and back to that page after signing in', async () => {
    const { page, context } = await portal.newPage();
    await page.goto(`${portal.url}${deepPath}`);
    await page.waitForURL(isLoginWithRedirect);
    await page.getByLabel('ログインID').fill('staff');
    await page.getByLabel('パスワード').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await page.waitForURL((u) => u.pathname === `/communication${deepPath}`);
    await context.close();
  });
});
