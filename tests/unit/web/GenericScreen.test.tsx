// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';

// openapi-fetch takes fetch and Request when its client module loads: install the fake API first.
vi.hoisted(async () => {
  const { installFakeFetch } = await import('./installFakeFetch.js');
  installFakeFetch();
});

import { App } from '../../../src/web/App';
import { forgetCurrentUser } from '../../../src/web/providers/currentUser.js';
import { clearSession, saveSession } from '../../../src/web/session/session.js';
import { capFakeTagCount, resetFakeApi } from './fakeApi.js';

// The first render of a file loads antd and the lazy chunks cold; on a busy 2-core runner that takes seconds.
const slowStart = 30_000;

async function openTagsAsStaff() {
  saveSession({ token: 'token-staff', role: 'STAFF', exp: Math.floor(Date.now() / 1000) + 3600 });
  window.history.pushState({}, '', '/communication/notice/tag-manage');
  render(<App />);
  await screen.findByText('夏期講習', {}, { timeout: 15_000 });
}

async function openDrawer(button: HTMLElement) {
  fireEvent.click(button);
  const drawer = (await screen.findByRole('dialog', {}, { timeout: 15_000 }));
  await within(drawer).findByLabelText(/タグ名/, {}, { timeout: 15_000 });
  return drawer;
}

beforeEach(() => {
  window.scrollTo = vi.fn();
  clearSession();
  forgetCurrentUser();
  resetFakeApi();
});

describe('the generic tag screen', { timeout: slowStart }, () => {
  it('should register a tag and show it in the list', async () => {
    await openTagsAsStaff();
    const drawer = await openDrawer(screen.getByRole('button', { name: /新規登録/ }));
    expect(within(drawer).getByText('タグの登録')).toBeTruthy();
    fireEvent.change(within(drawer).getByLabelText(/タグ名/), { target: { value: '模試' } });
    fireEvent.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('登録しました。')).toBeTruthy();
    expect(await screen.findByText('模試')).toBeTruthy();
    expect(screen.getByText('全4件')).toBeTruthy();
  });

  it('should show the duplicate message once, under the field, and keep the drawer open', async () => {
    await openTagsAsStaff();
    const drawer = await openDrawer(screen.getByRole('button', { name: /新規登録/ }));
    fireEvent.change(within(drawer).getByLabelText(/タグ名/), { target: { value: '保護者会' } });
    fireEvent.click(within(drawer).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(within(drawer).getByText('同じ名前のタグが既に登録されています。')).toBeTruthy());
    expect(screen.getAllByText('同じ名前のタグが既に登録されています。')).toHaveLength(1);
  });

  it('should ask before closing a drawer with a typed value, and keep it open on 編集を続ける', async () => {
    await openTagsAsStaff();
    const drawer = await openDrawer(screen.getByRole('button', { name: /新規登録/ }));
    fireEvent.change(within(drawer).getByLabelText(/タグ名/), { target: { value: '模試' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'キャンセル' }));
    expect(await screen.findByText('入力した内容は保存されません。破棄して閉じますか？')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '編集を続ける' }));
    expect(screen.getByText('タグの登録')).toBeTruthy();
    expect((within(drawer).getByLabelText(/タグ名/) as HTMLInputElement).value).toBe('模試');
    fireEvent.click(drawer.closest('.ant-drawer')!.querySelector('.ant-drawer-close')!);
    // The first question may still be fading out: the new one is the last.
    await waitFor(() => expect(screen.getAllByRole('button', { name: '破棄して閉じる' })).toHaveLength(2));
    fireEvent.click(screen.getAllByRole('button', { name: '破棄して閉じる' }).at(-1)!);
    await waitFor(() => expect(screen.queryByText('タグの登録')).toBeNull());
  });

  it('should close an untouched drawer without asking', async () => {
    await openTagsAsStaff();
    const drawer = await openDrawer(screen.getByRole('button', { name: /新規登録/ }));
    fireEvent.click(within(drawer).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByText('タグの登録')).toBeNull());
    expect(screen.queryByText('入力した内容は保存されません。破棄して閉じますか？')).toBeNull();
  });

  it('should show 「…件以上」 when the server stopped counting, and the exact total when it did not', async () => {
    capFakeTagCount(2);
    await openTagsAsStaff();
    expect(await screen.findByText('2件以上')).toBeTruthy();
    expect(screen.queryByText('全2件')).toBeNull();
  });

  it('should show the exact total of a list within the count cap', async () => {
    capFakeTagCount(3);
    await openTagsAsStaff();
    expect(await screen.findByText('全3件')).toBeTruthy();
    expect(screen.queryByText(/件以上/)).toBeNull();
  });

  it('should update a tag from its edit button', async () => {
    await openTagsAsStaff();
    const row = screen.getByText('夏期講習').closest('tr') as HTMLElement;
    const drawer = await openDrawer(within(row).getByRole('button', { name: /編集/ }));
    expect(within(drawer).getByText('タグの編集')).toBeTruthy();
    fireEvent.change(within(drawer).getByLabelText(/タグ名/), { target: { value: '夏期講習2026' } });
    fireEvent.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('更新しました。')).toBeTruthy();
    expect(await screen.findByText('夏期講習2026')).toBeTruthy();
  });

  it('should refuse to delete a tag in use with the server message', async () => {
    await openTagsAsStaff();
    const row = screen.getByText('重要').closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /削除/ }));
    const confirm = await screen.findByText('「重要」を削除します。よろしいですか？');
    fireEvent.click(within(confirm.closest('.ant-popover') as HTMLElement).getByRole('button', { name: '削除' }));
    expect(await screen.findByText('このタグはお知らせで使用されているため削除できません。')).toBeTruthy();
  });

  it('should delete an unused tag', async () => {
    await openTagsAsStaff();
    const row = screen.getByText('保護者会').closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /削除/ }));
    const confirm = await screen.findByText('「保護者会」を削除します。よろしいですか？');
    fireEvent.click(within(confirm.closest('.ant-popover') as HTMLElement).getByRole('button', { name: '削除' }));
    expect(await screen.findByText('削除しました。')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('保護者会')).toBeNull());
  });
});
