// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.js';
import { startPortal, type Portal } from './browser.js';
import { label } from './steps.js';

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
    await portal.logIn(page, 'staff');
    await page.goto(`${portal.url}/setting-system/school-staff/schoolhouses`);
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
    expect(await form.getByLabel('閉校時刻').getAttribute('placeholder')).toBe('時刻を選択');
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
});
