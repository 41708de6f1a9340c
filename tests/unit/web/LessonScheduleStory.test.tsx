// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react';
import { AppConfigProvider } from '../../../src/web/AppConfigProvider';
import * as stories from '../../../stories/lessons/LessonSchedule.stories';
import { LessonScheduleApi } from '../../../stories/lessons/lessonScheduleApi';

/**
 * 授業スケジュール as its stories render it (issue 19), over the in-memory lessons and through the app's real API client:
 * the guardian's month and day with 欠席連絡, the names the settings hide, section 8's message, カレンダー連携 and 通塾可能日.
 */
const { Guardian, GuardianTeacherHidden, TeacherStudentHidden, NoLessons, AvailableDays } = composeStories(stories);
const wait = { timeout: 30_000 };
const api = () => LessonScheduleApi.latest!;

beforeEach(() => {
  window.scrollTo = vi.fn();
});

/** Switches to the day view and waits for its first lesson card. */
async function openDayView(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByText('日', { selector: '.ant-segmented-item-label' }, wait));
  return screen.findByRole('heading', { level: 2, name: /年\d\d月\d\d日/ }, wait);
}

/** Opens the first day of the story's lessons that offers 欠席連絡. */
async function openAbsentableDay(): Promise<void> {
  await openDayView();
  const lesson = api().lessons.find((l) => l.can_report_absence === true)!;
  const field = screen.getByLabelText('日付を選ぶ');
  fireEvent.change(field, { target: { value: `${lesson.lesson_date.slice(0, 4)}年${lesson.lesson_date.slice(5, 7)}月${lesson.lesson_date.slice(8, 10)}日` } });
  fireEvent.keyDown(field, { key: 'Enter' });
  await screen.findByRole('button', { name: '欠席連絡' }, wait);
}

describe('the guardian\'s lesson schedule', { timeout: 120_000 }, () => {
  it('should show the month of the child\'s lessons with the seat icons\' legend and カレンダー連携', async () => {
    render(<Guardian />, { wrapper: AppConfigProvider });
    expect(screen.getByRole('heading', { level: 1, name: '授業スケジュール' })).toBeTruthy();
    expect((await screen.findAllByRole('button', { name: /中学数学/ }, wait)).length).toBeGreaterThan(0);
    for (const mark of ['授業', '振替授業', '欠席', '振替申請中', '振替済み']) expect(within(screen.getByLabelText('凡例')).getByText(mark)).toBeTruthy();
    expect(screen.getByText('カレンダー連携')).toBeTruthy();
  });

  it('should report an absence from the day with a required reason', async () => {
    render(<Guardian />, { wrapper: AppConfigProvider });
    await openAbsentableDay();
    fireEvent.click(screen.getAllByRole('button', { name: '欠席連絡' })[0]!);
    const dialog = await screen.findByRole('dialog', {}, wait);
    expect(within(dialog).getByText(/取り消すことができません/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '欠席連絡を送信' }));
    expect(await within(dialog).findByText('欠席理由を入力してください。', {}, wait)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('欠席理由'), { target: { value: '発熱のため' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '欠席連絡を送信' }));
    expect(await screen.findByText('欠席理由：発熱のため', {}, wait)).toBeTruthy();
    expect(api().calls.some((c) => /^POST \/frame-divide\/lessons\/\d+\/absent$/.test(c))).toBe(true);
  });

  it('should say 講師 where the school hides the teacher\'s name', async () => {
    render(<GuardianTeacherHidden />, { wrapper: AppConfigProvider });
    await openAbsentableDay();
    expect(screen.getAllByText('講師：講師').length).toBeGreaterThan(0);
    expect(screen.queryByText(/青木 翔|池田 舞/)).toBeNull();
  });

  it('should say コマ割りのデータがありません when there are no lessons at all', async () => {
    render(<NoLessons />, { wrapper: AppConfigProvider });
    expect(await screen.findByText('コマ割りのデータがありません', {}, wait)).toBeTruthy();
  });

  it('should issue a calendar address shown with its copy button, and stop it', async () => {
    render(<Guardian />, { wrapper: AppConfigProvider });
    fireEvent.click(await screen.findByRole('button', { name: 'アドレスを発行' }, wait));
    const address = await screen.findByLabelText('カレンダーのアドレス', {}, wait);
    expect((address as HTMLInputElement).value).toMatch(/^https:\/\/portal\.example\.jp\/api\/v1\/calendar\//);
    expect(screen.getByRole('button', { name: /コピー/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '連携を停止' }));
    // The confirmation's own 連携を停止.
    await waitFor(() => expect(screen.getAllByRole('button', { name: '連携を停止' })).toHaveLength(2), wait);
    fireEvent.click(screen.getAllByRole('button', { name: '連携を停止' }).at(-1)!);
    await waitFor(() => expect(api().feed).toBeUndefined(), wait);
    expect(await screen.findByRole('button', { name: 'アドレスを発行' }, wait)).toBeTruthy();
  });
});

describe('the teacher\'s lesson schedule', { timeout: 120_000 }, () => {
  it('should be 担当授業スケジュール and say 生徒 where the school hides the students\' names', async () => {
    render(<TeacherStudentHidden />, { wrapper: AppConfigProvider });
    expect(screen.getByRole('heading', { level: 1, name: '担当授業スケジュール' })).toBeTruthy();
    await openAbsentableDayForTeacher();
    expect(screen.getAllByText('生徒：生徒').length).toBeGreaterThan(0);
    expect(screen.queryByText(/佐藤 陽翔/)).toBeNull();
    expect(screen.queryByRole('button', { name: '欠席連絡' })).toBeNull();
  });
});

/** A teacher's day with a lesson (no 欠席連絡 for teachers: the day is found by its lesson card). */
async function openAbsentableDayForTeacher(): Promise<void> {
  await openDayView();
  const lesson = api().lessons.find((l) => l.can_report_absence === true)!;
  const field = screen.getByLabelText('日付を選ぶ');
  fireEvent.change(field, { target: { value: `${lesson.lesson_date.slice(0, 4)}年${lesson.lesson_date.slice(5, 7)}月${lesson.lesson_date.slice(8, 10)}日` } });
  fireEvent.keyDown(field, { key: 'Enter' });
  await screen.findAllByRole('article', {}, wait);
}

describe('the available days', { timeout: 120_000 }, () => {
  it('should save the weekdays × periods chosen', async () => {
    render(<AvailableDays />, { wrapper: AppConfigProvider });
    const box = await screen.findByRole('checkbox', { name: '月曜日 1限' }, wait);
    expect((screen.getByRole('checkbox', { name: '火曜日 3限' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(box);
    expect(await screen.findByText('保存されていない変更があります。', {}, wait)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api().availableTimes).toContainEqual({ weekday: 1, timetable_period_id: 1 }), wait);
    await waitFor(() => expect(screen.queryByText('保存されていない変更があります。')).toBeNull(), wait);
  });
});
