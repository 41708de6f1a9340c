// @vitest-environment jsdom
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';

// openapi-fetch takes fetch and Request when its client module loads: install the fake API first.
vi.hoisted(async () => {
  const { installFakeFetch } = await import('./installFakeFetch.js');
  installFakeFetch();
});

import { App } from '../../../src/web/App';
import { forgetCurrentUser } from '../../../src/web/providers/currentUser.js';
import { clearSession, saveSession } from '../../../src/web/session/session.js';
import { resetFakeApi } from './fakeApi.js';
import { deleteTemplateBehindTheScreen, reorderCalls, templateTitlesInOrder } from './fakeTemplateApi.js';

/**
 * The notice templates are generic screens with no code of their own (model/screens/notice.yaml): a list whose
 * 新規登録 and 編集 lead to the create and edit pages the model declares beside it, and whose rows are dragged (here:
 * moved with the keyboard) into the order the API keeps.
 */

// The first render of a file loads antd and the lazy chunks cold; on a 2-core runner busy with other work that has
// taken over 15 s (the list's first rows), so the first open waits longer than each later step.
const slowStart = 60_000;
const wait = { timeout: 15_000 };
const coldWait = { timeout: 45_000 };

async function openAsStaff(path: string) {
  saveSession({ token: 'token-staff', role: 'STAFF', exp: Math.floor(Date.now() / 1000) + 3600 });
  window.history.pushState({}, '', `/communication${path}`);
  render(<App />);
}

async function openList() {
  await openAsStaff('/notice/template/list');
  await screen.findByText('模試のお知らせ', {}, coldWait);
}

function titlesOnScreen(): string[] {
  const column = [...document.querySelectorAll('thead th')].findIndex((th) => th.textContent === 'タイトル');
  return [...document.querySelectorAll('tbody tr[data-row-key]')].map((tr) => tr.querySelectorAll('td')[column]?.textContent ?? '');
}

const currentPath = () => window.location.pathname.replace('/communication', '');

// dnd-kit moves a lifted row to the row above or below by their boxes; jsdom lays nothing out, so each table row gets
// the box it would have in a browser (40 px high, one under the other).
const realRect = Element.prototype.getBoundingClientRect;
beforeAll(() => {
  Element.prototype.getBoundingClientRect = function rect(this: Element) {
    const row = this.closest('tr[data-row-key]');
    if (!row) return realRect.call(this);
    const index = [...(row.parentElement?.querySelectorAll('tr[data-row-key]') ?? [])].indexOf(row);
    return DOMRect.fromRect({ x: 0, y: 100 + index * 40, width: 800, height: 40 });
  };
});
afterAll(() => {
  Element.prototype.getBoundingClientRect = realRect;
});

beforeEach(() => {
  window.scrollTo = vi.fn();
  clearSession();
  forgetCurrentUser();
  resetFakeApi();
});

/** Lifts a row by its handle with the space key, moves it with the arrow keys and puts it down. */
async function moveWithKeyboard(title: string, keys: Array<'ArrowUp' | 'ArrowDown'>) {
  const handle = screen.getByRole('button', { name: new RegExp(`^${title}: 並べ替え`) });
  handle.focus();
  fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
  await waitFor(() => expect(handle.getAttribute('aria-pressed')).toBe('true'), wait);
  for (const code of keys) {
    fireEvent.keyDown(handle, { code, key: code });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
  fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
}

describe('the generic list with create and edit pages of its own', { timeout: slowStart }, () => {
  it('should go from 新規登録 to the create page, save there and come back with 登録しました。 and the new template last', async () => {
    await openList();
    fireEvent.click(screen.getByRole('button', { name: /新規登録/ }));
    await waitFor(() => expect(currentPath()).toBe('/notice/template/create'), wait);
    expect(await screen.findByRole('heading', { name: 'お知らせテンプレート作成' }, wait)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.change(await screen.findByLabelText(/タイトル/, {}, wait), { target: { value: '三者面談のお知らせ' } });
    fireEvent.change(screen.getByLabelText(/本文/), { target: { value: '{保護者姓}様\n三者面談を行います。' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('登録しました。', {}, wait)).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe('/notice/template/list'), wait);
    await waitFor(() => expect(titlesOnScreen()).toEqual(['臨時休校のお知らせ', '面談のご案内', '模試のお知らせ', '三者面談のお知らせ']), wait);
  });

  it('should count the body against the model\'s 1000 characters and refuse 1001 with the Japanese message without asking the server', async () => {
    await openAsStaff('/notice/template/create');
    fireEvent.change(await screen.findByLabelText(/タイトル/, {}, wait), { target: { value: '長すぎるテンプレート' } });
    const body = screen.getByLabelText(/本文/);
    expect(screen.getByText('0 / 1000')).toBeTruthy();
    fireEvent.change(body, { target: { value: 'あ'.repeat(1001) } });
    expect(body.tagName).toBe('TEXTAREA');
    expect(screen.getByText('1001 / 1000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('本文は1000文字以内で入力してください。')).toBeTruthy();
    expect(currentPath()).toBe('/notice/template/create');
    expect(templateTitlesInOrder()).toHaveLength(3);
  });

  it('should accept a body of exactly 1000 characters', async () => {
    await openAsStaff('/notice/template/create');
    fireEvent.change(await screen.findByLabelText(/タイトル/, {}, wait), { target: { value: 'ちょうど千文字' } });
    fireEvent.change(screen.getByLabelText(/本文/), { target: { value: 'い'.repeat(1000) } });
    expect(screen.getByText('1000 / 1000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('登録しました。', {}, wait)).toBeTruthy();
    expect(templateTitlesInOrder().at(-1)).toBe('ちょうど千文字');
  });

  it('should open the edit page of a row from 編集 with its values, update it and come back with 更新しました。', async () => {
    await openList();
    const row = screen.getByText('面談のご案内').closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /編集/ }));
    await waitFor(() => expect(currentPath()).toBe('/notice/template/edit/2'), wait);
    expect(await screen.findByRole('heading', { name: 'お知らせテンプレート編集' }, wait)).toBeTruthy();
    const title = await screen.findByLabelText(/タイトル/, {}, wait);
    expect((title as HTMLInputElement).value).toBe('面談のご案内');
    fireEvent.change(title, { target: { value: '個人面談のご案内' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('更新しました。', {}, wait)).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe('/notice/template/list'), wait);
    await waitFor(() => expect(titlesOnScreen()).toEqual(['臨時休校のお知らせ', '個人面談のご案内', '模試のお知らせ']), wait);
  });

  it.each(['999', 'abc', '0'])('should say that template %s is not found and lead back to the list', async (id) => {
    await openAsStaff(`/notice/template/edit/${id}`);
    expect(await screen.findByText('指定されたデータが見つかりません。一覧から選び直してください。', {}, wait)).toBeTruthy();
    expect(screen.queryByLabelText(/タイトル/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '一覧へ戻る' }));
    await waitFor(() => expect(currentPath()).toBe('/notice/template/list'), wait);
  });

  it('should go straight back to the list on キャンセル when nothing was typed', async () => {
    await openAsStaff('/notice/template/edit/1');
    await screen.findByDisplayValue('臨時休校のお知らせ', {}, wait);
    fireEvent.click(screen.getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(currentPath()).toBe('/notice/template/list'), wait);
  });

  it('should ask before throwing away typed changes on キャンセル, and stay when asked to', async () => {
    await openAsStaff('/notice/template/edit/1');
    fireEvent.change(await screen.findByDisplayValue('臨時休校のお知らせ', {}, wait), { target: { value: '臨時休校' } });
    fireEvent.click(screen.getByRole('button', { name: 'キャンセル' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('入力した内容は保存されません。破棄してこのページを離れますか？').length).toBeGreaterThan(0);
    fireEvent.click(within(dialog).getByRole('button', { name: '編集を続ける' }));
    expect(currentPath()).toBe('/notice/template/edit/1');
    expect(screen.getByDisplayValue('臨時休校')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'キャンセル' }));
    // The first question may still be fading out (jsdom runs no animation): answer the newest one.
    await waitFor(() => expect(screen.getAllByRole('button', { name: '破棄して移動する' })).toHaveLength(2), wait);
    fireEvent.click(screen.getAllByRole('button', { name: '破棄して移動する' }).at(-1)!);
    await waitFor(() => expect(currentPath()).toBe('/notice/template/list'), wait);
    expect(templateTitlesInOrder()[0]).toBe('臨時休校のお知らせ');
  });
});

describe('the reorderable generic list', { timeout: slowStart }, () => {
  it('should show every template in its order with a drag handle each and no sortable column', async () => {
    await openList();
    expect(titlesOnScreen()).toEqual(['臨時休校のお知らせ', '面談のご案内', '模試のお知らせ']);
    expect(screen.getAllByRole('button', { name: /: 並べ替え/ })).toHaveLength(3);
    expect(document.querySelectorAll('.ant-table-column-has-sorters')).toHaveLength(0);
    expect(screen.getByText('行の左端のつまみをドラッグすると表示順を変更できます。')).toBeTruthy();
  });

  it('should move a template up with the keyboard, announce it in Japanese and save every id in the new order', async () => {
    await openList();
    await moveWithKeyboard('模試のお知らせ', ['ArrowUp']);
    expect(await screen.findByText('並び順を保存しました。', {}, wait)).toBeTruthy();
    expect(reorderCalls).toEqual([[1, 3, 2]]);
    expect(templateTitlesInOrder()).toEqual(['臨時休校のお知らせ', '模試のお知らせ', '面談のご案内']);
    expect(titlesOnScreen()).toEqual(['臨時休校のお知らせ', '模試のお知らせ', '面談のご案内']);
    expect(screen.getByText('「模試のお知らせ」を2番目に移動しました。')).toBeTruthy();
  });

  it('should change nothing when the lifted row is put down where it was', async () => {
    await openList();
    await moveWithKeyboard('面談のご案内', ['ArrowUp', 'ArrowDown']);
    await waitFor(() => expect(screen.getByText('「面談のご案内」を2番目に移動しました。')).toBeTruthy(), wait);
    // Long enough for a save to reach the fake API, had one been sent.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(reorderCalls).toEqual([]);
    expect(titlesOnScreen()).toEqual(['臨時休校のお知らせ', '面談のご案内', '模試のお知らせ']);
  });

  it('should go back to the server\'s order with its message when the list changed meanwhile (10190), and read it again', async () => {
    await openList();
    deleteTemplateBehindTheScreen('臨時休校のお知らせ');
    await moveWithKeyboard('模試のお知らせ', ['ArrowUp']);
    expect(await screen.findByText('対象のデータは変更または削除されています。', {}, wait)).toBeTruthy();
    expect(reorderCalls).toEqual([[1, 3, 2]]);
    await waitFor(() => expect(titlesOnScreen()).toEqual(['面談のご案内', '模試のお知らせ']), wait);
  });

  it('should not offer dragging while the list is filtered', async () => {
    await openList();
    fireEvent.change(screen.getByPlaceholderText(/タイトル/), { target: { value: '面談' } });
    fireEvent.click(screen.getByRole('button', { name: /検索/ }));
    await waitFor(() => expect(titlesOnScreen()).toEqual(['面談のご案内']), wait);
    expect(screen.queryAllByRole('button', { name: /: 並べ替え/ })).toHaveLength(0);
    expect(screen.getByText('絞り込み中は並べ替えできません。並べ替えるには絞り込みを解除してください。')).toBeTruthy();
  });
});
