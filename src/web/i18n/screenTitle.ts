import { constants } from '../../generated/constants.js';
import { messagesJa, type MessageKey } from '../../generated/messages.ja.js';
import type { ScreenRoute } from '../../generated/routes.js';
import { t } from './i18n.js';

/** True when a key of the model names a message of the bundle. */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(messagesJa, key);
}

/** The Japanese text of a message key the model holds as a plain string (screen titles, menu labels). */
export function modelText(key: string): string {
  return isMessageKey(key) ? t(key) : key;
}

/** The title of a screen. */
export function screenTitle(screen: Pick<ScreenRoute, 'title'>): string {
  return modelText(screen.title);
}

/** The browser tab title: 「画面名 | 製品名」, or the product name alone. */
export function documentTitle(screen: Pick<ScreenRoute, 'title'> | undefined): string {
  return screen ? `${screenTitle(screen)} | ${constants.productTitle}` : constants.productTitle;
}
