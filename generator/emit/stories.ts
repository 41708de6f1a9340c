import type { Model, ScreenDef } from '../model/types.js';
import { TS_BANNER, pascal, type OutputFile } from './util.js';

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
import { GenericListView } from '../../src/web/screens/generic/GenericListView';
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
import { GenericFormView } from '../../src/web/screens/generic/GenericFormView';
import { sampleRows } from '../fixtures/sampleRows';

const meta: Meta<typeof GenericFormView> = {
  title: 'Generated/${e.label}/フォーム',
  component: GenericFormView,
  args: { entity: '${e.name}', isSubmitting: false },
};
export default meta;

type Story = StoryObj<typeof GenericFormView>;

export const Create: Story = {};
export const Edit: Story = { args: { initialValues: sampleRows('${e.name}', 1)[0] } };
export const ServerError: Story = { args: { serverErrors: [{ field: '${e.form.fields[0]}', message: '同じ内容のデータが既に登録されています。' }] } };
`,
      });
    }
  }
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
