// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.js';
import type { Page as PwPage } from 'playwright-core';
import { pageApi, startPortal, type Portal } from './browser.js';

/**
 * The bulk school-year advancement and its cancel in the browser (issue 10): staff see every change before it is
 * made, run it after confirming, and cancel it on 進級処理取消, which puts the school years back.
 */
let portal: Portal;
beforeAll(async () => { portal = await startPortal(); }, 180_000);
afterAll(async () => { await portal?.close(); });

/**
 * Waits for the run's result on the page (its job ran); when it does not come, or says something else, fails with the
 * run as the API has it and the server's errors, which the page does not show.
 */
async function expectRunEnds(page: PwPage, title: RegExp): Promise<void> {
  const result = page.locator('.ant-result-title');
  try {
    await result.waitFor();
  } catch (error) {
    const runId = new URL(page.url()).searchParams.get('run');
    const run = runId ? (await pageApi(page, `/school-year-advances/${runId}`)).body : 'no run in the address';
    throw new Error(`the advancement did not end: ${JSON.stringify(run)}\n${portal.serverOutput().slice(-4000)}`, { cause: error });
  }
  expect(await result.textContent()).toMatch(title);
}

type Page = { data: Array<{ id: number; student_number: string; schoolyear_id: number }> };

describe('school-year advancement', () => {
  it('should preview, advance after confirmation and cancel back to the earlier school years', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'staff');
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    const before = (await pageApi<Page>(page, '/students?limit=100&sort=student_number')).body.data;

    await page.goto(`${portal.url}/setting-system/maintenance/school-year-advance`);
    await page.getByText(/^進級する生徒 \d+人・最終学年のため進級しない生徒 \d+人$/).waitFor();
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    expect(await page.locator('.ant-table-thead').textContent()).toMatch(/生徒番号.*氏名.*校舎.*進級前.*進級後/);
    await expectAccessible(page, 'advance preview');
    await portal.screenshot(page, 'school-year-advance-preview');

    await page.getByRole('button', { name: '進級処理を実行' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: '進級処理を実行' }).click();
    await expectRunEnds(page, /^\d+人の生徒を進級しました。$/);
    await portal.screenshot(page, 'school-year-advance-done');
    const advanced = (await pageApi<Page>(page, '/students?limit=100&sort=student_number')).body.data;
    expect(advanced.filter((s, i) => s.schoolyear_id !== before[i]!.schoolyear_id).length).toBeGreaterThan(0);

    await page.goto(`${portal.url}/setting-system/maintenance/school-year-advance-cancel`);
    const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await row.getByText('進級済み').waitFor();
    await expectAccessible(page, 'advance cancel list');
    await row.getByRole('button', { name: '取り消す' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: '取り消す' }).click();
    await row.getByText('取り消し済み').waitFor({ timeout: 60_000 });
    await portal.screenshot(page, 'school-year-advance-cancelled');
    const restored = (await pageApi<Page>(page, '/students?limit=100&sort=student_number')).body.data;
    expect(restored.map((s) => s.schoolyear_id)).toEqual(before.map((s) => s.schoolyear_id));
    await context.close();
  }, 180_000);
});
