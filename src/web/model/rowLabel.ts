import { entityInfo, tableInfo } from './modelAccess.js';
import { tables } from '../../generated/tables.js';

/** Row values as the generic screens hold them. */
export type Row = Record<string, unknown>;

/**
 * The column that names a row of an entity: its first text column, else (an entity without a list) its first text
 * field, else its id.
 */
export function labelField(entity: string): string {
  const fromList = Object.hasOwn(tables, entity) ? tableInfo(entity).columns.find((c) => c.type === 'string')?.id : undefined;
  if (fromList) return fromList;
  const fields = Object.entries(entityInfo(entity).fields);
  return fields.find(([, f]) => f.type === 'string' && !f.isSystem)?.[0] ?? 'id';
}

/** The human name of a row (delete confirmation, ref look-ups): the model's rowName fields, else its label column, else its id. */
export function rowLabel(entity: string, row: Row): string {
  const rowName = entityInfo(entity).rowName;
  if (rowName) {
    const name = rowName.map((f) => row[f]).filter((v) => v !== undefined && v !== null && v !== '').join(' ');
    if (name) return name;
  }
  const value = row[labelField(entity)] ?? row.id;
  return value === undefined || value === null ? '' : String(value);
}
