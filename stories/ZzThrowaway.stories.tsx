import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, DatePicker, Space } from 'antd';

const meta: Meta<typeof Button> = { title: 'Throwaway/ボタン', component: Button, args: { children: '保存する', type: 'primary' } };
export default meta;
export const Primary: StoryObj<typeof Button> = {};
export const WithDate: StoryObj<typeof Button> = { render: (args) => <Space><Button {...args} /><DatePicker open /></Space> };
