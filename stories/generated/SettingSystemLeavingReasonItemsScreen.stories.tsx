// Generated from model/ by `npm run generate`. Do not edit by hand.

import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScreenStory } from '../fixtures/ScreenStory';

const meta: Meta<typeof ScreenStory> = {
  title: 'Generated/画面/退塾理由・転塾先',
  component: ScreenStory,
  args: { screenId: 'setting-system.leaving-reason-items', path: '/setting-system/questionnaire-items/leaving-reason' },
  parameters: { layout: 'padded' },
};
export default meta;

type Story = StoryObj<typeof ScreenStory>;

export const Default: Story = {};
