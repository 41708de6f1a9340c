// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.js';
import { startPortal, type Portal } from './browser.js';

let portal: Portal;
beforeAll(async () => { portal = await startPortal(); }, 180_000);
afterAll(async () => { await portal?.close(); });

const unreadCount = async (page: import('playwright-core').Page) =>
  Number(/未読 (\d+)件/.exec(await page.getByText(/未読 \d+件/).innerText())?.[1]);
const total = async (page: import('playwright-core').Page) =>
  Number(/全(\d+)件/.exec(await page.getByText(/全\d+件/).innerText())?.[1]);

describe('the notification page', () => {
  it('should list own notifications and mark one read, mark all read and delete one', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'teacher1');
    await page.getByRole('link', { name: '通知' }).click();
    await page.waitForURL(/\/notification$/);
    await page.getByText(/未読 ([2-9]|\d{2,})件/).waitFor();
    await expectAccessible(page, 'notifications');
    await portal.screenshot(page, 'notifications');
    const before = await unreadCount(page);
    const all = await total(page);

    await page.getByRole('button', { name: '既読にする', exact: true }).first().click();
    await page.getByText('既読にしました。').waitFor();
    await expect.poll(() => unreadCount(page)).toBe(before - 1);

    await page.getByRole('button', { name: 'すべて既読にする' }).click();
    await page.getByText('すべての通知を既読にしました。').waitFor();
    await expect.poll(() => unreadCount(page)).toBe(0);
    await expect.poll(() => page.locator('[aria-label="通知"] .ant-badge-dot').count()).toBe(0);

    await page.getByRole('button', { name: '削除' }).first().click();
    await page.getByRole('tooltip').getByRole('button', { name: '削除' }).waitFor();
    await expectAccessible(page, 'notification delete confirmation');
    await page.getByRole('tooltip').getByRole('button', { name: '削除' }).click();
    await page.getByText('削除しました。').waitFor();
    await expect.poll(() => total(page)).toBe(all - 1);
    await context.close();
  });
});
