// Generated from model/ by `npm run generate`. Do not edit by hand.

import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScreenStory } from '../fixtures/ScreenStory';

const meta: Meta<typeof ScreenStory> = {
  title: 'Generated/画面/請求アラーム条件設定',
  component: ScreenStory,
  args: { screenId: 'setting-system.claim-alarm-condition-settings', path: '/setting-system/pricing/claim-alarm-condition' },
  parameters: { layout: 'padded' },
};
export default meta;

type Story = StoryObj<typeof ScreenStory>;

export const Default: Story = {};
