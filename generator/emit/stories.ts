import { withTypeDefaults } from '../model/fieldTypes.js';
import { messageText } from '../model/messageText.js';
import type { EntityDef, FieldDef, Model, ScreenDef } from '../model/types.js';
import { buildForm } from './forms.js';
import { TS_BANNER, literal, pascal, quoted, type OutputFile } from './util.js';

/**
 * stories/generated/<Entity>List.stories.tsx and <Entity>Form.stories.tsx: one story per generated list and
 * form, rendered by the generic components with realistic sample rows from the story fixtures.
 */
export function emitStories(model: Model): OutputFile[] {
  const text = (key: string) => messageText(model.messages, `generator.story.${key}`);
  const duplicate = model.errors.find((x) => x.key === 'DUPLICATE_VALUE')?.message ?? messageText(model.messages, 'common.errorOccurred');
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
  title: 'Generated/${e.label}/${text('list')}',
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
  title: 'Generated/${e.label}/${text('form')}',
  component: ModelForm,
  args: { entity: '${e.name}', isSubmitting: false },
  decorators: [(Story) => <FormStoryData><Story /></FormStoryData>],
};
export default meta;

type Story = StoryObj<typeof ModelForm>;

export const Create: Story = {};
export const Edit: Story = { args: { initialValues: sampleRows('${e.name}', 1)[0] } };
export const ServerError: Story = { args: { serverErrors: [{ field: '${e.form.fields[0]}', message: ${quoted(duplicate)} }] } };
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
  title: 'Generated/${messageText(model.messages, 'generator.story.screen')}/${title}',
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
  const text = (key: string, values?: Record<string, string>) => messageText(model.messages, `generator.story.allFieldTypes.${key}`, values);
  const field = (name: string, f: Omit<FieldDef, 'name' | 'isSystem' | 'required' | 'label'> & { required?: boolean; label?: string }): FieldDef =>
    withTypeDefaults({ required: false, ...f, label: f.label ?? text(`label.${name}`), name, isSystem: false });
  const fields: FieldDef[] = [
    field('name', { type: 'string', required: true, maxLength: 50 }),
    field('name_kana', { type: 'kana', required: true, maxLength: 50 }),
    field('note', { type: 'text', maxLength: 1000 }),
    field('capacity', { type: 'integer', minimum: 0, maximum: 999 }),
    field('rate', { type: 'number', minimum: 0, maximum: 100 }),
    field('fee', { type: 'yen', required: true }),
    field('is_active', { type: 'boolean', default: true }),
    field('start_date', { type: 'date', required: true }),
    field('starts_at', { type: 'datetime' }),
    field('opens_at', { type: 'time' }),
    field('kind', { type: 'enum', label: text('choice', { label: codeList.label }), enum: codeList.name, required: true }),
    field('kind_radio', { type: 'enum', label: text('radio', { label: codeList.label }), enum: codeList.name, widget: 'radio' }),
    field('target_id', { type: 'ref', label: target.label, ref: target.name, required: true }),
    field('target_ids', { type: 'refs', label: text('many', { label: target.label }), ref: target.name }),
    field('postal_code', { type: 'postal_code' }),
    field('address', { type: 'string', maxLength: 200 }),
    field('phone', { type: 'phone' }),
    field('email', { type: 'email' }),
    field('color', { type: 'color' }),
    field('password', { type: 'password' }),
    field('extra', { type: 'json' }),
  ];
  const labelOf = (name: string) => fields.find((f) => f.name === name)!.label;
  const entity: EntityDef = {
    name: 'all_field_types', label: text('title'), table: 'all_field_types', scope: 'company', history: false, fields, unique: [], indexes: [],
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
  // The server's messages for a refused reading and postal code, as the catalogue writes them.
  const serverError = (field: string, key: string) => `{ field: '${field}', message: ${quoted(messageText(model.messages, key, { label: labelOf(field) }))} }`;
  const serverErrors = `[${serverError('name_kana', 'validation.kana')}, ${serverError('postal_code', 'validation.postalCode')}]`;
  return {
    path: 'stories/generated/AllFieldTypesForm.stories.tsx',
    content: `${TS_BANNER}
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModelForm, type ModelFormProps } from '../../src/web/screens/generic';
import { FormStoryData } from '../fixtures/FormStory';

/** A form with a field of every field type of the model, through the field registry. */
export const allFieldTypesForm = ${literal(form)} as unknown as NonNullable<ModelFormProps['form']>;

const meta: Meta<typeof ModelForm> = {
  title: 'Generated/${messageText(model.messages, 'generator.story.fieldParts')}/${text('title')}',
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
      name: ${quoted(text('value.name'))}, name_kana: ${quoted(text('value.name_kana'))}, note: ${quoted(text('value.note'))}, capacity: 20, rate: 12.5, fee: 32400,
      is_active: true, start_date: '2026-04-01', starts_at: '2026-03-01T00:00:00.000Z', opens_at: '09:30',
      kind: ${JSON.stringify(codeList.values[0]!.code)}, kind_radio: ${JSON.stringify(codeList.values[1]!.code)}, target_id: 1, target_ids: [1, 2],
      postal_code: '150-0002', address: ${quoted(text('value.address'))}, phone: '03-1234-5678', email: 'yamada@example.jp', color: '#1677FF',
    },
  },
};
export const ServerErrors: Story = {
  args: { serverErrors: ${serverErrors} },
};
`,
  };
}
