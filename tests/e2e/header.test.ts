// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screens } from '../../src/generated/routes.js';
import { DEMO_COMPANY_CODE } from '../../src/server/seed/seed.js';
import { expectAccessible } from './axe.js';
import { pageApi, startPortal, type Portal } from './browser.js';

let portal: Portal;
const MANUAL_URL = 'https://manual.example.jp/login';
const LEGACY_URL = 'https://school.example.jp';
beforeAll(async () => { portal = await startPortal({ env: { MANUAL_URL, LEGACY_URL } }); }, 180_000);
afterAll(async () => { await portal?.close(); });

const bellDot = '[aria-label="通知"] .ant-badge-dot';

describe('the header', () => {
  it('should show staff the current term and the print button with the count of waiting documents', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'staff');
    await page.getByText(/^現在の期: \d{4}年度/).waitFor();
    const { count } = (await pageApi<{ count: number }>(page, '/print-documents/pending-count')).body;
    expect(count).toBeGreaterThan(0);
    await page.locator('.ant-badge-count').filter({ hasText: String(count) }).first().waitFor();
    await page.locator('.ant-layout-sider .ant-menu').getByText('教室管理', { exact: true }).waitFor(); // legacy entries, with a legacy host
    expect(await page.getByRole('link', { name: /印刷/ }).getAttribute('href')).toBe(`${LEGACY_URL}${screens.find((x) => x.id === 'legacy.print-status')!.legacy}`);
    await expectAccessible(page, 'header-staff');
    await portal.screenshot(page, 'header-staff');
    await context.close();
  });

  it('should open the manual by posting the company codes to the manual site, and support on the legacy host', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'staff');
    const posted: Array<{ method: string; body: string | null }> = [];
    // The manual site is outside; the browser's request to it is answered here and kept.
    await context.route(`${MANUAL_URL}*`, async (route) => {
      posted.push({ method: route.request().method(), body: route.request().postData() });
      await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<title>マニュアル</title>' });
    });
    const manualTab = context.waitForEvent('page');
    await page.getByRole('button', { name: 'マニュアル', exact: true }).click();
    await (await manualTab).waitForLoadState();
    expect(posted).toHaveLength(1);
    expect(posted[0]!.method).toBe('POST');
    const fields = Object.fromEntries(new URLSearchParams(posted[0]!.body ?? ''));
    expect(fields).toEqual({ company_code: DEMO_COMPANY_CODE, company_sub_code: '01', license_code: 'DEMO-LICENSE' });

    // The legacy host is outside too.
    await context.route(`${LEGACY_URL}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<title>サポート（旧システム）</title>' }));
    const supportTab = context.waitForEvent('page');
    await page.getByRole('link', { name: 'サポート', exact: true }).click();
    const support = await supportTab;
    await support.waitForLoadState();
    expect(support.url()).toBe(`${LEGACY_URL}${screens.find((x) => x.id === 'legacy.support')!.legacy}`);
    expect(await support.title()).toBe('サポート（旧システム）');
    await context.close();
  });

  it('should fit the staff header on a 390 px phone, with password change, manual, support and log-out under the avatar', async () => {
    const { page, context } = await portal.newPage({ width: 390, height: 844 });
    await portal.logIn(page, 'staff');
    await page.getByRole('button', { name: 'アカウントメニュー' }).click();
    for (const item of ['パスワード変更', 'マニュアル', 'サポート', 'ログアウト']) {
      await page.getByRole('menuitem', { name: item }).waitFor();
    }
    await expectAccessible(page, 'header-staff-phone');
    await portal.screenshot(page, 'header-staff-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Every link and button of the phone header is a 44 × 44 px touch target (WCAG 2.5.8 asks 24).
    const targets = await page.locator('header').first().locator('a, button').evaluateAll((elements) => elements.map((e) => {
      const box = e.getBoundingClientRect();
      return { name: e.getAttribute('aria-label') ?? e.textContent, width: Math.round(box.width), height: Math.round(box.height) };
    }));
    expect(targets.length).toBeGreaterThanOrEqual(4);
    expect(targets.filter((x) => x.width < 44 || x.height < 44)).toEqual([]);
    // The bell's list opens inside the phone's screen, though the bell is not the header's last button.
    // Each popup is closed before the next opens: a click on the avatar while its menu is still open closes it.
    await page.keyboard.press('Escape');
    await page.getByRole('menuitem', { name: 'ログアウト' }).waitFor({ state: 'hidden' });
    await page.locator('header').first().getByRole('button', { name: '通知', exact: true }).click();
    const list = page.locator('.ant-popover:not(.ant-popover-hidden)');
    await list.getByText('すべての通知を見る').waitFor();
    await expect.poll(async () => {
      const box = await list.boundingBox();
      return box !== null && box.x >= 0 && box.x + box.width <= 390;
    }).toBe(true);
    await portal.screenshot(page, 'header-staff-phone-bell');
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'アカウントメニュー' }).click();
    await page.getByRole('menuitem', { name: 'ログアウト' }).click();
    await page.waitForURL(/\/communication\/login$/);
    await context.close();
  });

  it.each([1024, 1100, 1280])('should fit the staff header in a %i px wide window', async (width) => {
    const { page, context } = await portal.newPage({ width, height: 800 });
    await portal.logIn(page, 'staff');
    await page.getByText(/^現在の期: \d{4}年度/).waitFor();
    await page.getByRole('button', { name: 'マニュアル', exact: true }).waitFor();
    await expectAccessible(page, `header-staff-${width}`);
    await portal.screenshot(page, `header-staff-${width}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const header = await page.locator('header').first().boundingBox();
    expect(header?.height).toBeLessThan(70);
    await context.close();
  });

  it('should not show a guardian the staff-only term and print button', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'guardian5');
    await page.getByRole('button', { name: '通知' }).waitFor();
    await expectAccessible(page, 'guardian header');
    expect(await page.getByText(/現在の期/).count()).toBe(0);
    expect(await page.getByRole('button', { name: /印刷/ }).count()).toBe(0);
    await context.close();
  });

  it('should show the bell dot while there are unread notifications and drop it once all are read', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'teacher1');
    await page.locator(bellDot).waitFor();
    await pageApi(page, '/notifications/read/all', { method: 'POST' });
    await page.reload();
    await page.getByRole('button', { name: '通知' }).waitFor();
    await expect.poll(() => page.locator(bellDot).count(), { timeout: 10_000 }).toBe(0);
    await context.close();
  });

  it.each([['staff', '/UserMaster/logout'], ['guardian6', '/communication/login']])('should log %s out through %s to the log-in page with the session and local storage cleared', async (username, via) => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, username);
    await page.evaluate(() => window.localStorage.setItem('report-search-form', '{"name":"x"}'));
    const visited: string[] = [];
    page.on('request', (r) => { if (r.isNavigationRequest()) visited.push(new URL(r.url()).pathname); });
    await page.getByRole('button', { name: 'ログアウト' }).click();
    await page.waitForURL(/\/communication\/login$/);
    expect(visited).toContain(via);
    expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
    expect(await page.evaluate(() => document.cookie.includes('token='))).toBe(false);
    await context.close();
  });
});
