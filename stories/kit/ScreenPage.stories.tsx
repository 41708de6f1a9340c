import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Card } from 'antd';
import { screens } from '../../src/generated/routes.js';
import { ScreenPage, t } from '../../src/web/kit';

/** A custom screen's page: its title from the model (screen.print.queue: 印刷待ち), its buttons, its body. */
const meta: Meta<typeof ScreenPage> = {
  title: 'Kit/ScreenPage（画面の枠）',
  component: ScreenPage,
};
export default meta;

type Story = StoryObj<typeof ScreenPage>;

export const PrintQueueTitle: Story = {
  args: {
    screen: screens.find((s) => s.id === 'print.queue')!,
    extra: <Button type="primary">{t('printQueue.add')}</Button>,
    children: <Card>{t('common.noData')}</Card>,
  },
};
