// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';

// openapi-fetch takes fetch and Request when its client module loads: install the fake API first.
vi.hoisted(async () => {
  const { installFakeFetch } = await import('./installFakeFetch.js');
  installFakeFetch();
});

import { App } from '../../../src/web/App';
import { forgetCurrentUser } from '../../../src/web/providers/currentUser.js';
import { clearSession, saveSession } from '../../../src/web/session/session.js';

// The first render of a file loads antd and the lazy chunks cold; on a busy 2-core runner that takes seconds.
const slowStart = 30_000;

function openAt(path: string) {
  window.history.pushState({}, '', `/communication${path}`);
  return render(<App />);
}

async function signIn(username: string, password: string) {
  fireEvent.change(await screen.findByLabelText('ログインID', {}, { timeout: 15_000 }), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('パスワード'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));
}

beforeEach(() => {
  window.scrollTo = vi.fn();
  clearSession();
  forgetCurrentUser();
});
afterEach(() => {
  clearSession();
});

describe('the portal app', { timeout: slowStart }, () => {
  it('should show the login page in Japanese at /communication/login', async () => {
    openAt('/login');
    expect(await screen.findByLabelText('ログインID', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByLabelText('パスワード')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ログイン' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('ログイン | 塾コミュニケーションポータル'));
  });

  it('should ask for the login ID and the password when both are empty', async () => {
    openAt('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'ログイン' }, { timeout: 15_000 }));
    expect(await screen.findByText('ログインIDを入力してください。')).toBeTruthy();
    expect(await screen.findByText('パスワードを入力してください。')).toBeTruthy();
  });

  it('should take a login ID of spaces for none, mark the field, and drop the mark once it is filled in', async () => {
    openAt('/login');
    const id = await screen.findByLabelText('ログインID', {}, { timeout: 15_000 });
    fireEvent.change(id, { target: { value: '   ' } });
    fireEvent.change(screen.getByLabelText('パスワード'), { target: { value: 'pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(await screen.findByText('ログインIDを入力してください。')).toBeTruthy();
    expect(screen.queryByText('パスワードを入力してください。')).toBeNull();
    expect(id.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(id.getAttribute('aria-describedby')!)?.textContent).toBe('ログインIDを入力してください。');
    fireEvent.change(id, { target: { value: 'staff' } });
    await waitFor(() => expect(screen.queryByText('ログインIDを入力してください。')).toBeNull());
    expect(id.getAttribute('aria-invalid')).toBeNull();
  });

  it('should show the server message when the password is wrong', async () => {
    openAt('/login');
    await signIn('staff', 'wrong');
    expect(await screen.findByText('ログインIDまたはパスワードが正しくありません。')).toBeTruthy();
  });

  it('should send a signed-out visitor to the login page with the page as redirect', async () => {
    openAt('/notice/tag-manage');
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/communication/login?redirect=%2Fnotice%2Ftag-manage'));
  });

  it('should take staff to the requested tag list after signing in', async () => {
    openAt('/login?redirect=%2Fnotice%2Ftag-manage');
    await signIn('staff', 'pass');
    expect(await screen.findByText('夏期講習', {}, { timeout: 15_000 })).toBeTruthy();
    expect(window.location.pathname).toBe('/communication/notice/tag-manage');
    expect(screen.getByText('事務 花子')).toBeTruthy();
    expect(screen.getByRole('button', { name: /新規登録/ })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('タグ管理 | 塾コミュニケーションポータル'));
  });

  it('should land staff on the notice management page without a redirect', async () => {
    openAt('/login');
    await signIn('staff', 'pass');
    await waitFor(() => expect(window.location.pathname).toBe('/communication/notice/manage'), { timeout: 15_000 });
    expect(await screen.findByRole('heading', { name: 'お知らせ管理' }, { timeout: 15_000 })).toBeTruthy();
  });

  it('should send a guardian to the user choice after signing in, with 様 after the trimmed name', async () => {
    openAt('/login');
    await signIn('guardian', 'pass');
    await waitFor(() => expect(window.location.pathname).toBe('/communication/choose-user'), { timeout: 15_000 });
    expect(await screen.findByText('山田太郎の保護者さま… 様')).toBeTruthy();
  });

  it('should refuse the tag screen to a guardian without notices', async () => {
    saveSession({ token: 'token-guardian', role: 'PROTECTOR', exp: Math.floor(Date.now() / 1000) + 3600 });
    openAt('/notice/tag-manage');
    expect(await screen.findByText('閲覧する権限がありません。', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'タグ管理' })).toBeNull();
  });

  it('should send an unknown path home', async () => {
    saveSession({ token: 'token-staff', role: 'STAFF', exp: Math.floor(Date.now() / 1000) + 3600 });
    openAt('/no/such/page');
    await waitFor(() => expect(window.location.pathname).toBe('/communication/home'), { timeout: 15_000 });
  });
});
