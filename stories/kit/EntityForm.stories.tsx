import type { Meta, StoryObj } from '@storybook/react-vite';
import { EntityForm } from '../../src/web/kit';
import { KitStory } from '../fixtures/KitStory';

/** The generated form of an entity inside a custom screen, saving through the API; the server's errors stand under the fields. */
const meta: Meta<typeof EntityForm> = {
  title: 'Kit/EntityForm（フォームの埋め込み）',
  component: EntityForm,
  decorators: [(Story) => <KitStory><div style={{ maxWidth: 560 }}><Story /></div></KitStory>],
};
export default meta;

type Story = StoryObj<typeof EntityForm>;

/** A new print request (書類名, 校舎, 本文). */
export const Create: Story = { args: { entity: 'print_request' } };

/** The waiting handout of the demo queue, to change its title. */
export const Edit: Story = { args: { entity: 'print_request', id: 1 } };
