// @vitest-environment node
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.js';
import { pageApi, startPortal, type Portal } from './browser.js';
import { openInApp } from './steps.js';

/**
 * The masters of lesson reports and interviews (issue 20), generic screens of the model, used by staff over the demo
 * data: the report's fields switched in 指導報告書設定, a report template written on its own page, a textbook's units in
 * its detail, 教材データ取込, and an interview template changed.
 */
let portal: Portal;
beforeAll(async () => { portal = await startPortal(); }, 180_000);
afterAll(async () => { await portal?.close(); });

describe('report and interview masters', () => {
  it('should let staff write a report template, read a textbook\'s units, open the textbook import and change an interview template', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'staff');

    // 指導報告書設定: 評価 switched on for the company's reports.
    await openInApp(page, `${portal.url}/report/setting`);
    await page.getByRole('heading', { level: 1, name: '指導報告書設定' }).waitFor();
    await page.locator('.ant-table-tbody tr.ant-table-row').first().getByRole('button', { name: /編\s?集/ }).click();
    const evaluation = page.getByRole('switch', { name: '評価' });
    await evaluation.waitFor();
    expect(await evaluation.isChecked()).toBe(false);
    await evaluation.click();
    await expectAccessible(page, 'report-setting-form');
    await portal.screenshot(page, 'report-setting-form');
    await page.getByRole('button', { name: /保\s?存|更\s?新/ }).last().click();
    await page.getByText('更新しました。').first().waitFor();
    const settings = await pageApi<{ data: Array<{ uses_evaluation: boolean; free_input_1_name: string }> }>(page, '/settings/lesson-reports');
    expect(settings.body.data.map((r) => [r.uses_evaluation, r.free_input_1_name])).toEqual([[true, '次回テスト範囲']]);

    // 指導報告書テンプレート: the demo's, then a new one on its own page.
    await openInApp(page, `${portal.url}/report/template/list`);
    await page.getByRole('heading', { level: 1, name: '指導報告書テンプレート' }).waitFor();
    await page.getByRole('cell', { name: '定期テスト対策' }).first().waitFor();
    await expectAccessible(page, 'report-template-list');
    await portal.screenshot(page, 'report-template-list');
    await page.getByRole('button', { name: /新規登録/ }).click();
    await page.getByRole('heading', { level: 1, name: '指導報告書テンプレート作成' }).waitFor();
    await page.getByLabel('テンプレート名').fill('英検対策');
    await page.getByLabel('授業内容').fill('英検3級 過去問の長文読解');
    await page.getByLabel('宿題').fill('単語帳 p.20〜30');
    await expectAccessible(page, 'report-template-create');
    await page.getByRole('button', { name: /保\s?存|登\s?録/ }).last().click();
    await page.getByRole('heading', { level: 1, name: '指導報告書テンプレート' }).waitFor();
    await page.getByRole('cell', { name: '英検対策' }).first().waitFor();

    // 教材一覧: a textbook's detail lists its units by chapter.
    await openInApp(page, `${portal.url}/report/textbook/list`);
    await page.getByRole('heading', { level: 1, name: '教材一覧' }).waitFor();
    const row = page.getByRole('row', { name: /TX-M1-01/ }).first();
    await row.waitFor();
    await expectAccessible(page, 'textbook-list');
    await portal.screenshot(page, 'textbook-list');
    await row.getByRole('button', { name: /詳\s?細/ }).click();
    const detail = page.getByRole('dialog');
    await detail.getByRole('cell', { name: '1次方程式の解き方' }).first().waitFor();
    expect(await detail.getByRole('cell', { name: '第1章 正の数・負の数' }).count()).toBe(2);
    await portal.screenshot(page, 'textbook-detail');
    // The textbook's units by chapter as CSV (for Excel: UTF-8 with a BOM).
    await detail.getByRole('region', { name: '教材の単元' }).getByRole('button', { name: /CSV出力/ }).click();
    const [units] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'CSV（UTF-8・Excel向け）' }).click()]);
    const unitsCsv = readFileSync((await units.path())!, 'utf8');
    expect(unitsCsv.charCodeAt(0)).toBe(0xfeff);
    expect(unitsCsv).toContain('単元名');
    expect(unitsCsv).toContain('1次方程式の解き方');
    // The header and the textbook's four units, in their order.
    expect(unitsCsv.split('\r\n').filter((line) => line !== '')).toHaveLength(5);
    await page.keyboard.press('Escape');

    // 教材データ取込: the data import of textbooks.
    await openInApp(page, `${portal.url}/report/textbook/import`);
    await page.getByRole('heading', { level: 1, name: '教材データ取込' }).waitFor();
    await page.locator('.ant-card').first().waitFor();
    expect(await page.getByText('準備中').count()).toBe(0);

    // 面談記録テンプレート: one changed on its edit page.
    await openInApp(page, `${portal.url}/interview/template/list`);
    await page.getByRole('heading', { level: 1, name: '面談記録テンプレート' }).waitFor();
    await page.getByRole('row', { name: /入塾時面談/ }).first().getByRole('button', { name: /編\s?集/ }).click();
    await page.getByRole('heading', { level: 1, name: '面談記録テンプレート編集' }).waitFor();
    await page.getByLabel('タイトル').fill('入塾時面談（新規）');
    await page.getByRole('button', { name: /保\s?存|更\s?新/ }).last().click();
    await page.getByRole('heading', { level: 1, name: '面談記録テンプレート' }).waitFor();
    await page.getByRole('cell', { name: '入塾時面談（新規）' }).first().waitFor();
    await portal.screenshot(page, 'interview-template-list');
    await context.close();
  });
});
