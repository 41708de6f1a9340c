// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { AppConfigProvider } from '../../../src/web/AppConfigProvider';
import { GenericFormView } from '../../../src/web/screens/generic/GenericFormView';

// The first render of a file loads antd and the lazy chunks cold; on a busy 2-core runner that takes seconds.
const slowStart = 30_000;
const INVERTED = '終了時刻は開始時刻より後の時刻を入力してください。';
const period = { period_number: 6, name: '6限', start_time: '18:00', end_time: '17:00' };

function submit() {
  fireEvent.click(screen.getByRole('button', { name: '保存' }));
}

/** The generic form keeps the model's rules across fields (issue 17): the message under the field, before sending. */
describe('GenericFormView with rules across fields', { timeout: slowStart }, () => {
  it('should show an inverted range under the end field and not send it', async () => {
    const onSubmit = vi.fn();
    render(<GenericFormView entity="timetable_period" isSubmitting={false} onSubmit={onSubmit} initialValues={period} />, { wrapper: AppConfigProvider });
    submit();
    const message = await screen.findByText(INVERTED);
    // Under 終了時刻, the field the rule names.
    expect(message.closest('.ant-form-item')?.textContent).toContain('終了時刻');
    expect(screen.getAllByText(INVERTED)).toHaveLength(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('should send the same row once the end comes after the start (the allowed twin)', async () => {
    const onSubmit = vi.fn();
    render(<GenericFormView entity="timetable_period" isSubmitting={false} onSubmit={onSubmit} initialValues={{ ...period, end_time: '19:20' }} />, { wrapper: AppConfigProvider });
    submit();
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ start_time: '18:00', end_time: '19:20' })));
    expect(screen.queryByText(INVERTED)).toBeNull();
  });

  it('should say which of a set to give when none is (a score of a test)', async () => {
    const onSubmit = vi.fn();
    // The student is given (a row added from a student's page), so no select of students needs the API.
    const values = { student_id: 1, fiscal_year: 2026, record_kind: 'examination', exam_name: '2学期中間テスト' };
    render(<GenericFormView entity="grade_record" isSubmitting={false} onSubmit={onSubmit} initialValues={values} fixedFields={['student_id']} />, { wrapper: AppConfigProvider });
    submit();
    expect(await screen.findByText('国語・数学・英語・理科・社会・合計のいずれかを入力してください。')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
