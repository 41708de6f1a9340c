// Generated from model/ by `npm run generate`. Do not edit by hand.

import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScreenStory } from '../fixtures/ScreenStory';

const meta: Meta<typeof ScreenStory> = {
  title: 'Generated/画面/イベント追加',
  component: ScreenStory,
  args: { screenId: 'reservation.event-setting-add', path: '/reservation/event-setting/add' },
  parameters: { layout: 'padded' },
};
export default meta;

type Story = StoryObj<typeof ScreenStory>;

export const Default: Story = {};
