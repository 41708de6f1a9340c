import type { RJSFSchema } from '@rjsf/utils';

/** The values of a record that its form edits (the form refuses unknown fields such as id). */
export function formValuesOf(schema: RJSFSchema, record: Record<string, unknown> | undefined): Record<string, unknown> {
  if (!record) return {};
  const fields = Object.keys(schema.properties ?? {});
  // null (an optional field left empty) is "no value" for the form, not a value of the wrong type.
  return Object.fromEntries(fields.filter((f) => record[f] !== undefined && record[f] !== null).map((f) => [f, record[f]]));
}
