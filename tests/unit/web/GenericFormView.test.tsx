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
});
