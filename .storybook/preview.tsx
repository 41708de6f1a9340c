// Must come first: lets antd v5 render under React 19.
import '@ant-design/v5-patch-for-react-19';
import '@refinedev/antd/dist/reset.css';

import type { Preview } from '@storybook/react-vite';
import { App as AntdApp, ConfigProvider } from 'antd';
import jaJP from 'antd/locale/ja_JP';
import dayjs from 'dayjs';
import 'dayjs/locale/ja';

dayjs.locale('ja');

const preview: Preview = {
  decorators: [
    (Story) => (
      <ConfigProvider locale={jaJP} theme={{ token: { colorPrimary: '#fa8c16' } }}>
        <AntdApp>
          <Story />
        </AntdApp>
      </ConfigProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

export default preview;
