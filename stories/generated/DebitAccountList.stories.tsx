// Generated from model/ by `npm run generate`. Do not edit by hand.

import type { Meta, StoryObj } from '@storybook/react-vite';
import { GenericListView } from '../../src/web/screens/generic';
import { sampleRows } from '../fixtures/sampleRows';

const meta: Meta<typeof GenericListView> = {
  title: 'Generated/口座振替口座/一覧',
  component: GenericListView,
  args: { entity: 'debit_account', rows: sampleRows('debit_account', 5), total: 5, page: 1, isLoading: false },
};
export default meta;

type Story = StoryObj<typeof GenericListView>;

export const Default: Story = {};
export const Empty: Story = { args: { rows: [], total: 0 } };
export const Loading: Story = { args: { isLoading: true } };
