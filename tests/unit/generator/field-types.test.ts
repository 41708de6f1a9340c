import { describe, expect, it } from 'vitest';
import { buildForm } from '../../../generator/emit/forms.js';
import { columnType } from '../../../generator/emit/dbSchema.js';
import { fieldJsonSchema } from '../../../generator/model/fieldJsonSchema.js';
import { FIELD_COMPONENT_NAMES, withTypeDefaults } from '../../../generator/model/fieldTypes.js';
import type { EntityDef, FieldDef, Model } from '../../../generator/model/types.js';
import { entities } from '../../../src/generated/entities.js';
import { fieldWidgetNames, forms } from '../../../src/generated/forms.js';
import { compileSchema, fieldErrors, validateEntityBody } from '../../../src/server/crud/validate.js';
import { AppError } from '../../../src/server/foundation/errors.js';
import { changedModelFiles, issuesOfChange as issuesOf, projectModel, type ModelChanges } from './projectModel.js';

/** Adds a field to the tag entity, and to its form when asked. */
function addTagField(field: string, options: { inForm: boolean }) {
  return (p: ModelChanges) => p.edit('entities/tag.yaml', (text) => {
    const withField = text.replace(/(\n {4}name: \{[^\n]*\}\n)/, `$1    ${field}\n`);
    const name = field.split(':')[0]!;
    return options.inForm ? withField.replace(/form:\s*\{\s*fields:\s*\[name\]/, `form: { fields: [name, ${name}]`).replace(/form:\n {4}fields: \[name\]/, `form:\n    fields: [name, ${name}]`) : withField;
  });
}

describe('field types in the model', () => {
  it('should keep the tag form as the edits below expect it', () => {
    const text = changedModelFiles().read('entities/tag.yaml')!;
    expect(text).toMatch(/\n {4}name: \{[^\n]*\}\n/);
    expect(text).toMatch(/form:\s*\{\s*fields:\s*\[name\]|form:\n {4}fields: \[name\]/);
  });

  it('should accept every new type and enum as radio buttons', () => {
    expect(issuesOf((p) => {
      addTagField('name_kana: { type: kana, label: タグ名（カナ）, maxLength: 50 }', { inForm: true })(p);
      addTagField('zip: { type: postal_code, label: 郵便番号 }', { inForm: true })(p);
      addTagField('tel: { type: phone, label: 電話番号 }', { inForm: true })(p);
      addTagField('price: { type: yen, label: 金額 }', { inForm: true })(p);
      addTagField('tint: { type: color, label: 表示色 }', { inForm: true })(p);
      addTagField('areas: { type: refs, ref: area, label: エリア }', { inForm: true })(p);
    })).toEqual([]);
  });

  it('should refuse an unknown widget with file, path and reason', () => {
    expect(issuesOf(addTagField('kind: { type: string, label: 種類, maxLength: 10, widget: radio }', { inForm: true }))).toEqual([
      { file: 'model/entities/tag.yaml', path: '/tag/fields/kind/widget', reason: 'unknown widget "radio" for a string field (one of textarea)' },
    ]);
    expect(issuesOf(addTagField('born: { type: date, label: 日付, widget: slider }', { inForm: false }))).toEqual([
      { file: 'model/entities/tag.yaml', path: '/tag/fields/born/widget', reason: 'unknown widget "slider" for a date field (this type has no other widget)' },
    ]);
  });

  it('should refuse a ref in a form to an entity without a list API, and accept it when nobody sees it', () => {
    expect(issuesOf(addTagField('owner_id: { type: ref, ref: user, label: 作成者 }', { inForm: true }))).toEqual([
      { file: 'model/entities/tag.yaml', path: '/tag/fields/owner_id/ref', reason: expect.stringMatching(/entity "user" has no list API/) as unknown as string },
    ]);
    expect(issuesOf(addTagField('owner_id: { type: ref, ref: user, label: 作成者 }', { inForm: false }))).toEqual([]);
  });

  it('should refuse a refs field to an entity without a list API, and to one that does not exist', () => {
    expect(issuesOf(addTagField('owners: { type: refs, ref: user, label: 担当者 }', { inForm: false }))).toEqual([
      { file: 'model/entities/tag.yaml', path: '/tag/fields/owners/ref', reason: expect.stringMatching(/entity "user" has no list API/) as unknown as string },
    ]);
    expect(issuesOf(addTagField('owners: { type: refs, ref: nobody, label: 担当者 }', { inForm: true }))).toEqual([
      { file: 'model/entities/tag.yaml', path: '/tag/fields/owners/ref', reason: 'unknown entity "nobody"' },
    ]);
  });

  it('should refuse a kana field without maxLength and a refs field without ref', () => {
    const issues = issuesOf((p) => {
      addTagField('name_kana: { type: kana, label: カナ }', { inForm: false })(p);
      addTagField('areas: { type: refs, label: エリア }', { inForm: false })(p);
    });
    expect(issues.map((i) => i.path).sort()).toEqual(['/tag/fields/areas', '/tag/fields/name_kana']);
  });
});

const model = { enums: [], messages: projectModel().messages } as unknown as Model;
const field = (name: string, f: Partial<FieldDef> & Pick<FieldDef, 'type' | 'label'>): FieldDef => withTypeDefaults({ name, required: false, isSystem: false, ...f });

describe('the column and JSON Schema of the new field types', () => {
  const fields = [
    field('kana', { type: 'kana', label: 'フリガナ', maxLength: 50 }),
    field('zip', { type: 'postal_code', label: '郵便番号' }),
    field('tel', { type: 'phone', label: '電話番号' }),
    field('tint', { type: 'color', label: '表示色' }),
    field('price', { type: 'yen', label: '金額' }),
    field('areas', { type: 'refs', label: 'エリア', ref: 'area' }),
  ];
  const entity = { name: 'sample', fields, form: { fields: fields.map((f) => f.name) } } as unknown as EntityDef;
  const { schema } = buildForm(entity, model);
  const validate = compileSchema('test:field-types', schema);
  const labels = Object.fromEntries(fields.map((f) => [f.name, f]));
  const messagesOf = (body: Record<string, unknown>) => (validate(body) ? [] : fieldErrors(validate.errors ?? [], (f) => ({ label: labels[f]?.label ?? f, patternMessage: labels[f]?.patternMessage })));

  it('should map each type to its column', () => {
    expect(fields.map((f) => columnType(f, model))).toEqual(['varchar(50)', 'varchar(8)', 'varchar(20)', 'varchar(7)', 'integer', 'bigint[]']);
  });

  it('should accept good values', () => {
    expect(messagesOf({ kana: 'ヤマダ タロウ', zip: '150-0002', tel: '03-1234-5678', tint: '#1677ff', price: 0, areas: [1, 2] })).toEqual([]);
    expect(messagesOf({ kana: 'ヴァイオリン・ケース', tel: '09012345678' })).toEqual([]);
  });

  it.each([
    ['kana', 'やまだ', 'フリガナは全角カタカナで入力してください。'],
    ['kana', 'ﾔﾏﾀﾞ', 'フリガナは全角カタカナで入力してください。'],
    ['zip', '1500002', '郵便番号は「123-4567」の形式で入力してください。'],
    ['zip', '１５０-０００２', '郵便番号は「123-4567」の形式で入力してください。'],
    ['tel', '03(1234)5678', '電話番号はハイフン区切りの半角数字で入力してください（例: 03-1234-5678）。'],
    ['tint', 'blue', '表示色は「#1677FF」の形式で入力してください。'],
    ['tint', '#12345', '表示色は「#1677FF」の形式で入力してください。'],
    ['price', -1, '金額は0以上の値を入力してください。'],
    ['price', 10.5, '金額は半角数字で入力してください。'],
    ['areas', [1, 1], 'エリアの形式が正しくありません。'],
  ])('should refuse %s = %j with its Japanese message', (name, value, message) => {
    expect(messagesOf({ [name]: value })).toEqual([{ field: name, message }]);
  });

  it('should let a yen field go below zero only when its minimum says so', () => {
    expect(fieldJsonSchema(field('diff', { type: 'yen', label: '差額' }), model).minimum).toBe(0);
    expect(fieldJsonSchema(field('diff', { type: 'yen', label: '差額', minimum: -1000 }), model).minimum).toBe(-1000);
  });

  it('should name a field component for every widget the forms use', () => {
    expect([...fieldWidgetNames]).toEqual(FIELD_COMPONENT_NAMES);
    const used = Object.values(forms).flatMap((f) => Object.values(f.uiSchema as Record<string, unknown>))
      .flatMap((ui) => (typeof ui === 'object' && ui !== null && 'ui:widget' in ui ? [String((ui as Record<string, unknown>)['ui:widget'])] : []));
    expect(used.length).toBeGreaterThan(0);
    for (const name of used) expect(fieldWidgetNames).toContain(name);
  });
});

/** The first generated form with a field of this type: [entity, field]. */
function formFieldOf(type: string): [string, string] | undefined {
  for (const [name, form] of Object.entries(forms)) {
    const meta = entities[name as keyof typeof entities].fields as Record<string, { type: string }>;
    const found = (form.uiSchema['ui:order'] as readonly string[]).find((f) => meta[f]?.type === type);
    if (found) return [name, found];
  }
  return undefined;
}

describe('the generated forms of the model', () => {
  it.each([['kana', 'やまだ'], ['postal_code', '1500002'], ['phone', '電話'], ['color', 'red']])('should refuse a bad %s value with VALIDATION_FAILED', (type, bad) => {
    const at = formFieldOf(type);
    expect(at, `no generated form has a ${type} field`).toBeDefined();
    const [entity, name] = at!;
    let error: unknown;
    try {
      validateEntityBody(entity as never, { [name]: bad });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).key).toBe('VALIDATION_FAILED');
    expect((error as AppError).status).toBe(400);
    const ours = (error as AppError).errors?.find((e) => e.field === name);
    expect(ours?.message).toMatch(/形式|カタカナ|半角数字/);
  });
});
