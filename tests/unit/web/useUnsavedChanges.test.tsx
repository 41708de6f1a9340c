// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { AppConfigProvider } from '../../../src/web/AppConfigProvider';
import { useUnsavedChanges } from '../../../src/web/screens/generic/useUnsavedChanges';

const question = '入力した内容は保存されません。破棄してこのページを離れますか？';

function EditPage() {
  const unsaved = useUnsavedChanges();
  return (
    <>
      <h1>編集ページ</h1>
      <button type="button" onClick={unsaved.markDirty}>入力する</button>
      <Link to="/other">別のページへ</Link>
    </>
  );
}

function renderPages() {
  render(
    <AppConfigProvider>
      <MemoryRouter initialEntries={['/edit']}>
        <Routes>
          <Route path="/edit" element={<EditPage />} />
          <Route path="/other" element={<h1>別のページ</h1>} />
        </Routes>
      </MemoryRouter>
    </AppConfigProvider>,
  );
}

describe('useUnsavedChanges (in-app navigation under a router without data APIs)', { timeout: 30_000 }, () => {
  it('should ask before leaving with unsaved changes, stay on 編集を続ける and leave on 破棄して移動する', async () => {
    renderPages();
    fireEvent.click(screen.getByRole('button', { name: '入力する' }));
    fireEvent.click(screen.getByRole('link', { name: '別のページへ' }));
    expect(await screen.findByText(question)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '編集を続ける' }));
    expect(screen.getByRole('heading', { name: '編集ページ' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: '別のページへ' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: '破棄して移動する' })).toHaveLength(2));
    fireEvent.click(screen.getAllByRole('button', { name: '破棄して移動する' }).at(-1)!);
    expect(await screen.findByRole('heading', { name: '別のページ' })).toBeTruthy();
  });

  it('should leave at once when nothing was changed', async () => {
    renderPages();
    fireEvent.click(screen.getByRole('link', { name: '別のページへ' }));
    expect(await screen.findByRole('heading', { name: '別のページ' })).toBeTruthy();
    expect(screen.queryByText(question)).toBeNull();
  });

  it('should ask the browser before the tab closes only while changes are unsaved', () => {
    renderPages();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '入力する' }));
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
