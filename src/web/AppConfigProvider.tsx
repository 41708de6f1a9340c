import { useEffect, type ReactNode } from 'react';
import { App as AntdApp, ConfigProvider, type ThemeConfig } from 'antd';
import jaJP from 'antd/locale/ja_JP';
import dayjs from 'dayjs';
import 'dayjs/locale/ja';
import { constants } from '../generated/constants.js';
import { registerMessageApi } from './feedback/showErrorMessage.js';

dayjs.locale(constants.defaultLanguage);

/** The portal's antd theme: the model's primary colour and Japanese UI fonts. */
const theme: ThemeConfig = {
  token: {
    colorPrimary: constants.primaryColor,
    colorLink: constants.primaryColor,
    fontFamily: '"Hiragino Kaku Gothic ProN", "Hiragino Sans", "Noto Sans JP", Meiryo, "Yu Gothic UI", system-ui, sans-serif',
    borderRadius: 6,
  },
  components: {
    Layout: { headerBg: '#ffffff', siderBg: '#ffffff', bodyBg: '#f5f6f8', headerPadding: '0 16px', headerHeight: 56 },
    Menu: { itemBorderRadius: 6, subMenuItemBg: '#ffffff' },
  },
};

/** Lets code outside React (the API middleware) show messages through the app's themed antd context. */
function MessageBridge() {
  const { message } = AntdApp.useApp();
  useEffect(() => registerMessageApi(message), [message]);
  return null;
}

/**
 * antd in Japanese for the app, its stories and its component tests: ja_JP locale, dayjs in Japanese,
 * the theme, no space forced between two-kanji button labels (「削除」, not 「削 除」), and antd's App
 * context for message and notification.
 */
export function AppConfigProvider({ children }: { children?: ReactNode }) {
  return (
    <ConfigProvider locale={jaJP} theme={theme} button={{ autoInsertSpace: false }}>
      <AntdApp>
        <MessageBridge />
        {children}
      </AntdApp>
    </ConfigProvider>
  );
}
