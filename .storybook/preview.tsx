// Must come first: lets antd v5 render under React 19.
import '@ant-design/v5-patch-for-react-19';
import '@refinedev/antd/dist/reset.css';
// The portal's own few rules (drag handles, screen-reader-only text, clamped cells), as in the app.
import '../src/web/main.css';
// The log-in page, drawn without antd, and the theme variables its style sheet reads (as src/web/main.ts sets them).
import '../src/web/screens/login/login.css';

import type { Preview } from '@storybook/react-vite';
import { AppConfigProvider } from '../src/web/AppConfigProvider';
import { applyPortalCssVariables } from '../src/web/portalTheme';

applyPortalCssVariables();

const preview: Preview = {
  // The same antd setup as the portal: ja_JP, the model's theme, dayjs in Japanese.
  decorators: [
    (Story) => (
      <AppConfigProvider>
        <Story />
      </AppConfigProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

export default preview;
