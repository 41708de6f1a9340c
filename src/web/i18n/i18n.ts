import i18next from 'i18next';
import { constants } from '../../generated/constants.js';
import { messagesJa, type MessageKey } from '../../generated/messages.ja.js';

/**
 * The one i18next instance of the browser. Japanese is the default and the fallback language; the
 * keys are the flat dotted keys of the model's message bundle, so no key separator.
 */
export const i18n = i18next.createInstance();

void i18n.init({
  lng: constants.defaultLanguage,
  fallbackLng: constants.defaultLanguage,
  resources: { [constants.defaultLanguage]: { translation: messagesJa } },
  keySeparator: false,
  nsSeparator: false,
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** The Japanese text of a message key, with {{name}} placeholders filled. */
export function t(key: MessageKey, values: Record<string, string | number> = {}): string {
  return i18n.t(key, values);
}
