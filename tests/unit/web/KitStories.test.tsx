// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react';
import { PrintStatus } from '../../../src/generated/enums.js';
import { AppConfigProvider } from '../../../src/web/AppConfigProvider';
import * as calendarStories from '../../../stories/kit/EventCalendar.stories';
import * as detailStories from '../../../stories/kit/EntityDetail.stories';
import * as formStories from '../../../stories/kit/EntityForm.stories';
import * as listStories from '../../../stories/kit/EntityList.stories';
import * as printStories from '../../../stories/kit/PrintLayout.stories';
import * as pageStories from '../../../stories/kit/ScreenPage.stories';
import * as gridStories from '../../../stories/kit/SlotGrid.stories';
import { PrintRequestApi } from '../../../stories/fixtures/printRequestApi';

/**
 * Every story of the custom-screen kit (stories/kit) renders what a user sees, over the in-memory print queue and
 * through the app's real API client and data provider: what a reviewer opens in Storybook is the component as screens use it.
 */
const { WaitingPrintRequests, AllPrintRequests } = composeStories(listStories);
const { PrintRequest, NotFound } = composeStories(detailStories);
const { Create, Edit } = composeStories(formStories);
const { Month, Week, Day } = composeStories(calendarStories);
const { SeatPlan } = composeStories(gridStories);
const { WinterCourseGuide } = composeStories(printStories);
const { PrintQueueTitle } = composeStories(pageStories);

const wait = { timeout: 30_000 };
const api = () => PrintRequestApi.latest!;

beforeEach(() => {
  window.scrollTo = vi.fn();
  window.print = vi.fn();
});

describe('the kit\'s embedded generic views', { timeout: 90_000 }, () => {
  it('should list only the waiting requests under the fixed filter, ask the API for them and not offer the fixed filter', async () => {
    render(<WaitingPrintRequests />, { wrapper: AppConfigProvider });
    expect(await screen.findByText('台風接近に伴う休講のお知らせ（掲示用）', {}, wait)).toBeTruthy();
    expect(screen.getByText('冬期講習 申込書')).toBeTruthy();
    expect(screen.queryByText('11月分 請求書')).toBeNull();
    expect(screen.getByText('全4件')).toBeTruthy();
    expect(api().calls.filter((c) => c.startsWith('GET /print-requests?')).every((c) => c.includes(`status=${PrintStatus.pending}`))).toBe(true);
    expect(screen.queryByText('印刷状況', { selector: 'label' })).toBeNull();
    // References by name: the schoolhouse of the sample rows.
    expect((await screen.findAllByText('渋谷校', {}, wait)).length).toBeGreaterThan(0);
  });

  it('should list every request with the status filter offered when nothing is fixed', async () => {
    render(<AllPrintRequests />, { wrapper: AppConfigProvider });
    expect(await screen.findByText('11月分 請求書', {}, wait)).toBeTruthy();
    expect(screen.getByText('印刷状況', { selector: 'label' })).toBeTruthy();
  });

  it('should show the detail of a row by its labels, and the catalogue message for an id no row has', async () => {
    const { unmount } = render(<PrintRequest />, { wrapper: AppConfigProvider });
    expect(await screen.findByText('台風接近に伴う休講のお知らせ（掲示用）', {}, wait)).toBeTruthy();
    expect(screen.getByText('本文')).toBeTruthy();
    expect(screen.getByText('事務 花子')).toBeTruthy();
    unmount();
    render(<NotFound />, { wrapper: AppConfigProvider });
    expect(await screen.findByText('対象のデータが見つかりません。', {}, wait)).toBeTruthy();
  });

  it('should put the server\'s error of a field under that field, once, and create the row once it is right', async () => {
    // The schoolhouse given (as a screen that knows it would), the title typed.
    render(<Create initialValues={{ schoolhouse_id: 2 }} />, { wrapper: AppConfigProvider });
    const title = await screen.findByLabelText(/書類名/, {}, wait);
    // Blanks pass the form's own check (a length of 3); the server refuses them.
    fireEvent.change(title, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('書類名を入力してください。', {}, wait)).toBeTruthy();
    expect(screen.getAllByText('書類名を入力してください。')).toHaveLength(1);
    expect(api().calls.filter((c) => c === 'POST /print-requests')).toHaveLength(1);
    fireEvent.change(title, { target: { value: '冬期講習 時間割' } });
    // The button's loading icon of the first save may linger in jsdom (no transition end): its name is read by part.
    fireEvent.click(screen.getByRole('button', { name: /保存/ }));
    expect(await screen.findByText('登録しました。', {}, wait)).toBeTruthy();
    expect(api().requests[0]).toMatchObject({ title: '冬期講習 時間割', schoolhouse_id: 2, status: PrintStatus.pending });
  });

  it('should edit a stored row and save it through the API', async () => {
    render(<Edit />, { wrapper: AppConfigProvider });
    const title = await screen.findByDisplayValue('台風接近に伴う休講のお知らせ（掲示用）', {}, wait);
    fireEvent.change(title, { target: { value: '大雪に伴う休講のお知らせ（掲示用）' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('更新しました。', {}, wait)).toBeTruthy();
    expect(api().requests.find((r) => r.id === 1)?.title).toBe('大雪に伴う休講のお知らせ（掲示用）');
  });
});

describe('the kit\'s calendar and grid', { timeout: 90_000 }, () => {
  it('should show the month in Japanese with each day\'s events, 他N件, and hand back a clicked day and event', async () => {
    const onDayClick = vi.fn();
    const onEventClick = vi.fn();
    render(<Month onDayClick={onDayClick} onEventClick={onEventClick} />, { wrapper: AppConfigProvider });
    expect(await screen.findByRole('heading', { name: '2026年12月' }, wait)).toBeTruthy();
    expect([...document.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['日', '月', '火', '水', '木', '金', '土']);
    expect(screen.getByText('他1件')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: '18:00〜19:30 中2 数学（山田）' })[0]!);
    expect(onEventClick).toHaveBeenCalledWith(expect.objectContaining({ id: 'l1' }));
    expect(onDayClick).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTitle('2026-12-18'));
    expect(onDayClick).toHaveBeenCalledWith('2026-12-18');
    fireEvent.click(screen.getByRole('button', { name: '次へ' }));
    expect(screen.getByRole('heading', { name: '2027年1月' })).toBeTruthy();
  });

  it('should show the week from Sunday with its hours, two lessons at once side by side, and a course on each of its days', async () => {
    render(<Week />, { wrapper: AppConfigProvider });
    expect(await screen.findByRole('heading', { name: '2026年12月20日〜12月26日' }, wait)).toBeTruthy();
    const lessons = ['18:00〜19:30 中2 数学（山田）', '18:30〜19:50 小6 国語（鈴木）'].map((name) => screen.getAllByRole('button', { name }).at(-1)!);
    expect(lessons.map((b) => b.style.width)).toEqual(['50%', '50%']);
    expect(lessons.map((b) => b.style.left)).toEqual(['0%', '50%']);
    expect(screen.getByRole('button', { name: '20:00〜21:30 高1 物理（高橋）' }).style.width).toBe('100%');
    expect(screen.getAllByRole('button', { name: '終日 冬期講習' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('radio', { name: '日' }));
    expect(screen.getByRole('heading', { name: '2026年12月24日（木）' })).toBeTruthy();
  });

  it('should show a day with its date and day of the week', async () => {
    render(<Day />, { wrapper: AppConfigProvider });
    expect(await screen.findByRole('heading', { name: '2026年12月24日（木）' }, wait)).toBeTruthy();
    expect(screen.getByRole('button', { name: '20:00〜21:30 高1 物理（高橋）' })).toBeTruthy();
  });

  it('should draw the seat plan as a grid of rows × columns with the screen\'s cells', () => {
    render(<SeatPlan />, { wrapper: AppConfigProvider });
    const grid = screen.getByRole('grid', { name: '座席表 2026年12月24日' });
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['座席', '1限 16:30〜17:50', '2限 18:00〜19:20', '3限 19:30〜20:50', '4限 21:00〜22:00']);
    expect(within(grid).getAllByRole('rowheader')).toHaveLength(6);
    const firstRow = within(grid).getAllByRole('row')[1]!;
    expect(within(firstRow).getAllByRole('gridcell').map((c) => c.textContent)).toEqual(['山田 太郎（数学）', '鈴木 翔太（国語）', '空席', '中村 結衣（社会）']);
  });
});

describe('the kit\'s A4 print and page', { timeout: 90_000 }, () => {
  it('should show the pages as A4 sheets, queue the document (印刷依頼) and record a print (印刷)', async () => {
    render(<WinterCourseGuide />, { wrapper: AppConfigProvider });
    const document = await screen.findByRole('document', { name: '冬期講習のご案内（A4）' }, wait);
    expect(document.querySelectorAll('section')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: /印刷依頼/ }));
    expect(await screen.findByText(/印刷依頼を登録しました。/, {}, wait)).toBeTruthy();
    expect(api().requests[0]).toMatchObject({ title: '冬期講習のご案内', schoolhouse_id: 1, status: PrintStatus.pending, document_path: '/print/queue' });
    fireEvent.click(screen.getByRole('button', { name: /印刷$/ }));
    await waitFor(() => expect(api().requests[0]).toMatchObject({ title: '冬期講習のご案内', status: PrintStatus.printed }), wait);
    expect(window.print).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('印刷済みとして記録しました。', {}, wait)).toBeTruthy();
  });

  it('should title a custom screen from its model key', () => {
    render(<PrintQueueTitle />, { wrapper: AppConfigProvider });
    expect(screen.getByRole('heading', { level: 1, name: '印刷待ち' })).toBeTruthy();
  });
});
