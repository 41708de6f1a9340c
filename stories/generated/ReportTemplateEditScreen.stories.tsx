// Generated from model/ by `npm run generate`. Do not edit by hand.

import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScreenStory } from '../fixtures/ScreenStory';

const meta: Meta<typeof ScreenStory> = {
  title: 'Generated/画面/指導報告書テンプレート編集',
  component: ScreenStory,
  args: { screenId: 'report.template-edit', path: '/report/template/edit/1' },
  parameters: { layout: 'padded' },
};
export default meta;

type Story = StoryObj<typeof ScreenStory>;

export const Default: Story = {};
/** An id no row has: the page says so and leads back to the list. */
export const NotFound: Story = { args: { path: '/report/template/edit/999999' } };
