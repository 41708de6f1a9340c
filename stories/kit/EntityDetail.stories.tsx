import type { Meta, StoryObj } from '@storybook/react-vite';
import { EntityDetail } from '../../src/web/kit';
import { KitStory } from '../fixtures/KitStory';

/** The detail of one row inside a custom screen: every field by its label, the schoolhouse by name. */
const meta: Meta<typeof EntityDetail> = {
  title: 'Kit/EntityDetail（詳細の埋め込み）',
  component: EntityDetail,
  decorators: [(Story) => <KitStory><Story /></KitStory>],
};
export default meta;

type Story = StoryObj<typeof EntityDetail>;

export const PrintRequest: Story = { args: { entity: 'print_request', id: 1 } };

/** A row no one has: the catalogue's message. */
export const NotFound: Story = { args: { entity: 'print_request', id: 999 } };
