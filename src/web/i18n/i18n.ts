import { constants } from '../../generated/constants.js';
import { messagesJa, type MessageKey } from '../../generated/messages.ja.js';
import { fillPlaceholders } from './fillPlaceholders.js';

/**
 * The browser's messages: the model's flat Japanese bundle (model/messages/*.ja.yaml), keys with dots but no nesting,
 * {{name}} placeholders, no plurals, no nesting, no formats. That is all the app asks of a translation library, so it
 * is done here in a few lines instead of i18next (16 KB brotli on every page, issue 9). It behaves as the i18next
 * set-up it replaces did: an unknown key answers itself, a placeholder without a value stays as written, a value of
 * null or undefined fills it with nothing, and a value is not read again for placeholders.
 */
const bundle: Readonly<Record<string, string>> = messagesJa;

/** The language of the texts (the only one the model has). */
export const language: string = constants.defaultLanguage;

/** True when the bundle has the key. */
export function hasMessage(key: string): boolean {
  return Object.hasOwn(bundle, key);
}

/** The text of any key (Refine's own keys too) with its placeholders filled; an unknown key answers itself. */
export function translate(key: string, values: Readonly<Record<string, unknown>> = {}): string {
  return fillPlaceholders(hasMessage(key) ? bundle[key]! : key, values);
}

/** The Japanese text of a message key, with {{name}} placeholders filled. */
export function t(key: MessageKey, values: Record<string, string | number> = {}): string {
  return translate(key, values);
}
