// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './axe.js';
import { pageApi, startPortal, type Portal } from './browser.js';
import { dragOnto, expectMessageAfter, keyboardSensorReady, label } from './steps.js';

/**
 * The notice templates (issue 7) are generic screens of the model with no per-screen code: a list with drag (and
 * keyboard) reordering, a create page and an edit page of their own, the 1000-character limit from the model.
 */
let portal: Portal;
beforeAll(async () => { portal = await startPortal(); }, 180_000);
afterAll(async () => { await portal?.close(); });


type Page = Parameters<Portal['screenshot']>[0];
async function titlesInOrder(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.querySelectorAll('tbody tr[data-row-key]')].map((tr) => tr.querySelectorAll('td')[1]?.textContent ?? ''));
}

describe('notice templates', () => {
  it('should let staff create, edit, reorder and delete templates with the model\'s limit', async () => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'staff');
    await page.getByRole('menuitem', { name: 'お知らせテンプレート' }).click();
    await page.waitForURL(/\/notice\/template\/list$/);
    await page.getByRole('cell', { name: '面談のご案内', exact: true }).waitFor();
    expect(await titlesInOrder(page)).toEqual(['臨時休校のお知らせ', '面談のご案内', '模試のお知らせ']);
    await expectAccessible(page, 'template-list');
    await portal.screenshot(page, 'template-list');

    await page.getByRole('button', { name: label('新規登録') }).click();
    await page.waitForURL(/\/notice\/template\/create$/);
    await page.getByLabel('タイトル').fill('三者面談のお知らせ');
    await page.getByLabel('本文').fill('あ'.repeat(1001));
    await page.getByText('1001 / 1000').waitFor();
    await page.getByRole('button', { name: label('保存') }).click();
    await page.getByText('本文は1000文字以内で入力してください。').waitFor();
    await expectAccessible(page, 'template-create-too-long');
    await portal.screenshot(page, 'template-create-too-long');
    const greeting = '{保護者姓}様\n';
    // The title typed before the refused save is filled again: on a loaded CI machine the form was once seen to submit
    // without it (「タイトルを入力してください。」 with the title typed), not reproduced since; see the closing note of issue 9.
    await page.getByLabel('タイトル').fill('三者面談のお知らせ');
    await page.getByLabel('本文').fill(`${greeting}${'い'.repeat(1000 - greeting.length)}`);
    await page.getByText('1000 / 1000').waitFor();
    await expectMessageAfter(page, '登録しました。', () => page.getByRole('button', { name: label('保存') }).click());
    await page.waitForURL(/\/notice\/template\/list$/);
    await page.getByRole('cell', { name: '三者面談のお知らせ', exact: true }).waitFor();
    expect((await titlesInOrder(page)).at(-1)).toBe('三者面談のお知らせ');

    const row = page.getByRole('row').filter({ hasText: '三者面談のお知らせ' });
    await row.getByRole('button', { name: label('編集') }).click();
    await page.waitForURL(/\/notice\/template\/edit\/\d+$/);
    await expect.poll(() => page.getByLabel('タイトル').inputValue()).toBe('三者面談のお知らせ');
    await page.getByLabel('タイトル').fill('三者面談のご案内');
    await expectAccessible(page, 'template-edit');
    await portal.screenshot(page, 'template-edit');
    await page.getByRole('button', { name: label('保存') }).click();
    await page.waitForURL(/\/notice\/template\/list$/);
    await page.getByRole('cell', { name: '三者面談のご案内', exact: true }).waitFor();

    // Drag the last template to the top with the mouse.
    const handle = page.getByRole('button', { name: /三者面談のご案内: 並べ替え/ });
    const target = page.getByRole('row').filter({ hasText: '臨時休校のお知らせ' });
    await expectMessageAfter(page, '並び順を保存しました。', () => dragOnto(page, handle, target));
    await expect.poll(() => titlesInOrder(page)).toEqual(['三者面談のご案内', '臨時休校のお知らせ', '面談のご案内', '模試のお知らせ']);

    // Move 模試のお知らせ up one place from the keyboard.
    await page.getByRole('button', { name: /模試のお知らせ: 並べ替え/ }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: /模試のお知らせ: 並べ替え/, pressed: true }).waitFor();
    await keyboardSensorReady(page);
    await page.keyboard.press('ArrowUp');
    await page.getByText('「模試のお知らせ」を3番目へ移動中です。').waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await expect.poll(() => titlesInOrder(page)).toEqual(['三者面談のご案内', '臨時休校のお知らせ', '模試のお知らせ', '面談のご案内']);
    await page.reload();
    await page.getByRole('cell', { name: '面談のご案内', exact: true }).waitFor();
    expect(await titlesInOrder(page)).toEqual(['三者面談のご案内', '臨時休校のお知らせ', '模試のお知らせ', '面談のご案内']);
    const api = await pageApi<{ data: Array<{ title: string; sort_order: number }> }>(page, '/notices/templates');
    expect(api.body.data.map((x) => x.sort_order)).toEqual([1, 2, 3, 4]);
    await expectAccessible(page, 'template-list-reordered');
    await portal.screenshot(page, 'template-list-reordered');

    await page.getByRole('row').filter({ hasText: '三者面談のご案内' }).getByRole('button', { name: label('削除') }).click();
    await expectMessageAfter(page, '削除しました。', () => page.getByRole('button', { name: label('削除') }).last().click());
    await expect.poll(() => titlesInOrder(page)).toEqual(['臨時休校のお知らせ', '模試のお知らせ', '面談のご案内']);

    await page.goto(`${portal.url}/notice/template/edit/999999`);
    await page.getByText('指定されたデータが見つかりません。一覧から選び直してください。').waitFor();
    await context.close();
  });

  it('should show one card per template on a phone, with its buttons in view, reorderable by drag', async () => {
    const { page, context } = await portal.newPage({ width: 390, height: 844 });
    await portal.logIn(page, 'staff', '/notice/template/list');
    const cards = page.getByRole('list', { name: 'お知らせテンプレート' }).getByRole('listitem');
    await cards.first().waitFor();
    const before = (await pageApi<{ data: Array<{ title: string }> }>(page, '/notices/templates')).body.data.map((x) => x.title);
    expect(await cards.count()).toBe(before.length);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const last = cards.last();
    expect(await last.innerText()).toContain(before.at(-1)!);
    const edit = (await last.getByRole('button', { name: label('編集') }).boundingBox())!;
    expect(edit.x + edit.width).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'template-list-phone');
    await portal.screenshot(page, 'template-list-phone');

    // Drag the last card to the top by its handle.
    await expectMessageAfter(page, '並び順を保存しました。', () => dragOnto(page, last.getByRole('button', { name: /並べ替え/ }), cards.first()));
    const after = [before.at(-1)!, ...before.slice(0, -1)];
    await expect.poll(async () => (await pageApi<{ data: Array<{ title: string }> }>(page, '/notices/templates')).body.data.map((x) => x.title)).toEqual(after);

    await page.goto(`${portal.url}/notice/template/create`);
    await page.getByLabel('タイトル').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'template-create-phone');
    await portal.screenshot(page, 'template-create-phone');
    await context.close();
  });

  it.each(['/notice/template/list', '/notice/template/create', '/notice/template/edit/1'])('should show a guardian the 403 page at %s', async (path) => {
    const { page, context } = await portal.newPage();
    await portal.logIn(page, 'guardian2', path);
    await page.getByText('閲覧する権限がありません。').first().waitFor();
    expect(await page.getByLabel('タイトル').count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: 'お知らせテンプレート' }).count()).toBe(0);
    await context.close();
  });
});
