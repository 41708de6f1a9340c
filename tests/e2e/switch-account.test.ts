// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.js';
import { pageApi, startPortal, type Portal } from './browser.js';

let portal: Portal;
beforeAll(async () => { portal = await startPortal(); }, 180_000);
afterAll(async () => { await portal?.close(); });

const unread = async (page: import('playwright-core').Page) => {
  await page.goto(`${portal.url}/notification`);
  return Number(/未読 (\d+)件/.exec(await page.getByText(/未読 \d+件/).innerText())?.[1]);
};

describe('switching linked accounts', () => {
  it('should let a guardian with two children switch child, with each child\'s own notification count', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'guardian1');
    await page.waitForURL(/\/choose-user$/);
    const cards = page.locator('.card-choice');
    await expect.poll(() => cards.count()).toBe(2);
    await portal.screenshot(page, 'choose-user');
    await expectAccessible(page, 'choose-user (guardian)');
    const counts = await cards.locator('.ant-badge-count').allInnerTexts();
    const second = cards.nth(1);
    const secondName = await second.getByRole('button').innerText();
    await second.click();
    await page.getByRole('button', { name: '切り替える' }).click();
    await page.waitForURL(/\/notice\/list$/);
    expect(await unread(page)).toBe(Number(counts[1] ?? 0));

    await page.goto(`${portal.url}/choose-user`);
    await page.locator('.card-choice', { hasText: '選択中' }).waitFor();
    expect(await page.locator('.card-choice', { hasText: '選択中' }).getByRole('button').innerText()).toBe(secondName);
    // The child already chosen: home at once, no question (issue 17 item 8).
    await page.locator('.card-choice', { hasText: '選択中' }).click();
    await page.waitForURL(/\/home$/);
    expect(await page.locator('.ant-modal-confirm').count()).toBe(0);
    await page.goto(`${portal.url}/choose-user`);
    await page.locator('.card-choice', { hasText: '選択中' }).waitFor();
    await cards.nth(0).click();
    await page.getByRole('button', { name: '切り替える' }).click();
    await page.waitForURL(/\/notice\/list$/);
    expect(await unread(page)).toBe(Number(counts[0] ?? 0));
    await context.close();
  });

  it('should let a teacher switch to the linked teacher account with the keyboard only', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'teacher1');
    const cards = page.locator('.card-choice');
    await expect.poll(() => cards.count()).toBe(2);
    await expectAccessible(page, 'choose-user (teacher)');
    const secondName = await cards.nth(1).getByRole('button').innerText();
    // Tab from the top of the page until the second card's button has the focus, then Enter.
    const focusedText = () => page.evaluate(() => (document.activeElement?.classList.contains('card-choice-button') ? document.activeElement.textContent : ''));
    for (let presses = 0; presses < 60 && (await focusedText()) !== secondName; presses += 1) await page.keyboard.press('Tab');
    expect(await focusedText()).toBe(secondName);
    await page.keyboard.press('Enter');
    // The confirmation opens with its OK button focused: Enter again switches, still with the keyboard only.
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.getByRole('button', { name: '切り替える' }).waitFor();
    await expect.poll(() => confirm.getByRole('button', { name: '切り替える' }).evaluate((b) => b === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    // The switch is a full page load of "/", which then forwards to the start page.
    await page.waitForURL((u) => !u.pathname.endsWith('/choose-user') && u.pathname.replace(/\/$/, '') !== '/communication', { waitUntil: 'commit' });
    const who = (await pageApi<{ teacher_number: string }>(page, '/auth-search/users/current', { asSwitched: true })).body.teacher_number;
    expect(who).toBe('T0002');
    await context.close();
  });
});

describe('switching from the header', () => {
  it('should show a guardian one avatar per child with its own count, and switch child from it after confirming', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'guardian1');
    const avatars = page.getByRole('group', { name: '利用者の切り替え' }).getByRole('button');
    await expect.poll(() => avatars.count()).toBe(2);
    const pressed = () => page.getByRole('group', { name: '利用者の切り替え' }).locator('button[aria-pressed="true"]').getAttribute('aria-label');
    const first = await pressed();
    const current = avatars.locator('xpath=self::*[@aria-pressed="true"]');
    const currentCount = Number(await current.locator('.ant-badge-count').innerText().catch(() => '0'));
    const other = avatars.locator('xpath=self::*[@aria-pressed="false"]');
    const otherName = (await other.getAttribute('aria-label'))!;
    const otherCount = Number(await other.locator('.ant-badge-count').innerText().catch(() => '0'));
    await page.locator('.card-choice').first().waitFor();
    await portal.screenshot(page, 'header-guardian-switch');
    // The count on the current child's avatar is that child's unread count; the other child's differs here.
    expect(await unread(page)).toBe(currentCount);
    expect(otherCount).not.toBe(currentCount);
    await page.goto(`${portal.url}/choose-user`);
    await expect.poll(() => avatars.count()).toBe(2);
    await other.click();
    await page.locator('.ant-modal-confirm-title', { hasText: `「${otherName}」に切り替えます。よろしいですか？` }).waitFor();
    await page.getByRole('button', { name: '切り替える' }).click();
    await page.waitForURL(/\/notice\/list$/);
    await expect.poll(pressed).toBe(`${otherName}（選択中）`);
    expect(first).not.toBe(`${otherName}（選択中）`);
    expect(await unread(page)).toBe(otherCount);
    await context.close();
  });

  it('should keep the guardian on the current child when the confirmation is cancelled', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'guardian1');
    // logIn returns once the log-in page is left; "/" then forwards to the choice of child.
    await page.waitForURL((u) => u.pathname === '/communication/choose-user');
    const group = page.getByRole('group', { name: '利用者の切り替え' });
    await expect.poll(() => group.getByRole('button').count()).toBe(2);
    await group.locator('button[aria-pressed="false"]').click();
    await page.getByRole('button', { name: 'キャンセル' }).click();
    expect(await page.evaluate(() => window.localStorage.getItem('Spx-Switch-Protector'))).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/communication/choose-user');
    await context.close();
  });

  it('should give a guardian on a 390 px phone one avatar that leads to the choice of child', async () => {
    const { page, context } = await portal.newPage({ width: 390, height: 844 });
    await portal.logIn(page, 'guardian1');
    await page.locator('.card-choice').first().waitFor();
    await page.goto(`${portal.url}/notification`);
    const link = page.getByRole('link', { name: '利用者の切り替え' });
    await link.waitFor();
    await portal.screenshot(page, 'header-guardian-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await link.click();
    await page.waitForURL((u) => u.pathname === '/communication/choose-user');
    await context.close();
  });

  it('should show a guardian with one child no switch buttons', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'guardian5');
    await page.getByRole('button', { name: '通知' }).waitFor();
    expect(await page.getByRole('group', { name: '利用者の切り替え' }).count()).toBe(0);
    await context.close();
  });
});

describe('signing in with a query token (spec §4)', () => {
  const createToken = async (username: string) => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, username);
    const { token } = (await pageApi<{ token: string }>(page, '/users/create-switch-token', { method: 'POST' })).body;
    await context.close();
    return token;
  };

  it('should sign in on another browser with ?token=, drop it from the address, and refuse it a second time', async () => {
    const token = await createToken('staff');
    const { page, context } = await portal.newPage();
    await page.goto(`${portal.url}/notice/tag-manage?token=${encodeURIComponent(token)}`);
    await page.waitForURL((u) => u.pathname.endsWith('/notice/tag-manage') && !u.searchParams.has('token'));
    await page.getByRole('heading', { name: 'タグ管理' }).waitFor();
    expect(await page.evaluate(() => document.cookie.includes('token='))).toBe(true);

    const { page: again, context: second } = await portal.newPage();
    await again.goto(`${portal.url}/notice/tag-manage?token=${encodeURIComponent(token)}`);
    await again.waitForURL(/\/communication\/login$/);
    await again.locator('.ant-message-notice', { hasText: 'ログイン用のトークンが無効か、有効期限が切れています。' }).waitFor();
    await again.getByLabel('ログインID').waitFor();
    await portal.screenshot(again, 'query-token-refused');
    await second.close();
    await context.close();
  });

  it('should let a query token replace the sign-in already on the browser', async () => {
    const token = await createToken('teacher2');
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'staff', `/choose-user?token=${encodeURIComponent(token)}`);
    await page.waitForURL((u) => u.pathname.endsWith('/choose-user') && !u.searchParams.has('token'));
    await expect.poll(() => page.evaluate(() => document.cookie.split('; ').find((c) => c.startsWith('role='))?.slice(5))).toBe('TEACHER');
    await context.close();
  });
});
