// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react';
import { fieldWidgetNames } from '../../../src/generated/forms.js';
import { AppConfigProvider } from '../../../src/web/AppConfigProvider';
import { formatCell } from '../../../src/web/screens/generic/formatCell.js';
import { fieldWidgets, formatYen, parseNumberText, toHalfWidthDigits, toKatakana, toPhone, toPostalCode } from '../../../src/web/screens/generic/fields';
import * as allTypes from '../../../stories/generated/AllFieldTypesForm.stories';

const { Empty, Filled, ServerErrors } = composeStories(allTypes);
const slowStart = 30_000;
const wait = { timeout: 15_000 };

beforeEach(() => {
  window.scrollTo = vi.fn();
});

describe('the conversions of Japanese input', () => {
  it('should turn full-width digits and hyphens half-width', () => {
    expect(toHalfWidthDigits('１２３ー４５６７')).toBe('123-4567');
    expect(toHalfWidthDigits('３．５')).toBe('3.5');
    expect(toHalfWidthDigits('abc')).toBe('abc');
  });

  it('should turn hiragana and half-width katakana into katakana, and leave katakana as it is', () => {
    expect(toKatakana('やまだ たろう')).toBe('ヤマダ タロウ');
    expect(toKatakana('ﾔﾏﾀﾞ')).toBe('ヤマダ');
    expect(toKatakana('ヤマダ・ヴィー')).toBe('ヤマダ・ヴィー');
    expect(toKatakana('山田')).toBe('山田');
  });

  it('should format postal codes and phone numbers typed in any width', () => {
    expect(toPostalCode('1500002')).toBe('150-0002');
    expect(toPostalCode('１５０ー０００２')).toBe('150-0002');
    expect(toPostalCode('150002')).toBe('150002');
    expect(toPhone('０３－１２３４－５６７８')).toBe('03-1234-5678');
  });

  it('should read numbers from text, and keep text that is not a number for validation to refuse', () => {
    expect(parseNumberText('１２３', 'integer')).toBe(123);
    expect(parseNumberText('1,234', 'integer')).toBe(1234);
    expect(parseNumberText('1.5', 'integer')).toBe('1.5');
    expect(parseNumberText('１．５', 'decimal')).toBe(1.5);
    expect(parseNumberText('abc', 'decimal')).toBe('abc');
    expect(parseNumberText('', 'integer')).toBeUndefined();
  });

  it('should show yen with ¥ and separators in lists, and refs by their names', () => {
    expect(formatYen(1234567)).toBe('¥1,234,567');
    expect(formatCell({ value: 1234, column: { type: 'yen' } })).toBe('¥1,234');
    expect(formatCell({ value: [1, 2], column: { type: 'refs', ref: 'area' }, refLabels: { area: { 1: '東京エリア', 2: '神奈川エリア' } } })).toBe('東京エリア、神奈川エリア');
    expect(formatCell({ value: [], column: { type: 'refs', ref: 'area' } })).toBe('');
  });
});

describe('the field registry', { timeout: slowStart }, () => {
  it('should have a component for every widget the generator names', () => {
    for (const name of fieldWidgetNames) expect(typeof fieldWidgets[name], name).toBe('function');
  });

  it('should render every field type of the all-types form with its label', async () => {
    render(<Empty />, { wrapper: AppConfigProvider });
    for (const label of ['氏名', 'フリガナ', '備考', '定員', '割引率', '月謝', '開始日', '受付開始日時', '開校時刻', '郵便番号', '住所', '電話番号', 'メールアドレス', 'パスワード']) {
      expect(await screen.findByLabelText(new RegExp(`^${label}`), {}, wait), label).toBeTruthy();
    }
    expect(screen.getByRole('switch')).toBeTruthy();
    expect(screen.getAllByRole('radio').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('表示色')).toBeTruthy();
  });

  it('should say which required fields are empty, each once under its field', async () => {
    const onSubmit = vi.fn();
    render(<Empty onSubmit={onSubmit} />, { wrapper: AppConfigProvider });
    fireEvent.click(await screen.findByRole('button', { name: '保存' }, wait));
    expect(await screen.findByText('氏名を入力してください。', {}, wait)).toBeTruthy();
    expect(screen.getAllByText('フリガナを入力してください。')).toHaveLength(1);
    expect(screen.getByText('月謝を入力してください。')).toBeTruthy();
    expect(screen.getByText('エリアを選択してください。')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('should convert what a Japanese IME types and refuse what stays wrong', async () => {
    const onSubmit = vi.fn();
    render(<Filled onSubmit={onSubmit} />, { wrapper: AppConfigProvider });
    const kana = await screen.findByLabelText(/^フリガナ/, {}, wait);
    fireEvent.change(kana, { target: { value: 'すずき はなこ' } });
    expect((kana as HTMLInputElement).value).toBe('スズキ ハナコ');
    fireEvent.change(screen.getByLabelText(/^定員/), { target: { value: '１２' } });
    expect((screen.getByLabelText(/^定員/) as HTMLInputElement).value).toBe('12');
    const fee = screen.getByLabelText(/^月謝/) as HTMLInputElement;
    fireEvent.focus(fee);
    fireEvent.change(fee, { target: { value: '４５０００' } });
    fireEvent.blur(fee);
    expect(fee.value).toBe('45,000');
    fireEvent.change(screen.getByLabelText(/^郵便番号/), { target: { value: '１６００００２' } });
    expect((screen.getByLabelText(/^郵便番号/) as HTMLInputElement).value).toBe('160-0002');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled(), wait);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ name_kana: 'スズキ ハナコ', capacity: 12, fee: 45000, postal_code: '160-0002', target_ids: [1, 2] });
  });

  it('should wait for the IME while it composes, and keep a value whose composition never ended', async () => {
    const onSubmit = vi.fn();
    render(<Filled onSubmit={onSubmit} />, { wrapper: AppConfigProvider });
    const kana = await screen.findByLabelText(/^フリガナ/, {}, wait) as HTMLInputElement;
    // Composing: the text stays as typed (no conversion fights the IME) until the composition ends.
    fireEvent.compositionStart(kana);
    fireEvent.input(kana, { target: { value: 'やまだ' }, isComposing: true });
    expect(kana.value).toBe('やまだ');
    fireEvent.compositionEnd(kana, { target: { value: 'やまだ' } });
    expect(kana.value).toBe('ヤマダ');
    // A composition that starts and never ends (a tool inserting text): the next plain input still reaches the form.
    fireEvent.compositionStart(kana);
    fireEvent.change(kana, { target: { value: 'さとう' } });
    expect(kana.value).toBe('サトウ');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled(), wait);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ name_kana: 'サトウ' });
  });

  it.each([
    ['フリガナ', 'yamada', 'フリガナは全角カタカナで入力してください。'],
    ['郵便番号', '160-02', '郵便番号は「123-4567」の形式で入力してください。'],
    ['電話番号', '03(1234)5678', '電話番号はハイフン区切りの半角数字で入力してください（例: 03-1234-5678）。'],
    ['定員', '十二', '定員は半角数字で入力してください。'],
  ])('should refuse %s = %s before sending', async (label, value, message) => {
    const onSubmit = vi.fn();
    render(<Filled onSubmit={onSubmit} />, { wrapper: AppConfigProvider });
    fireEvent.change(await screen.findByLabelText(new RegExp(`^${label}`), {}, wait), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText(message, {}, wait)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('should show dates, times, code lists, the switch and the colour the Japanese way', async () => {
    render(<Filled />, { wrapper: AppConfigProvider });
    expect(((await screen.findByLabelText(/^開始日/, {}, wait)) as HTMLInputElement).value).toBe('2026年04月01日');
    expect((screen.getByLabelText(/^開校時刻/) as HTMLInputElement).value).toBe('09:30');
    expect((screen.getByLabelText(/^受付開始日時/) as HTMLInputElement).value).toMatch(/^2026年03月01日 \d{2}:\d{2}$/);
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.filter((r) => r.checked)).toHaveLength(1);
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('group', { name: '表示色' }).textContent).toContain('1677FF');
  });

  it('should show a reference by its name, never its id', async () => {
    render(<Filled />, { wrapper: AppConfigProvider });
    expect((await screen.findAllByText('東京エリア', {}, wait)).length).toBeGreaterThan(0);
  });

  it('should show a server error once, under its field', async () => {
    render(<ServerErrors />, { wrapper: AppConfigProvider });
    expect(await screen.findAllByText('フリガナは全角カタカナで入力してください。', {}, wait)).toHaveLength(1);
  });
});

/** The model's own forms with references: the bug this registry removes was a generic form throwing on a ref field. */
describe('a generated entity form with a reference', { timeout: slowStart }, () => {
  it('should render the schoolhouse form and choose its area by name', async () => {
    const stories = await import('../../../stories/generated/SchoolhouseForm.stories');
    const { Edit } = composeStories(stories);
    const onSubmit = vi.fn();
    render(<Edit onSubmit={onSubmit} />, { wrapper: AppConfigProvider });
    const area = await screen.findByLabelText(/^エリア/, {}, wait);
    expect(area).toBeTruthy();
    // The sample schoolhouse's area is shown by its name from the area list, not as a number.
    await waitFor(() => expect(document.querySelector('.ant-select-selection-item')?.textContent).toMatch(/エリア$/), wait);
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled(), wait);
    expect(typeof onSubmit.mock.calls[0]![0].area_id).toBe('number');
  });
});
