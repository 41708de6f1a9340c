import type { Meta, StoryObj } from '@storybook/react-vite';
import { screens } from '../../src/generated/routes.js';
import { PrintQueue } from '../../src/web/screens/print/PrintQueue';
import { KitStory } from '../fixtures/KitStory';

/**
 * The worked example of the kit (model/README.md, "A custom screen from the kit"): 印刷待ち lists the waiting print
 * requests (EntityList with a fixed filter), shows and edits them (the generic drawers), adds one (EntityForm) and
 * prints a typed one on A4 (PrintLayout), which marks it printed.
 */
const meta: Meta<typeof PrintQueue> = {
  title: 'Kit/印刷待ち（作例）',
  component: PrintQueue,
  args: { screen: screens.find((s) => s.id === 'print.queue')! },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <KitStory><div style={{ padding: 24 }}><Story /></div></KitStory>],
};
export default meta;

type Story = StoryObj<typeof PrintQueue>;

export const Default: Story = {};
