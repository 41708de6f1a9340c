import type { Meta, StoryObj } from '@storybook/react-vite';
import { EventCalendar } from '../../src/web/kit';
import { decemberEvents } from '../fixtures/calendarSamples';

/** The kit's calendar: a month (2026年12月, 日 月 火 …), a week and a day of hours, with a cram school's December. */
const meta: Meta<typeof EventCalendar> = {
  title: 'Kit/EventCalendar（カレンダー）',
  component: EventCalendar,
  args: { events: decemberEvents, defaultDate: '2026-12-24' },
};
export default meta;

type Story = StoryObj<typeof EventCalendar>;

export const Month: Story = { args: { defaultView: 'month' } };
/** The week of the 24th: three lessons that evening, two of them at once side by side. */
export const Week: Story = { args: { defaultView: 'week' } };
export const Day: Story = { args: { defaultView: 'day' } };
