// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../src/generated/errors.js';
import { DEMO_PASSWORD } from '../../src/server/seed/seed.js';
import { expectAccessible } from './axe.js';
import { startPortal, type Portal } from './browser.js';

let portal: Portal;
beforeAll(async () => { portal = await startPortal(); }, 180_000);
afterAll(async () => { await portal?.close(); });

describe('changing the password', () => {
  it('should check the form, refuse a wrong current password, then change it so that only the new one signs in', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'guardian2');
    await page.getByRole('link', { name: 'パスワード変更' }).click();
    await page.waitForURL(/\/change-password$/);
    await page.getByRole('button', { name: '変更する' }).click();
    await page.getByText('現在のパスワードを入力してください。').waitFor();
    await page.getByLabel('新しいパスワード', { exact: true }).fill('abc-123');
    await page.getByLabel('新しいパスワード（確認）').fill('Other1234');
    await page.getByRole('button', { name: '変更する' }).click();
    await page.getByText('新しいパスワードと確認用パスワードが一致しません。').waitFor();
    await expectAccessible(page, 'change-password-errors');
    await portal.screenshot(page, 'change-password-errors');

    await page.getByLabel('現在のパスワード').fill('Wrong1234');
    await page.getByLabel('新しいパスワード', { exact: true }).fill('NewPass123');
    await page.getByLabel('新しいパスワード（確認）').fill('NewPass123');
    await page.getByRole('button', { name: '変更する' }).click();
    await page.getByText(errorCatalogue.OLD_PASSWORD_INCORRECT.message).first().waitFor();

    await page.getByLabel('現在のパスワード').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '変更する' }).click();
    await page.getByText('パスワードを変更しました。').waitFor();
    await expectAccessible(page, 'change-password-done');
    await portal.screenshot(page, 'change-password-done');

    const login = (password: string) => page.evaluate(async (p) => (await fetch('/api/v1/communication/login', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'guardian2', password: p }),
    })).status, password);
    expect(await login(DEMO_PASSWORD)).toBe(401);
    expect(await login('NewPass123')).toBe(200);
    await context.close();
  });

  it('should fit a 390 px phone screen', async () => {
    const { page, context } = await portal.newPage({ width: 390, height: 844 });
    await portal.logIn(page, 'guardian3', '/change-password');
    await page.getByRole('button', { name: '変更する' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'change-password-mobile');
    await portal.screenshot(page, 'change-password-mobile');
    await context.close();
  });

  it('should show personal information and register several notification e-mail addresses, naming a bad one', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'guardian4', '/personal-information');
    await page.getByText('電話番号', { exact: true }).first().waitFor();
    const input = page.getByLabel('通知メールアドレス');
    await input.fill('');
    await page.getByRole('button', { name: '登録する' }).click();
    await page.getByText('通知メールアドレスを入力してください。').waitFor();
    await input.fill('mother@example.jp, not-an-address');
    await page.getByRole('button', { name: '登録する' }).click();
    await page.getByText(/not-an-address/).first().waitFor();
    await expectAccessible(page, 'personal-information-error');
    await portal.screenshot(page, 'personal-information-error');
    await input.fill('mother@example.jp, father@example.jp');
    await page.getByRole('button', { name: '登録する' }).click();
    await page.getByText('通知メールアドレスを登録しました。').waitFor();
    await page.getByText(/mother@example\.jp.*father@example\.jp/).first().waitFor();
    await expectAccessible(page, 'personal-information');
    await portal.screenshot(page, 'personal-information');
    await context.close();
  });
});
