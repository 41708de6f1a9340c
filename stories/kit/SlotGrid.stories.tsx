import type { Meta, StoryObj } from '@storybook/react-vite';
import { Typography } from 'antd';
import { SlotGrid } from '../../src/web/kit';
import { periods, seating, seats } from '../fixtures/calendarSamples';

/** A staff grid of rows × columns with cells drawn by the screen: a seat plan by lesson period. */
const meta: Meta<typeof SlotGrid> = {
  title: 'Kit/SlotGrid（座席×時限の表）',
  component: SlotGrid,
  args: {
    label: '座席表 2026年12月24日',
    corner: '座席',
    rows: seats,
    columns: periods,
    renderCell: (row, column) => {
      const who = seating[`${row.key}:${column.key}`];
      return who ? who : <Typography.Text type="secondary">空席</Typography.Text>;
    },
  },
};
export default meta;

type Story = StoryObj<typeof SlotGrid>;

export const SeatPlan: Story = {};
