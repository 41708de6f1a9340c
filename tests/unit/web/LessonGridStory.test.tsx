// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react';
import { LessonStatus, LessonType } from '../../../src/generated/enums.js';
import { AppConfigProvider } from '../../../src/web/AppConfigProvider';
import * as stories from '../../../stories/lessons/LessonGrid.stories';
import { LessonGridApi } from '../../../stories/lessons/lessonGridApi';

/**
 * The staff's lesson grid (座席表) in its stories, over the in-memory lesson API and through the app's real API
 * client: the day's seats × periods with every mark, placing a lesson and its refusal, a drag move and its refusal,
 * the lesson menu's move and cancel, a make-up request approved, and the seat messages of spec section 8.
 */
const { Day, Week, ClosedDay, NoLessons, NoSeats } = composeStories(stories);
const wait = { timeout: 30_000 };
const api = () => LessonGridApi.latest!;

beforeEach(() => {
  window.scrollTo = vi.fn();
});

/** The grid's cell of a seat (its row) at a period (its column), counted from the headers. */
function cellOf(seat: string, period: string): HTMLElement {
  const grid = screen.getByRole('grid');
  const headers = within(grid).getAllByRole('columnheader');
  const column = headers.findIndex((h) => h.textContent?.startsWith(period));
  const row = within(grid).getAllByRole('row').find((r) => within(r).queryByRole('rowheader')?.textContent === seat)!;
  return row.children[column] as HTMLElement;
}

/** A drag of a lesson chip onto a cell, as the browser's HTML5 drag and drop sends it. */
function drag(chip: HTMLElement, target: HTMLElement): void {
  const store = new Map<string, string>();
  const dataTransfer = {
    setData: (type: string, value: string) => store.set(type, value),
    getData: (type: string) => store.get(type) ?? '',
    get types() { return [...store.keys()]; },
    effectAllowed: 'all',
    dropEffect: 'move',
  };
  fireEvent.dragStart(chip, { dataTransfer });
  fireEvent.dragOver(target, { dataTransfer });
  fireEvent.drop(target, { dataTransfer });
}

/** Chooses `option` in the antd select labelled `label` of `scope`. */
async function choose(scope: HTMLElement, label: string, option: string): Promise<void> {
  fireEvent.mouseDown(within(scope).getByLabelText(label));
  const choices = await screen.findAllByTitle(option, {}, wait);
  fireEvent.click(choices[choices.length - 1]!);
}

const chipOf = (student: string) => screen.getByText(student).closest('[data-lesson-id]') as HTMLElement;

describe('the lesson grid (座席表)', { timeout: 120_000 }, () => {
  it('should show the day\'s seats × periods with each lesson\'s student, subject, teacher and mark', async () => {
    render(<Day />, { wrapper: AppConfigProvider });
    expect(await screen.findByText('2026年12月24日(木)', {}, wait)).toBeTruthy();
    await screen.findByText('山田 太郎', {}, wait);
    expect(screen.getByRole('columnheader', { name: /1限\s*15:00–16:20/ })).toBeTruthy();
    expect(within(cellOf('ブースA-1', '1限')).getByText('数学')).toBeTruthy();
    expect(within(cellOf('ブースA-1', '1限')).getByText('中村 誠 先生')).toBeTruthy();
    expect(within(cellOf('ブースA-1', '2限')).getByText('欠席')).toBeTruthy();
    expect(within(cellOf('ブースA-3', '2限')).getByText('振替申請中')).toBeTruthy();
    expect(within(cellOf('ブースB-1', '3限')).getByText('振替授業')).toBeTruthy();
    expect(within(cellOf('ブースB-2', '4限')).getByText('振替済み')).toBeTruthy();
    expect(api().calls).toContain('GET /frame-divide/grid?schoolhouse_id=1&from=2026-12-24&to=2026-12-24');
  });

  it('should place a lesson in an empty cell through the form', async () => {
    render(<Day />, { wrapper: AppConfigProvider });
    await screen.findByText('山田 太郎', {}, wait);
    fireEvent.click(cellOf('ブースA-2', '3限'));
    const drawer = await screen.findByRole('dialog', {}, wait);
    expect(within(drawer).getByText('2026年12月24日(木) 3限・ブースA-2')).toBeTruthy();
    await choose(drawer, '生徒', '伊藤 陽菜・S00006');
    await choose(drawer, '講師', '小林 由美');
    await choose(drawer, '授業科目', '英語');
    fireEvent.click(within(drawer).getByRole('button', { name: '登録する' }));
    await waitFor(() => expect(api().lessons.some((l) => l.student_id === 106 && l.lesson_date === '2026-12-24' && l.timetable_period_id === 3)).toBe(true), wait);
    expect(await within(cellOf('ブースA-2', '3限')).findByText('伊藤 陽菜', {}, wait)).toBeTruthy();
  });

  it('should keep the form open with the catalogue\'s words when the student is already taken at that period', async () => {
    render(<Day />, { wrapper: AppConfigProvider });
    await screen.findByText('山田 太郎', {}, wait);
    fireEvent.click(cellOf('ブースA-3', '1限'));
    const drawer = await screen.findByRole('dialog', {}, wait);
    await choose(drawer, '生徒', '山田 太郎・S00001');
    await choose(drawer, '講師', '加藤 大輔');
    await choose(drawer, '授業科目', '国語');
    fireEvent.click(within(drawer).getByRole('button', { name: '登録する' }));
    const alert = await within(drawer).findByRole('alert', {}, wait);
    expect(alert.textContent).toContain('この生徒はその時限に別の授業が入っています。');
    expect(api().lessons.filter((l) => l.student_id === 101 && l.lesson_date === '2026-12-24')).toHaveLength(1);
  });

  it('should move a lesson dragged onto another cell', async () => {
    render(<Day />, { wrapper: AppConfigProvider });
    await screen.findByText('山田 太郎', {}, wait);
    drag(chipOf('山田 太郎'), cellOf('ブースA-3', '3限'));
    await waitFor(() => expect(api().lessons.find((l) => l.id === 6)).toMatchObject({ seat_id: 13, timetable_period_id: 3 }), wait);
    expect(await within(cellOf('ブースA-3', '3限')).findByText('山田 太郎', {}, wait)).toBeTruthy();
  });

  it('should keep a lesson where it was and say why when its move is refused', async () => {
    render(<Day />, { wrapper: AppConfigProvider });
    await screen.findByText('山田 太郎', {}, wait);
    drag(chipOf('佐藤 花子'), cellOf('ブースB-1', '3限'));
    const alert = await screen.findByRole('alert', {}, wait);
    expect(alert.textContent).toContain('この座席はその時限に別の授業が入っています。');
    expect(api().lessons.find((l) => l.id === 7)).toMatchObject({ seat_id: 12, timetable_period_id: 1 });
    expect(within(cellOf('ブースA-2', '1限')).getByText('佐藤 花子')).toBeTruthy();
  });

  it('should move a lesson from its menu (移動…) and cancel one after confirming', async () => {
    render(<Day />, { wrapper: AppConfigProvider });
    await screen.findByText('山田 太郎', {}, wait);
    fireEvent.click(screen.getByRole('button', { name: '佐藤 花子さんの授業の操作' }));
    fireEvent.click(await screen.findByText('移動…', {}, wait));
    const dialog = await screen.findByRole('dialog', {}, wait);
    await choose(dialog, '座席', 'ブースA-3');
    fireEvent.click(within(dialog).getByRole('button', { name: '移動する' }));
    await waitFor(() => expect(api().lessons.find((l) => l.id === 7)?.seat_id).toBe(13), wait);

    fireEvent.click(screen.getByRole('button', { name: '山田 太郎さんの授業の操作' }));
    fireEvent.click(await screen.findByText('取り消し', {}, wait));
    expect(await screen.findByText('山田 太郎さんの2026年12月24日(木) 1限（ブースA-1）の授業を取り消します。よろしいですか？', {}, wait)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '取り消す' }));
    await waitFor(() => expect(api().lessons.some((l) => l.id === 6)).toBe(false), wait);
  });

  it('should approve a make-up request with its first choice, placing the make-up lesson', async () => {
    render(<Week />, { wrapper: AppConfigProvider });
    const panel = await screen.findByRole('region', { name: '振替申請' }, wait);
    expect(await within(panel).findByText('高橋 美咲', {}, wait)).toBeTruthy();
    expect(within(panel).getByText('欠席した授業：2026年12月24日(木) 2限')).toBeTruthy();
    expect(within(panel).getByText('平日の夕方を希望します。')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: '第1希望で承認' }));
    await waitFor(() => expect(api().lessons.find((l) => l.id === 9)?.status).toBe(LessonStatus.approved), wait);
    expect(api().lessons.some((l) => l.student_id === 104 && l.lesson_type === LessonType.makeup && l.lesson_date === '2026-12-25')).toBe(true);
    expect(await within(panel).findByText('承認待ちの振替申請はありません。', {}, wait)).toBeTruthy();
  });

  it('should refuse a make-up request with the reason the family reads', async () => {
    render(<Day />, { wrapper: AppConfigProvider });
    const panel = await screen.findByRole('region', { name: '振替申請' }, wait);
    await within(panel).findByText('高橋 美咲', {}, wait);
    fireEvent.click(within(panel).getByRole('button', { name: '見送り' }));
    const dialog = await screen.findByRole('dialog', {}, wait);
    fireEvent.change(within(dialog).getByLabelText('見送りの理由'), { target: { value: 'ご希望の日時に空き座席がないため' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '見送る' }));
    await waitFor(() => expect(api().requests[0]!.status).toBe('refused'), wait);
    expect(api().calls).toContain('POST /frame-divide/reschedules/501/decision');
    expect(await within(panel).findByText('承認待ちの振替申請はありません。', {}, wait)).toBeTruthy();
  });

  it('should generate the current term\'s lessons and say what it made and skipped', async () => {
    render(<Day />, { wrapper: AppConfigProvider });
    await screen.findByText('山田 太郎', {}, wait);
    fireEvent.click(screen.getByRole('button', { name: /授業を生成/ }));
    const dialog = await screen.findByRole('dialog', {}, wait);
    expect(await within(dialog).findByText(/2026年度 冬期（通常授業） 2026年12月01日〜2027年03月31日/, {}, wait)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '生成する' }));
    expect(await within(dialog).findByText('作成 48 コマ / 96 授業', {}, wait)).toBeTruthy();
    expect(within(dialog).getByText('重複のため 3 件スキップ')).toBeTruthy();
  });

  it('should show the week with Saturday named closed', async () => {
    render(<Week />, { wrapper: AppConfigProvider });
    expect(await screen.findByText('2026年12月21日(月)〜12月27日(日)', {}, wait)).toBeTruthy();
    const saturday = await screen.findByRole('columnheader', { name: /12\/26\(土\)/ }, wait);
    expect(saturday.textContent).toContain('休校日');
    expect(saturday.textContent).toContain('冬期休業');
    expect(api().calls).toContain('GET /frame-divide/grid?schoolhouse_id=1&from=2026-12-21&to=2026-12-27');
  });

  it('should say 休校日です on a closed day, 授業はありません on a day without lessons and コマ割りのデータがありません without seats', async () => {
    const closed = render(<ClosedDay />, { wrapper: AppConfigProvider });
    expect(await screen.findByText('休校日です（冬期休業）', {}, wait)).toBeTruthy();
    closed.unmount();
    const empty = render(<NoLessons />, { wrapper: AppConfigProvider });
    expect(await screen.findByText('授業はありません', {}, wait)).toBeTruthy();
    expect(screen.getByRole('grid')).toBeTruthy();
    empty.unmount();
    render(<NoSeats />, { wrapper: AppConfigProvider });
    expect(await screen.findByText('コマ割りのデータがありません', {}, wait)).toBeTruthy();
    expect(screen.getByRole('link', { name: '座席管理' })).toBeTruthy();
  });
});
