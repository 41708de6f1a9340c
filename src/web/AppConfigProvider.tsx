import { useEffect, type ReactNode } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import jaJP from 'antd/locale/ja_JP';
import dayjs from 'dayjs';
import 'dayjs/locale/ja';
import { constants } from '../generated/constants.js';
import { registerMessageApi } from './feedback/showErrorMessage.js';
import { portalTheme } from './portalTheme.js';

dayjs.locale(constants.defaultLanguage);

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
    <ConfigProvider locale={jaJP} theme={portalTheme} button={{ autoInsertSpace: false }}>
      <AntdApp>
        <MessageBridge />
        {children}
      </AntdApp>
    </ConfigProvider>
  );
}
