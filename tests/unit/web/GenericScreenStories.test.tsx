// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react';
import { AppConfigProvider } from '../../../src/web/AppConfigProvider';
import * as createStories from '../../../stories/generated/NoticeTemplateCreateScreen.stories';
import * as editStories from '../../../stories/generated/NoticeTemplateEditScreen.stories';
import * as listStories from '../../../stories/generated/NoticeTemplateListScreen.stories';

/**
 * The generated stories of the notice template screens render the generic screens over sample rows in memory: what
 * a reviewer sees in Storybook is the real screen, and its buttons work there too.
 */
const { Default: List } = composeStories(listStories);
const { Default: Create } = composeStories(createStories);
const { Default: Edit, NotFound } = composeStories(editStories);

const slowStart = 30_000;
const wait = { timeout: 15_000 };

beforeEach(() => {
  window.scrollTo = vi.fn();
});

describe('the generated stories of the notice template screens', { timeout: slowStart }, () => {
  it('should show the list in its order with handles, and lead from 新規登録 to the create page and back with the new row last', async () => {
    render(<List />, { wrapper: AppConfigProvider });
    expect(await screen.findByText('臨時休校のお知らせ', {}, wait)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /: 並べ替え/ })).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: /新規登録/ }));
    fireEvent.change(await screen.findByLabelText(/タイトル/, {}, wait), { target: { value: '三者面談のお知らせ' } });
    fireEvent.change(screen.getByLabelText(/本文/), { target: { value: '{保護者姓}様\n三者面談を行います。' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('三者面談のお知らせ', {}, wait)).toBeTruthy();
    const rows = [...document.querySelectorAll('tbody tr[data-row-key]')];
    expect(rows).toHaveLength(6);
    expect(within(rows.at(-1) as HTMLElement).getByText('三者面談のお知らせ')).toBeTruthy();
  });

  it('should show an empty create page with the body counter', async () => {
    render(<Create />, { wrapper: AppConfigProvider });
    expect(await screen.findByLabelText(/タイトル/, {}, wait)).toBeTruthy();
    expect(screen.getByText('0 / 1000')).toBeTruthy();
  });

  it('should show the edit page of the first sample row, and say so for an id no row has', async () => {
    const { unmount } = render(<Edit />, { wrapper: AppConfigProvider });
    await waitFor(() => expect(screen.getByDisplayValue('臨時休校のお知らせ')).toBeTruthy(), wait);
    unmount();
    render(<NotFound />, { wrapper: AppConfigProvider });
    expect(await screen.findByText('指定されたデータが見つかりません。一覧から選び直してください。', {}, wait)).toBeTruthy();
  });
});
