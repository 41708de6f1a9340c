import { entities } from '../generated/entities.js';
import { tables } from '../generated/tables.js';

type FieldMeta = { readonly type: string; readonly isSystem: boolean };

/**
 * The column that names a row of an entity: its first text column, else (an entity without a list) its first text
 * field, else its id. Read by the screens (a reference by name) and the server (a CSV export's references).
 */
export function labelField(entity: string): string {
  const table = (tables as Readonly<Record<string, { columns: ReadonlyArray<{ id: string; type: string }> }>>)[entity];
  const fromList = table?.columns.find((c) => c.type === 'string')?.id;
  if (fromList) return fromList;
  const fields = Object.entries((entities as Readonly<Record<string, { fields: Readonly<Record<string, FieldMeta>> }>>)[entity]?.fields ?? {});
  return fields.find(([, f]) => f.type === 'string' && !f.isSystem)?.[0] ?? 'id';
}

/** The fields whose values, read together with a space, name a row: the model's rowName, else the label column. */
export function nameFields(entity: string): readonly string[] {
  return (entities as Readonly<Record<string, { rowName: readonly string[] | null }>>)[entity]?.rowName ?? [labelField(entity)];
}

/** The name of a row from its values (see nameFields); its id when those are empty. */
export function rowNameOf(entity: string, row: Readonly<Record<string, unknown>>): string {
  const rowName = (entities as Readonly<Record<string, { rowName: readonly string[] | null }>>)[entity]?.rowName;
  if (rowName) {
    const name = rowName.map((f) => row[f]).filter((v) => v !== undefined && v !== null && v !== '').join(' ');
    if (name) return name;
  }
  const value = row[labelField(entity)] ?? row.id;
  return value === undefined || value === null ? '' : String(value);
}
