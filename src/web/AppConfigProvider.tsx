import { useEffect, type ReactNode } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import jaJP from 'antd/locale/ja_JP';
import dayjs from 'dayjs';
import 'dayjs/locale/ja';
import { constants } from '../generated/constants.js';
import { cspNonce } from './cspNonce.js';
import { registerMessageApi } from './feedback/showErrorMessage.js';
import { portalTheme } from './portalTheme.js';

dayjs.locale(constants.defaultLanguage);

/** antd's CSS-in-JS writes its <style> elements with the page's nonce, which the Content-Security-Policy asks for. */
const csp = cspNonce ? { nonce: cspNonce } : undefined;

/** Lets code outside React (the API middleware) show messages through the app's themed antd context. */
function MessageBridge() {
  const { message } = AntdApp.useApp();
  useEffect(() => registerMessageApi(message), [message]);
  return null;
}

/**
 * antd in Japanese for the app, its stories and its component tests: ja_JP locale, dayjs in Japanese,
 * the theme, no space forced between two-kanji button labels (「削除」, not 「削 除」), the style nonce of the
 * page's Content-Security-Policy, and antd's App context for message and notification.
 */
export function AppConfigProvider({ children }: { children?: ReactNode }) {
  return (
    <ConfigProvider locale={jaJP} theme={portalTheme} button={{ autoInsertSpace: false }} csp={csp}>
      <AntdApp>
        <MessageBridge />
        {children}
      </AntdApp>
    </ConfigProvider>
  );
}
