// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { AppConfigProvider } from '../../../src/web/AppConfigProvider';
import { GenericListView } from '../../../src/web/screens/generic/GenericListView';
import { sampleRows } from '../../../stories/fixtures/sampleRows';

// The first render of a file loads antd and the lazy chunks cold; on a busy 2-core runner that takes seconds.
const slowStart = 30_000;

describe('GenericListView', { timeout: slowStart }, () => {
  it('should show the Japanese column headers of tables.ts and one row per record', () => {
    const rows = sampleRows('tag', 3);
    render(<GenericListView entity="tag" rows={rows} total={3} page={1} isLoading={false} />, { wrapper: AppConfigProvider });
    expect(screen.getByRole('columnheader', { name: /タグ名/ })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /更新日時/ })).toBeTruthy();
    expect(screen.getByText('夏期講習')).toBeTruthy();
    expect(screen.getByText('保護者会')).toBeTruthy();
    expect(screen.getByText('重要')).toBeTruthy();
    expect(screen.getByText('全3件')).toBeTruthy();
  });

  it('should format datetimes the Japanese way', () => {
    render(<GenericListView entity="tag" rows={sampleRows('tag', 1)} total={1} page={1} isLoading={false} />, { wrapper: AppConfigProvider });
    expect(screen.getByText('2026年04月01日 09:30')).toBeTruthy();
  });

  it('should show code labels for enum columns', () => {
    render(<GenericListView entity="student" rows={sampleRows('student', 2)} total={2} page={1} isLoading={false} />, { wrapper: AppConfigProvider });
    expect(screen.getByRole('columnheader', { name: /ステータス/ })).toBeTruthy();
    expect(screen.getByText('山田')).toBeTruthy();
  });

  it('should show edit and delete buttons only when allowed', () => {
    const rows = sampleRows('tag', 2);
    const { unmount } = render(<GenericListView entity="tag" rows={rows} total={2} page={1} isLoading={false} onEdit={vi.fn()} onDelete={vi.fn()} />, { wrapper: AppConfigProvider });
    expect(screen.queryByRole('button', { name: /編集/ })).toBeNull();
    unmount();
    render(<GenericListView entity="tag" rows={rows} total={2} page={1} isLoading={false} canEdit canDelete onEdit={vi.fn()} onDelete={vi.fn()} />, { wrapper: AppConfigProvider });
    expect(screen.getAllByRole('button', { name: /編集/ })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: /削除/ })).toHaveLength(2);
  });

  it('should ask before deleting, naming the row', async () => {
    const onDelete = vi.fn();
    const rows = sampleRows('tag', 1);
    render(<GenericListView entity="tag" rows={rows} total={1} page={1} isLoading={false} canDelete onDelete={onDelete} />, { wrapper: AppConfigProvider });
    fireEvent.click(screen.getByRole('button', { name: /削除/ }));
    const dialog = await screen.findByText('「夏期講習」を削除します。よろしいですか？');
    const popover = dialog.closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: /削除/ }));
    expect(onDelete).toHaveBeenCalledWith(rows[0]);
  });

  it('should report the typed filter', () => {
    const onFilter = vi.fn();
    render(<GenericListView entity="tag" rows={[]} total={0} page={1} isLoading={false} onFilter={onFilter} />, { wrapper: AppConfigProvider });
    fireEvent.change(screen.getByPlaceholderText('タグ名で検索'), { target: { value: ' 講習 ' } });
    fireEvent.click(screen.getByRole('button', { name: /検索/ }));
    return vi.waitFor(() => expect(onFilter).toHaveBeenCalledWith({ name: '講習' }));
  });

  it('should say a total the server capped as 「10,000件以上」 and page through the rows it counted', () => {
    render(<GenericListView entity="tag" rows={sampleRows('tag', 3)} total={10000} isTotalCapped page={1} isLoading={false} />, { wrapper: AppConfigProvider });
    expect(screen.getByText('10,000件以上')).toBeTruthy();
    expect(screen.queryByText(/全10000件/)).toBeNull();
    // 20 rows a page: the last page the count reaches is 500.
    expect(screen.getByTitle('500')).toBeTruthy();
  });

  it('should say an exact total of 10,000 as 全10000件, not as capped', () => {
    render(<GenericListView entity="tag" rows={sampleRows('tag', 3)} total={10000} page={1} isLoading={false} />, { wrapper: AppConfigProvider });
    expect(screen.getByText('全10000件')).toBeTruthy();
    expect(screen.queryByText(/件以上/)).toBeNull();
  });

  it('should say there is no data for an empty list', () => {
    render(<GenericListView entity="tag" rows={[]} total={0} page={1} isLoading={false} />, { wrapper: AppConfigProvider });
    expect(screen.getByText('データがありません。')).toBeTruthy();
    expect(screen.getByText('全0件')).toBeTruthy();
  });

  describe('on a phone', () => {
    const wide = window.matchMedia;
    beforeEach(() => {
      window.matchMedia = (query: string) => ({ ...wide(query), matches: query.startsWith('(max-width') });
    });
    afterEach(() => {
      window.matchMedia = wide;
    });

    it('should show one card per row with labelled values and the row buttons instead of a table', () => {
      const rows = sampleRows('notice_template', 2);
      render(<GenericListView entity="notice_template" rows={rows} total={2} page={1} isLoading={false} canEdit canDelete onEdit={vi.fn()} onDelete={vi.fn()} />, { wrapper: AppConfigProvider });
      expect(screen.queryByRole('table')).toBeNull();
      const cards = within(screen.getByRole('list', { name: 'お知らせテンプレート' })).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      expect(within(cards[0]).getByText('臨時休校のお知らせ')).toBeTruthy();
      expect(within(cards[0]).getByText('本文')).toBeTruthy();
      expect(within(cards[0]).getByText('更新日時')).toBeTruthy();
      expect(within(cards[1]).getByRole('button', { name: /編集/ })).toBeTruthy();
      expect(within(cards[1]).getByRole('button', { name: /削除/ })).toBeTruthy();
    });

    it('should give each card a drag handle in a reorderable list', () => {
      render(<GenericListView entity="notice_template" rows={sampleRows('notice_template', 3)} total={3} page={1} isLoading={false} onReorder={vi.fn()} />, { wrapper: AppConfigProvider });
      expect(screen.getAllByRole('button', { name: /: 並べ替え/ })).toHaveLength(3);
      expect(screen.getByText('左端のつまみを押したまま上下に動かすと表示順を変更できます。')).toBeTruthy();
      expect(screen.queryByRole('combobox', { name: '並び替え' })).toBeNull();
    });

    it('should offer the column sorts in a select, headers being gone', async () => {
      const onSortChange = vi.fn();
      render(<GenericListView entity="tag" rows={sampleRows('tag', 2)} total={2} page={1} isLoading={false} onSortChange={onSortChange} />, { wrapper: AppConfigProvider });
      fireEvent.mouseDown(screen.getByRole('combobox', { name: '並び替え' }));
      fireEvent.click(await screen.findByText('更新日時（降順）'));
      expect(onSortChange).toHaveBeenCalledWith({ field: 'updated_at', order: 'desc' });
    });
  });
});
