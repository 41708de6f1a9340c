// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.js';
import { pageApi, startPortal, type Portal } from './browser.js';
import { label, openInApp } from './steps.js';

/**
 * The operation history in the browser (issue 10): what a staff member did through the screens is there, newest
 * first, found by period, target and action, and its detail names the changed fields with their values before and
 * after. Nothing on it can be edited; teachers are refused.
 */
let portal: Portal;
beforeAll(async () => { portal = await startPortal(); }, 180_000);
afterAll(async () => { await portal?.close(); });

describe('the operation history', () => {
  it('should show what staff changed, found by period, target and action, with the changed fields before and after', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'staff');
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));

    // A tag created and renamed through the tag screen.
    await page.goto(`${portal.url}/notice/tag-manage`);
    await page.getByRole('cell', { name: '夏期講習', exact: true }).waitFor();
    await page.getByRole('button', { name: label('新規登録') }).click();
    await page.getByRole('dialog').getByLabel('タグ名').fill('三者面談');
    await page.getByRole('dialog').getByRole('button', { name: label('保存') }).click();
    await page.getByText('登録しました。').waitFor();
    await page.getByRole('row').filter({ hasText: '三者面談' }).getByRole('button', { name: /編\s?集/ }).click();
    await page.getByRole('dialog').getByLabel('タグ名').fill('秋の三者面談');
    await page.getByRole('dialog').getByRole('button', { name: label('保存') }).click();
    await page.getByText('更新しました。').waitFor();

    await openInApp(page, `${portal.url}/setting-system/system/operation-history`);
    await page.getByRole('heading', { name: '操作履歴', level: 1 }).waitFor();
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await rows.first().waitFor();
    // Newest first: the rename, then the creation, by the staff member's name.
    await expect.poll(() => rows.first().textContent()).toMatch(/タグ.*更新/);
    expect(await rows.first().textContent()).toMatch(/事務 花子/);
    expect(await page.getByRole('button', { name: label('新規登録') }).count()).toBe(0);
    await expectAccessible(page, 'operation-history list');
    await portal.screenshot(page, 'operation-history-list');

    // Filtered: this month's updates of tags.
    const filter = page.getByRole('search');
    const today = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    await filter.getByPlaceholder('開始日').click();
    await page.keyboard.type(today);
    await page.keyboard.press('Enter');
    await filter.getByPlaceholder('終了日').click();
    await page.keyboard.type(today);
    await page.keyboard.press('Enter');
    await filter.getByLabel('操作種別').click();
    await page.getByTitle('更新').click();
    await filter.getByRole('button', { name: /検\s?索/ }).click();
    await expect.poll(() => rows.count()).toBe(1);
    // The changed record by its name, as the tag list shows it (not its id).
    await expect.poll(() => rows.first().textContent()).toContain('秋の三者面談');

    await rows.first().getByRole('button', { name: /詳\s?細/ }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('変更前').waitFor();
    // The changed field by its label in the tag screen, with its value before and after.
    await drawer.getByText('タグ名').first().waitFor();
    expect(await drawer.textContent()).toMatch(/変更前.*タグ名.*三者面談.*変更後.*タグ名.*秋の三者面談/);
    expect(await drawer.textContent()).toContain('PUT /api/v1/tags/:id');
    await expectAccessible(page, 'operation-history detail', { include: ['.ant-drawer-content'] });
    await portal.screenshot(page, 'operation-history-detail');

    // Read-only through the API too.
    const id = (await pageApi<{ data: Array<{ id: number }> }>(page, '/operation-logs')).body.data[0]!.id;
    const removed = await pageApi(page, `/operation-logs/${id}`, { method: 'DELETE' });
    expect(removed.status).toBeGreaterThanOrEqual(400);
    expect((await pageApi(page, `/operation-logs/${id}`)).status).toBe(200);
    await context.close();
  }, 180_000);

  it('should refuse a teacher in the page and the API', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'teacher1');
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.goto(`${portal.url}/setting-system/system/operation-history`);
    await page.getByText('閲覧する権限がありません。').first().waitFor();
    expect((await pageApi(page, '/operation-logs')).status).toBe(403);
    await context.close();
  });
});
