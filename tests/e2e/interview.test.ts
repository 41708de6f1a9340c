// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.js';
import { pageApi, startPortal, type Portal } from './browser.js';
import { countPrints, headerPrintCount, printsMade } from './steps.js';

/**
 * 面談記録 (issue 20) in a browser over the demo data: staff write a student's record from a template, see it on its
 * page and print it on A4 (the print leaves a request the header counts); a teacher is refused by the page and the API.
 */
let portal: Portal;
beforeAll(async () => { portal = await startPortal(); }, 180_000);
afterAll(async () => { await portal?.close(); });


describe('interview records (面談記録)', () => {
  it('should let staff write a student\'s record from a template, open it and print it', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'staff', '/interview');
    await page.getByRole('heading', { level: 1, name: '面談記録一覧' }).waitFor();
    // The demo's records are listed, newest first.
    await page.getByRole('cell', { name: '欠席が続いている件' }).first().waitFor();
    await expectAccessible(page, 'interview-list');
    await portal.screenshot(page, 'interview-list');

    // 面談記録を作成: the student is searched by reading.
    await page.getByRole('button', { name: /面談記録を作成/ }).click();
    const chooser = page.getByRole('dialog', { name: '面談記録を作成する生徒を選んでください' });
    await chooser.getByRole('combobox', { name: '面談する生徒' }).fill('S00004');
    await page.getByTitle(/^S00004/).click();
    await chooser.getByRole('button', { name: '作成へ進む' }).click();
    await page.getByRole('heading', { level: 1, name: '面談記録作成' }).waitFor();
    await page.getByRole('heading', { level: 2, name: /^生徒: / }).waitFor();

    // 「テンプレートから入力」 fills the title and the body; the date starts today, 面談相手 the guardian.
    await page.getByRole('combobox', { name: 'テンプレートから入力' }).click();
    await page.getByTitle('進路面談（三者）').click();
    await expect.poll(() => page.getByLabel('タイトル').inputValue()).toBe('進路面談（三者）');
    const body = page.getByLabel('面談内容');
    expect(await body.inputValue()).toContain('【志望校（第1〜第3志望）】');
    await body.fill(`${await body.inputValue()}\n第1志望: 県立北高校（模試B判定）`);
    await page.getByLabel('今後の対応').fill('12月の模試後に再度面談');
    await expectAccessible(page, 'interview-create');
    await portal.screenshot(page, 'interview-create');
    await page.getByRole('button', { name: /登録|保存/ }).last().click();

    // The record's page.
    await page.getByRole('heading', { level: 1, name: '面談記録詳細' }).waitFor();
    await page.getByText('第1志望: 県立北高校（模試B判定）').waitFor();
    await page.getByText('12月の模試後に再度面談').waitFor();
    await expectAccessible(page, 'interview-detail');
    await portal.screenshot(page, 'interview-detail');

    // Its print on A4, queued (印刷依頼): the header's count goes up.
    const before = await headerPrintCount(page);
    await page.getByRole('button', { name: /^printer 印刷$|^印刷$/ }).click();
    await page.getByRole('heading', { level: 1, name: '面談記録一括印刷' }).waitFor();
    const sheet = page.getByRole('document');
    await sheet.getByText('第1志望: 県立北高校（模試B判定）').waitFor();
    await sheet.getByRole('cell', { name: '保護者' }).waitFor();
    await expectAccessible(page, 'interview-print');
    await portal.screenshot(page, 'interview-print');
    await page.getByRole('button', { name: /印刷依頼/ }).click();
    await expect.poll(() => headerPrintCount(page), { timeout: 30_000 }).toBe(before + 1);

    // Printed now: the page's print() is counted instead of the browser's dialog.
    await countPrints(page);
    await page.getByRole('button', { name: /^printer 印刷$|^印刷$/ }).click();
    await page.getByText('印刷済みとして記録しました。').waitFor();
    expect(await printsMade(page)).toBe(1);

    // Back in the list: two records chosen and printed together (a page each), then the new one deleted.
    await page.getByRole('button', { name: /一覧へ戻る/ }).click();
    await page.getByRole('heading', { level: 1, name: '面談記録一覧' }).waitFor();
    await page.getByRole('checkbox', { name: '「進路面談（三者）」を選択' }).check();
    await page.getByRole('checkbox', { name: '「進路相談」を選択' }).check();
    await page.getByRole('region', { name: '2件を選択中' }).waitFor();
    await portal.screenshot(page, 'interview-list-chosen');
    await page.getByRole('button', { name: /選択した行を印刷/ }).click();
    await page.getByRole('heading', { level: 1, name: '面談記録一括印刷' }).waitFor();
    await expect.poll(() => page.getByRole('document').locator('section').count()).toBe(2);
    await page.getByRole('document').getByText('第1志望は県立高校。模試の判定はC。', { exact: false }).waitFor();
    await page.getByRole('button', { name: /一覧へ戻る/ }).click();
    await page.getByRole('checkbox', { name: '「進路面談（三者）」を選択' }).check();
    await page.getByRole('button', { name: /選択した行を削除/ }).click();
    await page.getByRole('button', { name: /^削\s?除$/ }).last().click();
    await page.getByText('1件を削除しました。').waitFor();
    await page.getByRole('cell', { name: '進路面談（三者）' }).first().waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: '進路相談' }).first().waitFor();
    await context.close();
  });

  it('should refuse interview records to a teacher in the page and in the API (10204)', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'teacher1');
    expect(await page.getByRole('menuitem', { name: /面談記録/ }).count()).toBe(0);
    await page.goto(`${portal.url}/interview`);
    await page.getByText('閲覧する権限がありません。').first().waitFor();
    const res = await pageApi<{ code: number; message: string }>(page, '/interviews');
    expect([res.status, res.body.code, res.body.message]).toEqual([403, 10204, '面談記録機能にアクセス権限がありません。']);
    await context.close();
  });
});
