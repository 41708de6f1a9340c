// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react';
import { PrintStatus } from '../../../src/generated/enums.js';
import { AppConfigProvider } from '../../../src/web/AppConfigProvider';
import * as stories from '../../../stories/kit/PrintQueue.stories';
import { PrintRequestApi } from '../../../stories/fixtures/printRequestApi';

/**
 * The acceptance of the kit (issue 17): the custom screen written only with it, 印刷待ち, lists, edits and prints in
 * its story, over the in-memory print queue and through the app's real API client.
 */
const { Default: PrintQueue } = composeStories(stories);
const wait = { timeout: 30_000 };
const api = () => PrintRequestApi.latest!;
const handout = '台風接近に伴う休講のお知らせ（掲示用）';

beforeEach(() => {
  window.scrollTo = vi.fn();
  window.print = vi.fn();
});

/** The row of the waiting list that names a request. */
function rowOf(title: string): HTMLElement {
  return screen.getByText(title).closest('tr')!;
}

describe('the print queue, a custom screen from the kit', { timeout: 120_000 }, () => {
  it('should list the waiting requests only, under its title', async () => {
    render(<PrintQueue />, { wrapper: AppConfigProvider });
    expect(screen.getByRole('heading', { level: 1, name: '印刷待ち' })).toBeTruthy();
    expect(await screen.findByText(handout, {}, wait)).toBeTruthy();
    expect(screen.getByText('全4件')).toBeTruthy();
    expect(screen.queryByText('11月分 請求書')).toBeNull();
  });

  it('should print a typed request on A4, record it printed and take it off the list', async () => {
    render(<PrintQueue />, { wrapper: AppConfigProvider });
    await screen.findByText(handout, {}, wait);
    fireEvent.click(within(rowOf(handout)).getByRole('button', { name: /印刷$/ }));
    const sheet = await screen.findByRole('document', { name: `${handout}（A4）` }, wait);
    expect(within(sheet).getByRole('heading', { name: handout })).toBeTruthy();
    expect(within(sheet).getByText('振替授業の日程は、後日お知らせいたします。')).toBeTruthy();
    expect(await within(sheet).findByText('渋谷校', {}, wait)).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /印刷$/ }));
    expect(window.print).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(api().requests.find((r) => r.id === 1)?.status).toBe(PrintStatus.printed), wait);
    expect(api().calls).toContain('POST /print-requests/1/status');
    await waitFor(() => expect(screen.queryByText(handout)).toBeNull(), wait);
    expect(screen.getByText('全3件')).toBeTruthy();
  });

  it('should edit a waiting request\'s title in the generic drawer', async () => {
    render(<PrintQueue />, { wrapper: AppConfigProvider });
    await screen.findByText('冬期講習 申込書', {}, wait);
    fireEvent.click(within(rowOf('冬期講習 申込書')).getByRole('button', { name: /編集/ }));
    const title = await screen.findByDisplayValue('冬期講習 申込書', {}, wait);
    fireEvent.change(title, { target: { value: '冬期講習 申込書（中学生）' } });
    fireEvent.click(screen.getByRole('button', { name: /保存/ }));
    expect(await screen.findByText('冬期講習 申込書（中学生）', {}, wait)).toBeTruthy();
    expect(api().requests.find((r) => r.id === 2)?.title).toBe('冬期講習 申込書（中学生）');
  });

  it('should add a request with the embedded form and list it as waiting', async () => {
    render(<PrintQueue />, { wrapper: AppConfigProvider });
    await screen.findByText(handout, {}, wait);
    fireEvent.click(screen.getByRole('button', { name: /印刷依頼を登録/ }));
    const drawer = await screen.findByRole('dialog', {}, wait);
    fireEvent.change(await within(drawer).findByLabelText(/書類名/, {}, wait), { target: { value: '年末年始の休校のお知らせ' } });
    fireEvent.mouseDown(within(drawer).getByLabelText(/校舎/));
    fireEvent.click(await screen.findByTitle('新宿校', {}, wait));
    fireEvent.click(within(drawer).getByRole('button', { name: /保存/ }));
    expect(await screen.findByText('年末年始の休校のお知らせ', { selector: 'td, td *' }, wait)).toBeTruthy();
    expect(api().requests[0]).toMatchObject({ title: '年末年始の休校のお知らせ', schoolhouse_id: 2, status: PrintStatus.pending });
  });

  it('should mark a request printed without printing, and put it back from 印刷済み', async () => {
    render(<PrintQueue />, { wrapper: AppConfigProvider });
    await screen.findByText('三者面談のご案内', {}, wait);
    fireEvent.click(within(rowOf('三者面談のご案内')).getByRole('button', { name: /印刷済みにする/ }));
    await waitFor(() => expect(screen.queryByText('三者面談のご案内')).toBeNull(), wait);
    fireEvent.click(screen.getByRole('tab', { name: '印刷済み' }));
    expect(await screen.findByText('三者面談のご案内', {}, wait)).toBeTruthy();
    fireEvent.click(within(rowOf('三者面談のご案内')).getByRole('button', { name: /未印刷に戻す/ }));
    await waitFor(() => expect(api().requests.find((r) => r.id === 4)?.status).toBe(PrintStatus.pending), wait);
  });
});
