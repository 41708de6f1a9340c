// @vitest-environment node
import Encoding from 'encoding-japanese';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.js';
import { pageApi, startPortal, type Portal } from './browser.js';
import { label, openInApp } from './steps.js';

/**
 * A data import in the browser (issue 10): staff choose a Shift_JIS student CSV with a bad row, see the row, column
 * and reason, choose the fixed file, import it and follow the progress to the result, which a reload still shows.
 */
let portal: Portal;
beforeAll(async () => { portal = await startPortal(); }, 180_000);
afterAll(async () => { await portal?.close(); });

const sjis = (text: string) => Buffer.from(Encoding.convert(Encoding.stringToCode(text), { to: 'SJIS', from: 'UNICODE', type: 'array' }));

describe('the student import', () => {
  it('should show the bad rows of a file, import the fixed one and show the result after a reload', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'staff');
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await openInApp(page, `${portal.url}/setting-system/data-import/students`);
    await page.getByRole('heading', { name: '生徒データ取込', level: 1 }).waitFor();
    await page.getByText('生徒番号が登録済みの行は更新し').waitFor();

    // The list's own CSV gives the header; two new students, one of them in an unknown school year.
    const exported = await page.evaluate(async () => {
      const token = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('token='))?.slice(6) ?? '');
      return (await fetch('/api/v1/students/export', { headers: { authorization: `Bearer ${token}` } })).text();
    });
    const [header, first] = exported.replace(/^\ufeff/, '').split('\r\n');
    const cells = first!.split(',');
    const columns = header!.split(',');
    const row = (number: string, name: string, year?: string) => columns.map((c, i) => (c === '生徒番号' ? number : c === '名' ? name : c === '学年' && year ? year : cells[i])).join(',');
    const bad = [header, row('E2E001', '一郎'), row('E2E002', '二郎', '大学9年')].join('\r\n');
    const fixed = [header, row('E2E001', '一郎'), row('E2E002', '二郎')].join('\r\n');

    // Over 20 MB: refused before the upload, with the server's message; the check stays off.
    await page.locator('input[type=file]').setInputFiles({ name: '生徒.csv', mimeType: 'text/csv', buffer: Buffer.alloc(21 * 1024 * 1024, 0x41) });
    await page.getByText('ファイルが大きすぎます（上限 20MB）').waitFor();
    expect(await page.getByRole('button', { name: 'ファイルを確認' }).isDisabled()).toBe(true);

    await page.locator('input[type=file]').setInputFiles({ name: '生徒.csv', mimeType: 'text/csv', buffer: sjis(bad) });
    await page.getByRole('button', { name: 'ファイルを確認' }).click();
    await page.getByText('エラーのある行を直して').waitFor();
    const errors = page.locator('.ant-table').filter({ hasText: '内容' });
    expect(await errors.locator('tbody tr').first().textContent()).toMatch(/^3学年学年「大学9年」が見つかりません。/);
    expect(await page.getByRole('button', { name: '取り込む' }).count()).toBe(0);
    await expectAccessible(page, 'import with errors');
    await portal.screenshot(page, 'data-import-errors');

    await page.locator('input[type=file]').setInputFiles({ name: '生徒.csv', mimeType: 'text/csv', buffer: sjis(fixed) });
    await page.getByRole('button', { name: 'ファイルを確認' }).click();
    await page.getByText(/2行（正常 2行、エラー 0行）・形式 CSV（Shift_JIS）/).waitFor();
    await page.getByRole('button', { name: '取り込む' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: '取り込む' }).click();
    await page.getByText('取り込みが完了しました（追加 2件、更新 0件）。').waitFor();
    expect(page.url()).toMatch(/\?job=\d+$/);
    await page.reload();
    await page.getByText('取り込みが完了しました（追加 2件、更新 0件）。').waitFor();
    await expectAccessible(page, 'import done');
    await portal.screenshot(page, 'data-import-done');

    const students = await pageApi<{ data: Array<{ student_number: string }> }>(page, '/students?student_number=E2E0');
    expect(students.body.data.map((s) => s.student_number).sort()).toEqual(['E2E001', 'E2E002']);

    // The file with errors was checked and never run: discarded from 最近の取り込み, it shows 破棄済み (issue 17 item 8).
    const recent = page.getByRole('group', { name: '最近の取り込み' });
    const invalidRow = recent.locator('tbody tr', { hasText: 'エラーあり' });
    await invalidRow.getByRole('button', { name: label('破棄') }).click();
    await page.getByRole('tooltip').getByRole('button', { name: label('破棄') }).click();
    await page.getByText('取り込みを破棄しました。').waitFor();
    await recent.locator('tbody tr', { hasText: '破棄済み' }).waitFor();
    expect(await invalidRow.count()).toBe(0);
    expect(await recent.getByRole('button', { name: label('破棄') }).count()).toBe(0);
    await portal.screenshot(page, 'data-import-discarded');
    await context.close();
  }, 180_000);
});

describe('the score and survey-data imports', () => {
  it('should import scores named by student number from the screen\'s own CSV, and show the survey-data import', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'staff');
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await openInApp(page, `${portal.url}/setting-system/data-import/scores`);
    await page.getByRole('heading', { name: '成績データ取込', level: 1 }).waitFor();
    await page.getByText('生徒・年度・成績種別・試験名が登録済みの行は更新し').waitFor();
    await page.getByText('生徒（生徒番号で指定）').waitFor();

    // The screen's own button writes the CSV the import reads: students by number.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '今のデータをCSVで書き出す' }).click();
    const text = (await import('node:fs')).readFileSync((await (await download).path())!, 'utf8').replace(/^\ufeff/, '');
    const [header, ...rows] = text.split('\r\n').filter(Boolean);
    const columns = header!.split(',');
    const at = (label: string) => columns.indexOf(label);
    const first = rows.find((r) => r.split(',')[at('試験名')] === '1学期中間テスト')!.split(',');
    expect(first[at('生徒')]).toMatch(/^S\d{5}$/);
    const next = [...first];
    next[at('試験名')] = '2学期中間テスト';
    next[at('実施日')] = '2026/10/15';
    next[at('数学')] = '88';
    const csv = [header, next.join(',')].join('\r\n');

    await page.locator('input[type=file]').setInputFiles({ name: '成績.csv', mimeType: 'text/csv', buffer: sjis(csv) });
    await page.getByRole('button', { name: 'ファイルを確認' }).click();
    await page.getByText(/1行（正常 1行、エラー 0行）・形式 CSV（Shift_JIS）/).waitFor();
    await page.getByRole('button', { name: '取り込む' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: '取り込む' }).click();
    await page.getByText('取り込みが完了しました（追加 1件、更新 0件）。').waitFor();
    // The list of recent imports shows the finished run (refreshed when it ends, not left at 確認済み).
    await page.getByRole('group', { name: '最近の取り込み' }).getByRole('row').filter({ hasText: '成績.csv' }).filter({ hasText: '完了' }).first().waitFor();
    await expectAccessible(page, 'score import done');
    await portal.screenshot(page, 'data-import-scores-done');
    const stored = await pageApi<{ data: Array<{ exam_name: string; math: number }> }>(page, '/grade-records?exam_name=2学期中間テスト');
    expect(stored.body.data.map((r) => [r.exam_name, r.math])).toEqual([['2学期中間テスト', 88]]);

    await openInApp(page, `${portal.url}/setting-system/data-import/survey-data`);
    await page.getByRole('heading', { name: 'アンケートデータ取込', level: 1 }).waitFor();
    await page.getByText('取り込む列：生徒（生徒番号で指定）、質問、回答、回答日').waitFor();
    // A paper survey typed into a spreadsheet: one answer a row, the student by number, the question by its text.
    const survey = ['生徒,質問,回答,回答日', 'S00012,得意な教科を教えてください,英語,2026/11/20', 'S00012,塾で頑張りたいことを自由に書いてください,英検準2級に合格したい,2026/11/20'].join('\r\n');
    await page.locator('input[type=file]').setInputFiles({ name: 'アンケート.csv', mimeType: 'text/csv', buffer: Buffer.from(`\ufeff${survey}\r\n`, 'utf8') });
    await page.getByRole('button', { name: 'ファイルを確認' }).click();
    await page.getByText(/2行（正常 2行、エラー 0行）/).waitFor();
    await page.getByRole('button', { name: '取り込む' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: '取り込む' }).click();
    await page.getByText('取り込みが完了しました（追加 2件、更新 0件）。').waitFor();
    await portal.screenshot(page, 'data-import-survey');
    const answers = await pageApi<{ data: Array<{ answer: string }> }>(page, '/student-questionnaire-answers?limit=100');
    expect(answers.body.data.map((a) => a.answer)).toContain('英検準2級に合格したい');
    await context.close();
  }, 180_000);
});
