// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type Portal } from './browser.js';

let portal: Portal;
beforeAll(async () => { portal = await startPortal(); }, 180_000);
afterAll(async () => { await portal?.close(); });

const unread = async (page: import('playwright-core').Page) => {
  await page.goto(`${portal.url}/notification`);
  return Number(/未読 (\d+)件/.exec(await page.getByText(/未読 \d+件/).innerText())?.[1]);
};

describe('switching linked accounts', () => {
  it('should let a guardian with two children switch child, with each child\'s own notification count', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'guardian1');
    await page.waitForURL(/\/choose-user$/);
    const cards = page.locator('.ant-card[role="button"]');
    await expect.poll(() => cards.count()).toBe(2);
    await portal.screenshot(page, 'choose-user');
    const counts = await cards.locator('.ant-badge-count').allInnerTexts();
    const second = cards.nth(1);
    const secondName = await second.getAttribute('aria-label');
    await second.click();
    await page.getByRole('button', { name: '切り替える' }).click();
    await page.waitForURL(/\/notice\/list$/);
    expect(await unread(page)).toBe(Number(counts[1] ?? 0));

    await page.goto(`${portal.url}/choose-user`);
    await page.locator('.ant-card[role="button"]', { hasText: '選択中' }).waitFor();
    expect(await page.locator('.ant-card[role="button"]', { hasText: '選択中' }).getAttribute('aria-label')).toBe(secondName);
    await cards.nth(0).click();
    await page.getByRole('button', { name: '切り替える' }).click();
    await page.waitForURL(/\/notice\/list$/);
    expect(await unread(page)).toBe(Number(counts[0] ?? 0));
    await context.close();
  });

  it('should let a teacher switch to the linked teacher account', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'teacher1');
    const cards = page.locator('.ant-card[role="button"]');
    await expect.poll(() => cards.count()).toBe(2);
    await cards.nth(1).click();
    await page.getByRole('button', { name: '切り替える' }).click();
    await page.waitForURL((u) => !u.pathname.endsWith('/choose-user'));
    const who = await page.evaluate(async () => {
      const token = document.cookie.split('; ').find((c) => c.startsWith('token='))?.slice(6) ?? '';
      const headers: Record<string, string> = { authorization: `Bearer ${decodeURIComponent(token)}` };
      const sw = window.localStorage.getItem('Spx-Switch-Teacher');
      if (sw) headers['Spx-Switch-Teacher'] = sw;
      return (await (await fetch('/api/v1/auth-search/users/current', { headers })).json() as { teacher_number: string }).teacher_number;
    });
    expect(who).toBe('T0002');
    await context.close();
  });
});
