// @vitest-environment node
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAbility, type AbilityUser, type RoleName } from '../../src/generated/abilities.js';
import { errorCatalogue } from '../../src/generated/errors.js';
import { startPath } from '../../src/web/routing/startPage.js';
import { DEMO_PASSWORD, DEMO_STAFF } from '../../src/server/seed/seed.js';
import { startPortal, type Portal } from './browser.js';

let portal: Portal;
beforeAll(async () => { portal = await startPortal(); }, 180_000);
afterAll(async () => { await portal?.close(); });

const bearer = (page: Page) => page.evaluate(() => decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('token='))?.slice(6) ?? ''));

/** The start page the model gives this signed-in user, from the rights the server reports for them. */
async function expectedStart(page: Page): Promise<string> {
  const token = await bearer(page);
  const ability = await page.evaluate(async (t) => {
    const res = await fetch('/api/v1/auth-search/users/current', { headers: { authorization: `Bearer ${t}` } });
    return (await res.json() as { ability: AbilityUser }).ability;
  }, token);
  return `/communication${startPath({ role: ability.role as RoleName, ability: buildAbility(ability) })}`;
}

describe('where each role lands after signing in (spec §2, model/navigation.yaml)', () => {
  it.each(DEMO_STAFF.map(([username, role]) => [role, username]))('should take %s (%s) to the first of notice manage, contact list, settings it may open', async (_role, username) => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, username);
    const want = await expectedStart(page);
    expect(['/communication/notice/manage', '/communication/contact/list', '/communication/setting']).toContain(want);
    await page.waitForURL((u) => u.pathname === want);
    await context.close();
  });

  it.each([['a teacher', 'teacher1'], ['a guardian', 'guardian1']])('should take %s to the choice of linked account', async (_who, username) => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, username);
    await page.waitForURL((u) => u.pathname === '/communication/choose-user');
    expect(await expectedStart(page)).toBe('/communication/choose-user');
    await context.close();
  });

  it('should refuse a student on the log-in page with the spec message', async () => {
    const { page, context } = await portal.newPage();
    await page.goto(`${portal.url}/login`);
    await page.getByLabel('ログインID').fill('student1');
    await page.getByLabel('パスワード').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: errorCatalogue.LOGIN_ACCOUNT_REFUSED.message }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/communication/login');
    await context.close();
  });

  it('should send a signed-in user from an unknown path to home', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'staff');
    await page.goto(`${portal.url}/no-such-page`);
    await page.waitForURL((u) => u.pathname === '/communication/home');
    await context.close();
  });

  it('should send a signed-out visit to the log-in page with the page to return to', async () => {
    const { page, context } = await portal.newPage();
    await page.goto(`${portal.url}/notice/tag-manage`);
    await page.waitForURL((u) => u.pathname === '/communication/login' && u.searchParams.get('redirect') === '/notice/tag-manage');
    await context.close();
  });
});

describe('an ended session (spec §4, §8 code 1007)', () => {
  it('should take a page whose token the server no longer accepts to /login with the redirect, say why once, and come back after signing in', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'system');
    await page.goto(`${portal.url}/notice/tag-manage`);
    await page.getByRole('heading', { name: 'タグ管理' }).waitFor();
    // The token still looks valid to the browser (its cookie has not expired), but its signature is broken.
    const token = await bearer(page);
    await context.addCookies([{ name: 'token', value: `${token.slice(0, -4)}AAAA`, url: portal.url }]);
    await page.reload();
    await page.waitForURL((u) => u.pathname === '/communication/login' && u.searchParams.get('redirect') === '/notice/tag-manage');
    const notice = page.getByText(errorCatalogue.UNAUTHENTICATED.message, { exact: true });
    await notice.waitFor();
    expect(await notice.count()).toBe(1);
    expect(await page.evaluate(() => document.cookie.includes('token='))).toBe(false);
    await portal.screenshot(page, 'session-ended-login');
    await page.getByLabel('ログインID').fill('system');
    await page.getByLabel('パスワード').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/communication/notice/tag-manage');
    await context.close();
  });

  it('should treat a token past its exp as signed out without asking the server', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'staff');
    const token = await bearer(page);
    const past = String(Math.floor(Date.now() / 1000) - 60);
    await context.addCookies([{ name: 'token_exp', value: past, url: portal.url }, { name: 'token', value: token, url: portal.url }]);
    const apiCalls: string[] = [];
    page.on('request', (r) => { if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(r.url()); });
    await page.goto(`${portal.url}/notice/tag-manage`);
    await page.waitForURL((u) => u.pathname === '/communication/login' && u.searchParams.get('redirect') === '/notice/tag-manage');
    expect(apiCalls).toEqual([]);
    await context.close();
  });
});

describe('the side bar on a 390 px phone', () => {
  it('should open from the menu button and close when a menu item is chosen', async () => {
    const { page, context } = await portal.newPage({ width: 390, height: 844 });
    await portal.logIn(page, 'staff');
    await page.waitForURL((u) => u.pathname === '/communication/notice/manage');
    await page.getByRole('heading', { name: 'お知らせ管理' }).waitFor();
    const drawer = page.locator('.ant-drawer-content');
    expect(await drawer.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'メニューを開く' }).click();
    await drawer.waitFor({ state: 'visible' });
    // The drawer slides in and the page's menu group unfolds: wait until nothing moves.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await page.waitForTimeout(100);
    await portal.screenshot(page, 'phone-side-bar-open');
    const from = new URL(page.url()).pathname;
    // The start page's group (お知らせ) is open already; タグ管理 is one of its items.
    const item = drawer.getByRole('menuitem', { name: 'タグ管理' });
    await item.click();
    await page.waitForURL((u) => u.pathname === '/communication/notice/tag-manage' && u.pathname !== from);
    await drawer.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('heading', { name: 'タグ管理' }).waitFor();
    await portal.screenshot(page, 'phone-side-bar-closed');
    await context.close();
  });
});
