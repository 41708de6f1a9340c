// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type Portal } from './browser.js';

let portal: Portal;
beforeAll(async () => { portal = await startPortal(); }, 180_000);
afterAll(async () => { await portal?.close(); });

const bellDot = '[aria-label="通知"] .ant-badge-dot';

describe('the header', () => {
  it('should show staff the current term and the print button with the count of waiting documents', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'staff');
    await page.getByText(/^現在の期: \d{4}年度/).waitFor();
    const count = await page.evaluate(async () => {
      const token = document.cookie.split('; ').find((c) => c.startsWith('token='))?.slice(6) ?? '';
      const res = await fetch('/api/v1/print-documents/pending-count', { headers: { authorization: `Bearer ${decodeURIComponent(token)}` } });
      return (await res.json() as { count: number }).count;
    });
    expect(count).toBeGreaterThan(0);
    await page.locator('.ant-badge-count').filter({ hasText: String(count) }).first().waitFor();
    await portal.screenshot(page, 'header-staff');
    await context.close();
  });

  it('should not show a guardian the staff-only term and print button', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'guardian5');
    await page.getByRole('link', { name: '通知' }).waitFor();
    expect(await page.getByText(/現在の期/).count()).toBe(0);
    expect(await page.getByRole('button', { name: /印刷/ }).count()).toBe(0);
    await context.close();
  });

  it('should show the bell dot while there are unread notifications and drop it once all are read', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'teacher1');
    await page.locator(bellDot).waitFor();
    await page.evaluate(async () => {
      const token = document.cookie.split('; ').find((c) => c.startsWith('token='))?.slice(6) ?? '';
      await fetch('/api/v1/notifications/read/all', { method: 'POST', headers: { authorization: `Bearer ${decodeURIComponent(token)}` } });
    });
    await page.reload();
    await page.getByRole('link', { name: '通知' }).waitFor();
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
