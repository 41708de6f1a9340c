import { describe, expect, it } from 'vitest';
import { formFieldsOf, placeServerErrors } from '../../../src/web/screens/generic/formErrors';

const duplicate = { field: 'name', message: '同じタグ名が既に登録されています。' };

describe('placeServerErrors (a field error shows once, under its field)', () => {
  it('should put an error of a form field under the field and pop up nothing', () => {
    expect(placeServerErrors({ message: '入力内容に誤りがあります。', errors: [duplicate], formFields: ['name'] }))
      .toEqual({ fieldErrors: [duplicate], toasts: [] });
  });

  it('should pop up an error whose field the form does not show, and keep it from the fields', () => {
    const hidden = { field: 'company_id', message: '法人を選択してください。' };
    expect(placeServerErrors({ message: '入力内容に誤りがあります。', errors: [duplicate, hidden], formFields: ['name'] }))
      .toEqual({ fieldErrors: [duplicate], toasts: ['法人を選択してください。'] });
  });

  it('should pop up the answer message when it names no field', () => {
    expect(placeServerErrors({ message: 'この操作を行う権限がありません。', errors: [], formFields: ['name'] }))
      .toEqual({ fieldErrors: [], toasts: ['この操作を行う権限がありません。'] });
  });

  it('should read the form fields from the top-level properties of the schema', () => {
    expect(formFieldsOf({ properties: { name: {}, color: {} } })).toEqual(['name', 'color']);
    expect(formFieldsOf(undefined)).toEqual([]);
  });
});
