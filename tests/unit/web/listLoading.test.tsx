// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';

// openapi-fetch takes fetch and Request when its client module loads: install the fake API first.
vi.hoisted(async () => {
  const { installFakeFetch } = await import('./installFakeFetch.js');
  installFakeFetch();
});

import { App } from '../../../src/web/App';
import { AppConfigProvider } from '../../../src/web/AppConfigProvider';
import { GenericListView } from '../../../src/web/screens/generic/GenericListView';
import { ManageNoticeCards } from '../../../src/web/screens/notice/manage-list/ManageNoticeCards';
import { ManageNoticeTable } from '../../../src/web/screens/notice/manage-list/ManageNoticeTable';
import { forgetCurrentUser } from '../../../src/web/providers/currentUser.js';
import { clearSession, saveSession } from '../../../src/web/session/session.js';
import { holdFakeList, resetFakeApi, setFakeRows } from './fakeApi.js';

/**
 * A list says it is empty only once it knows (issue 17 item 8): before the first answer the generic list and the
 * notice lists showed 「全0件」 and 「データがありません。」 / 「お知らせはまだありません。」 under the spinner. While
 * loading they show a loading state; the empty text comes with an empty answer.
 */
const slowStart = 120_000;

beforeEach(() => {
  window.scrollTo = vi.fn();
  clearSession();
  forgetCurrentUser();
  resetFakeApi();
});

describe('the list views while their rows load', { timeout: slowStart }, () => {
  it('should show neither the empty text nor 全0件 in the generic list while it loads, and both once it is empty', () => {
    const { rerender } = render(<GenericListView entity="tag" rows={[]} total={0} page={1} isLoading />, { wrapper: AppConfigProvider });
    expect(screen.queryByText('データがありません。')).toBeNull();
    expect(screen.queryByText('全0件')).toBeNull();
    expect(screen.getAllByLabelText('読み込み中…').length).toBeGreaterThan(0);
    rerender(<GenericListView entity="tag" rows={[]} total={0} page={1} isLoading={false} />);
    expect(screen.getByText('データがありません。')).toBeTruthy();
    expect(screen.getByText('全0件')).toBeTruthy();
  });

  it.each([['table', ManageNoticeTable], ['cards', ManageNoticeCards]])('should not say there are no notices in the manage %s while it loads', (_name, View) => {
    const { rerender } = render(<View rows={[]} isLoading />, { wrapper: AppConfigProvider });
    expect(screen.queryByText('お知らせはまだありません。')).toBeNull();
    rerender(<View rows={[]} isLoading={false} />);
    expect(screen.getByText('お知らせはまだありません。')).toBeTruthy();
  });
});

describe('the screens before their first answer', { timeout: slowStart }, () => {
  it('should show the tag screen loading, never empty, until the tags arrive', async () => {
    const release = holdFakeList('/api/v1/tags');
    saveSession({ token: 'token-staff', role: 'STAFF', exp: Math.floor(Date.now() / 1000) + 3600 });
    window.history.pushState({}, '', '/communication/notice/tag-manage');
    render(<App />);
    await screen.findByRole('columnheader', { name: /タグ名/ }, { timeout: 60_000 });
    expect(screen.queryByText('データがありません。')).toBeNull();
    expect(screen.queryByText('全0件')).toBeNull();
    release();
    expect(await screen.findByText('夏期講習', {}, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByText('全3件')).toBeTruthy();
  });

  it('should show the notice manage list loading, never empty, until its answer', async () => {
    setFakeRows('/api/v1/notices', []);
    const release = holdFakeList('/api/v1/notices');
    saveSession({ token: 'token-staff', role: 'STAFF', exp: Math.floor(Date.now() / 1000) + 3600 });
    window.history.pushState({}, '', '/communication/notice/manage');
    render(<App />);
    await screen.findByRole('columnheader', { name: /タイトル/ }, { timeout: 60_000 });
    expect(screen.queryByText('お知らせはまだありません。')).toBeNull();
    expect(screen.queryByText('全0件')).toBeNull();
    release();
    await waitFor(() => expect(screen.getByText('お知らせはまだありません。')).toBeTruthy(), { timeout: 30_000 });
    expect(screen.getByText('全0件')).toBeTruthy();
  });
});
