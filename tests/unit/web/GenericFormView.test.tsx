// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { AppConfigProvider } from '../../../src/web/AppConfigProvider';
import { GenericFormView } from '../../../src/web/screens/generic/GenericFormView';

// The first render of a file loads antd and the lazy chunks cold; on a busy 2-core runner that takes seconds.
const slowStart = 30_000;

function submit() {
  fireEvent.click(screen.getByRole('button', { name: '保存' }));
}

describe('GenericFormView', { timeout: slowStart }, () => {
  it('should say the tag name is required when submitted empty', async () => {
    const onSubmit = vi.fn();
    render(<GenericFormView entity="tag" isSubmitting={false} onSubmit={onSubmit} />, { wrapper: AppConfigProvider });
    submit();
    expect(await screen.findByText('タグ名を入力してください。')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('should say a refused field once, under the field, with no list of errors above the form', async () => {
    render(<GenericFormView entity="tag" isSubmitting={false} onSubmit={vi.fn()} />, { wrapper: AppConfigProvider });
    submit();
    await screen.findByText('タグ名を入力してください。');
    expect(screen.getAllByText(/タグ名を入力してください。/)).toHaveLength(1);
    expect(document.querySelector('.rjsf-error-list, .panel-danger, .ant-alert-error')).toBeNull();
  });

  it('should refuse a tag name of 51 characters', async () => {
    const onSubmit = vi.fn();
    render(<GenericFormView entity="tag" isSubmitting={false} onSubmit={onSubmit} />, { wrapper: AppConfigProvider });
    fireEvent.change(screen.getByLabelText(/タグ名/), { target: { value: 'あ'.repeat(51) } });
    submit();
    expect(await screen.findByText('タグ名は50文字以内で入力してください。')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('should submit only the form fields of an edited record', async () => {
    const onSubmit = vi.fn();
    render(<GenericFormView entity="tag" isSubmitting={false} onSubmit={onSubmit} initialValues={{ id: 3, name: '保護者会', company_id: 1 }} />, { wrapper: AppConfigProvider });
    submit();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: '保護者会' }));
  });

  it('should show server field errors under the field', () => {
    render(<GenericFormView entity="tag" isSubmitting={false} serverErrors={[{ field: 'name', message: '同じタグ名が既に登録されています。' }]} />, { wrapper: AppConfigProvider });
    expect(screen.getByText('同じタグ名が既に登録されています。')).toBeTruthy();
  });
  it('should keep hidden fields\' values, leave an unset choice empty and show a field under the label given', async () => {
    const onSubmit = vi.fn();
    const report = {
      id: 9, student_id: 1, schoolhouse_id: 2, teacher_id: 3, lesson_subject_id: 4, lesson_date: '2026-05-12', timetable_period_id: null,
      lesson_type: 1, attendance: 1, comprehension: null, homework_status: 2, textbook_id: 5, textbook_range: null, lesson_content: '復習',
      homework: null, note: null, next_lesson: null, evaluation: null, free_input_1: 'p.10', free_input_2: null, free_input_3: null, staff_comment: null,
    };
    const hidden = ['student_id', 'schoolhouse_id', 'teacher_id', 'lesson_subject_id', 'lesson_date', 'timetable_period_id', 'textbook_id', 'evaluation', 'homework_status'];
    render(<GenericFormView entity="lesson_report" isSubmitting={false} onSubmit={onSubmit} initialValues={report} hiddenFields={hidden}
      fieldLabels={{ free_input_1: '次回テスト範囲' }} />, { wrapper: AppConfigProvider });
    expect(screen.queryByText('評価')).toBeNull();
    expect(screen.queryByText('宿題の実施状況')).toBeNull();
    expect(screen.getByText('次回テスト範囲')).toBeTruthy();
    submit();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const sent = onSubmit.mock.calls[0]![0] as Record<string, unknown>;
    expect(sent).toMatchObject({ student_id: 1, teacher_id: 3, lesson_date: '2026-05-12', textbook_id: 5, homework_status: 2, free_input_1: 'p.10' });
    // A choice left 未選択 is sent as null (or not at all), never as the list's first choice.
    expect(sent.comprehension ?? null).toBeNull();
    expect(sent.evaluation ?? null).toBeNull();
  });
});
