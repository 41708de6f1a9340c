import type { Model } from '../model/types.js';
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
import { sampleRows } from '../fixtures/sampleRows';

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
`,
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
  return files;
}
