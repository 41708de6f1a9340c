import type { Meta, StoryObj } from '@storybook/react-vite';
import { PrintStatus } from '../../src/generated/enums.js';
import { EntityList } from '../../src/web/kit';
import { KitStory } from '../fixtures/KitStory';

/** The generic list of an entity inside a custom screen, narrowed by a fixed filter (the print queue's waiting requests). */
const meta: Meta<typeof EntityList> = {
  title: 'Kit/EntityList（一覧の埋め込み）',
  component: EntityList,
  decorators: [(Story) => <KitStory><Story /></KitStory>],
};
export default meta;

type Story = StoryObj<typeof EntityList>;

/** 印刷待ち only: status = 未印刷 is fixed (not in the filter bar); 詳細 and 編集 open the generic drawers. */
export const WaitingPrintRequests: Story = {
  args: { entity: 'print_request', filters: { status: PrintStatus.pending }, views: ['edit', 'detail'] },
};

/** The same list with nothing fixed: every request, with the status filter offered. */
export const AllPrintRequests: Story = {
  args: { entity: 'print_request', views: ['detail'] },
};
