import { publicMessagesJa, type PublicMessageKey } from '../../generated/publicMessages.ja.js';
import { fillPlaceholders } from './fillPlaceholders.js';

/**
 * The Japanese text of a message of the public screens (the log-in page), with {{name}} placeholders filled: the
 * same text as {@link import('./i18n.js').t} gives for the key, from the few messages the model lists for those
 * screens (model/screens `messages:`, src/generated/publicMessages.ja.ts) instead of the whole bundle, which the public
 * shell does not load. Its type refuses a key the model does not list there.
 */
export function tPublic(key: PublicMessageKey, values: Readonly<Record<string, string | number>> = {}): string {
  return fillPlaceholders(publicMessagesJa[key], values);
}
