// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.js';
import { pageApi, startPortal, type Portal } from './browser.js';
import { label, openInApp } from './steps.js';

let portal: Portal;
beforeAll(async () => { portal = await startPortal(); }, 180_000);
afterAll(async () => { await portal?.close(); });


describe('the portal in the browser', () => {
  it('should serve the login page in Japanese', async () => {
    const { page, context } = await portal.newPage();
    await page.goto(`${portal.url}/login`);
    expect(await page.getAttribute('html', 'lang')).toBe('ja');
    await expect.poll(() => page.getByRole('button', { name: label('ログイン') }).isVisible()).toBe(true);
    expect(await page.getByLabel('ログインID').isVisible()).toBe(true);
    expect(await page.getByLabel('パスワード').isVisible()).toBe(true);
    await expectAccessible(page, 'login');
    await portal.screenshot(page, 'login');
    await context.close();
  });

  it('should send a signed-out visitor to the login page with the target as redirect', async () => {
    const { page, context } = await portal.newPage();
    await page.goto(`${portal.url}/notice/tag-manage`);
    await page.waitForURL(/\/login\?redirect=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('redirect') ?? '')).toBe('/notice/tag-manage');
    await context.close();
  });

  it('should let a staff user create, rename and delete tags, with catalogue errors shown', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'staff');
    await page.waitForURL(/\/notice\/manage$/);
    await expectAccessible(page, 'staff-start');
    await portal.screenshot(page, 'staff-start');
    await page.getByRole('menuitem', { name: 'タグ管理' }).click();
    await page.waitForURL(/\/notice\/tag-manage$/);
    // exact: the notice list, still shown while the tag page loads, has cells containing 夏期講習.
    await page.getByRole('cell', { name: '夏期講習', exact: true }).waitFor();
    await expectAccessible(page, 'tag-list');
    await portal.screenshot(page, 'tag-list');

    await page.getByRole('button', { name: label('新規登録') }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('タグ名').fill('模試のお知らせ');
    await expectAccessible(page, 'tag-create');
    await portal.screenshot(page, 'tag-create');
    await drawer.getByRole('button', { name: label('保存') }).click();
    await page.getByText('登録しました。').waitFor();
    await page.getByRole('cell', { name: '模試のお知らせ' }).waitFor();

    await page.getByRole('button', { name: label('新規登録') }).click();
    await page.getByRole('dialog').getByLabel('タグ名').fill('重要');
    await page.getByRole('dialog').getByRole('button', { name: label('保存') }).click();
    await page.getByText('同じ名前のタグが既に登録されています。').first().waitFor();
    await expectAccessible(page, 'tag-duplicate');
    await portal.screenshot(page, 'tag-duplicate');
    await page.getByRole('dialog').getByRole('button', { name: label('キャンセル') }).first().click();
    // Something was typed: closing asks (once) before throwing it away; then no dialog is left.
    await page.getByRole('button', { name: '破棄して閉じる' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    const row = page.getByRole('row').filter({ hasText: '模試のお知らせ' });
    await row.getByRole('button', { name: /編\s?集/ }).click();
    const input = page.getByRole('dialog').getByLabel('タグ名');
    await input.fill('全国模試のお知らせ');
    await page.getByRole('dialog').getByRole('button', { name: label('保存') }).click();
    await page.getByText('更新しました。').waitFor();
    await page.getByRole('cell', { name: '全国模試のお知らせ' }).waitFor();

    await page.getByRole('row').filter({ hasText: '全国模試のお知らせ' }).getByRole('button', { name: /削\s?除/ }).click();
    await page.getByRole('tooltip').getByRole('button', { name: /削\s?除/ }).click();
    await page.getByText('削除しました。').waitFor();
    await expect.poll(() => page.getByRole('cell', { name: '全国模試のお知らせ' }).count()).toBe(0);

    await page.getByRole('row').filter({ hasText: '重要' }).getByRole('button', { name: /削\s?除/ }).click();
    await page.getByRole('tooltip').getByRole('button', { name: /削\s?除/ }).click();
    await page.getByText('このタグはお知らせで使用されているため削除できません。').first().waitFor();
    await expectAccessible(page, 'tag-in-use');
    await portal.screenshot(page, 'tag-in-use');
    expect(await page.getByRole('cell', { name: '重要', exact: true }).count()).toBe(1);
    await context.close();
  });

  it('should keep a guardian out of tag-manage in the menu, the page and the API', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'guardian1');
    await page.waitForURL(/\/choose-user$/);
    expect(await page.getByRole('menuitem', { name: 'タグ管理' }).count()).toBe(0);
    await openInApp(page, `${portal.url}/notice/tag-manage`);
    await page.getByText('閲覧する権限がありません。').first().waitFor();
    await expectAccessible(page, 'guardian-tag-manage-forbidden');
    await portal.screenshot(page, 'guardian-tag-manage-forbidden');
    const api = await pageApi<{ code: number; message: string }>(page, '/tags');
    expect(api.status).toBe(403);
    expect(api.body).toEqual({ code: 10103, message: '閲覧する権限がありません。' });
    await context.close();
  });
});
