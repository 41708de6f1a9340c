// Generated from model/ by `npm run generate`. Do not edit by hand.

import type { Meta, StoryObj } from '@storybook/react-vite';
import { GenericListView } from '../../src/web/screens/generic';
import { ReorderedListView } from '../fixtures/ReorderedListView';
import { sampleRows } from '../fixtures/sampleRows';

const meta: Meta<typeof GenericListView> = {
  title: 'Generated/指導報告書テンプレート/一覧',
  component: GenericListView,
  args: { entity: 'report_template', rows: sampleRows('report_template', 5), total: 5, page: 1, isLoading: false },
};
export default meta;

type Story = StoryObj<typeof GenericListView>;

export const Default: Story = {};
export const Empty: Story = { args: { rows: [], total: 0 } };
export const Loading: Story = { args: { isLoading: true } };
/** Drag to reorder (api.reorder): handles lead the rows, the columns do not sort; the story keeps the new order. */
export const Reorderable: Story = {
  args: { canEdit: true, canDelete: true, onEdit: () => undefined, onDelete: () => undefined },
  render: (args) => <ReorderedListView {...args} />,
};
