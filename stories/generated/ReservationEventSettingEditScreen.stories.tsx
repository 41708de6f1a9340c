// Generated from model/ by `npm run generate`. Do not edit by hand.

import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScreenStory } from '../fixtures/ScreenStory';

const meta: Meta<typeof ScreenStory> = {
  title: 'Generated/画面/イベント編集',
  component: ScreenStory,
  args: { screenId: 'reservation.event-setting-edit', path: '/reservation/event-setting/edit/1' },
  parameters: { layout: 'padded' },
};
export default meta;

type Story = StoryObj<typeof ScreenStory>;

export const Default: Story = {};
/** An id no row has: the page says so and leads back to the list. */
export const NotFound: Story = { args: { path: '/reservation/event-setting/edit/999999' } };
