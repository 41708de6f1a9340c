// @vitest-environment node
import { readFile } from 'node:fs/promises';
import Encoding from 'encoding-japanese';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.js';
import { startPortal, type Portal } from './browser.js';

/**
 * A list's CSV in the browser (issue 10): staff filter the student list, download it as CSV for Excel (UTF-8 with a
 * BOM) and as Shift_JIS, and get the rows the list shows, headed in Japanese, with codes and references by name.
 */
let portal: Portal;
beforeAll(async () => { portal = await startPortal(); }, 180_000);
afterAll(async () => { await portal?.close(); });

describe('the CSV export of a list', () => {
  it('should download the filtered student list as UTF-8 with a BOM and as Shift_JIS', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'staff');
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.goto(`${portal.url}/classroom/students`);
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await rows.first().waitFor();
    const filter = page.getByRole('search');
    await filter.getByLabel('校舎').click();
    await page.getByTitle('駅前校').click();
    await filter.getByRole('button', { name: /検\s?索/ }).click();
    await expect.poll(async () => (await rows.allTextContents()).every((r) => r.includes('駅前校'))).toBe(true);
    const shown = await page.getByText(/^全\d+件$/).textContent();

    await page.getByRole('button', { name: /CSV出力/ }).click();
    await page.getByRole('menuitem', { name: 'CSV（UTF-8・Excel向け）' }).waitFor();
    await expectAccessible(page, 'student list export menu');
    await portal.screenshot(page, 'list-export-menu');
    const [utf8] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'CSV（UTF-8・Excel向け）' }).click()]);
    expect(utf8.suggestedFilename()).toMatch(/^生徒_\d{8}\.csv$/);
    const bytes = await readFile((await utf8.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^生徒番号,姓,名,/);
    expect(`全${lines.length - 1}件`).toBe(shown);
    expect(lines.slice(1).every((l) => l.includes('駅前校'))).toBe(true);
    await page.getByText('CSVを出力しました。').waitFor();

    await page.getByRole('button', { name: /CSV出力/ }).click();
    const [sjis] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'CSV（Shift_JIS）' }).click()]);
    const sjisBytes = await readFile((await sjis.path())!);
    expect(Encoding.detect(sjisBytes)).toBe('SJIS');
    expect(Encoding.convert(sjisBytes, { to: 'UNICODE', from: 'SJIS', type: 'string' })).toBe(text);
    await context.close();
  }, 120_000);
});
