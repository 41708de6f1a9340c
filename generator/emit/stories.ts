import { withTypeDefaults } from '../model/fieldTypes.js';
import type { EntityDef, FieldDef, Model, ScreenDef } from '../model/types.js';
import { buildForm } from './forms.js';
import { TS_BANNER, literal, pascal, type OutputFile } from './util.js';

/**
 * stories/generated/<Entity>List.stories.tsx and <Entity>Form.stories.tsx: one story per generated list and
 * form, rendered by the generic components with realistic sample rows from the story fixtures.
 */
export function emitStories(model: Model): OutputFile[] {
  const files: OutputFile[] = [];
  for (const e of model.entities) {
    const name = pascal(e.name);
    if (e.list) {
      files.push({
        path: `stories/generated/${name}List.stories.tsx`,
        content: `${TS_BANNER}
import type { Meta, StoryObj } from '@storybook/react-vite';
import { GenericListView } from '../../src/web/screens/generic';
${e.api?.reorder ? "import { ReorderedListView } from '../fixtures/ReorderedListView';\n" : ''}import { sampleRows } from '../fixtures/sampleRows';

const meta: Meta<typeof GenericListView> = {
  title: 'Generated/${e.label}/一覧',
  component: GenericListView,
  args: { entity: '${e.name}', rows: sampleRows('${e.name}', 5), total: 5, page: 1, isLoading: false },
};
export default meta;

type Story = StoryObj<typeof GenericListView>;

export const Default: Story = {};
export const Empty: Story = { args: { rows: [], total: 0 } };
export const Loading: Story = { args: { isLoading: true } };
${e.api?.reorder ? `/** Drag to reorder (api.reorder): handles lead the rows, the columns do not sort; the story keeps the new order. */
export const Reorderable: Story = {
  args: { canEdit: true, canDelete: true, onEdit: () => undefined, onDelete: () => undefined },
  render: (args) => <ReorderedListView {...args} />,
};
` : ''}`,
      });
    }
    if (e.form) {
      files.push({
        path: `stories/generated/${name}Form.stories.tsx`,
        content: `${TS_BANNER}
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModelForm } from '../../src/web/screens/generic';
import { FormStoryData } from '../fixtures/FormStory';
import { sampleRows } from '../fixtures/sampleRows';

const meta: Meta<typeof ModelForm> = {
  title: 'Generated/${e.label}/フォーム',
  component: ModelForm,
  args: { entity: '${e.name}', isSubmitting: false },
  decorators: [(Story) => <FormStoryData><Story /></FormStoryData>],
};
export default meta;

type Story = StoryObj<typeof ModelForm>;

export const Create: Story = {};
export const Edit: Story = { args: { initialValues: sampleRows('${e.name}', 1)[0] } };
export const ServerError: Story = { args: { serverErrors: [{ field: '${e.form.fields[0]}', message: '同じ内容のデータが既に登録されています。' }] } };
`,
      });
    }
  }
  const allTypes = allFieldTypesStory(model);
  if (allTypes) files.push(allTypes);
  for (const screen of model.screens.filter((x) => x.entity && !x.component)) files.push(screenStory(model, screen));
  return files;
}

/**
 * stories/generated/<Screen>Screen.stories.tsx: a generic screen as a whole (list, create page or edit page) over
 * sample rows in memory, with the entity's other screens routable, so that a list's 新規登録 and 編集 lead to their
 * pages and saving comes back to the list.
 */
function screenStory(model: Model, screen: ScreenDef): OutputFile {
  const title = model.messages[screen.title] ?? screen.id;
  const isEditPage = screen.views.includes('edit') && !screen.views.includes('list');
  const path = (id: number) => screen.path.replace(':id', String(id));
  return {
    path: `stories/generated/${pascal(screen.id)}Screen.stories.tsx`,
    content: `${TS_BANNER}
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScreenStory } from '../fixtures/ScreenStory';

const meta: Meta<typeof ScreenStory> = {
  title: 'Generated/画面/${title}',
  component: ScreenStory,
  args: { screenId: '${screen.id}', path: '${path(1)}' },
  parameters: { layout: 'padded' },
};
export default meta;

type Story = StoryObj<typeof ScreenStory>;

export const Default: Story = {};
${isEditPage ? `/** An id no row has: the page says so and leads back to the list. */
export const NotFound: Story = { args: { path: '${path(999999)}' } };
` : ''}`,
  };
}

/**
 * stories/generated/AllFieldTypesForm.stories.tsx: one form with a field of every field type (and enum as radio
 * buttons), built by the same generator code as the entity forms from a sample entity that no table holds; its
 * references point at the first entity of the model with a list API and a list, its enums at the model's code lists.
 */
function allFieldTypesStory(model: Model): OutputFile | undefined {
  const target = model.entities.find((e) => e.api?.operations.includes('list') && e.list && e.fields.some((f) => f.type === 'string' && !f.isSystem));
  const codeList = model.enums.find((x) => x.values.length >= 2 && x.values.length <= 6) ?? model.enums[0];
  if (!target || !codeList) return undefined;
  const field = (name: string, f: Omit<FieldDef, 'name' | 'isSystem' | 'required'> & { required?: boolean }): FieldDef =>
    withTypeDefaults({ required: false, ...f, name, isSystem: false });
  const fields: FieldDef[] = [
    field('name', { type: 'string', label: '氏名', required: true, maxLength: 50 }),
    field('name_kana', { type: 'kana', label: 'フリガナ', required: true, maxLength: 50 }),
    field('note', { type: 'text', label: '備考', maxLength: 1000 }),
    field('capacity', { type: 'integer', label: '定員', minimum: 0, maximum: 999 }),
    field('rate', { type: 'number', label: '割引率', minimum: 0, maximum: 100 }),
    field('fee', { type: 'yen', label: '月謝', required: true }),
    field('is_active', { type: 'boolean', label: '有効', default: true }),
    field('start_date', { type: 'date', label: '開始日', required: true }),
    field('starts_at', { type: 'datetime', label: '受付開始日時' }),
    field('opens_at', { type: 'time', label: '開校時刻' }),
    field('kind', { type: 'enum', label: `${codeList.label}（選択）`, enum: codeList.name, required: true }),
    field('kind_radio', { type: 'enum', label: `${codeList.label}（ラジオ）`, enum: codeList.name, widget: 'radio' }),
    field('target_id', { type: 'ref', label: target.label, ref: target.name, required: true }),
    field('target_ids', { type: 'refs', label: `${target.label}（複数）`, ref: target.name }),
    field('postal_code', { type: 'postal_code', label: '郵便番号' }),
    field('address', { type: 'string', label: '住所', maxLength: 200 }),
    field('phone', { type: 'phone', label: '電話番号' }),
    field('email', { type: 'email', label: 'メールアドレス' }),
    field('color', { type: 'color', label: '表示色' }),
    field('password', { type: 'password', label: 'パスワード' }),
    field('extra', { type: 'json', label: '追加情報（JSON）' }),
  ];
  const entity: EntityDef = {
    name: 'all_field_types', label: '全項目タイプ', table: 'all_field_types', scope: 'company', history: false, fields, unique: [], indexes: [],
    refuseDeleteWhenReferencedBy: [], rows: {}, rules: [], dropped: [], source: 'generator/emit/stories.ts',
    form: { fields: fields.map((f) => f.name) },
  };
  const form = {
    ...buildForm(entity, model),
    fields: Object.fromEntries(fields.map((f) => [f.name, {
      type: f.type, label: f.label, required: f.required, isSystem: false,
      ...(f.maxLength ? { maxLength: f.maxLength } : {}), ...(f.pattern ? { pattern: f.pattern } : {}),
      ...(f.patternMessage ? { patternMessage: f.patternMessage } : {}), ...(f.enum ? { enum: f.enum } : {}), ...(f.ref ? { ref: f.ref } : {}),
    }])),
  };
  return {
    path: 'stories/generated/AllFieldTypesForm.stories.tsx',
    content: `${TS_BANNER}
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModelForm, type ModelFormProps } from '../../src/web/screens/generic';
import { FormStoryData } from '../fixtures/FormStory';

/** A form with a field of every field type of the model, through the field registry. */
export const allFieldTypesForm = ${literal(form)} as unknown as NonNullable<ModelFormProps['form']>;

const meta: Meta<typeof ModelForm> = {
  title: 'Generated/フォーム部品/全項目タイプ',
  component: ModelForm,
  args: { entity: 'all_field_types', form: allFieldTypesForm, isSubmitting: false },
  decorators: [(Story) => <FormStoryData><Story /></FormStoryData>],
};
export default meta;

type Story = StoryObj<typeof ModelForm>;

export const Empty: Story = {};
export const Filled: Story = {
  args: {
    initialValues: {
      name: '山田 太郎', name_kana: 'ヤマダ タロウ', note: '火曜と木曜に通塾。', capacity: 20, rate: 12.5, fee: 32400,
      is_active: true, start_date: '2026-04-01', starts_at: '2026-03-01T00:00:00.000Z', opens_at: '09:30',
      kind: ${JSON.stringify(codeList.values[0]!.code)}, kind_radio: ${JSON.stringify(codeList.values[1]!.code)}, target_id: 1, target_ids: [1, 2],
      postal_code: '150-0002', address: '東京都渋谷区渋谷2-1-1', phone: '03-1234-5678', email: 'yamada@example.jp', color: '#1677FF',
    },
  },
};
export const ServerErrors: Story = {
  args: { serverErrors: [{ field: 'name_kana', message: 'フリガナは全角カタカナで入力してください。' }, { field: 'postal_code', message: '郵便番号は「123-4567」の形式で入力してください。' }] },
};
`,
  };
}
