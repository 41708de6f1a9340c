import type { Meta, StoryObj } from '@storybook/react-vite';
import { Refine, type AuthProvider } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { MemoryRouter } from 'react-router';
import { screenById } from '../../src/web/navigation/screenIndex.js';
import { LoginPage } from '../../src/web/screens/login/LoginPage';

// A sign-in that always fails with the API's message, so the story shows the error state on submit.
const refusingAuth: AuthProvider = {
  login: async () => ({ success: false, error: new Error('ユーザー名またはパスワードが正しくありません。') }),
  logout: async () => ({ success: true }),
  check: async () => ({ authenticated: false }),
  onError: async () => ({}),
};

const meta: Meta<typeof LoginPage> = {
  title: 'Web/ログイン',
  component: LoginPage,
  args: { screen: screenById('home.login') },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/login']}>
        <Refine routerProvider={routerProvider} authProvider={refusingAuth} options={{ disableTelemetry: true }}>
          <Story />
        </Refine>
      </MemoryRouter>
    ),
  ],
};
export default meta;

type Story = StoryObj<typeof LoginPage>;

export const Default: Story = {};
