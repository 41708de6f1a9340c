import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { ConfigProvider, theme } from 'antd';
// The ES module: antd/locale/ja_JP is CommonJS, which reached antd as { default } and left it in English.
import jaJP from 'antd/es/locale/ja_JP';
import dayjs from 'dayjs';
import 'dayjs/locale/ja';
import { constants } from '../generated/constants.js';
import { cspNonce } from './cspNonce.js';
import { FeedbackProvider } from './feedback/feedback.js';
import { portalTheme } from './portalTheme.js';

dayjs.locale(constants.defaultLanguage);

/** antd's CSS-in-JS writes its <style> elements with the page's nonce, which the Content-Security-Policy asks for. */
const csp = cspNonce ? { nonce: cspNonce } : undefined;

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
const subscribeReducedMotion = (onChange: () => void) => {
  const query = typeof window.matchMedia === 'function' ? window.matchMedia(reducedMotionQuery) : undefined;
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};
const prefersReducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia(reducedMotionQuery).matches;

/**
 * The operating system's "reduce motion" setting turns antd's animations off (dialogs, menus and popups open and close
 * at once): for people made unwell by motion (WCAG 2.3.3), and for the journeys, whose browsers ask for it, so that a
 * click never lands on a popup that is still opening or closing.
 */
function useMotionTheme() {
  const reduce = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
  return useMemo(() => (reduce ? { ...portalTheme, token: { ...portalTheme.token, motion: false } } : portalTheme), [reduce]);
}

/** The text style antd's App gives its children: the theme's colour, size, line height and fonts. */
function BaseText({ children }: { children?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily }}>{children}</div>
  );
}

/**
 * antd in Japanese for the app, its stories and its component tests: ja_JP locale, dayjs in Japanese,
 * the theme (without animations when the system asks for reduced motion), no space forced between two-kanji button labels (「削除」, not 「削 除」), the style nonce of the
 * page's Content-Security-Policy, the theme's base text style, and the app's messages and dialogs (useFeedback, loaded
 * with the first one shown).
 */
export function AppConfigProvider({ children }: { children?: ReactNode }) {
  const motionTheme = useMotionTheme();
  return (
    <ConfigProvider locale={jaJP} theme={motionTheme} button={{ autoInsertSpace: false }} csp={csp}>
      <FeedbackProvider>
        <BaseText>{children}</BaseText>
      </FeedbackProvider>
    </ConfigProvider>
  );
}
