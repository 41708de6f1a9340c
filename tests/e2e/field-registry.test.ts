// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.js';
import { startPortal, type Portal } from './browser.js';
import { calendarHeadings, label, openCalendar } from './steps.js';

let portal: Portal;
beforeAll(async () => { portal = await startPortal(); }, 180_000);
afterAll(async () => { await portal?.close(); });

/**
 * The field registry in a real browser, on a generated master form with a reference, kana, postal code, phone and
 * time fields: what an office worker types is converted, the reference is chosen and listed by its name.
 */
describe('the field components of a generated form', () => {
  it('should register a schoolhouse with converted input, its area chosen by name and listed by name', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'staff', '/setting-system/school-staff/schoolhouses');
    await page.getByRole('button', { name: label('新規登録') }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('校舎名', { exact: true }).fill('品川校');
    const kana = form.getByLabel('校舎名（カナ）');
    await kana.fill('しながわこう');
    await expect.poll(() => kana.inputValue(), { timeout: 10_000 }).toBe('シナガワコウ');
    // Typing searches the area list on the server by name; the option shows the name.
    const area = form.getByLabel('エリア', { exact: true });
    await area.click();
    await area.fill('西');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '西エリア' }).first().waitFor();
    // The server's answer to the search replaces the first page of options (which also held 東エリア).
    await expect.poll(() => page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '東エリア' }).count(), { timeout: 10_000 }).toBe(0);
    await area.press('Enter');
    const postal = form.getByLabel('郵便番号');
    await postal.fill('１０８００７５');
    await expect.poll(() => postal.inputValue(), { timeout: 10_000 }).toBe('108-0075');
    await form.getByLabel('電話番号').fill('03(1234)5678');
    await form.getByLabel('開校時刻').click();
    await form.getByLabel('開校時刻').fill('15:00');
    await form.getByLabel('開校時刻').press('Enter');
    const posts: string[] = [];
    page.on('request', (r) => { if (r.method() === 'POST' && r.url().includes('/schoolhouses')) posts.push(r.url()); });
    await form.getByRole('button', { name: label('保存') }).click();
    await page.getByText('電話番号はハイフン区切りの半角数字で入力してください（例: 03-1234-5678）。').waitFor();
    expect(await page.getByText('電話番号はハイフン区切りの半角数字で入力してください（例: 03-1234-5678）。').count()).toBe(1);
    // Corrected key by key as a person types it.
    await form.getByLabel('電話番号').fill('');
    await form.getByLabel('電話番号').pressSequentially('03-1234-5678');
    expect(posts).toEqual([]); // refused in the browser, before anything is sent
    // Corrected, the message goes (the form validates as the user types after a refused save).
    await expect.poll(() => page.getByText('電話番号はハイフン区切りの半角数字で入力してください（例: 03-1234-5678）。').count(), { timeout: 10_000 }).toBe(0);
    expect(await form.getByLabel('閉校時刻').getAttribute('placeholder')).toBe('例: 18:00');
    await portal.screenshot(page, 'field-registry-schoolhouse-form');
    // The field components name every input and link its error (axe, serious and critical, inside the form only).
    // (Contrast of the help text is the theme's, checked by the shell's journeys.)
    await expectAccessible(page, 'schoolhouse form with converted input');
    await form.getByRole('button', { name: label('保存') }).click();
    await page.getByText('登録しました。').waitFor();
    const row = page.getByRole('row').filter({ hasText: '品川校' });
    await row.waitFor();
    expect(await row.textContent()).toContain('西エリア');
    expect(await row.textContent()).toContain('シナガワコウ');
    expect(await row.textContent()).toContain('15:00');
    await context.close();
  }, 120_000);

  it('should show the 休日 drawer\'s calendar in Japanese and take a date typed the way an office types it', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'staff', '/setting-system/periods/holidays');
    await page.getByRole('button', { name: label('新規登録') }).click();
    const form = page.getByRole('dialog');
    const date = form.getByLabel('日付', { exact: true });
    await date.click();
    const now = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date()).split('-').map(Number) as [number, number, number];
    expect(await calendarHeadings(page)).toEqual({ month: `${now[0]}年${now[1]}月`, weekdays: ['日', '月', '火', '水', '木', '金', '土'] });
    expect(await openCalendar(page).getByText('今日', { exact: true }).count()).toBe(1);
    await portal.screenshot(page, 'holiday-drawer-calendar');
    // A day that does not exist stays as typed with the reason, and nothing is sent.
    const year = now[0] + 1;
    await date.fill(`${year}/02/30`);
    await date.press('Enter');
    await form.getByText(`${year}年2月30日という日付はありません。`).waitFor();
    expect(await date.inputValue()).toBe(`${year}/02/30`);
    // Full-width digits in the kanji form, as an IME gives them.
    const fullWidth = (text: string) => text.replace(/[0-9]/g, (d) => String.fromCharCode(d.charCodeAt(0) + 0xfee0));
    await date.fill(fullWidth(`${year}年2月3日`));
    await date.press('Tab');
    await expect.poll(() => date.inputValue()).toBe(`${year}年02月03日`);
    await form.getByLabel('休日名', { exact: true }).fill('節分（臨時休校）');
    await portal.screenshot(page, 'holiday-drawer-typed');
    await form.getByRole('button', { name: label('保存') }).click();
    await page.getByText('登録しました。').waitFor();
    const row = page.getByRole('row').filter({ hasText: '節分（臨時休校）' });
    await row.waitFor();
    expect(await row.textContent()).toContain(`${year}年02月03日`);
    await context.close();
  }, 120_000);
});
