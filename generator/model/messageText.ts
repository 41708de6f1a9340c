import { ModelError } from './errors.js';

/**
 * The text of a message of model/messages with its {{name}} marks filled, as the app's i18n fills them: how the
 * generator writes Japanese into generated files (a form's hint, an OpenAPI summary), never typing it itself.
 * A key the generator needs and the messages lack fails generation.
 */
export function messageText(messages: Readonly<Record<string, string>>, key: string, values: Readonly<Record<string, string | number>> = {}): string {
  const text = messages[key];
  if (text === undefined) {
    throw new ModelError([{ file: 'model/messages', path: `/${key.replaceAll('.', '/')}`, reason: `message key "${key}" is missing: the generator writes its text` }]);
  }
  return text.replace(/\{\{(\w+)\}\}/g, (mark, name: string) => (name in values ? String(values[name]) : mark));
}
