// @vitest-environment node
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.js';
import { startPortal, type Portal } from './browser.js';
import { expectMessageAfter, label } from './steps.js';

/**
 * 成績 (issue 22) in the browser: a guardian enters a 模試 and a 定期テスト of this term before their deadline (the seed
 * opens this term's windows and closes an earlier term's) and sees them in 成績一覧 with the difference from last
 * time; a 定期テスト past its deadline shows why and keeps its fields closed; changing the year with unsaved input asks
 * first; staff open the class input, save a class's scores and see deviation and ranking.
 */
let portal: Portal;
beforeAll(async () => { portal = await startPortal(); }, 180_000);
afterAll(async () => { await portal?.close(); });

const shot = (page: Page, name: string) => portal.screenshot(page, `achievements-${name}`);
const MOCK = '第3回 全国模試';

interface Window { state: string; deadline: string | null }
interface Records {
  fiscal_year: number;
  student: { schoolyear_name: string };
  records: Array<{ record_kind: string; exam_name: string; exam_point: number | null }>;
  exam_points: Array<{ exam_point: number; exam_name: string; input: Window }>;
}
const japaneseDate = (date: string) => `${date.slice(0, 4)}年${date.slice(5, 7)}月${date.slice(8, 10)}日`;

/** Opens a grade page and returns the records answer its first read got. */
async function openReading(page: Page, path: string): Promise<Records> {
  const answer = page.waitForResponse((r) => /\/api\/v1\/records\/students\/\d+(\?|$)/.test(r.url()) && r.request().method() === 'GET');
  await page.goto(`${portal.url}${path}`);
  return (await (await answer).json()) as Records;
}

async function fillScores(page: Page, scores: number[]) {
  for (const [i, subject] of ['国語', '数学', '英語', '理科', '社会'].entries()) await page.getByLabel(subject, { exact: true }).fill(String(scores[i]));
}

/** A button of the kind choice (定期テスト / 模試: antd's radio buttons, whose input is hidden). */
const kindButton = (page: Page, kind: string) => page.locator('label.ant-radio-button-wrapper', { hasText: new RegExp(`^${kind}$`) });

/** Picks an option of the select labelled `field` (or of id `#field`) by its title. */
async function choose(page: Page, field: string, title: string) {
  const input = field.startsWith('#') ? page.locator(field) : page.getByLabel(field, { exact: true });
  await page.locator('.ant-select-selector').filter({ has: input }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(title, { exact: true }).click();
}

describe('achievements', () => {
  it('should take a family\'s scores before the deadline, refuse them after it, ask before changing year and show staff deviation and ranking', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'guardian1');
    const data = await openReading(page, '/achievements/edit');
    await page.getByRole('heading', { level: 1, name: '成績入力' }).waitFor();
    const open = data.exam_points.find((p) => p.input.state === 'open' && !data.records.some((r) => r.exam_point === p.exam_point))
      ?? data.exam_points.find((p) => p.input.state === 'open')!;
    const closed = data.exam_points.find((p) => p.input.state === 'closed')!;
    expect(open, 'the seed opens this term\'s 定期テスト').toBeDefined();
    expect(closed, 'the seed closes an earlier term\'s 定期テスト').toBeDefined();

    // A 模試 of today (this term's window is open): a new name, five subjects; the total is summed.
    await kindButton(page, '模試').click();
    await page.getByLabel('模試名', { exact: true }).fill(MOCK);
    await page.getByText('入力期限').first().waitFor();
    await fillScores(page, [120, 130, 140, 110, 100]);
    await expectAccessible(page, 'achievements-edit');
    await shot(page, 'edit-mock');
    await expectMessageAfter(page, '成績を保存しました。', () => page.getByRole('button', { name: label('保存する') }).click());

    // This term's 定期テスト, open until its deadline.
    await kindButton(page, '定期テスト').click();
    await choose(page, '#achievement-exam-point', open.exam_name);
    await page.getByText(`入力期限 ${japaneseDate(open.input.deadline!)}まで入力できます`).waitFor();
    await fillScores(page, [88, 77, 66, 99, 55]);
    await expectMessageAfter(page, '成績を保存しました。', () => page.getByRole('button', { name: label('保存する') }).click());

    // A 定期テスト past its deadline: why, and closed fields.
    await choose(page, '#achievement-exam-point', closed.exam_name);
    await page.getByText(`入力期限 ${japaneseDate(closed.input.deadline!)}を過ぎています`).waitFor();
    expect(await page.getByLabel('国語', { exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: label('保存する') }).isDisabled()).toBe(true);
    await shot(page, 'edit-closed');

    // Unsaved input, then another year: asked first; キャンセル keeps the year and the input.
    await choose(page, '#achievement-exam-point', open.exam_name);
    await page.getByLabel('国語', { exact: true }).fill('90');
    await choose(page, '年度', `${data.fiscal_year - 1}年度`);
    const question = page.getByRole('dialog').filter({ hasText: '入力内容が保存されていません。年度を切り替えますか？' });
    await question.waitFor();
    await shot(page, 'edit-year-question');
    await question.getByRole('button', { name: label('キャンセル') }).click();
    await question.waitFor({ state: 'hidden' });
    expect(await page.getByLabel('国語', { exact: true }).inputValue()).toBe('90');

    // 成績一覧: the 模試 and the 定期テスト just entered, with the difference from last time.
    await page.getByRole('button', { name: '成績一覧へ' }).click();
    // Leaving with the typed 90: the app's unsaved-changes question; 破棄して移動.
    const leave = page.getByRole('dialog');
    await leave.waitFor();
    await leave.getByRole('button').last().click();
    await page.getByRole('heading', { level: 1, name: '成績一覧' }).waitFor();
    const mockRow = page.getByRole('table', { name: '模試' }).getByRole('row', { name: new RegExp(MOCK) });
    await mockRow.waitFor();
    expect(await mockRow.textContent()).toContain('600');
    await mockRow.locator('[aria-label^="前回より"]').first().waitFor();
    const examRow = page.getByRole('table', { name: '定期テスト' }).getByRole('row', { name: new RegExp(open.exam_name) });
    expect(await examRow.textContent()).toContain('385');
    await examRow.locator('[aria-label^="前回より"]').first().waitFor();
    await expectAccessible(page, 'achievements-list');
    await shot(page, 'list');
    // On a phone the tables scroll sideways under the year choice.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('table', { name: '模試' }).waitFor();
    await shot(page, 'list-phone');
    await context.close();

    // Staff: the class of the child's schoolhouse and year, this 定期テスト: deviation and ranking for every score.
    const staff = await portal.newPage();
    await portal.logIn(staff.page, 'staff', '/achievements/class-input');
    await staff.page.getByRole('heading', { level: 1, name: 'クラス成績入力' }).waitFor();
    await choose(staff.page, '校舎', '本町校');
    await choose(staff.page, '学年', data.student.schoolyear_name);
    await choose(staff.page, '#class-exam-point', open.exam_name);
    const table = staff.page.locator('.ant-table').last();
    await table.getByRole('row').nth(1).waitFor();
    const blank = table.getByRole('row').filter({ has: staff.page.getByLabel(/国語/) }).nth(1);
    for (const [i, subject] of ['国語', '数学', '英語', '理科', '社会'].entries()) await blank.getByLabel(new RegExp(`${subject}$`)).fill(String(60 + i));
    await expectMessageAfter(staff.page, '人分の成績を保存しました。', () => staff.page.getByRole('button', { name: label('まとめて保存する') }).click());
    await blank.getByText(/^\d+位$/).waitFor();
    expect(await table.textContent()).toContain('1位');
    await expectAccessible(staff.page, 'achievements-class-input');
    await shot(staff.page, 'class-input');
    await staff.context.close();
  }, 240_000);
});
