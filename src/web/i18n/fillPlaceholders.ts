const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g;

/**
 * A message's {{name}} placeholders filled, as i18next filled them: a placeholder without a value stays as written, a
 * value of null or undefined fills it with nothing, and a value is not read again for placeholders.
 */
export function fillPlaceholders(text: string, values: Readonly<Record<string, unknown>>): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    if (!Object.hasOwn(values, name)) return placeholder;
    const value = values[name];
    return value === undefined || value === null ? '' : String(value);
  });
}
