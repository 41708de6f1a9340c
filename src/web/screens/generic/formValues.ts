import type { RJSFSchema } from '@rjsf/utils';

/**
 * An optional choice field (a nullable type with a oneOf list ending in 未選択) without a default: rjsf would take the
 * first choice's const as the field's default and fill it in, saving a choice nobody made.
 */
function isUnsetChoice(schema: unknown): boolean {
  if (typeof schema !== 'object' || schema === null) return false;
  const { type, oneOf, default: given } = schema as RJSFSchema;
  return Array.isArray(type) && type.includes('null') && Array.isArray(oneOf) && given === undefined;
}

/**
 * The values of a record that its form edits (the form refuses unknown fields such as id). An optional choice field
 * without a value starts as null (未選択), so that rjsf does not fill in its first choice.
 */
export function formValuesOf(schema: RJSFSchema, record: Record<string, unknown> | undefined): Record<string, unknown> {
  const properties = schema.properties ?? {};
  const fields = Object.keys(properties);
  const unset = Object.fromEntries(fields.filter((f) => isUnsetChoice(properties[f]) && (record?.[f] === undefined || record[f] === null)).map((f) => [f, null]));
  if (!record) return unset;
  // null (an optional field left empty) is "no value" for the form, not a value of the wrong type.
  return { ...unset, ...Object.fromEntries(fields.filter((f) => record[f] !== undefined && record[f] !== null).map((f) => [f, record[f]])) };
}
