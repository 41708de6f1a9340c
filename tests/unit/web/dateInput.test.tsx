// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react';
import dayjs, { type Dayjs } from 'dayjs';
import { AppConfigProvider } from '../../../src/web/AppConfigProvider';
import { FilterBar } from '../../../src/web/screens/generic/FilterBar';
import * as dateStories from '../../../stories/web/DateInput.stories';
import * as allTypes from '../../../stories/generated/AllFieldTypesForm.stories';

const { DateOnly, DateTime, Time, Filled: FilledDateTime, Unreadable, TypedForms, Period } = composeStories(dateStories);
const { Filled } = composeStories(allTypes);
// The first render of a file loads antd cold; on a busy 2-core runner that takes seconds.
const slowStart = 30_000;
const wait = { timeout: 15_000 };

beforeEach(() => {
  window.scrollTo = vi.fn();
});

/** Types into a field as a person does: focus, text, then leaves it (blur) or presses Enter. */
function typeInto(input: HTMLElement, text: string, leave: 'blur' | 'Enter' = 'blur') {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  if (leave === 'blur') fireEvent.blur(input);
  else fireEvent.keyDown(input, { key: 'Enter' });
}

const inputOf = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('the date field', { timeout: slowStart }, () => {
  it.each<[string, typeof DateOnly, string, string, 'blur' | 'Enter']>([
    ['a date typed with slashes', DateOnly, '2026/12/24', '2026年12月24日', 'blur'],
    ['a date in full-width digits', DateOnly, '２０２６－１２－２４', '2026年12月24日', 'Enter'],
    ['eight digits', DateOnly, '20261224', '2026年12月24日', 'blur'],
    ['a date and time', DateTime, '2026/12/24 18:00', '2026年12月24日 18:00', 'blur'],
    ['a date and time with a hyphen', DateTime, '2026-12-20 18:00', '2026年12月20日 18:00', 'Enter'],
    ['a date and time in kanji', DateTime, '２０２６年１２月２４日　１８時３０分', '2026年12月24日 18:30', 'blur'],
    ['a time in four digits', Time, '1800', '18:00', 'blur'],
  ])('should read %s and show it the Japanese way', async (_case, Story, typed, shown, leave) => {
    render(<Story />, { wrapper: AppConfigProvider });
    const input = await screen.findByLabelText(Story.args.label!, {}, wait) as HTMLInputElement;
    typeInto(input, typed, leave);
    await waitFor(() => expect(input.value).toBe(shown), wait);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('should leave the Enter that confirms an IME conversion to the IME', async () => {
    render(<DateOnly />, { wrapper: AppConfigProvider });
    const input = await screen.findByLabelText('休日', {}, wait) as HTMLInputElement;
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '２０２６／１２／２４' } });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229, isComposing: true });
    expect(input.value).toBe('２０２６／１２／２４');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(input.value).toBe('2026年12月24日'), wait);
  });

  it('should hand the form a day or an instant, and send it', async () => {
    const onSubmit = vi.fn<(value: unknown) => void>();
    render(<DateTime onSubmit={onSubmit} />, { wrapper: AppConfigProvider });
    typeInto(await screen.findByLabelText('回答期限', {}, wait), '2026/12/24 18:00');
    fireEvent.click(screen.getByRole('button', { name: '送信' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled(), wait);
    const sent = onSubmit.mock.calls[0]![0] as Dayjs;
    expect(dayjs.isDayjs(sent)).toBe(true);
    expect(sent.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-12-24 18:00:00');
  });

  it.each<[string, typeof DateOnly, string, string]>([
    ['a day that does not exist', DateOnly, '2026/02/30', '2026年2月30日という日付はありません。'],
    ['a time typed into a date-only field', DateOnly, '2026/12/24 18:00', '日付だけを入力してください（時刻は入力できません）。'],
    ['text that is no date', DateOnly, 'あした', '日付は 2026/12/24 の形で入力してください。'],
    ['a date without its time', DateTime, '2026/12/24', '時刻も入力してください（例: 2026/12/24 18:00）。'],
    ['a time past 23:59', DateTime, '2026/12/24 25:00', '25:00という時刻はありません（0:00〜23:59）。'],
    ['a time that is no time', Time, '18', '時刻は 18:00 の形で入力してください。'],
  ])('should keep %s as typed and say why it is refused', async (_case, Story, typed, message) => {
    const onSubmit = vi.fn();
    render(<Story onSubmit={onSubmit} />, { wrapper: AppConfigProvider });
    const input = await screen.findByLabelText(Story.args.label!, {}, wait) as HTMLInputElement;
    typeInto(input, typed);
    expect(await screen.findByText(message, {}, wait)).toBeTruthy();
    expect(input.value).toBe(typed);
    fireEvent.click(screen.getByRole('button', { name: '送信' }));
    await screen.findByText(message, {}, wait);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('should open a Japanese calendar on the value\'s month when clicked (not on focus alone), and take a day picked in it', async () => {
    render(<DateOnly />, { wrapper: AppConfigProvider });
    const input = await screen.findByLabelText('休日', {}, wait) as HTMLInputElement;
    typeInto(input, '2026/12/24');
    fireEvent.focus(input);
    expect(document.querySelector('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')).toBeNull();
    fireEvent.click(input);
    const popup = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
      expect(found).not.toBeNull();
      return found!;
    }, wait);
    const header = popup.querySelector('.ant-picker-header-view')!.textContent;
    expect(header).toBe('2026年12月');
    expect([...popup.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['日', '月', '火', '水', '木', '金', '土']);
    expect(within(popup).getByText('今日')).toBeTruthy();
    fireEvent.click(within(popup).getByTitle('2026-12-25'));
    await waitFor(() => expect(input.value).toBe('2026年12月25日'), wait);
  });

  it('should show the date-and-time calendar with Japanese buttons', async () => {
    render(<DateTime />, { wrapper: AppConfigProvider });
    fireEvent.click(await screen.findByLabelText('回答期限', {}, wait));
    const popup = await waitFor(() => document.querySelector<HTMLElement>('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')!, wait);
    expect(within(popup).getByText('現在時刻')).toBeTruthy();
    expect(within(popup).getByRole('button', { name: '確定' })).toBeTruthy();
  });
});

describe('the date field\'s stories', { timeout: slowStart }, () => {
  it('should show a given instant the Japanese way', async () => {
    render(<FilledDateTime />, { wrapper: AppConfigProvider });
    // (18:00 in Tokyo: the hour the test machine's time zone gives it.)
    expect((await screen.findByLabelText('回答期限', {}, wait) as HTMLInputElement).value).toMatch(/^2026年12月2[45]日 \d{2}:00$/);
  });

  it('should show given text that is no date as it is, with its reason', async () => {
    render(<Unreadable />, { wrapper: AppConfigProvider });
    expect(await screen.findByText('2026年2月30日という日付はありません。', {}, wait)).toBeTruthy();
    expect(inputOf('休日').value).toBe('2026/02/30');
  });

  it('should list the typed forms with what each reads as', async () => {
    render(<TypedForms />, { wrapper: AppConfigProvider });
    const row = (typed: string) => screen.getAllByRole('row').filter((r) => r.textContent?.includes(typed))[0]!.textContent;
    await screen.findByText('20261224 1800', {}, wait);
    expect(row('20261224 1800')).toContain('2026年12月24日 18:00');
    expect(row('2026/02/30')).toContain('2026年2月30日という日付はありません。');
  });

  it('should render the period of a list filter', async () => {
    render(<Period />, { wrapper: AppConfigProvider });
    expect(await screen.findByLabelText('更新日（開始日）', {}, wait)).toBeTruthy();
    expect(screen.getByLabelText('更新日（終了日）')).toBeTruthy();
  });
});

describe('the date fields of a generated form', { timeout: slowStart }, () => {
  it('should send typed dates, times and instants the way the API reads them', async () => {
    const onSubmit = vi.fn();
    render(<Filled onSubmit={onSubmit} />, { wrapper: AppConfigProvider });
    const start = await screen.findByLabelText(/^開始日/, {}, wait) as HTMLInputElement;
    typeInto(start, '２０２６／１２／２４');
    await waitFor(() => expect(start.value).toBe('2026年12月24日'), wait);
    typeInto(inputOf('開校時刻'), '9時半');
    typeInto(screen.getByLabelText(/^受付開始日時/), '12/20 18:00');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled(), wait);
    const year = dayjs().year();
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ start_date: '2026-12-24', opens_at: '09:30' });
    expect(dayjs(onSubmit.mock.calls[0]![0].starts_at as string).format('YYYY-MM-DD HH:mm')).toBe(`${year}-12-20 18:00`);
  });

  it('should keep text that is no date, say why once, and not send the form', async () => {
    const onSubmit = vi.fn();
    render(<Filled onSubmit={onSubmit} />, { wrapper: AppConfigProvider });
    const start = await screen.findByLabelText(/^開始日/, {}, wait) as HTMLInputElement;
    typeInto(start, '2026/12/24 18:00');
    expect(await screen.findByText('日付だけを入力してください（時刻は入力できません）。', {}, wait)).toBeTruthy();
    expect(start.value).toBe('2026/12/24 18:00');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.getAllByText('日付だけを入力してください（時刻は入力できません）。')).toHaveLength(1), wait);
    expect(screen.queryByText('開始日は正しい日付を入力してください。')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
    // Corrected, the form is sent.
    typeInto(start, '2026/12/24');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled(), wait);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ start_date: '2026-12-24' });
  });
});

describe('a period filter', { timeout: slowStart }, () => {
  const filters = [{ field: 'updated_at', label: '更新日時', type: 'datetime', operator: 'between' }] as const;

  it('should search the days typed in its two fields', async () => {
    const onFilter = vi.fn();
    render(<FilterBar filters={filters as never} onFilter={onFilter} />, { wrapper: AppConfigProvider });
    typeInto(await screen.findByLabelText('更新日時（開始日）', {}, wait), '2026/11/1');
    typeInto(screen.getByLabelText('更新日時（終了日）'), '２０２６１１３０');
    fireEvent.click(screen.getByRole('button', { name: /検\s?索/ }));
    await waitFor(() => expect(onFilter).toHaveBeenCalledWith({ updated_at: '2026-11-01..2026-11-30' }), wait);
  });

  it('should refuse an end before the start, and text that is no date', async () => {
    const onFilter = vi.fn();
    render(<FilterBar filters={filters as never} onFilter={onFilter} />, { wrapper: AppConfigProvider });
    typeInto(await screen.findByLabelText('更新日時（開始日）', {}, wait), '2026/11/30');
    typeInto(screen.getByLabelText('更新日時（終了日）'), '2026/11/01');
    fireEvent.click(screen.getByRole('button', { name: /検\s?索/ }));
    expect(await screen.findByText('終了日は開始日と同じか、それより後の日付にしてください。', {}, wait)).toBeTruthy();
    typeInto(screen.getByLabelText('更新日時（終了日）'), '11/31');
    expect(await screen.findByText(`${dayjs().year()}年11月31日という日付はありません。`, {}, wait)).toBeTruthy();
    expect(onFilter).not.toHaveBeenCalled();
  });
});
