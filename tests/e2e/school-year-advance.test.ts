// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.js';
import type { Page as PwPage } from 'playwright-core';
import { pageApi, startPortal, type Portal } from './browser.js';
import { openInApp } from './steps.js';

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

    await openInApp(page, `${portal.url}/setting-system/maintenance/school-year-advance`);
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

describe('bulk delete of normal frames', () => {
  it('should list the term\'s weekly frames of a schoolhouse, delete them with their lessons from today after confirming, and keep the run', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'staff', '/setting-system/maintenance/normal-frame-bulk-delete');
    // The demo's timetable is in the term that holds today, which the page chooses first.
    const summary = page.getByText(/^削除する通常授業 \d+件・授業 \d+件$/);
    await summary.waitFor();
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    expect(await page.locator('.ant-table-thead').first().textContent()).toMatch(/校舎.*曜日.*時限.*生徒.*講師.*授業科目.*座席/);
    await page.locator('.ant-select', { has: page.locator('#normal-frame-schoolhouse') }).click();
    await page.getByTitle('本町校').click();
    await expect.poll(async () => /^削除する通常授業 (\d+)件/.exec(await summary.innerText())?.[1]).not.toBe('0');
    const [, frames, lessons] = /^削除する通常授業 (\d+)件・授業 (\d+)件$/.exec(await summary.innerText())!;
    expect(Number(lessons)).toBeGreaterThan(0);
    await expectAccessible(page, 'normal frame deletion preview');
    await portal.screenshot(page, 'normal-frame-deletion-preview');

    await page.getByRole('button', { name: '一括削除を実行' }).click();
    await page.getByRole('tooltip').getByText(`通常授業 ${frames}件と授業 ${lessons}件を削除します。`, { exact: false }).waitFor();
    await page.getByRole('tooltip').getByRole('button', { name: '一括削除を実行' }).click();
    await page.locator('.ant-result-title').getByText(`通常授業 ${frames}件と授業 ${lessons}件を削除しました。`).waitFor({ timeout: 60_000 });
    // The run stays in the history below, with who ran it.
    const history = page.locator('.ant-card').filter({ hasText: '実行履歴' });
    await history.getByText('削除済み').first().waitFor();
    await history.getByText('事務 花子').first().waitFor();
    await portal.screenshot(page, 'normal-frame-deletion-done');
    await page.getByRole('button', { name: '確認画面に戻る' }).click();
    await expect.poll(() => summary.innerText()).toBe('削除する通常授業 0件・授業 0件');
    await page.getByText('削除する通常授業はありません。').waitFor();
    await context.close();
  }, 180_000);
});
