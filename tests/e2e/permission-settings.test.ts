// @vitest-environment node
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.js';
import { startPortal, type Portal } from './browser.js';
import { chooseFromFirstSelect } from './steps.js';

let portal: Portal;
beforeAll(async () => { portal = await startPortal(); }, 180_000);
afterAll(async () => { await portal?.close(); });

async function chooseSchoolhouse(page: Page, name: string) {
  // The header is sticky: after saving at the bottom of the long page, go back up to the selector.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator('.ant-select-disabled').first().waitFor({ state: 'detached' });
  await chooseFromFirstSelect(page, name);
  await page.getByText('お知らせ機能を利用する').waitFor();
}

async function saveSettings(page: Page) {
  // The message of an earlier save may still be on the screen: wait for this save's answer, then for its message.
  const answer = page.waitForResponse((r) => r.url().includes('/api/v1/multi-settings') && r.request().method() === 'POST');
  await page.getByRole('button', { name: '保存' }).last().click();
  expect((await answer).ok()).toBe(true);
  await page.getByText('権限設定を保存しました。次の操作から反映されます。').last().waitFor();
}

describe('permission settings', () => {
  it('should save a schoolhouse\'s settings and show them again', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'system');
    await page.getByRole('menuitem', { name: '権限設定' }).click();
    await page.waitForURL(/\/setting$/);
    await page.getByText('設定する校舎を選択してください。').first().waitFor();
    // The target-school select is named by its visible label.
    await page.getByRole('combobox', { name: '対象校舎' }).waitFor();
    await expectAccessible(page, 'permission-settings before a schoolhouse is chosen');
    await chooseSchoolhouse(page, '駅前校');
    await expectAccessible(page, 'permission-settings');
    await portal.screenshot(page, 'permission-settings');
    const line = page.getByRole('switch', { name: 'LINE' });
    const before = await line.isChecked();
    await line.click();
    await page.getByRole('radio', { name: '保護者のみ' }).check();
    await saveSettings(page);

    await page.reload();
    await chooseSchoolhouse(page, '駅前校');
    expect(await page.getByRole('switch', { name: 'LINE' }).isChecked()).toBe(!before);
    expect(await page.getByRole('radio', { name: '保護者のみ' }).isChecked()).toBe(true);
    await context.close();
  });

  it('should take a feature away on the next request once no schoolhouse enables it', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'staff', '/setting');
    for (const house of ['本町校', '駅前校', '緑ヶ丘校']) {
      await chooseSchoolhouse(page, house);
      await page.getByRole('switch', { name: 'お知らせ機能を利用する' }).click();
      expect(await page.getByRole('switch', { name: 'お知らせ機能を利用する' }).isChecked()).toBe(false);
      await saveSettings(page);
    }
    await page.goto(`${portal.url}/notice/tag-manage`);
    await page.getByText('閲覧する権限がありません。').first().waitFor();
    await expectAccessible(page, 'tag-manage refused once notices are off');
    expect(await page.getByRole('menuitem', { name: 'タグ管理' }).count()).toBe(0);
    await context.close();
  });
});
